import { messages } from '@seller/domain';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import '../../components/list-page.css';
import { SafeHtml } from '../../components/safe-html.tsx';
import { formatDate } from '../../lib/dayjs.ts';
import { useNotice } from './api.ts';

/** `detail/notice/{key}`: one notice; its HTML (sanitised by the server) is shown in a script-free frame. */
export function NoticeDetailPage() {
  const { id } = useParams();
  const noticeId = Number(id);
  const navigate = useNavigate();
  const notice = useNotice(Number.isInteger(noticeId) ? noticeId : 0);

  return (
    <div className="page">
      <h1 className="page-title">공지사항 상세</h1>
      {notice.isPending && notice.fetchStatus !== 'idle' ? (
        <Skeleton active />
      ) : !notice.data ? (
        <Result
          status="404"
          title={messages.common.notFound}
          extra={<Button onClick={() => navigate(paths.notice)}>목록으로</Button>}
        />
      ) : (
        <article className="detail-card">
          <h2 style={{ fontSize: 19, margin: '0 0 6px' }}>{notice.data.title}</h2>
          <p className="muted" style={{ marginTop: 0 }}>
            등록일 {formatDate(notice.data.timestamp)} · 게시 기간 {notice.data.startDate} ~ {notice.data.endDate}
          </p>
          <hr style={{ border: 0, borderTop: '1px solid #eee', margin: '12px 0 16px' }} />
          <SafeHtml html={notice.data.content} label="공지사항 내용" />
          <Button style={{ marginTop: 20 }} onClick={() => navigate(paths.notice)}>
            목록으로
          </Button>
        </article>
      )}
    </div>
  );
}
