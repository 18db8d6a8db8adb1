import { pageTitles } from '../../app/paths.ts';
import { InquiryButton } from '../../components/inquiry-button.tsx';
import { MarketInfoSection } from './market-info-section.tsx';

/** `/marketInfo`: the market's fields, read-only; changes go through the inquiry chat. */
export function MarketInfoPage() {
  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.marketInfo}</h1>
      <div style={{ marginBottom: 16 }}>
        <InquiryButton />
      </div>
      <MarketInfoSection />
    </div>
  );
}
