import { checkQnaReply, message, messages, QNA_REPLY_MAX, QNA_TYPE_LABELS } from '@seller/domain';
import { Button, Descriptions, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import '../../components/list-page.css';
import { formatDateTime } from '../../lib/dayjs.ts';
import { dialog } from '../../lib/dialog.ts';
import { alertError } from '../../lib/http.ts';
import { useQna, useSaveReply } from './api.ts';

/** `detail/qnaRequest/{id}` and `detail/qnaComplete/{id}`: the question and the reply (at most 100 characters). */
export function QnaDetailPage() {
  const { type, id } = useParams();
  const qnaId = Number(id);
  const answeredScreen = type === 'qnaComplete';
  const navigate = useNavigate();
  const qna = useQna(Number.isInteger(qnaId) ? qnaId : 0);
  const save = useSaveReply();
  const [reply, setReply] = useState('');

  useEffect(() => {
    if (qna.data) setReply(qna.data.reply ?? '');
  }, [qna.data]);

  const title = answeredScreen ? '문의 완료 상세' : '문의 요청 상세';
  const back = answeredScreen ? paths.qnaComplete : paths.qnaRequest;

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
          extra={<Button onClick={() => navigate(back)}>목록으로</Button>}
        />
      ) : (
        <>
          <div className="detail-card">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'id', label: '문의 번호', children: qna.data.id },
                { key: 'type', label: '문의 유형', children: QNA_TYPE_LABELS[qna.data.type] },
                { key: 'product', label: '상품명', children: qna.data.productName || messages.common.none },
                { key: 'customer', label: '작성자', children: qna.data.customerName || messages.common.none },
                { key: 'at', label: '문의일시', children: formatDateTime(qna.data.timestamp) },
                {
                  key: 'status',
                  label: '답변 상태',
                  children: qna.data.replyYn ? `답변 완료 (${formatDateTime(qna.data.repliedAt)})` : '미답변',
                },
                {
                  key: 'content',
                  label: '문의 내용',
                  span: 2,
                  children: <div className="detail-question">{qna.data.content}</div>,
                },
              ]}
            />
          </div>
          <div className="detail-card">
            <label htmlFor="qna-reply" style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
              답변
            </label>
            <Input.TextArea
              id="qna-reply"
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              maxLength={QNA_REPLY_MAX}
              showCount={{ formatter: ({ count }) => `${count} / ${QNA_REPLY_MAX}` }}
              autoSize={{ minRows: 4, maxRows: 8 }}
              placeholder="고객에게 보낼 답변을 입력해주세요."
            />
            <Space style={{ marginTop: 24 }}>
              <Button onClick={() => navigate(back)}>목록으로</Button>
              <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
                답변 저장
              </Button>
            </Space>
          </div>
        </>
      )}
    </div>
  );
}
