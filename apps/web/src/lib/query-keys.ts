/**
 * The one place query keys are made (the shape of Medusa's `queryKeysFactory`): every server resource
 * gets `all`, `lists()`, `list(query)`, `details()` and `detail(id)` under its name, so invalidating
 * `all` refreshes each list and detail of it and `lists()` only the lists. Queries and invalidations
 * use these keys and never literal arrays (lint: `no-restricted-syntax` on `queryKey: [...]`).
 */
export function queryKeysFactory<const Name extends string>(name: Name) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: object) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}

const orders = queryKeysFactory('orders');
const productList = queryKeysFactory('product-list');
const products = queryKeysFactory('products');
const catalog = queryKeysFactory('catalog');
const bundles = queryKeysFactory('bundles');
const market = queryKeysFactory('market');
const qnas = queryKeysFactory('qnas');

/** Every query key of the web app, by resource. */
export const queryKeys = {
  /** Order lists, details and counts; the dashboard's counts are order counts too, so one `all` refreshes them. */
  orders: {
    ...orders,
    count: (query: object) => [...orders.all, 'count', query] as const,
    /** What a claim's fee is computed from (issue 36 §4): refreshed with every order write. */
    claimFees: (code: string) => [...orders.all, 'claim-fees', code] as const,
  },
  /** The product management list, its count and the bundle picker's product search. */
  productList: {
    ...productList,
    count: (query: object) => [...productList.all, 'count', query] as const,
    search: (query: object) => [...productList.all, 'search', query] as const,
  },
  /** One product being edited: its detail (by code), options and unions (by id). */
  products: {
    ...products,
    options: (id: number) => [...products.all, 'options', id] as const,
    unions: (id: number) => [...products.all, 'unions', id] as const,
    /** Who changed a product (its activity entries): refreshed with every product save. */
    activity: (code: string) => [...products.all, 'activity', code] as const,
  },
  /** Reference data of the product form. */
  catalog: {
    ...catalog,
    brands: (marketId: number) => [...catalog.all, 'brands', marketId] as const,
    categories: () => [...catalog.all, 'categories'] as const,
    filters: (main: string) => [...catalog.all, 'filters', main] as const,
    sizeCategories: () => [...catalog.all, 'size-categories'] as const,
  },
  /** A market's fitting models (model management and the product form's model choice). */
  models: queryKeysFactory('models'),
  deliveryTemplates: queryKeysFactory('delivery-templates'),
  /** Bundle lists and details; `feeRules` the sample cart's products with their sale price and own delivery rule. */
  bundles: {
    ...bundles,
    feeRules: (codes: readonly string[]) => [...bundles.all, 'fee-rules', codes] as const,
  },
  notices: queryKeysFactory('notices'),
  /** Inquiry lists and details; `count` the navigation's count of open inquiries. */
  qnas: {
    ...qnas,
    count: (query: object) => [...qnas.all, 'count', query] as const,
  },
  market: {
    ...market,
    guide: (marketId: number) => [...market.all, 'guide', marketId] as const,
    security: (marketId: number) => [...market.all, 'security', marketId] as const,
    calendar: (marketId: number) => [...market.all, 'calendar', marketId] as const,
    report: (marketId: number, months: number) => [...market.all, 'report', marketId, months] as const,
  },
  account: queryKeysFactory('account'),
  /** The market's people (직원 관리), the seller's own two-step sign-in, the activity log. */
  staff: queryKeysFactory('staff'),
  secondStep: queryKeysFactory('second-step'),
  activity: queryKeysFactory('activity'),
  seller: queryKeysFactory('seller'),
  /** The print pages' data: packing slips and pick lists by their order codes. */
  print: queryKeysFactory('print'),
};
