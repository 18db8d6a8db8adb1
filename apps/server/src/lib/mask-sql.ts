import type { MaskKind } from '@seller/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The masking rules of `packages/domain/src/privacy/mask.ts` written in SQL, for lines whose JSON the
 * database builds (PGlite). `test/order-json.test.ts` checks both give the same answer on every value
 * it stores; change the two together.
 */
const stars = (length: SQL) => sql`repeat('*', greatest(${length}, 0))`;

function maskName(v: AnyColumn | SQL): SQL {
  const n = sql`char_length(${v})`;
  return sql`(case when ${n} <= 1 then ${stars(n)} when ${n} = 2 then left(${v}, 1) || '*' else left(${v}, 1) || ${stars(sql`${n} - 2`)} || right(${v}, 1) end)`;
}

function maskPhone(v: AnyColumn | SQL): SQL {
  const d = sql`regexp_replace(${v}, '[^0-9]', '', 'g')`;
  return sql`(case when ${v} = '' then '' when char_length(${d}) < 6 then '****' else (case when ${d} like '02%' then '02' else left(${d}, 3) end) || '-****-' || right(${d}, 4) end)`;
}

function maskPccc(v: AnyColumn | SQL): SQL {
  const n = sql`char_length(${v})`;
  return sql`(case when ${n} <= 3 then ${stars(n)} else left(${v}, 1) || ${stars(sql`${n} - 3`)} || right(${v}, 2) end)`;
}

export const MASKS_SQL: Record<MaskKind, (value: AnyColumn | SQL) => SQL> = {
  name: maskName,
  phone: maskPhone,
  pccc: maskPccc,
  addressDetail: () => sql`''::text`,
  entrance: (v) => sql`(case when ${v} = '' then '' else '****' end)`,
};
