/** The 14 designated carriers (spec 02 §3), by the Korean names sellers type in spreadsheets. */
export const CARRIERS = [
  'CJ대한통운',
  '롯데택배',
  '우체국택배',
  '로젠택배',
  '한진택배',
  'CU편의점택배',
  'GS편의점택배',
  'EMS',
  '경동택배',
  '대신택배',
  'DHL',
  'KGB택배',
  '일양로지스',
  '핑퐁',
] as const;
export type Carrier = (typeof CARRIERS)[number];

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/** Delivery types of an order (spec 02 §3): parcel, quick, in-person pickup. */
export const DELIVERY_TYPES = ['택배', '퀵서비스', '방문수령'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
