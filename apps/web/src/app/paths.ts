import { ORDER_SCREEN_LABELS, type OrderScreen } from '@seller/domain';

/**
 * Every route of the spec, once. Links and redirects use these, never string paths.
 * Screen keys are the spec's page keys (spec 01 §2 routing).
 */
export const paths = {
  intro: '/intro',
  error: '/error',
  privacy: '/privacy',
  payResult: '/payResult',
  home: '/home',
  productRegister: '/productRegister',
  productManage: '/productManage',
  orderTotal: '/orderTotal',
  productReady: '/productReady',
  deliveryReady: '/deliveryReady',
  deliveryProgress: '/deliveryProgress',
  deliveryComplete: '/deliveryComplete',
  purchaseConfirm: '/purchaseConfirm',
  cancelRequest: '/cancelRequest',
  cancelComplete: '/cancelComplete',
  exchangeRequest: '/exchangeRequest',
  exchangeComplete: '/exchangeComplete',
  refundRequest: '/refundRequest',
  refundComplete: '/refundComplete',
  qnaRequest: '/qnaRequest',
  qnaComplete: '/qnaComplete',
  marketInfo: '/marketInfo',
  marketManage: '/marketManage',
  marketGuide: '/marketGuide',
  modelManage: '/modelManage',
  account: '/account',
  notice: '/notice',
  passwordChange: '/passwordChange',
} as const;

export type PageKey = keyof typeof paths;

/** `/detail/productEdit/{code}` */
export const productEditPath = (code: string) => `/detail/productEdit/${encodeURIComponent(code)}`;

/** `/detail/{type}/{id}`: order detail (type = the list's screen), inquiry and notice detail. */
export const detailPath = (type: OrderScreen | 'qnaRequest' | 'qnaComplete' | 'notice' | string, id: string | number) =>
  `/detail/${type}/${encodeURIComponent(String(id))}`;

/** Shell routes with their Korean titles (top of each page, menu labels). */
export const pageTitles: Record<Exclude<PageKey, 'intro' | 'error' | 'privacy' | 'payResult'>, string> = {
  home: '메인 화면',
  productRegister: '상품 등록',
  productManage: '상품 관리',
  ...ORDER_SCREEN_LABELS,
  qnaRequest: '문의 요청',
  qnaComplete: '문의 완료',
  marketInfo: '마켓 정보',
  marketManage: '마켓 관리',
  marketGuide: '마켓 가이드',
  modelManage: '모델 관리',
  account: '계정 관리',
  notice: '공지사항',
  passwordChange: '비밀번호 변경',
};

/** Side navigation groups of spec 01 §2 shell, in order. */
export const navigationGroups: { key: string; label: string; pages: (keyof typeof pageTitles)[] }[] = [
  { key: 'main', label: '메인 화면', pages: ['home'] },
  { key: 'product', label: '상품', pages: ['productRegister', 'productManage'] },
  {
    key: 'order',
    label: '주문/배송',
    pages: ['orderTotal', 'productReady', 'deliveryReady', 'deliveryProgress', 'deliveryComplete', 'purchaseConfirm'],
  },
  { key: 'cancel', label: '취소', pages: ['cancelRequest', 'cancelComplete'] },
  {
    key: 'claim',
    label: '교환/환불',
    pages: ['exchangeRequest', 'exchangeComplete', 'refundRequest', 'refundComplete'],
  },
  { key: 'cs', label: '문의/공지', pages: ['qnaRequest', 'qnaComplete', 'notice'] },
  { key: 'market', label: '마켓', pages: ['marketInfo', 'marketManage', 'marketGuide', 'modelManage'] },
];
