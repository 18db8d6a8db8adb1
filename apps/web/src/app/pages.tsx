import { ORDER_SCREEN_NAMES } from '@seller/domain';
import type { ComponentType } from 'react';
import { HomePage } from '../features/dashboard/home-page.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';
import { pageTitles, type PageKey } from './paths.ts';

type ShellPageKey = keyof typeof pageTitles;

/**
 * The page each shell route opens; each feature's pages load on first visit. Home comes with the
 * entry (about 2 KB gzipped): it is the first screen after sign-in, and it then renders with the
 * frame instead of one more round trip later.
 */
export const shellPages: Record<ShellPageKey, ComponentType> = {
  home: HomePage,
  productRegister: lazyNamed(() => import('../features/products/product-register-page.tsx'), 'ProductRegisterPage'),
  productManage: lazyNamed(() => import('../features/product-manage/product-manage-page.tsx'), 'ProductManagePage'),
  orderTotal: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'OrderTotalPage'),
  productReady: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'ProductReadyPage'),
  deliveryReady: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'DeliveryReadyPage'),
  deliveryProgress: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'DeliveryProgressPage'),
  deliveryComplete: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'DeliveryCompletePage'),
  purchaseConfirm: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'PurchaseConfirmPage'),
  cancelRequest: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'CancelRequestPage'),
  cancelComplete: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'CancelCompletePage'),
  exchangeRequest: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'ExchangeRequestPage'),
  exchangeComplete: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'ExchangeCompletePage'),
  refundRequest: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'RefundRequestPage'),
  refundComplete: lazyNamed(() => import('../features/orders/order-list-page.tsx'), 'RefundCompletePage'),
  qnaRequest: lazyNamed(() => import('../features/qna/qna-list-page.tsx'), 'QnaRequestPage'),
  qnaComplete: lazyNamed(() => import('../features/qna/qna-list-page.tsx'), 'QnaCompletePage'),
  marketInfo: lazyNamed(() => import('../features/market/market-info-page.tsx'), 'MarketInfoPage'),
  marketManage: lazyNamed(() => import('../features/market/market-manage-page.tsx'), 'MarketManagePage'),
  marketGuide: lazyNamed(() => import('../features/market/market-guide-page.tsx'), 'MarketGuidePage'),
  modelManage: lazyNamed(() => import('../features/models/model-manage-page.tsx'), 'ModelManagePage'),
  account: lazyNamed(() => import('../features/account/account-page.tsx'), 'AccountPage'),
  notice: lazyNamed(() => import('../features/notice/notice-list-page.tsx'), 'NoticePage'),
  passwordChange: lazyNamed(() => import('../features/account/password-change-page.tsx'), 'PasswordChangePage'),
  accessLog: lazyNamed(() => import('../features/activity/log-viewer.tsx'), 'AccessLogPage'),
  secondStep: lazyNamed(() => import('../features/account/second-step-page.tsx'), 'SecondStepPage'),
  staff: lazyNamed(() => import('../features/staff/staff-page.tsx'), 'StaffPage'),
  activity: lazyNamed(() => import('../features/activity/log-viewer.tsx'), 'ActivityPage'),
};

/** Order detail for every order screen type (`/detail/{screen}/{orderCode}`). */
const OrderDetailPage = lazyNamed(() => import('../features/orders/order-detail-page.tsx'), 'OrderDetailPage');
const orderDetailPages = Object.fromEntries(ORDER_SCREEN_NAMES.map((screen) => [screen, OrderDetailPage]));

/**
 * `/detail/{type}/{id}` pages by type: order screens (the list's screen name), `qnaRequest`,
 * `qnaComplete`, `notice`. Each page reads `type` and `id` from the route params.
 */
export const detailPages: Partial<Record<string, ComponentType>> = {
  qnaRequest: lazyNamed(() => import('../features/qna/qna-detail-page.tsx'), 'QnaDetailPage'),
  qnaComplete: lazyNamed(() => import('../features/qna/qna-detail-page.tsx'), 'QnaDetailPage'),
  notice: lazyNamed(() => import('../features/notice/notice-detail-page.tsx'), 'NoticeDetailPage'),
  ...orderDetailPages,
};

/** `/detail/productEdit/{code}` */
export const ProductEditPage: ComponentType = lazyNamed(
  () => import('../features/products/product-edit-page.tsx'),
  'ProductEditPage',
);

export type { PageKey };
