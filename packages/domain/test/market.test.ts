import { describe, expect, it } from 'vitest';
import {
  checkModel,
  checkPasswordChange,
  checkQnaReply,
  isStrongPassword,
  message,
  modelCreateBodySchema,
  noticeCreateSchema,
  QNA_TYPE_LABELS,
  QNA_TYPES,
  qnaReplyBodySchema,
} from '../src/index.ts';

describe('inquiry reply (spec 02 §5 inquiry reply, §9 counter 100)', () => {
  it.each([
    ['', 'qna.replyRequired'],
    ['   ', 'qna.replyRequired'],
    ['감사합니다', null],
    ['가'.repeat(100), null],
    ['가'.repeat(101), 'qna.replyTooLong'],
    ['😀'.repeat(100), null],
  ] as const)('%j → %s', (reply, expected) => {
    expect(checkQnaReply(reply)).toBe(expected);
  });

  it('has the five types of spec 02 §3 with Korean labels', () => {
    expect(QNA_TYPES).toEqual(['DELIVERY', 'PAYMENT', 'EXCHANGE', 'RETURN', 'ETC']);
    expect(Object.values(QNA_TYPE_LABELS)).toEqual(['배송', '결제', '교환', '반품', '기타']);
  });

  it('refuses a reply that is not answered, empty or too long with the Korean reason', () => {
    // The schema takes typed values: the forms plugin reads a form's text as the declared type first.
    expect(qnaReplyBodySchema.safeParse({ id: 1, replyYn: true, reply: ' 네 ' }).data).toEqual({
      id: 1,
      replyYn: true,
      reply: '네',
    });
    const cases = [
      [{ id: 1, replyYn: false, reply: '네' }, 'qna.replyMustBeAnswered'],
      [{ id: 1, replyYn: true, reply: '' }, 'qna.replyRequired'],
      [{ id: 1, replyYn: true }, 'qna.replyRequired'],
      [{ id: 1, replyYn: true, reply: 'a'.repeat(101) }, 'qna.replyTooLong'],
    ] as const;
    for (const [body, key] of cases) {
      expect(qnaReplyBodySchema.safeParse(body).error?.issues[0]?.message).toBe(message(key));
    }
  });

  it('refuses text where a JSON body must carry a number or a boolean', () => {
    expect(qnaReplyBodySchema.safeParse({ id: '1', replyYn: true, reply: '네' }).success).toBe(false);
    expect(qnaReplyBodySchema.safeParse({ id: 1, replyYn: 'true', reply: '네' }).success).toBe(false);
  });
});

describe('password change (spec 02 §5 password change)', () => {
  const base = { currentPassword: 'old-pass1', newPassword: 'newpass123', confirmPassword: 'newpass123' };
  it.each([
    [{ ...base, currentPassword: '' }, 'password.currentRequired'],
    [{ ...base, newPassword: '', confirmPassword: '' }, 'password.confirmNew'],
    [{ ...base, confirmPassword: '' }, 'password.confirmNew'],
    [{ ...base, confirmPassword: 'newpass124' }, 'password.confirmNew'],
    [{ ...base, newPassword: 'short1', confirmPassword: 'short1' }, 'password.weak'],
    [{ ...base, newPassword: 'lettersonly', confirmPassword: 'lettersonly' }, 'password.weak'],
    [{ ...base, newPassword: '1234567890', confirmPassword: '1234567890' }, 'password.weak'],
    [{ ...base, newPassword: 'old-pass1', confirmPassword: 'old-pass1' }, 'password.sameAsCurrent'],
    [base, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(checkPasswordChange(input)).toBe(expected);
  });

  it('wants 8 to 64 characters, a letter, a digit and no spaces', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('abcdef1')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(62)}`)).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(63)}`)).toBe(false);
    expect(isStrongPassword('abcd efg1')).toBe(false);
  });

  it('has the exact messages of spec 02 §5 and §8', () => {
    expect(message('password.currentRequired')).toBe('기존 비밀번호를 입력해주세요.');
    expect(message('password.confirmNew')).toBe('새로운 비밀번호를 확인해주세요.');
    expect(message('password.currentMismatch')).toBe('기존 비밀번호를 확인해주세요.');
    expect(message('password.changed')).toBe('비밀번호가 변경되었습니다. 다시 로그인해주세요.');
    expect(message('password.failed')).toBe('비밀번호 변경이 실패했습니다. 다시 시도해주세요.');
    expect(message('auth.sessionProblem')).toBe('로그인에 문제가 생겼습니다.');
  });
});

describe('fitting model (spec 02 §5 model)', () => {
  it.each([
    [{ name: '', hasImage: true }, 'model.nameRequired'],
    [{ name: '  ', hasImage: false }, 'model.nameRequired'],
    [{ name: '지수', hasImage: false }, 'model.imageRequired'],
    [{ name: '지수', hasImage: true, description: '가'.repeat(101) }, 'model.descriptionTooLong'],
    [{ name: '지수', hasImage: true, description: '가'.repeat(100) }, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(checkModel(input)).toBe(expected);
  });

  it('parses measurements: empty is none, one decimal place, not negative', () => {
    const ok = modelCreateBodySchema.parse({
      marketId: 1,
      name: ' 지수 ',
      height: '170.5',
      weight: 48,
      waist: '',
      bra: '75B',
      shoes: null,
    });
    expect(ok).toMatchObject({
      name: '지수',
      height: 170.5,
      weight: 48,
      waist: null,
      bra: '75B',
      shoes: null,
      panties: null,
      description: '',
    });
    for (const height of ['-1', '170.55', 'abc', 1000]) {
      expect(modelCreateBodySchema.safeParse({ marketId: 1, name: '지수', height }).error?.issues[0]?.message).toBe(
        message('model.measureInvalid'),
      );
    }
    expect(modelCreateBodySchema.safeParse({ marketId: 1, name: '' }).error?.issues[0]?.message).toBe(
      '모델명을 입력해주세요.',
    );
    expect(message('model.limit')).toBe('모델은 최대 10명까지 등록 가능합니다.');
    expect(message('model.imageRequired')).toBe('모델프로필이미지를 등록해주세요.');
  });
});

describe('notice creation', () => {
  it('needs a title, content and a period that does not run backwards', () => {
    const ok = { title: ' 점검 ', content: '<p>x</p>', startDate: '2026-01-01', endDate: '2026-01-31' };
    expect(noticeCreateSchema.parse(ok).title).toBe('점검');
    const bad = [
      [{ ...ok, title: '' }, 'notice.titleRequired'],
      [{ ...ok, title: 'a'.repeat(101) }, 'notice.titleTooLong'],
      [{ ...ok, content: ' ' }, 'notice.contentRequired'],
      [{ ...ok, startDate: '2026-02-30' }, 'notice.periodInvalid'],
      [{ ...ok, endDate: '2025-12-31' }, 'notice.periodInvalid'],
    ] as const;
    for (const [input, key] of bad)
      expect(noticeCreateSchema.safeParse(input).error?.issues[0]?.message).toBe(message(key));
  });
});
