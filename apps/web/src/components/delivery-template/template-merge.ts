import { conditionLabel, type DeliveryTemplate, FEE_TYPE_LABELS, type FeeType, labels } from '@seller/domain';
import { type MergeField, propField } from '../../lib/overwrite.ts';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}${labels.delivery.won}`;

/** A template's fields for an overwrite (`mergeMine`), named as the editor names them. */
export function templateMergeFields(
  _base: DeliveryTemplate,
  mine: DeliveryTemplate,
  theirs: DeliveryTemplate,
): MergeField<DeliveryTemplate>[] {
  return [
    propField('marketDeliveryName', labels.delivery.name),
    propField('international', labels.delivery.area, (v) =>
      v ? labels.delivery.international : labels.delivery.domestic,
    ),
    propField('feeType', labels.delivery.feeType, (v: FeeType) => FEE_TYPE_LABELS[v]),
    propField('defaultFee', labels.delivery.defaultFee, won),
    propField(
      'intCondition',
      (conditionLabel(mine.feeType) ?? conditionLabel(theirs.feeType))?.label ?? labels.delivery.feeType,
    ),
    propField('islandMountainFee', labels.delivery.islandFee, won),
    propField('jejuFee', labels.delivery.jejuFee, won),
    propField('returnFee', labels.delivery.returnFee, won),
    propField('exchangeFee', labels.delivery.exchangeFee, won),
  ];
}
