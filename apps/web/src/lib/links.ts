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
export const company = {
  name: '(주)셀러센터',
  phone: '02-1234-5678',
  businessNumber: '123-45-67890',
  mailOrderNumber: '제2022-서울성동-01234호',
  address: '서울특별시 성동구 성수이로 113, 5층',
} as const;
