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

/** A carrier given by Korean name or code → its Korean name; null when it is not one of the 14. */
export const carrierName = (value: string | null | undefined): Carrier | null => nameOf(CARRIER_CODES, value);
export const carrierCode = (name: string): CarrierCode | null => codeOf(CARRIER_CODES, name);
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
