import { labels, messages } from '@seller/domain';
import { Button, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import '../../components/list-page.css';
import { SafeHtml } from '../../components/safe-html.tsx';
import { formatDate } from '../../lib/date-format.ts';
import { useBackToList } from '../../lib/list-return.ts';
import { useNotice } from './api.ts';

/** `detail/notice/{key}`: one notice; its HTML (sanitised by the server) is shown in a script-free frame. */
export function NoticeDetailPage() {
  const { id } = useParams();
  const noticeId = Number(id);
  const back = useBackToList(paths.notice, String(id));
  const notice = useNotice(Number.isInteger(noticeId) ? noticeId : 0);

  return (
    <div className="page">
      <h1 className="page-title">{labels.notice.detail}</h1>
      {notice.isPending && notice.fetchStatus !== 'idle' ? (
        <Skeleton active />
      ) : !notice.data ? (
        <Result
          status="404"
          title={messages.common.notFound}
          extra={<Button onClick={back.go}>{labels.common.backToList}</Button>}
        />
      ) : (
        <article className="detail-card">
          <h2 style={{ fontSize: 19, margin: '0 0 6px' }}>{notice.data.title}</h2>
          <p className="muted" style={{ marginTop: 0 }}>
            {labels.notice.postedOn(formatDate(notice.data.timestamp))} ·{' '}
            {labels.notice.period(notice.data.startDate, notice.data.endDate)}
          </p>
          <hr style={{ border: 0, borderTop: '1px solid #eee', margin: '12px 0 16px' }} />
          <SafeHtml html={notice.data.content} label={labels.notice.content} />
          <Button style={{ marginTop: 20 }} onClick={back.go}>
            {labels.common.backToList}
          </Button>
        </article>
      )}
    </div>
  );
}
