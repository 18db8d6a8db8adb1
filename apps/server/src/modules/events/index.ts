/** The events module's public surface: other modules and the app import it only through this file. */
export { EVENTS_CHANNEL, recordEvent, recordEvents, type EventsNotice, type NewEvent } from './outbox.ts';
export {
  bundleEvent,
  productEvents,
  sellerActor,
  statusEvents,
  stockChanged,
  stockCombination,
  stockCombinationOrder,
  stockEvent,
  templatesEvent,
} from './states.ts';
export { createLiveHub, type LiveHub } from './live.ts';
export { eventRoutes } from './routes.ts';
export { createWebhookService, EVENT_RETENTION_DAYS, type WebhookService } from './webhooks.ts';
export { webhookRoutes, registerDelivery } from './delivery-routes.ts';
export { envelopeOf, webhookSignature } from './envelope.ts';
export { createCatalogueFeed, type CatalogueFeed } from './catalogue.ts';
