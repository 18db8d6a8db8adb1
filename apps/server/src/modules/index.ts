import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { bundleRoutes } from './bundles/routes.ts';
import { createBundleService } from './bundles/service.ts';
import { deliveryRoutes } from './deliveries/routes.ts';
import { productListRoutes } from './product-list/routes.ts';
import { createProductListService } from './product-list/service.ts';
import { createDeliveryService } from './deliveries/service.ts';
import { authRoutes } from './auth/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { createCatalogService } from './catalog/service.ts';
import { createAuthService } from './auth/service.ts';
import { createAdminService } from './admin/service.ts';
import { orderRoutes } from './orders/routes.ts';
import { createOrderService } from './orders/service.ts';
import { noticeRoutes } from './notices/routes.ts';
import { createNoticeService } from './notices/service.ts';
import { qnaRoutes } from './qnas/routes.ts';
import { createQnaService } from './qnas/service.ts';
import { accountRoutes } from './account/routes.ts';
import { createAccountService } from './account/service.ts';
import { marketRoutes } from './market/routes.ts';
import { createMarketService } from './market/service.ts';
import { modelRoutes } from './models/routes.ts';
import { createModelService } from './models/service.ts';
import { imageRoutes } from './images/routes.ts';
import { createImageService } from './images/service.ts';
import { productRoutes } from './products/routes.ts';
import { createProductService } from './products/service.ts';

/** Every service of the server, built once per app over one database and one storage. */
export function createServices(database: Database, storage: Storage) {
  const { db } = database;
  const auth = createAuthService(db);
  return {
    storage,
    deliveries: createDeliveryService(db),
    bundles: createBundleService(db),
    productList: createProductListService(db),
    auth,
    catalog: createCatalogService(db),
    admin: createAdminService(db, auth),
    orders: createOrderService(db, { jsonTransfer: database.jsonTransfer }),
    notices: createNoticeService(db),
    qnas: createQnaService(db),
    account: createAccountService(db),
    market: createMarketService(db),
    models: createModelService(db, storage),
    images: createImageService(db, storage),
    products: createProductService(db),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Registers each module's routes; a module only sees the services it needs. */
export interface ModuleOptions {
  /** Operator secret for `POST /sw/a/v1/notices` (env OPERATOR_TOKEN); null: nobody may call it over HTTP. */
  operatorToken?: string | null;
}

export async function registerModules(app: FastifyInstance, services: Services, options: ModuleOptions = {}) {
  await app.register(authRoutes(services.auth));
  await app.register(catalogRoutes(services.catalog));
  await app.register(deliveryRoutes(services.deliveries));
  await app.register(bundleRoutes(services.bundles));
  await app.register(productListRoutes(services.productList));
  await app.register(orderRoutes(services.orders));
  await app.register(noticeRoutes(services.notices, { operatorToken: options.operatorToken }));
  await app.register(qnaRoutes(services.qnas));
  await app.register(accountRoutes(services.account));
  await app.register(marketRoutes(services.market));
  await app.register(modelRoutes(services.models));
  await app.register(imageRoutes(services.images));
  await app.register(productRoutes(services.products));
}
