/**
 * The 14 designated carriers (spec 02 §3): each has a stable code and the Korean name sellers type
 * in spreadsheets. Calls accept either; orders store and answer the Korean name (and the code
 * beside it where a call answers delivery info).
 */
export const CARRIER_CODES = {
  CJ: 'CJ대한통운',
  LOTTE: '롯데택배',
  EPOST: '우체국택배',
  LOGEN: '로젠택배',
  HANJIN: '한진택배',
  CU: 'CU편의점택배',
  GS: 'GS편의점택배',
  EMS: 'EMS',
  KDEXP: '경동택배',
  DAESIN: '대신택배',
  DHL: 'DHL',
  KGB: 'KGB택배',
  ILYANG: '일양로지스',
  PINGPONG: '핑퐁',
} as const;
export type CarrierCode = keyof typeof CARRIER_CODES;
export type Carrier = (typeof CARRIER_CODES)[CarrierCode];

export const CARRIERS = Object.values(CARRIER_CODES) as Carrier[];

/** Delivery types of an order (spec 02 §3): parcel, quick, in-person pickup. */
export const DELIVERY_TYPE_CODES = { PARCEL: '택배', QUICK: '퀵서비스', PICKUP: '방문수령' } as const;
export type DeliveryTypeCode = keyof typeof DELIVERY_TYPE_CODES;
export type DeliveryType = (typeof DELIVERY_TYPE_CODES)[DeliveryTypeCode];
export const DELIVERY_TYPES = Object.values(DELIVERY_TYPE_CODES) as [DeliveryType, ...DeliveryType[]];

/** The Korean name a code or a name stands for (codes in any case), or null when it is neither. */
function nameOf<N extends string>(table: Record<string, N>, value: string | null | undefined): N | null {
  const text = (value ?? '').trim();
  if ((Object.values(table) as string[]).includes(text)) return text as N;
  return table[text.toUpperCase()] ?? null;
}

/** The code of a Korean name. */
function codeOf<C extends string>(table: Record<C, string>, name: string): C | null {
  return (Object.keys(table) as C[]).find((code) => table[code] === name) ?? null;
}

/**
 * Other names and codes the marketplaces' tracking sheets use for the same carriers (issue 20 §4):
 * Naver Smart Store and Coupang Wing name CJ대한통운 `CJGLS`, 롯데택배 by its former name 현대택배
 * (`HYUNDAI`), the convenience-store parcels `CVSNET` (GS) and `CUPOST` (CU). Compared without spaces
 * and in any case.
 */
export const CARRIER_ALIASES: Readonly<Record<string, Carrier>> = {
  CJGLS: 'CJ대한통운',
  대한통운: 'CJ대한통운',
  HYUNDAI: '롯데택배',
  현대택배: '롯데택배',
  롯데글로벌로지스: '롯데택배',
  우체국: '우체국택배',
  CVSNET: 'GS편의점택배',
  'GS POSTBOX': 'GS편의점택배',
  CUPOST: 'CU편의점택배',
};

const ALIASES = new Map(
  Object.entries(CARRIER_ALIASES).map(([alias, name]) => [alias.replace(/\s/g, '').toUpperCase(), name]),
);
export const carrierCode = (name: string): CarrierCode | null => codeOf(CARRIER_CODES, name);

/**
 * A carrier given by Korean name, code or a marketplace's name or code for it → its Korean name;
 * null when it is not one of the 14.
 */
export function carrierName(value: string | null | undefined): Carrier | null {
  const direct = nameOf(CARRIER_CODES, value);
  if (direct) return direct;
  const squashed = (value ?? '').replace(/\s/g, '').toUpperCase();
  if (!squashed) return null;
  const byName = CARRIERS.find((name) => name.replace(/\s/g, '').toUpperCase() === squashed);
  return byName ?? ALIASES.get(squashed) ?? null;
}
export const isCarrier = (value: string): boolean => carrierName(value) !== null;

/** A delivery type given by Korean name or code → its Korean name; null when it is not one. */
export const deliveryTypeName = (value: string | null | undefined): DeliveryType | null =>
  nameOf(DELIVERY_TYPE_CODES, value);
export const deliveryTypeCode = (name: string): DeliveryTypeCode | null => codeOf(DELIVERY_TYPE_CODES, name);

/** `CODE=이름` pairs, for OpenAPI descriptions. */
export const codeTableText = (table: Record<string, string>) =>
  Object.entries(table)
    .map(([code, name]) => `${code}=${name}`)
    .join(', ');
