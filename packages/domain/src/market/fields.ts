/**
 * Labels of the read-only market, business and settlement panels (spec 02 §3 market, business,
 * settlement), in display order. `kind` says how a value is shown.
 */
import { MARKET_GUIDE_MAX } from '../limits.ts';

export { MARKET_GUIDE_MAX };
export type FieldKind = 'text' | 'phone' | 'image' | 'link' | 'file' | 'status';

export interface FieldLabel<K extends string> {
  key: K;
  label: string;
  kind: FieldKind;
}

export const MARKET_FIELDS = [
  { key: 'koName', label: '마켓명(국문)', kind: 'text' },
  { key: 'engName', label: '마켓명(영문)', kind: 'text' },
  { key: 'status', label: '마켓 상태', kind: 'status' },
  { key: 'repName', label: '대표자명', kind: 'text' },
  { key: 'repContact', label: '대표 연락처', kind: 'phone' },
  { key: 'postcode', label: '사업장 우편번호', kind: 'text' },
  { key: 'address', label: '사업장 주소', kind: 'text' },
  { key: 'dlvyPostcode', label: '출고지 우편번호', kind: 'text' },
  { key: 'dlvyAddress', label: '출고지(반품) 주소', kind: 'text' },
  { key: 'csContact', label: '고객센터 연락처', kind: 'phone' },
  { key: 'profileImage', label: '프로필 이미지', kind: 'image' },
  { key: 'backgroundImage', label: '배경 이미지', kind: 'image' },
  { key: 'siteUrl', label: '사이트 주소', kind: 'link' },
  { key: 'sns', label: 'SNS', kind: 'text' },
] as const satisfies readonly FieldLabel<string>[];

export const BUSINESS_FIELDS = [
  { key: 'bizName', label: '상호명', kind: 'text' },
  { key: 'bizNumber', label: '사업자등록번호', kind: 'text' },
  { key: 'bizCert', label: '사업자등록증', kind: 'file' },
  { key: 'licenseNo', label: '통신판매업 신고번호', kind: 'text' },
  { key: 'licenseCert', label: '통신판매업 신고증', kind: 'file' },
  { key: 'taxInvoiceManagerName', label: '세금계산서 담당자명', kind: 'text' },
  { key: 'taxInvoiceManagerEmail', label: '세금계산서 담당자 이메일', kind: 'text' },
  { key: 'taxInvoiceManagerContact', label: '세금계산서 담당자 연락처', kind: 'phone' },
] as const satisfies readonly FieldLabel<string>[];

export const SETTLEMENT_FIELDS = [
  { key: 'bank', label: '은행', kind: 'text' },
  { key: 'accountName', label: '예금주', kind: 'text' },
  { key: 'account', label: '계좌번호', kind: 'text' },
  { key: 'bankbookCopy', label: '통장 사본', kind: 'file' },
] as const satisfies readonly FieldLabel<string>[];

export const SELLER_FIELDS = [
  { key: 'id', label: '아이디', kind: 'text' },
  { key: 'name', label: '이름', kind: 'text' },
  { key: 'email', label: '이메일', kind: 'text' },
  { key: 'contact', label: '연락처', kind: 'phone' },
] as const satisfies readonly FieldLabel<string>[];

export const MARKET_STATUS_LABELS: Record<string, string> = {
  ACTIVE: '운영중',
  PAUSED: '일시 중지',
  CLOSED: '종료',
};
