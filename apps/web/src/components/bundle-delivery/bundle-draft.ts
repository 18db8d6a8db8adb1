import {
  type BundleDetail,
  conditionLabel,
  FEE_TYPE_LABELS,
  type FeeType,
  formatPrice,
  isConditionalFeeType,
  labels,
  type ProductRow,
  readTypedDateTime,
  showBundleDateTime,
} from '@seller/domain';
import { type MergeField, propField } from '../../lib/overwrite.ts';

/** A product in the bundle as the editor shows it. */
export interface PickedProduct {
  code: string;
  name: string;
  price: number;
  netPrice: number;
  mainImageUrl: string | null;
  sell: boolean;
  display: boolean;
}

export interface Draft {
  eventName: string;
  description: string;
  feeType: FeeType;
  deliveryFee: number;
  intCondition: number;
  activated: boolean;
  /** The start and end date-times as typed (see `DateTimeField`). */
  start: string;
  end: string;
  products: PickedProduct[];
}

export function draftOf(bundle: BundleDetail | null): Draft {
  if (!bundle) {
    return {
      eventName: '',
      description: '',
      feeType: 'FREE',
      deliveryFee: 0,
      intCondition: 0,
      activated: true,
      start: '',
      end: '',
      products: [],
    };
  }
  return {
    eventName: bundle.eventName,
    description: bundle.description,
    feeType: bundle.feeType,
    deliveryFee: bundle.deliveryFee,
    intCondition: bundle.intCondition,
    activated: bundle.activated,
    start: showBundleDateTime(bundle.startDateTime),
    end: showBundleDateTime(bundle.endDateTime),
    products: bundle.products.map(({ code, name, price, netPrice, mainImageUrl, sell, display }) => ({
      code,
      name,
      price,
      netPrice,
      mainImageUrl,
      sell,
      display,
    })),
  };
}

export const fromRow = (r: ProductRow): PickedProduct => ({
  code: r.code,
  name: r.name,
  price: r.price,
  netPrice: r.netPrice,
  mainImageUrl: r.mainImage?.url ?? null,
  sell: r.sell,
  display: r.display,
});

/** The save's body of a draft: a fee or condition the type does not use is kept on screen but not saved. */
export function bodyOf(draft: Draft) {
  return {
    activated: draft.activated,
    startDateTime: readTypedDateTime(draft.start),
    endDateTime: readTypedDateTime(draft.end, { endOfDay: true }),
    eventName: draft.eventName,
    description: draft.description,
    feeType: draft.feeType,
    intCondition: isConditionalFeeType(draft.feeType) ? draft.intCondition : 0,
    deliveryFee: draft.feeType === 'FREE' ? 0 : draft.deliveryFee,
    productCodes: draft.products.map((p) => p.code),
  };
}

const won = (amount: number) => labels.bundle.won(formatPrice(amount));

/** A bundle's fields for an overwrite (`mergeMine`), named as the editor names them. */
export function bundleMergeFields(_base: Draft, mine: Draft, theirs: Draft): MergeField<Draft>[] {
  return [
    propField('eventName', labels.bundle.eventName),
    propField('activated', labels.bundle.activated, (v) => (v ? labels.bundle.on : labels.bundle.off)),
    propField('description', labels.bundle.description),
    propField('start', labels.bundle.start),
    propField('end', labels.bundle.end),
    propField('feeType', labels.bundle.feeType, (v: FeeType) => FEE_TYPE_LABELS[v]),
    propField('deliveryFee', labels.bundle.fee, won),
    propField(
      'intCondition',
      (conditionLabel(mine.feeType) ?? conditionLabel(theirs.feeType))?.label ?? labels.bundle.feeType,
    ),
    {
      ...propField<Draft, 'products'>('products', labels.bundle.products(mine.products.length), (p) =>
        p.map((x) => x.code).join(', '),
      ),
      compare: (value) => (value as PickedProduct[]).map((p) => p.code),
    },
  ];
}
