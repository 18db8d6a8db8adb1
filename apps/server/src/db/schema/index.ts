export * from './markets.ts';
export * from './orders.ts';
export * from './content.ts';
export * from './products.ts';
export * from './deliveries.ts';
export * from './models.ts';
export * from './catalog.ts';
export * from './events.ts';
