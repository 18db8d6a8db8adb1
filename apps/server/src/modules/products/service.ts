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
  const core = createProductCore(db, content, options);
  return {
    ...core,
    saveContent: content.saveContent,
    contentHtml: content.contentHtml,
    pageHtml: content.pageHtml,
    saveOptions: options.saveOptions,
    getOptions: options.getOptions,
    /** The combinations, the registration's last step: a complete product still being registered is published. */
    async saveUnions(...args: Parameters<typeof options.saveUnions>) {
      const saved = await options.saveUnions(...args);
      await core.publishIfComplete(args[1]);
      return saved;
    },
    getUnions: options.getUnions,
  };
}

export type ProductService = ReturnType<typeof createProductService>;
