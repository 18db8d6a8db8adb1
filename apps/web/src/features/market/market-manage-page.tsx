import { labels } from '@seller/domain';
import { Skeleton, Tabs, type TabsProps } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitles } from '../../app/paths.ts';
import { BundleDeliverySection } from '../../components/bundle-delivery/index.ts';
import { BulkApplyButton, DeliveryTemplateManager } from '../../components/delivery-template/index.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { MarketInfoSection } from './market-info-section.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { CalendarSection } from './calendar-section.tsx';
import { MarketSecuritySection } from './market-security-section.tsx';
import './market-manage.css';

/** The month view brings the chart library: loaded only when its tab opens (issue 36 §8). */
const MonthReportSection = lazyNamed(() => import('./month-report.tsx'), 'MonthReportSection');

/**
 * `/marketManage`: one tab per part of the market's settings; the open tab is kept in the URL (?tab=).
 * Further tabs (delivery-fee templates, bundle delivery) are added to `tabs` below, each rendering a
 * component from `components/` (a feature never imports another feature).
 */
export function MarketManagePage() {
  const [params, setParams] = useSearchParams();
  const session = useRequiredSession();
  const tabs: NonNullable<TabsProps['items']> = [
    { key: 'info', label: labels.market.info, children: <MarketInfoSection /> },
    {
      key: 'deliveries',
      label: labels.market.deliveryTemplates,
      children: (
        <>
          {/* The template layer of spec 02 §2.13: apply a template to chosen products at once. */}
          <div className="list-toolbar">
            <BulkApplyButton marketId={session.key} />
          </div>
          <DeliveryTemplateManager marketId={session.key} />
        </>
      ),
    },
    { key: 'bundles', label: labels.market.bundles, children: <BundleDeliverySection marketId={session.key} /> },
    { key: 'security', label: labels.market.security, children: <MarketSecuritySection /> },
    { key: 'calendar', label: labels.market.calendar, children: <CalendarSection /> },
    {
      key: 'report',
      label: labels.market.monthReport,
      children: (
        <Suspense fallback={<Skeleton active />}>
          <MonthReportSection />
        </Suspense>
      ),
    },
  ];
  const active = tabs.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'info';
  return (
    <div className="page">
      <h1 className="page-title">{pageTitles.marketManage}</h1>
      <Tabs
        className="market-tabs"
        activeKey={active}
        items={tabs}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      />
    </div>
  );
}
