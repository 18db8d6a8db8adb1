import { z } from 'zod';
import { MARKET_GUIDE_MAX } from '../limits.ts';
import { message } from '../messages.ts';
import { idSchema, VERSION_TEXT, versionInputSchema, versionSchema } from './common.ts';

/** `GET /sw/a/v1/markets/{id}`: the market fields of the market info and market manage screens (path ours). */
export const marketParamsSchema = z.object({ id: idSchema });

/** `GET /sw/a/v1/markets/{id}/guide`: the guide as sanitised HTML; empty when none. */
export const marketGuideSchema = z.object({
  guide: z.string(),
  version: versionSchema.describe("the market's version"),
});
export type MarketGuide = z.infer<typeof marketGuideSchema>;

/** `POST /sw/a/v1/markets/{id}/guide/save`: JSON or form `guide` (HTML, sanitised when stored). */
export const marketGuideSaveBodySchema = z.object({
  guide: z
    .string()
    .max(MARKET_GUIDE_MAX, { error: () => message('guide.tooLong') })
    .describe('HTML as typed, at most this many characters; stored through the HTML allow-list'),
  version: versionInputSchema.describe("the market's version. " + VERSION_TEXT),
});
export const marketGuideSaveResultSchema = z.object({ success: z.boolean(), version: versionSchema });
