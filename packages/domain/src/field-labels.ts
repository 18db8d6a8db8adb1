/**
 * The Korean name of every field a call takes, for refusals a seller can act on ("'상품명' 항목은 100자까지
 * …", not a path such as `options.0.name`). The names are the screens' own (`labels`, the notice items,
 * the model measures); fields no screen shows (the platform API's, the operator's) are named here.
 * A unit test walks every request field of docs/openapi.json and expects a name for it.
 */
import { labels } from './labels.ts';
import { MODEL_MEASURES } from './market/model.ts';
import { TIME_FIELD_LABELS } from './orders/time-fields.ts';
import { NOTICE_GROUP_INFO } from './products/notice.ts';

type Names = Readonly<Record<string, string>>;

const noticeItems: Names = Object.fromEntries(
  Object.values(NOTICE_GROUP_INFO)
    .flatMap((group) => group.fields)
    .reverse()
    .map((field) => [field.key, field.label]),
);
const measures: Names = Object.fromEntries(MODEL_MEASURES.map((m) => [m.key, m.label]));
const { order, form, product, productList, bundle, delivery, privacy, qna, notice, staff } = labels;

/** Names shared by every call; a path (`notice.color`) before its last key (`color`). */
const COMMON: Names = {
  // products
  name: form.name,
  code: form.code,
  productCode: productList.code,
  productCodes: productList.code,
  productId: productList.code,
  typeId: productList.code,
  brandId: form.brand,
  parentCategoryId: form.mainCategory,
  childCategoryIds: form.subCategory,
  filterIds: form.filter,
  content: form.detailContent,
  contentUrl: form.detailContent,
  summary: form.summary,
  memo: form.memo,
  price: product.price,
  salePrice: productList.salePrice,
  saleRate: product.rate,
  stock: form.stock,
  sell: productList.sellFilter,
  sellYn: form.sell,
  display: productList.displayFilter,
  displayYn: form.display,
  tags: form.tags,
  models: form.models,
  'models.modelId': labels.details.model,
  'models.name': labels.details.model,
  'models.options': labels.details.wornSize,
  notice: form.notice,
  ...Object.fromEntries(Object.entries(noticeItems).map(([key, label]) => [`notice.${key}`, label])),
  country: noticeItems.country!,
  material: noticeItems.material!,
  factory: noticeItems.factory!,
  wash: noticeItems.wash!,
  repair: noticeItems.repair!,
  quality: noticeItems.quality!,
  kcKind: form.kcKind,
  kcNumber: form.kcNumber,
  kcAgency: form.kcAgency,
  lowStock: productList.lowStockFilter,
  lowStockThreshold: form.lowStockThreshold,
  sizeTables: form.sizeTables,
  'sizeTables.categoryName': labels.details.sizeTableKind,
  'sizeTables.columns': form.sizeTables,
  'sizeTables.rows': form.sizeTables,
  sizeCategory: labels.details.sizeTableKind,
  options: form.options,
  'options.id': form.options,
  'options.position': form.options,
  'options.name': labels.options.nameField,
  'options.values': labels.options.valueNameField,
  'options.values.id': labels.options.valueNameField,
  'options.values.name': labels.options.valueNameField,
  'options.values.price': labels.options.extra,
  unions: form.unions,
  'unions.id': form.unions,
  'unions.ids': form.unions,
  'unions.names': form.unions,
  'unions.deleted': form.unions,
  'unions.memo': labels.options.memo,
  'unions.stocks': labels.options.stock,
  'unions.totalPrice': labels.options.extra,
  changes: labels.productSheet.bulkEdit,
  'changes.price': labels.productSheet.price,
  'changes.saleRate': labels.productSheet.saleRate,
  'changes.stock': labels.productSheet.stock,
  'changes.sell': labels.productSheet.sell,
  'changes.display': labels.productSheet.display,
  'changes.marketDeliveryId': labels.productSheet.delivery,
  products: productList.list,
  'products.code': productList.code,
  'products.version': '버전',
  rows: labels.productSheet.row,
  'rows.row': labels.productSheet.row,
  'rows.cells': labels.productSheet.row,
  'rows.problems': labels.productSheet.problems,
  'rows.problems.column': labels.productSheet.problems,
  'rows.problems.message': labels.productSheet.problems,
  category: labels.productSheet.category,
  main: form.mainCategory,
  sub: form.subCategory,
  categoryMain: form.mainCategory,
  value: labels.form.filter,
  // lists
  page: '페이지',
  size: '페이지 크기',
  sort: '정렬',
  order: '정렬 방향',
  cursor: '다음 목록 위치',
  lastProductId: '다음 목록 위치',
  limit: '개수',
  startDate: labels.list.periodEnd.start,
  endDate: labels.list.periodEnd.end,
  market: labels.market.info,
  marketId: labels.market.info,
  markets: labels.market.info,
  id: '번호',
  version: '버전',
  'if-match': '버전(If-Match)',
  'idempotency-key': '요청 키(Idempotency-Key)',
  // delivery fees
  delivery: form.deliveryFee,
  'delivery.marketDeliveryId': delivery.template,
  'delivery.marketDeliveryName': delivery.name,
  marketDeliveryId: delivery.template,
  marketDeliveryName: delivery.name,
  international: delivery.area,
  feeType: delivery.feeType,
  defaultFee: delivery.defaultFee,
  islandMountainFee: delivery.islandFee,
  jejuFee: delivery.jejuFee,
  returnFee: delivery.returnFee,
  exchangeFee: delivery.exchangeFee,
  'delivery.returnFee': delivery.returnFee,
  'delivery.exchangeFee': delivery.exchangeFee,
  // claims' fault (issue 36 §4)
  fault: labels.claimMoney.fault,
  intCondition: '배송비 조건',
  deliveryFee: order.deliveryFee,
  // orders
  orderCode: order.code,
  orderCodes: order.code,
  orderDetailCode: order.code,
  orderStatusList: order.status,
  currentStatus: labels.order.fromStatus,
  nextStatus: labels.order.toStatus,
  steps: order.status,
  screen: order.status,
  userName: order.ordererName,
  userContact: order.ordererContact,
  deliveryCode: order.carrier,
  deliveryName: order.carrier,
  carrier: order.carrier,
  deliveryType: order.deliveryType,
  trackingNumber: order.trackingNumber,
  reason: order.reason,
  detailReason: order.detailReasonField,
  cancelWithDeliveryFee: order.refundWithFee,
  restock: '재고 복원',
  document: labels.order.print.printed,
  personal: privacy.exportTitle,
  purpose: privacy.purpose,
  purposeDetail: privacy.purposeDetail,
  password: privacy.password,
  actor: privacy.logColumns.actor,
  channel: privacy.logColumns.channel,
  file: '파일',
  files: '파일',
  filePath: '파일',
  // the platform API's order
  marketplaceOrderId: '마켓플레이스 주문번호',
  paidAt: TIME_FIELD_LABELS.paidAt,
  orderer: order.people,
  'orderer.name': order.ordererName,
  'orderer.contact': order.ordererContact,
  recipient: order.people,
  'recipient.name': order.recipientName,
  'recipient.contact': order.recipientContact,
  'recipient.postcode': order.postcode,
  'recipient.address1': order.address,
  'recipient.address2': '상세 주소',
  'recipient.deliveryMessage': order.deliveryMemo,
  'recipient.entranceType': '공동현관 출입 방법',
  'recipient.entranceValue': '공동현관 출입 정보',
  pccc: order.pccc,
  'pccc.name': order.pcccName,
  'pccc.number': order.pccc,
  payment: order.payment,
  'payment.type': order.paymentType,
  'payment.pg': order.pg,
  'payment.receiptUrl': order.receipt,
  lines: order.product,
  'lines.productCode': order.productCode,
  'lines.combinationId': labels.options.union,
  'lines.options': order.options,
  'lines.quantity': order.count,
  'lines.unitPrice': order.price,
  'lines.couponDiscount': order.couponDiscount,
  'lines.deliveryFee': order.deliveryFee,
  'lines.gift': order.gift,
  // inquiries
  type: qna.type,
  reply: qna.reply,
  replyYn: qna.replyStatus,
  customerName: qna.customer,
  marketplaceInquiryId: '마켓플레이스 문의 번호',
  // account, staff, second step
  loginId: labels.auth.loginId,
  sellerId: labels.auth.loginId,
  role: staff.role,
  challenge: labels.secondStep.loginTitle,
  // market
  guide: labels.market.guideContent,
  sessionIdleMinutes: labels.market.sessionIdleMinutes,
  autoConfirmDays: '자동 구매확정 일수',
  dispatchDays: labels.deadline.dispatchDays,
  months: labels.deadline.reportMonth,
  day: labels.deadline.daysOff,
  dispatchDate: labels.deadline.delayDate,
  message: labels.deadline.delayMessage,
  deadline: labels.deadline.filter,
  // claims (issue 36 §1–§3)
  reasonCode: labels.claim.reasonCode,
  photos: labels.claim.photos,
  pickupAddress: labels.claim.pickupAddress,
  'pickupAddress.postcode': labels.order.postcode,
  'pickupAddress.address1': labels.claim.pickupAddress,
  'pickupAddress.address2': labels.claim.pickupAddress,
  pickupStatus: labels.claim.pickupStatus,
  claimState: labels.claim.claimFilter,
  method: labels.claim.pickupMethod,
  result: labels.claim.inspectionResult,
  note: labels.claim.inspectionNote,
  // events, activity, operator
  after: '이벤트 위치',
  updatedAfter: '변경 기준 일시',
  kind: labels.activity.kind,
  subject: labels.activity.subject,
  url: '주소',
  endpointId: '웹훅 번호',
  key: '플랫폼 키',
  'x-sw-key': '플랫폼 키',
  'x-sw-timestamp': '서명 시각',
  'x-sw-signature': '서명',
  token: '미리보기 키',
};

/** Where a call gives a name its own meaning, by the route's path. */
const SCOPED: ReadonlyArray<readonly [RegExp, Names]> = [
  [
    /\/bundle-deliver/,
    {
      eventName: bundle.eventName,
      description: bundle.description,
      activated: bundle.activated,
      startDateTime: bundle.start,
      endDateTime: bundle.end,
      deliveryFee: bundle.fee,
      feeType: bundle.feeType,
      productCodes: bundle.productsField,
      'lines.quantity': bundle.sampleQuantity,
    },
  ],
  [
    /\/market\/model/,
    {
      name: labels.model.nameField,
      description: labels.model.description,
      representative: labels.model.representative,
      file: labels.model.profileImage,
      ...measures,
    },
  ],
  [/\/notices/, { title: notice.title, content: notice.content, startDate: notice.startDate, endDate: notice.endDate }],
  [/\/qnas|\/inquiries/, { content: qna.content, productName: qna.productName, id: qna.id }],
  [/\/invitations/, { code: staff.invitationCode, name: staff.name, password: staff.password }],
  [/\/seller\/|\/staff/, { code: labels.secondStep.code, name: staff.name }],
  [/\/claim\/pickup-status|\/pickups\//, { status: labels.claim.pickupStatus }],
  [/\/claim\/inspection/, { photos: labels.claim.inspectionPhotos }],
  [/\/claim\/hold/, { reason: labels.claim.holdReason, memo: labels.claim.holdMemo }],
  [/\/orders/, { code: order.code }],
  [/\/image\//, { type: '이미지 종류', imageId: '이미지', imageIds: '이미지' }],
  [/\/filter/, { name: form.filter, value: form.filter }],
  [/\/category/, { name: form.category }],
];

/** A field's path as a dotted key without list positions: `/options/0/values/1/name` → `options.values.name`. */
function keyOf(path: string) {
  return path
    .split(/[/.]/)
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('.');
}

/**
 * The Korean name of a field of the call at `route` (Fastify's route path, `/sw/a/v1/orders/{code}` or
 * `/sw/a/v1/orders/:code`), from its path in the body, query, path or headers (`/options/0/name`,
 * `options.name`); undefined for a field no screen or document names.
 */
export function fieldLabel(route: string, path: string): string | undefined {
  const key = keyOf(path);
  if (!key) return undefined;
  const last = key.split('.').pop()!;
  const tables = [...SCOPED.filter(([pattern]) => pattern.test(route)).map(([, names]) => names), COMMON];
  for (const names of tables) if (Object.hasOwn(names, key)) return names[key];
  for (const names of tables) if (Object.hasOwn(names, last)) return names[last];
  return undefined;
}
