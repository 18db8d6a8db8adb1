import type { Db } from '../../db/client.ts';
import { createProductContent } from './content.ts';
import { createProductOptions } from './options.ts';
import { createProductCore } from './product.ts';

/**
 * The products module's service: products (`product.ts`), their option groups and combinations
 * (`options.ts`) and their details HTML (`content.ts`), three closures over one database.
 */
export function createProductService(db: Db) {
  const content = createProductContent(db);
  const options = createProductOptions(db);
  return {
    ...createProductCore(db, content, options),
    saveContent: content.saveContent,
    contentHtml: content.contentHtml,
    saveOptions: options.saveOptions,
    getOptions: options.getOptions,
    saveUnions: options.saveUnions,
    getUnions: options.getUnions,
  };
}

export type ProductService = ReturnType<typeof createProductService>;
