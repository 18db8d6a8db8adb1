import { DASHBOARD_CARDS, formatPrice, messages } from '@seller/domain';
import { Card, Col, List, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { formatDate } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { externalLinks } from '../../lib/links.ts';
import { useSellerInfo } from '../../lib/seller.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { lastMonthRange, useDashboardCounts, useLatestNotices } from './api.ts';

const GUIDE_TOPICS = [
  '상품 등록 방법',
  '상품 수정 방법',
  '배송비 등록 및 변경 방법',
  '송장번호 입력 방법',
  '주문 상태 변경 방법',
  '취소/교환/환불 처리 방법',
];

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
      <h1 className="page-title">{info.data ? `${info.data.name}님, 안녕하세요.` : '안녕하세요.'}</h1>
      <p className="muted">오늘도 {session.market}의 하루를 응원합니다. 최근 1개월 주문 현황입니다.</p>

      <section aria-label="최근 1개월 주문 현황" className="card-grid" style={{ marginBottom: 20 }}>
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
          <Card title="판매자 이용 가이드">
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
          <Card title="공지사항" extra={<Link to={paths.notice}>전체 보기</Link>}>
            {notices.isPending ? (
              <Skeleton active />
            ) : (
              <List
                dataSource={notices.data?.notices ?? []}
                locale={{ emptyText: '공지사항이 없습니다.' }}
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
          <Card title="문의" style={{ marginTop: 16 }}>
            <p>
              <a href={externalLinks.adminChat} target="_blank" rel="noreferrer">
                관리자 문의 채팅 바로가기
              </a>
            </p>
            <p style={{ marginBottom: 0 }}>
              협업 문의:{' '}
              <a href={externalLinks.instagram} target="_blank" rel="noreferrer">
                인스타그램
              </a>
              {' · '}
              <a href={externalLinks.contentSite} target="_blank" rel="noreferrer">
                콘텐츠 사이트
              </a>
            </p>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
