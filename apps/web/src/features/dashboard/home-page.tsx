import {
  CLAIM_DELAY_CARDS,
  DASHBOARD_CARDS,
  DEADLINE_CARDS,
  formatPrice,
  labels,
  messages,
  seoulDate,
} from '@seller/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { dialog } from '../../lib/dialog.ts';
import { externalLinks } from '../../lib/links.ts';
import { useSellerInfo } from '../../lib/seller.ts';
import { useRequiredSession } from '../../lib/session.ts';
import {
  lastMonthRange,
  lowStockSearch,
  NOTICE_COUNT,
  useDashboardCounts,
  useClaimDelayCounts,
  useDeadlineCounts,
  useLatestNotices,
  useLowStockCount,
} from './api.ts';
import './home.css';

const GUIDE_TOPICS = labels.dashboard.guideTopics;

const showPreparing = () => void dialog.alert(messages.common.contentPreparing);

/** `/home`: greeting, usage guide, notices, help links and the last month's order counts. */
export function HomePage() {
  const session = useRequiredSession();
  const info = useSellerInfo(session.id);
  const counts = useDashboardCounts(session.key);
  const notices = useLatestNotices();
  const lowStock = useLowStockCount(session.key);
  const deadlines = useDeadlineCounts(session.key);
  const claimDelays = useClaimDelayCounts(session.key);
  // A card opens its screen with the period it counted (its statuses are the screen's), so the list's
  // total is the card's number.
  const period = `?${new URLSearchParams(lastMonthRange())}`;

  return (
    <div className="page">
      <h1 className="page-title">
        {info.data ? labels.dashboard.greetingOf(info.data.name) : labels.dashboard.greeting}
      </h1>
      <p className="muted">{labels.dashboard.cheer(session.market)}</p>

      <section aria-label={labels.dashboard.lastMonth} className="card-grid" style={{ marginBottom: 20 }}>
        {DASHBOARD_CARDS.map((card) => (
          <Link
            key={card.key}
            to={paths[card.screen] + period}
            className="count-card"
            data-testid={`count-${card.key}`}
          >
            <div className="muted">{card.label}</div>
            <div className="count">{counts.data ? formatPrice(counts.data[card.key]) : '–'}</div>
          </Link>
        ))}
      </section>

      <section aria-label={labels.deadline.filter} className="card-grid" style={{ marginBottom: 20 }}>
        {DEADLINE_CARDS.map((card) => (
          <Link
            key={card.key}
            to={`${paths.orderTotal}?deadline=${card.deadline}`}
            className="count-card"
            data-testid={`count-deadline-${card.key}`}
          >
            <div className="muted">{card.label}</div>
            <div className="count">{deadlines.data ? formatPrice(deadlines.data[card.key]) : '–'}</div>
          </Link>
        ))}
        {CLAIM_DELAY_CARDS.map((card) => (
          <Link
            key={card.key}
            to={`${paths[card.screen]}?claimState=delayed`}
            className="count-card"
            data-testid={`count-claim-${card.key}`}
          >
            <div className="muted">{labels.claim.delayCards[card.key]}</div>
            <div className="count">{claimDelays.data ? formatPrice(claimDelays.data[card.key]) : '–'}</div>
          </Link>
        ))}
      </section>

      <section aria-label={labels.dashboard.stockCards} className="card-grid" style={{ marginBottom: 20 }}>
        <Link
          to={`${paths.productManage}?${new URLSearchParams(lowStockSearch())}`}
          className="count-card"
          data-testid="count-lowStock"
        >
          <div className="muted">{labels.dashboard.lowStock}</div>
          <div className="count">{lowStock.data !== undefined ? formatPrice(lowStock.data) : '–'}</div>
        </Link>
      </section>

      <div className="home-columns">
        <div className="home-column">
          <Panel title={labels.dashboard.guide}>
            <ul className="panel-list">
              {GUIDE_TOPICS.map((topic) => (
                <li key={topic}>
                  <button type="button" className="link-button" onClick={showPreparing}>
                    {topic}
                  </button>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <div className="home-column">
          <Panel title={labels.dashboard.notices} extra={<Link to={paths.notice}>{labels.dashboard.allNotices}</Link>}>
            {notices.isPending ? (
              // As many rows as the notices take, so nothing moves when they come.
              <ul className="panel-list" aria-busy="true">
                {Array.from({ length: NOTICE_COUNT }, (_, i) => (
                  <li key={i}>
                    <span className="panel-pending" />
                  </li>
                ))}
              </ul>
            ) : notices.data?.notices.length ? (
              <ul className="panel-list">
                {notices.data.notices.map((notice) => (
                  <li key={notice.id}>
                    <button type="button" className="link-button" onClick={showPreparing}>
                      {notice.title}
                    </button>
                    <span className="muted">{seoulDate(new Date(notice.timestamp))}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="panel-empty">{messages.notice.empty}</p>
            )}
          </Panel>
          <Panel title={labels.dashboard.help}>
            <p>
              <a href={externalLinks.adminChat} target="_blank" rel="noreferrer">
                {labels.dashboard.adminChat}
              </a>
            </p>
            <p style={{ marginBottom: 0 }}>
              {labels.dashboard.collaboration}{' '}
              <a href={externalLinks.instagram} target="_blank" rel="noreferrer">
                {labels.dashboard.instagram}
              </a>
              {' · '}
              <a href={externalLinks.contentSite} target="_blank" rel="noreferrer">
                {labels.dashboard.contentSite}
              </a>
            </p>
          </Panel>
        </div>
      </div>
    </div>
  );
}

/**
 * A titled panel with the look of antd's Card (and its lists, of antd's List), drawn with the
 * page's own markup: Card and List bring antd's Tabs, Dropdown, Pagination and Select (about 45 KB
 * gzipped) to the first screen after sign-in, which shows none of them.
 */
function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="panel" aria-label={title}>
      <div className="panel-head">
        <h2 className="panel-title">{title}</h2>
        {extra && <div className="panel-extra">{extra}</div>}
      </div>
      <div className="panel-body">{children}</div>
    </section>
  );
}
