/**
 * How a buyer's personal data is shown unless the seller reveals it (issue 34 §1): 홍*동,
 * 010-****-5678, the road address without its detail line, P**********12. Each rule gives the same
 * answer for a value it already masked, so a value stored masked (the cut-off) shows the same.
 *
 * The server builds list lines in the database on PGlite: `apps/server/src/modules/privacy/mask-sql.ts`
 * writes these same rules in SQL, and `apps/server/test/order-json.test.ts` checks the two give the
 * same answers on every value it stores.
 */

/** A name: its first and last character, a star for each between (a name of two: 홍*, of one: *). */
export function maskName(value: string): string {
  const chars = [...value];
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** A phone number: its area or carrier prefix and last four digits (010-****-5678, 02-****-5678). */
export function maskPhone(value: string): string {
  if (value === '') return '';
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length < 6) return '****';
  const prefix = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${prefix}-****-${digits.slice(-4)}`;
}

/** A PCCC (P + 12 digits): its first character and last two, stars between (P**********12). */
export function maskPccc(value: string | null): string | null {
  if (value === null) return null;
  const chars = [...value];
  if (chars.length <= 3) return '*'.repeat(chars.length);
  return `${chars[0]}${'*'.repeat(chars.length - 3)}${chars.slice(-2).join('')}`;
}

/** The address's detail line (동, 호) is left out. */
export const maskAddressDetail = (_value: string): string => '';

/** The building's entrance code: stars when there is one. */
export const maskEntrance = (value: string): string => (value === '' ? '' : '****');

/** The masking rule of each kind of personal value the order line carries. */
export const MASKS = {
  name: maskName,
  phone: maskPhone,
  pccc: maskPccc,
  addressDetail: maskAddressDetail,
  entrance: maskEntrance,
} as const;
export type MaskKind = keyof typeof MASKS;

/** The personal values of an order line, as a reveal answers them. */
export interface PersonalValues {
  pccc: string | null;
  nameForPccc: string | null;
  orderer: { name: string; contact: string };
  recipient: {
    name: string;
    phoneNumber: string;
    postcode: string;
    address1: string;
    address2: string;
    entranceValue: string;
  };
}

/** A masked order line with the revealed values put back (the detail after a reveal, an export with a purpose). */
export function withPersonalData<
  T extends {
    pccc: string | null;
    nameForPccc?: string | null;
    orderer: { name: string; contact: string };
    recipient: PersonalValues['recipient'];
  },
>(line: T, data: PersonalValues): T {
  return {
    ...line,
    pccc: data.pccc,
    ...('nameForPccc' in line && { nameForPccc: data.nameForPccc }),
    orderer: { ...line.orderer, ...data.orderer },
    recipient: { ...line.recipient, ...data.recipient },
  };
}
