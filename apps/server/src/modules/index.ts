import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Activity } from '../lib/activity.ts';
import { createSheetReader } from '../lib/sheet-reader.ts';
import type { Storage } from '../storage/storage.ts';
import { bundleRoutes, createBundleService } from './bundles/index.ts';
import { deliveryRoutes, createDeliveryService } from './deliveries/index.ts';
import { productListRoutes, createProductListService } from './product-list/index.ts';
import { authRoutes, createAuthService } from './auth/index.ts';
import { catalogRoutes, createCatalogService } from './catalog/index.ts';
import { createAdminService } from './admin/index.ts';
import { orderRoutes, createOrderService, EXPORT_READS } from './orders/index.ts';
import { noticeRoutes, createNoticeService } from './notices/index.ts';
import { qnaRoutes, createQnaService } from './qnas/index.ts';
import { accountRoutes, createAccountService } from './account/index.ts';
import { marketRoutes, createMarketService } from './market/index.ts';
import { createCalendarService, createDelayService, createReportService, deadlineRoutes } from './deadlines/index.ts';
import { claimRoutes, createClaimService } from './claims/index.ts';
import { modelRoutes, createModelService } from './models/index.ts';
import { imageRoutes, createImageService } from './images/index.ts';
import { operatorRoutes } from './operator/index.ts';
import {
  createInquiryService,
  createIntakeService,
  createMoveService,
  createPlatformKeyService,
  createPlatformReads,
  platformKeyRoutes,
  platformRoutes,
} from './platform/index.ts';
import type { Jobs } from '../jobs/index.ts';
import {
  createCatalogueFeed,
  createLiveHub,
  createWebhookService,
  eventRoutes,
  registerDelivery,
  webhookRoutes,
} from './events/index.ts';
import { productRoutes, createProductService } from './products/index.ts';
import { productSheetRoutes, createProductSheetService } from './product-sheet/index.ts';
import { privacyRoutes, createPrivacyService, type PrivacySettings } from './privacy/index.ts';

export type { PrivacySettings };
import type { OperatorGate } from '../plugins/operator.ts';
import { activityLogRoutes, createActivityLogService, recordingActivity } from './activity-log/index.ts';
import { createStaffService, staffRoutes } from './staff/index.ts';
import { claimMoneyRoutes, createClaimMoneyService } from './claim-money/index.ts';

/**
 * Every service of the server, built once per app over one database and one storage; `activity` is
 * the calls the server is answering (an export reads in smaller pieces while there are any).
 */
export function createServices(database: Database, storage: Storage, activity?: Activity, privacy?: PrivacySettings) {
  const activityLog = createActivityLogService(database.db);
  // Each transaction of a call that declares `activity` writes the call's row (activity-log/pending.ts).
  const db = recordingActivity(database.db, activityLog);
  const auth = createAuthService(db, activityLog);
  const catalog = createCatalogService(db);
  const products = createProductService(db);
  const sheets = createSheetReader();
  const platformKeys = createPlatformKeyService(db);
  return {
    storage,
    activityLog,
    staff: createStaffService(db, auth, activityLog),
    deliveries: createDeliveryService(db),
    bundles: createBundleService(db),
    productList: createProductListService(db),
    auth,
    catalog,
    admin: createAdminService(db, auth),
    orders: createOrderService(db, {
      lineJson: database.lineJson,
      exportReads: EXPORT_READS[database.kind],
      serverBusy: activity?.busy,
    }),
    notices: createNoticeService(db),
    qnas: createQnaService(db),
    account: createAccountService(db),
    market: createMarketService(db),
    calendar: createCalendarService(db),
    delays: createDelayService(db),
    claims: createClaimService(db),
    report: createReportService(db),
    claimMoney: createClaimMoneyService(db),
    models: createModelService(db, storage),
    images: createImageService(db, storage),
    products,
    platformKeys,
    /** The one pool of worker threads that parses uploaded spreadsheets (delivery and product sheets). */
    sheets,
    productSheet: createProductSheetService(db, { sheets, catalog }),
    intake: createIntakeService(db, platformKeys.store),
    live: createLiveHub(database),
    catalogue: createCatalogueFeed(db, (marketId, code) => products.catalogueEntry(marketId, code)),
    webhooks: createWebhookService(db),
    privacy: createPrivacyService(db, privacy),
    moves: createMoveService(db),
    inquiries: createInquiryService(db),
    platformReads: createPlatformReads(db),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Registers each module's routes; a module only sees the services it needs. */
export interface ModuleOptions {
  /** The X-OPERATOR-TOKEN check of the operator-only calls (notices, seller commands). */
  operator: OperatorGate;
  /** The job engine: modules register their workers and schedules on it (it is started by main.ts). */
  jobs: Jobs;
}

export async function registerModules(app: FastifyInstance, services: Services, options: ModuleOptions) {
  await app.register(authRoutes(services.auth));
  await app.register(catalogRoutes(services.catalog));
  await app.register(deliveryRoutes(services.deliveries));
  await app.register(bundleRoutes(services.bundles));
  await app.register(productListRoutes(services.productList));
  app.addHook('onClose', () => services.sheets.close());
  await app.register(orderRoutes(services.orders, services.sheets, services.privacy));
  await app.register(
    privacyRoutes(services.privacy, {
      operator: options.operator,
      stepUp: (p, password) => services.auth.stepUp(p, password),
    }),
  );
  // Buyers' personal data past its cut-offs is stored masked, and old access-log rows go (issue 34 §3, §4):
  // every hour, once across instances.
  await options.jobs.work('privacy.cut-off', {}, () => services.privacy.cutOff());
  await options.jobs.schedule('privacy.cut-off', '17 * * * *');
  await app.register(noticeRoutes(services.notices, { operator: options.operator }));
  await app.register(qnaRoutes(services.qnas));
  await app.register(accountRoutes(services.account));
  await app.register(marketRoutes(services.market));
  await app.register(deadlineRoutes(services));
  await app.register(claimMoneyRoutes(services.claimMoney));
  await app.register(claimRoutes(services.claims, services.images, services.sheets));
  await app.register(modelRoutes(services.models, services.images));
  await app.register(imageRoutes(services.images));
  await app.register(operatorRoutes(services.admin, { operator: options.operator }));
  await app.register(productRoutes(services.products, services.auth));
  await app.register(platformKeyRoutes(services.platformKeys, { operator: options.operator }));
  await app.register(platformRoutes(services));
  // Accepted signatures are kept only while they could be replayed (twice the accepted clock skew).
  await options.jobs.work('platform.prune-signatures', {}, () => services.platformKeys.pruneSignatures());
  await options.jobs.schedule('platform.prune-signatures', '*/5 * * * *');
  // Automatic purchase confirmation N days after delivery (a market setting, default 8), by 시스템.
  await options.jobs.work('orders.auto-confirm', {}, () => services.moves.autoConfirm());
  await options.jobs.schedule('orders.auto-confirm', '* * * * *');
  await app.register(productSheetRoutes(services.productSheet));
  await app.register(eventRoutes(services.live, (token) => services.auth.authenticate(token, { background: true })));
  await app.register(webhookRoutes(services.webhooks, services.catalogue, { operator: options.operator }));
  await registerDelivery(options.jobs, services.webhooks, services.live);
  await app.register(staffRoutes(services.staff, { operator: options.operator }));
  await app.register(activityLogRoutes(services.activityLog));
}
