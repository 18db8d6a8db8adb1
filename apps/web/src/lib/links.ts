import { labels } from '@seller/domain';

/** Outside links the screens offer (help channels of spec 01 §1, dashboard collaboration links). */
export const externalLinks = {
  inquiryChat: 'https://pf.kakao.com/_sellercenter/chat',
  brandEntryInquiry: 'https://pf.kakao.com/_sellercenter',
  brandEntryForm: 'https://forms.gle/seller-center-entry',
  adminChat: 'https://pf.kakao.com/_sellercenter/chat',
  instagram: 'https://www.instagram.com/sellercenter.official',
  contentSite: 'https://blog.naver.com/sellercenter',
} as const;

/** The company shown in the footer. */
export const company = labels.shell.company;
