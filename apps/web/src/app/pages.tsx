import { ORDER_SCREEN_NAMES } from '@seller/domain';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page.tsx';
import { pageTitles, type PageKey } from './paths.ts';

type ShellPageKey = keyof typeof pageTitles;

/** The page each shell route opens; each feature's pages load on first visit. */
export const shellPages: Record<ShellPageKey, ComponentType> = {
  home: lazyPage(() => import('../features/dashboard/home-page.tsx'), 'HomePage'),
  productRegister: lazyPage(() => import('../features/products/product-register-page.tsx'), 'ProductRegisterPage'),
  productManage: lazyPage(() => import('../features/product-manage/product-manage-page.tsx'), 'ProductManagePage'),
  orderTotal: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'OrderTotalPage'),
  productReady: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'ProductReadyPage'),
  deliveryReady: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'DeliveryReadyPage'),
  deliveryProgress: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'DeliveryProgressPage'),
  deliveryComplete: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'DeliveryCompletePage'),
  purchaseConfirm: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'PurchaseConfirmPage'),
  cancelRequest: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'CancelRequestPage'),
  cancelComplete: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'CancelCompletePage'),
  exchangeRequest: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'ExchangeRequestPage'),
  exchangeComplete: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'ExchangeCompletePage'),
  refundRequest: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'RefundRequestPage'),
  refundComplete: lazyPage(() => import('../features/orders/order-list-page.tsx'), 'RefundCompletePage'),
  qnaRequest: lazyPage(() => import('../features/qna/qna-list-page.tsx'), 'QnaRequestPage'),
  qnaComplete: lazyPage(() => import('../features/qna/qna-list-page.tsx'), 'QnaCompletePage'),
  marketInfo: lazyPage(() => import('../features/market/market-info-page.tsx'), 'MarketInfoPage'),
  marketManage: lazyPage(() => import('../features/market/market-manage-page.tsx'), 'MarketManagePage'),
  marketGuide: lazyPage(() => import('../features/market/market-guide-page.tsx'), 'MarketGuidePage'),
  modelManage: lazyPage(() => import('../features/models/model-manage-page.tsx'), 'ModelManagePage'),
  account: lazyPage(() => import('../features/account/account-page.tsx'), 'AccountPage'),
  notice: lazyPage(() => import('../features/notice/notice-list-page.tsx'), 'NoticePage'),
  passwordChange: lazyPage(() => import('../features/account/password-change-page.tsx'), 'PasswordChangePage'),
};

/** Order detail for every order screen type (`/detail/{screen}/{orderCode}`). */
const OrderDetailPage = lazyPage(() => import('../features/orders/order-detail-page.tsx'), 'OrderDetailPage');
const orderDetailPages = Object.fromEntries(ORDER_SCREEN_NAMES.map((screen) => [screen, OrderDetailPage]));

/**
 * `/detail/{type}/{id}` pages by type: order screens (the list's screen name), `qnaRequest`,
 * `qnaComplete`, `notice`. Each page reads `type` and `id` from the route params.
 */
export const detailPages: Partial<Record<string, ComponentType>> = {
  qnaRequest: lazyPage(() => import('../features/qna/qna-detail-page.tsx'), 'QnaDetailPage'),
  qnaComplete: lazyPage(() => import('../features/qna/qna-detail-page.tsx'), 'QnaDetailPage'),
  notice: lazyPage(() => import('../features/notice/notice-detail-page.tsx'), 'NoticeDetailPage'),
  ...orderDetailPages,
};

/** `/detail/productEdit/{code}` */
export const ProductEditPage: ComponentType = lazyPage(
  () => import('../features/products/product-edit-page.tsx'),
  'ProductEditPage',
);

export type { PageKey };
