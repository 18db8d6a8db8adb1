import { MAIN_ID } from '../../lib/main-region.ts';
import { CloseCircleFilled } from '@ant-design/icons';
import { labels } from '@seller/domain';
import { Button } from 'antd';
import { paths } from '../../app/paths.ts';

/**
 * The app's error screen: the heading ERROR, an apology and one button home. `onHome` leaves it
 * (outside the router, where there is no navigation, a full page load).
 */
export function ErrorView({ onHome }: { onHome: () => void }) {
  return (
    <main id={MAIN_ID} className="page" style={{ margin: '0 auto' }}>
      {/* The look of antd's Result (status error), without Result: its illustrations would weigh
          11 KB in the main bundle, where this page has to be (it shows when chunks fail to load). */}
      <div className="error-view">
        <div className="error-view-icon">
          <CloseCircleFilled aria-hidden />
        </div>
        <div className="error-view-title">
          <h1 style={{ margin: 0 }}>ERROR</h1>
        </div>
        <div className="error-view-text">{labels.legal.errorText}</div>
        <div className="error-view-actions">
          <Button type="primary" onClick={onHome}>
            {labels.legal.home}
          </Button>
        </div>
      </div>
    </main>
  );
}

/**
 * `/error`, and any route that failed to render or load (`app/route-error.tsx`). Home is a fresh page
 * load: a navigation inside the app kept what made the error (a failed chunk or answer the browser had
 * kept), so the button led back to ERROR (issue 35 §6). The session is in session storage and stays.
 */
export function ErrorPage() {
  return <ErrorView onHome={() => location.assign(paths.home)} />;
}
