import { labels, ORDER_SCREEN_LABELS, type OrderScreen, type Right } from '@seller/domain';

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
  accessLog: '/accessLog',
  secondStep: '/secondStep',
  staff: '/staff',
  activity: '/activity',
} as const;

/** The public page an invited staff member opens (`/invitation/{code}`, the server's invitation `path`). */
export const invitationPath = '/invitation/:code';

export type PageKey = keyof typeof paths;

/**
 * The print pages (issue 20 §1, §2): signed in but outside the shell, opened in a new tab by the
 * order lists with the chosen orders' codes in `codes`.
 */
export const printPaths = {
  packingSlips: '/print/packing-slips',
  pickList: '/print/pick-list',
} as const;
export type PrintPage = keyof typeof printPaths;

/** `/print/packing-slips?codes=A,B,C` (commas kept as they are, each code encoded). */
export const printPath = (page: PrintPage, codes: readonly string[]) =>
  `${printPaths[page]}?codes=${codes.map(encodeURIComponent).join(',')}`;

/** `/detail/productEdit/{code}` */
export const productEditPath = (code: string) => `/detail/productEdit/${encodeURIComponent(code)}`;

/** `/detail/{type}/{id}`: order detail (type = the list's screen), inquiry and notice detail. */
export const detailPath = (type: OrderScreen | 'qnaRequest' | 'qnaComplete' | 'notice' | string, id: string | number) =>
  `/detail/${type}/${encodeURIComponent(String(id))}`;

/** Shell routes with their Korean titles (top of each page, menu labels). */
export const pageTitles: Record<Exclude<PageKey, 'intro' | 'error' | 'privacy' | 'payResult'>, string> = {
  ...labels.shell.pages,
  ...ORDER_SCREEN_LABELS,
};

/** Side navigation groups of spec 01 §2 shell, in order. */
export const navigationGroups: { key: string; label: string; pages: (keyof typeof pageTitles)[] }[] = [
  { key: 'main', label: labels.shell.groups.main, pages: ['home'] },
  { key: 'product', label: labels.shell.groups.product, pages: ['productRegister', 'productManage'] },
  {
    key: 'order',
    label: labels.shell.groups.order,
    pages: ['orderTotal', 'productReady', 'deliveryReady', 'deliveryProgress', 'deliveryComplete', 'purchaseConfirm'],
  },
  { key: 'cancel', label: labels.shell.groups.cancel, pages: ['cancelRequest', 'cancelComplete'] },
  {
    key: 'claim',
    label: labels.shell.groups.claim,
    pages: ['exchangeRequest', 'exchangeComplete', 'refundRequest', 'refundComplete'],
  },
  { key: 'cs', label: labels.shell.groups.cs, pages: ['qnaRequest', 'qnaComplete', 'notice'] },
  {
    key: 'market',
    label: labels.shell.groups.market,
    pages: ['marketInfo', 'marketManage', 'marketGuide', 'modelManage'],
  },
  {
    key: 'account',
    label: labels.shell.groups.account,
    pages: ['account', 'secondStep', 'staff', 'activity', 'accessLog'],
  },
];

/**
 * Pages only some roles open (issue 37): the side navigation leaves them out and the route sends
 * others home. Every other page is a read every role may open; what a role cannot do on it is hidden
 * or disabled there (`useCan`).
 */
export const pageRights: Partial<Record<keyof typeof pageTitles, Right>> = {
  productRegister: 'products.edit',
  staff: 'staff.manage',
  activity: 'log.read',
  accessLog: 'log.read',
};
