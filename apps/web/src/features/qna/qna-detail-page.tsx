import { checkQnaReply, labels, message, messages, QNA_REPLY_MAX, QNA_TYPE_LABELS } from '@seller/domain';
import { Button, Descriptions, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import '../../components/list-page.css';
import { PasteCutNotice, usePasteCut } from '../../components/paste-cut.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useBackToList } from '../../lib/list-return.ts';
import { useQna, useSaveReply } from './api.ts';
import { useCan } from '../../lib/rights.ts';
import { textCount } from '../../lib/text-count.ts';

/** `detail/qnaRequest/{id}` and `detail/qnaComplete/{id}`: the question and the reply (at most 100 characters). */
export function QnaDetailPage() {
  const { type, id } = useParams();
  const qnaId = Number(id);
  const answeredScreen = type === 'qnaComplete';
  const navigate = useNavigate();
  const qna = useQna(Number.isInteger(qnaId) ? qnaId : 0);
  const save = useSaveReply();
  const [reply, setReply] = useState('');
  const canReply = useCan('inquiries.reply');
  const pasteCut = usePasteCut(QNA_REPLY_MAX);

  useEffect(() => {
    if (qna.data) setReply(qna.data.reply ?? '');
  }, [qna.data]);

  const title = answeredScreen ? labels.qna.completeDetail : labels.qna.requestDetail;
  const back = useBackToList(answeredScreen ? paths.qnaComplete : paths.qnaRequest, String(id));

  const submit = async () => {
    const problem = checkQnaReply(reply);
    if (problem) return dialog.alert(message(problem));
    if (!(await dialog.confirm(messages.qna.replyConfirm))) return;
    try {
      await save.mutateAsync({ id: qnaId, reply: reply.trim() });
      await dialog.alert(messages.qna.replySaved);
      navigate(paths.qnaComplete);
    } catch (error) {
      await alertError(error, messages.qna.replySaveFailed);
    }
  };

  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {qna.isPending && qna.fetchStatus !== 'idle' ? (
        <Skeleton active />
      ) : !qna.data ? (
        <Result
          status="404"
          title={messages.common.notFound}
          extra={<Button onClick={back.go}>{labels.common.backToList}</Button>}
        />
      ) : (
        <>
          <div className="detail-card">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'id', label: labels.qna.id, children: qna.data.id },
                { key: 'type', label: labels.qna.type, children: QNA_TYPE_LABELS[qna.data.type] },
                {
                  key: 'product',
                  label: labels.common.productName,
                  children: qna.data.productName || messages.common.none,
                },
                {
                  key: 'customer',
                  label: labels.qna.customer,
                  children: qna.data.customerName || messages.common.none,
                },
                { key: 'at', label: labels.qna.askedAt, children: formatDateTime(qna.data.timestamp) },
                {
                  key: 'status',
                  label: labels.qna.replyStatus,
                  children: qna.data.replyYn
                    ? labels.qna.replied(formatDateTime(qna.data.repliedAt))
                    : labels.qna.notReplied,
                },
                {
                  key: 'content',
                  label: labels.qna.content,
                  span: 2,
                  children: <div className="detail-question">{qna.data.content}</div>,
                },
              ]}
            />
          </div>
          <div className="detail-card">
            <label htmlFor="qna-reply" style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
              {labels.qna.reply}
            </label>
            <Input.TextArea
              id="qna-reply"
              value={reply}
              onChange={(e) => {
                setReply(e.target.value);
                pasteCut.changed(e.target.value);
              }}
              onPaste={pasteCut.onPaste}
              aria-describedby="qna-reply-cut"
              count={textCount(QNA_REPLY_MAX, ({ count }) => `${count} / ${QNA_REPLY_MAX}`)}
              autoSize={{ minRows: 4, maxRows: 8 }}
              placeholder={labels.qna.replyPlaceholder}
              disabled={!canReply}
            />
            <PasteCutNotice id="qna-reply-cut" cut={pasteCut.cut} max={QNA_REPLY_MAX} />
            <Space style={{ marginTop: 24 }}>
              <Button onClick={back.go}>{labels.common.backToList}</Button>
              {canReply && (
                <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
                  {labels.qna.saveReply}
                </Button>
              )}
            </Space>
          </div>
        </>
      )}
    </div>
  );
}
