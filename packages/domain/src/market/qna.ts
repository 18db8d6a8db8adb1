import { QNA_REPLY_MAX } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { QNA_REPLY_MAX };
/** Inquiry (Q&A) types as stored, in the order the search panel offers them (spec 02 §3 inquiry). */
export const QNA_TYPES = ['DELIVERY', 'PAYMENT', 'EXCHANGE', 'RETURN', 'ETC'] as const;
export type QnaType = (typeof QNA_TYPES)[number];

export const QNA_TYPE_LABELS: Record<QnaType, string> = {
  DELIVERY: '배송',
  PAYMENT: '결제',
  EXCHANGE: '교환',
  RETURN: '반품',
  ETC: '기타',
};

/** Why a reply cannot be saved, as a message key; null when it can. */
export function checkQnaReply(reply: string): 'qna.replyRequired' | 'qna.replyTooLong' | null {
  const text = reply.trim();
  if (text === '') return 'qna.replyRequired';
  if (textLength(text) > QNA_REPLY_MAX) return 'qna.replyTooLong';
  return null;
}
