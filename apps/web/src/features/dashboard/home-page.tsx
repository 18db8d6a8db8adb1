import { DASHBOARD_CARDS, formatPrice, labels, messages } from '@seller/domain';
import { Card, Col, List, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { formatDate } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { externalLinks } from '../../lib/links.ts';
import { useSellerInfo } from '../../lib/seller.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { lastMonthRange, useDashboardCounts, useLatestNotices } from './api.ts';

const GUIDE_TOPICS = labels.dashboard.guideTopics;

const showPreparing = () => void dialog.alert(messages.common.contentPreparing);

/** `/home`: greeting, usage guide, notices, help links and the last month's order counts. */
export function HomePage() {
  const session = useRequiredSession();
  const info = useSellerInfo(session.id);
  const counts = useDashboardCounts(session.key);
  const notices = useLatestNotices();
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

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={labels.dashboard.guide}>
            <List
              dataSource={GUIDE_TOPICS}
              renderItem={(topic) => (
                <List.Item>
                  <button type="button" className="link-button" onClick={showPreparing}>
                    {topic}
                  </button>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={labels.dashboard.notices} extra={<Link to={paths.notice}>{labels.dashboard.allNotices}</Link>}>
            {notices.isPending ? (
              <Skeleton active />
            ) : (
              <List
                dataSource={notices.data?.notices ?? []}
                locale={{ emptyText: messages.notice.empty }}
                renderItem={(notice) => (
                  <List.Item extra={<span className="muted">{formatDate(notice.timestamp)}</span>}>
                    <button type="button" className="link-button" onClick={showPreparing}>
                      {notice.title}
                    </button>
                  </List.Item>
                )}
              />
            )}
          </Card>
          <Card title={labels.dashboard.help} style={{ marginTop: 16 }}>
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
          </Card>
        </Col>
      </Row>
    </div>
  );
}
