/** What the activity log records: each kind of write, sign-ins and failed second steps (issue 37 §4). */
export const ACTIVITY_KINDS = [
  'signIn',
  'secondStepFailed',
  'orderMove',
  'orderDelivery',
  'orderUndo',
  'orderPrint',
  'orderExport',
  'productCreate',
  'productEdit',
  'productFlags',
  'productExport',
  'templateChange',
  'bundleChange',
  'marketChange',
  'inquiryReply',
  'staffChange',
  'secondStepChange',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const isActivityKind = (value: unknown): value is ActivityKind =>
  typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);
