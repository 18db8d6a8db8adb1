import { describe, expect, it } from 'vitest';
import {
  actionsForStatus,
  ALLOWED_TRANSITIONS,
  buildOrderSearch,
  canTransition,
  completionNote,
  deliveryInputProblem,
  sameParcelAddress,
  deliveryMemo,
  deliveryPath,
  exportFileName,
  isReversal,
  message,
  messages,
  ORDER_SCREEN_ACTIONS,
  ORDER_SCREENS,
  ORDER_STATUSES,
  orderCellText,
  orderColumns,
  periodApplies,
  planStatusAction,
  hasTracking,
  deliverySaveMessages,
  paymentTypeName,
  pgName,
  statusActionQuestion,
  screenActions,
  stampedField,
  validateDeliverySheetRow,
  findSheetLayout,
  PICKUP_SHEET_HEADERS,
  type MessageKey,
  type OrderRowView,
  type OrderScreen,
  type OrderStatus,
  type StatusAction,
} from '../src/index.ts';

/** Spec 02 §4.2, pair by pair, as written there. */
const SPEC_TRANSITIONS: [OrderStatus, OrderStatus][] = [
  ['PAID', 'PACKAGING'], // the button, or when delivery info is saved
  ['PAID', 'CANCELING1'], // reason and detail reason from a modal
  ['PACKAGING', 'TRANSIT'],
  ['PACKAGING', 'PAID'],
  ['TRANSIT', 'DELIVERED'],
  ['TRANSIT', 'PACKAGING'],
  ['DELIVERED', 'EXCHANGING1'],
  ['DELIVERED', 'REFUNDING1'],
  ['DELIVERED', 'TRANSIT'],
  ['CANCELING1', 'CANCELING2'],
  ['CANCELING1', 'PAID'], // withdraw cancel
  ['EXCHANGING1', 'EXCHANGING2'],
  ['EXCHANGING2', 'EXCHANGED'],
  ['EXCHANGING1', 'DELIVERED'], // exchange withdrawal, first group
  ['EXCHANGING2', 'DELIVERED'], // exchange withdrawal, second group
  ['EXCHANGED', 'EXCHANGING2'],
  ['REFUNDING1', 'REFUNDING2'],
  ['REFUNDING1', 'DELIVERED'],
];

describe('order transitions (spec 02 §4.2)', () => {
  it.each(SPEC_TRANSITIONS)('allows %s → %s', (from, to) => expect(canTransition(from, to)).toBe(true));

  const allowed = new Set(SPEC_TRANSITIONS.map(([f, t]) => `${f}>${t}`));
  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
  ).filter(([f, t]) => !allowed.has(`${f}>${t}`));
  it(`refuses the other ${refused.length} pairs`, () => {
    expect(refused).toHaveLength(ORDER_STATUSES.length ** 2 - SPEC_TRANSITIONS.length);
    for (const [from, to] of refused) expect(canTransition(from, to), `${from} → ${to}`).toBe(false);
  });

  it('holds nothing more than the spec', () => {
    expect(ALLOWED_TRANSITIONS.map(([f, t]) => `${f}>${t}`).sort()).toEqual([...allowed].sort());
  });

  it('never reverts REFUNDING2', () => {
    for (const to of ORDER_STATUSES) expect(canTransition('REFUNDING2', to)).toBe(false);
  });

  it.each([
    ['PAID', 'PACKAGING', 'packagingAt'],
    ['PACKAGING', 'TRANSIT', 'transitAt'],
    ['TRANSIT', 'DELIVERED', 'deliveredAt'],
    ['PAID', 'CANCELING1', 'cancelingAt'],
    ['CANCELING1', 'CANCELING2', null],
    ['DELIVERED', 'EXCHANGING1', 'exchangingAt'],
    ['EXCHANGING2', 'EXCHANGED', 'exchangedAt'],
    ['DELIVERED', 'REFUNDING1', 'refundingAt'],
    ['PACKAGING', 'PAID', null],
    ['EXCHANGING2', 'DELIVERED', null],
    ['REFUNDING1', 'DELIVERED', null],
  ] as [OrderStatus, OrderStatus, string | null][])('%s → %s stamps %s', (from, to, field) =>
    expect(stampedField(from, to)).toBe(field),
  );

  it('counts every reversal as allowed', () => {
    for (const [from, to] of ALLOWED_TRANSITIONS) if (isReversal(from, to)) expect(canTransition(from, to)).toBe(true);
  });
});

describe('screen actions (spec 02 §2.3, §5)', () => {
  const keys = (screen: OrderScreen, market = 1) => screenActions(screen, market).map((a) => a.key);

  it.each([
    ['orderTotal', []],
    ['productReady', ['toPackaging', 'requestCancel', 'saveDelivery']],
    ['deliveryReady', ['toTransit', 'backToPaid', 'saveDelivery', 'uploadSheet', 'scanToShip']],
    ['deliveryProgress', ['toDelivered', 'backToPackaging', 'saveDelivery', 'uploadSheet']],
    ['deliveryComplete', []],
    ['purchaseConfirm', []],
    ['cancelRequest', ['proceedCancel', 'withdrawCancel']],
    ['cancelComplete', []],
    ['exchangeRequest', ['proceedExchange', 'completeExchange', 'withdrawExchange']],
    ['exchangeComplete', ['backToExchanging']],
    ['refundRequest', ['proceedRefund', 'withdrawRefund']],
    ['refundComplete', []],
  ] as [OrderScreen, string[]][])('%s shows %j', (screen, expected) => expect(keys(screen)).toEqual(expected));

  it('gives market 160 the refund with delivery fee', () => {
    expect(keys('refundRequest', 160)).toEqual(['proceedRefund', 'withdrawRefund', 'refundWithDeliveryFee']);
  });

  it('uses only transitions of the table, from statuses the screen shows', () => {
    for (const [screen, actions] of Object.entries(ORDER_SCREEN_ACTIONS)) {
      for (const action of actions) {
        if (action.kind !== 'status') continue;
        for (const s of action.steps) {
          expect(canTransition(s.from, s.to)).toBe(true);
          expect(ORDER_SCREENS[screen as OrderScreen] as readonly string[]).toContain(s.from);
        }
      }
    }
  });

  it.each([
    ['productReady', 'toPackaging', 'deliveryReady'],
    ['productReady', 'requestCancel', 'cancelRequest'],
    ['productReady', 'saveDelivery', 'deliveryProgress'],
    ['deliveryReady', 'backToPaid', 'productReady'],
    ['deliveryProgress', 'toDelivered', 'deliveryComplete'],
    ['cancelRequest', 'withdrawCancel', 'productReady'],
    ['exchangeRequest', 'completeExchange', 'exchangeComplete'],
    ['exchangeRequest', 'withdrawExchange', 'deliveryComplete'],
    ['exchangeComplete', 'backToExchanging', 'exchangeRequest'],
    ['refundRequest', 'proceedRefund', 'refundRequest'],
  ] as [OrderScreen, string, OrderScreen][])('%s %s goes to %s', (screen, key, target) => {
    expect(ORDER_SCREEN_ACTIONS[screen].find((a) => a.key === key)?.navigateTo).toBe(target);
  });

  const action = (screen: OrderScreen, key: string) =>
    screenActions(screen, 160).find((a) => a.key === key) as StatusAction;
  const rows = (...statuses: OrderStatus[]) => statuses.map((status, i) => ({ code: `C${i + 1}`, status }));

  it.each([
    ['cancelRequest', 'proceedCancel', [], 'order.noSelection'],
    ['cancelRequest', 'proceedCancel', ['CANCELING1', 'CANCELING2'], 'order.mixed.notCancelRequest'],
    ['cancelRequest', 'withdrawCancel', ['CANCELING2'], 'order.mixed.notCancelRequest'],
    ['exchangeRequest', 'proceedExchange', ['EXCHANGING1', 'EXCHANGING2'], 'order.mixed.notExchangeRequest'],
    ['exchangeRequest', 'completeExchange', ['EXCHANGING1'], 'order.mixed.notExchangeProcessing'],
    ['refundRequest', 'proceedRefund', ['REFUNDING2'], 'order.mixed.notRefundRequest'],
    ['refundRequest', 'withdrawRefund', ['REFUNDING1', 'REFUNDING2'], 'order.mixed.notRefundRequest'],
    ['refundRequest', 'refundWithDeliveryFee', ['REFUNDING2'], 'order.mixed.notRefundRequest'],
  ] as [OrderScreen, string, OrderStatus[], MessageKey][])('%s %s with %j → %s', (screen, key, statuses, error) => {
    expect(planStatusAction(action(screen, key), rows(...statuses))).toEqual({ ok: false, error });
  });

  it('says "선택한 항목이 없습니다." for an empty selection', () =>
    expect(message('order.noSelection')).toBe('선택한 항목이 없습니다.'));

  it('withdraws an exchange in two groups, the processing group after its own confirmation', () => {
    const plan = planStatusAction(
      action('exchangeRequest', 'withdrawExchange'),
      rows('EXCHANGING2', 'EXCHANGING1', 'EXCHANGING1'),
    );
    expect(plan).toEqual({
      ok: true,
      groups: [
        { from: 'EXCHANGING1', to: 'DELIVERED', codes: ['C2', 'C3'], confirmKey: undefined },
        { from: 'EXCHANGING2', to: 'DELIVERED', codes: ['C1'], confirmKey: 'order.confirm.withdrawExchangeProcessing' },
      ],
    });
    const only1 = planStatusAction(action('exchangeRequest', 'withdrawExchange'), rows('EXCHANGING1'));
    expect(only1.ok && only1.groups).toHaveLength(1);
  });

  it('offers a delivered order exchange request, refund request and back to in delivery on its detail', () => {
    expect(actionsForStatus('DELIVERED', 1).map((a) => a.key)).toEqual([
      'requestExchange',
      'requestRefund',
      'backToTransit',
    ]);
    expect(actionsForStatus('REFUNDING2', 160)).toEqual([]);
    expect(actionsForStatus('REFUNDING1', 1).map((a) => a.key)).toEqual(['proceedRefund', 'withdrawRefund']);
  });

  it('says after 취소 처리 and 환불 처리 who completes the order and when: the marketplace, through the platform API (issue 38 §12)', () => {
    expect(ORDER_STATUSES.filter((status) => completionNote(status) !== null)).toEqual(['CANCELING2', 'REFUNDING2']);
    for (const [screen, key] of [
      ['cancelRequest', 'proceedCancel'],
      ['refundRequest', 'proceedRefund'],
    ] as const) {
      const action = screenActions(screen, 160).find((a) => a.key === key) as StatusAction;
      const note = completionNote(action.steps.at(-1)!.to);
      expect(note).toMatch(/^.+처리중인 주문은 .*마켓이 .*\(플랫폼 API로 알려옵니다\) 자동으로 .+ 완료로 바뀝니다\./);
      expect(note).toContain('판매자가 더 처리할 일은 없습니다.');
    }
  });
});

describe('order search panel (spec 02 §2.5, §5)', () => {
  const today = '2026-11-22';

  it.each([
    ['orderTotal', '', true],
    ['orderTotal', 'orderCode', false],
    ['orderTotal', 'userName', false],
    ['orderTotal', 'userContact', false],
    ['orderTotal', 'orderStatus', false],
    ['productReady', 'orderStatus', false],
    ['exchangeRequest', 'orderStatus', true],
    ['cancelRequest', 'orderStatus', true],
    ['exchangeRequest', 'orderCode', false],
    ['cancelRequest', 'userName', false],
    ['refundRequest', 'orderStatus', false],
  ] as const)('%s with field %j: period applies = %s', (screen, field, applies) =>
    expect(periodApplies(screen, field)).toBe(applies),
  );

  it('uses the default range of 365 days, 30 on market 72', () => {
    expect(buildOrderSearch('orderTotal', 1, {}, today)).toEqual({
      ok: true,
      params: { orderStatusList: [...ORDER_SCREENS.orderTotal], startDate: '2025-11-22', endDate: today },
    });
    expect(buildOrderSearch('productReady', 72, {}, today)).toEqual({
      ok: true,
      params: { orderStatusList: ['PAID'], startDate: '2026-10-23', endDate: today },
    });
  });

  it.each(['orderCode', 'userName', 'userContact'] as const)(
    'requires a keyword for %s (spaces only count as none)',
    (field) => {
      expect(buildOrderSearch('orderTotal', 1, { field, keyword: '   ' }, today)).toEqual({
        ok: false,
        error: 'search.keywordRequired',
      });
    },
  );

  it('trims the keyword, strips hyphens from a contact and drops the period for keyword fields', () => {
    expect(
      buildOrderSearch(
        'productReady',
        1,
        { field: 'orderCode', keyword: '  A-1  ', startDate: '2026-01-01', endDate: '2026-01-31' },
        today,
      ),
    ).toEqual({
      ok: true,
      params: { orderCode: 'A-1', orderStatusList: ['PAID'] },
    });
    expect(
      buildOrderSearch('orderTotal', 1, { field: 'userContact', keyword: ' 010-1234-5678 ' }, today),
    ).toMatchObject({
      ok: true,
      params: { userContact: '01012345678' },
    });
    expect(buildOrderSearch('orderTotal', 1, { field: 'userName', keyword: ' 김민지 ' }, today)).toMatchObject({
      ok: true,
      params: { userName: '김민지' },
    });
  });

  it('narrows to the chosen status, keeping the period only on exchange and cancel requests', () => {
    expect(
      buildOrderSearch(
        'exchangeRequest',
        1,
        { field: 'orderStatus', status: 'EXCHANGING2', startDate: '2026-01-01', endDate: '2026-02-01' },
        today,
      ),
    ).toEqual({
      ok: true,
      params: { orderStatusList: ['EXCHANGING2'], startDate: '2026-01-01', endDate: '2026-02-01' },
    });
    expect(
      buildOrderSearch(
        'orderTotal',
        1,
        { field: 'orderStatus', status: 'PAID', startDate: '2026-01-01', endDate: '2026-02-01' },
        today,
      ),
    ).toEqual({
      ok: true,
      params: { orderStatusList: ['PAID'] },
    });
    expect(buildOrderSearch('cancelRequest', 1, { field: 'orderStatus', status: 'PAID' }, today)).toEqual({
      ok: false,
      error: 'order.search.statusNotOnScreen',
    });
  });

  it('refuses a start after the end with the spec message and the default range to reset to', () => {
    const result = buildOrderSearch('orderTotal', 1, { startDate: '2026-05-02', endDate: '2026-05-01' }, today);
    expect(result).toEqual({
      ok: false,
      error: 'search.invalidPeriod',
      reset: { startDate: '2025-11-22', endDate: today },
    });
    expect(messages.search.invalidPeriod).toBe('검색 기간 선택이 유효하지 않습니다.');
    expect(buildOrderSearch('orderTotal', 72, { startDate: '2026-05-02', endDate: '2026-05-01' }, today)).toMatchObject(
      { reset: { startDate: '2026-10-23' } },
    );
    // The period is not looked at when it does not apply.
    expect(
      buildOrderSearch(
        'orderTotal',
        1,
        { field: 'orderCode', keyword: 'X', startDate: '2026-05-02', endDate: '2026-05-01' },
        today,
      ).ok,
    ).toBe(true);
  });

  it('takes the days as typed, and refuses a typed day it cannot read instead of searching the default', () => {
    expect(buildOrderSearch('orderTotal', 1, { startDate: '2026.1.5', endDate: '20260131' }, today)).toMatchObject({
      ok: true,
      params: { startDate: '2026-01-05', endDate: '2026-01-31' },
    });
    for (const startDate of ['2026-02-30', '', '2026-1'])
      expect(buildOrderSearch('orderTotal', 1, { startDate, endDate: '2026-01-31' }, today)).toEqual({
        ok: false,
        error: 'search.invalidPeriod',
      });
  });
});

describe('delivery info and the delivery spreadsheet (spec 02 §5)', () => {
  it.each([
    [{ deliveryName: '', deliveryCode: '123' }, 'order.delivery.noCarrier'],
    [{ deliveryName: '아무택배', deliveryCode: '123' }, 'order.delivery.unknownCarrier'],
    [{ deliveryName: 'CJ대한통운', deliveryCode: ' - ' }, 'order.delivery.noTrackingNumber'],
    [{ deliveryName: 'CJ대한통운', deliveryCode: '12#4' }, 'order.delivery.badTrackingNumber'],
    [{ deliveryName: 'CJ대한통운', deliveryCode: '1234', deliveryType: '드론' }, 'order.delivery.badDeliveryType'],
    [{ deliveryName: 'CJ대한통운', deliveryCode: '0012-3456-7890', deliveryType: '택배' }, null],
  ])('%j → %s', (input, problem) => expect(deliveryInputProblem(input)).toBe(problem));

  it('moves a product-preparing order through delivery preparing into in delivery', () => {
    expect(deliveryPath('PAID')).toEqual(['PACKAGING', 'TRANSIT']);
    expect(deliveryPath('PACKAGING')).toEqual(['TRANSIT']);
    expect(deliveryPath('TRANSIT')).toEqual([]);
  });

  it.each([
    [['A1', '001234', 'CJ대한통운'], null, '001234'],
    [['A1', '0012-34', '롯데택배'], null, '001234'],
    [['A1', '', 'CJ대한통운'], 'order.sheet.emptyCell', ''],
    [['', '1', 'CJ대한통운'], 'order.sheet.emptyCell', '1'],
    [['A1', '1', null], 'order.sheet.emptyCell', '1'],
    [['A1', '1', '우리동네택배'], 'order.sheet.unknownCarrier', '1'],
  ] as [unknown[], MessageKey | null, string][])('row %j → %s', (cells, problem, code) => {
    expect(validateDeliverySheetRow(2, cells)).toMatchObject({ row: 2, problem, deliveryCode: code });
  });

  it('takes a carrier code in the carrier cell and gives back the Korean name and the code', () => {
    expect(validateDeliverySheetRow(2, ['A1', '1', 'kdexp'])).toMatchObject({
      problem: null,
      deliveryName: '경동택배',
      carrierCode: 'KDEXP',
    });
    expect(validateDeliverySheetRow(2, ['A1', '1', '경동택배'])).toMatchObject({ carrierCode: 'KDEXP' });
    expect(deliveryInputProblem({ deliveryName: 'ILYANG', deliveryCode: '1', deliveryType: 'PICKUP' })).toBeNull();
    expect(deliveryInputProblem({ deliveryName: 'ILYANG', deliveryCode: '1', deliveryType: 'BIKE' })).toBe(
      'order.delivery.badDeliveryType',
    );
  });

  it('reads a return list by its 회수 columns, before the first delivery’s plain ones; the delivery sheet keeps the plain ones', () => {
    const header = ['주문번호', '택배사', '송장번호', '수거 택배사', '반품송장번호'];
    const columns = (layout: ReturnType<typeof findSheetLayout>) => layout.columns.map((c) => [c.field, c.index]);
    expect(columns(findSheetLayout([header], PICKUP_SHEET_HEADERS))).toEqual([
      ['orderCode', 0],
      ['deliveryCode', 4],
      ['deliveryName', 3],
    ]);
    expect(columns(findSheetLayout([header]))).toEqual([
      ['orderCode', 0],
      ['deliveryCode', 2],
      ['deliveryName', 1],
    ]);
    // Our own pickup sheet, in order, is the fixed layout with its header row.
    const own = findSheetLayout(
      [
        ['주문번호', '회수 송장번호', '회수 택배사'],
        ['A1', '1', 'CJ'],
      ],
      PICKUP_SHEET_HEADERS,
    );
    expect([own.byHeaders, own.headerRow]).toEqual([false, 0]);
  });

  it('words the sheet messages as natural Korean', () => {
    expect(messages.order.sheet.emptyCell).toBe(
      '시트에 비어 있는 칸이 있습니다. 주문번호, 송장번호, 택배사를 모두 채워주세요.',
    );
    expect(messages.order.sheet.unknownCarrier).toBe(
      '지정된 택배사 이름이 아닙니다. 택배사 이름이나 코드를 확인해주세요.',
    );
  });

  it.each([
    ['부재 시 문 앞', '공동현관 비밀번호', '#1234', '부재 시 문 앞/공동현관 비밀번호/#1234'],
    ['부재 시 문 앞', '', '', '부재 시 문 앞'],
    ['', '자유출입', '', '자유출입'],
    ['', '', '', ''],
  ])('memo %j %j %j → %j', (msg, type, value, memo) => expect(deliveryMemo(msg, type, value)).toBe(memo));
});

describe('order columns (spec 02 §2.4)', () => {
  const labels = (screen: OrderScreen, market = 1) => orderColumns(screen, market).map((c) => c.key);

  it('puts the screen timestamp first and follows the spec order', () => {
    expect(labels('deliveryReady')).toEqual([
      'time',
      'paidAt',
      'orderCode',
      'orderStatus',
      'productCode',
      'productName',
      'productOptions',
      'productCount',
      'productPrice',
      'couponDiscountPrice',
      'deliveryFee',
      'pccc',
      'ordererName',
      'ordererContact',
      'recipientName',
      'recipientContact',
      'postcode',
      'address',
      'deliveryType',
      'deliveryName',
      'deliveryCode',
      'deliveryMemo',
      'reason',
      'gift',
    ]);
    expect(orderColumns('deliveryReady', 1)[0]!.label).toBe('배송준비일시');
  });

  it('shows detail reason only on exchange requests and the extra column only on market 160', () => {
    expect(labels('exchangeRequest')).toContain('detailReason');
    expect(labels('cancelRequest')).not.toContain('detailReason');
    expect(labels('refundRequest', 160).at(-1)).toBe('cancelWithDeliveryFee');
    expect(labels('refundRequest', 1)).not.toContain('cancelWithDeliveryFee');
  });

  const row: OrderRowView = {
    id: 1,
    code: 'O1',
    status: 'PACKAGING',
    paidAt: '2026-01-01T00:00:00.000Z',
    packagingAt: null,
    transitAt: null,
    deliveredAt: null,
    confirmedAt: null,
    cancelingAt: null,
    canceledAt: null,
    exchangingAt: null,
    exchangedAt: null,
    refundingAt: null,
    refundedAt: null,
    updatedAt: null,
    product: { code: 'P1', name: '브라', options: '75B', count: 2, price: 39800, couponDiscountPrice: 1000 },
    deliveryFee: 3000,
    pccc: null,
    orderer: { name: '김민지', contact: '01012345678' },
    recipient: {
      name: '김민지',
      phoneNumber: '0212345678',
      postcode: '04782',
      address1: '서울 성동구',
      address2: '101호',
      message: '문 앞',
      entranceType: '자유출입',
      entranceValue: '',
    },
    delivery: { type: null, name: null, code: null },
    reason: null,
    detailReason: null,
    gift: { productDetailOptionNames: ['파우치', '양말'] },
    cancelWithDeliveryFee: true,
  };
  it.each([
    ['time', '미수집'],
    ['paidAt', 'T:2026-01-01T00:00:00.000Z'],
    ['orderStatus', '배송준비중'],
    ['productPrice', '39,800'],
    ['ordererContact', '010-1234-5678'],
    ['recipientContact', '02-1234-5678'],
    ['address', '서울 성동구 101호'],
    ['deliveryMemo', '문 앞/자유출입'],
    ['gift', '파우치, 양말'],
    ['cancelWithDeliveryFee', '포함'],
  ] as const)('%s → %s', (key, text) =>
    expect(orderCellText(row, key, 'deliveryReady', (iso) => `T:${iso}`, messages.common.notYetCollected)).toBe(text),
  );

  it('names the export file with the brand prefix, the screen and the date', () => {
    expect(exportFileName('배송 준비중', '2026-11-22')).toBe('판매자센터_배송 준비중_20261122.xlsx');
  });
});

describe('order messages', () => {
  it('has every message key the actions use', () => {
    const actions = [...Object.values(ORDER_SCREEN_ACTIONS).flat(), ...actionsForStatus('DELIVERED', 1)];
    for (const a of actions) {
      if (a.kind !== 'status') continue;
      for (const key of [
        a.confirmKey,
        a.mixedKey,
        ...a.steps.map((s) => s.confirmKey).filter((k): k is MessageKey => !!k),
      ]) {
        expect(message(key), key).toMatch(/[가-힣]/);
      }
    }
  });
});

describe('dashboard cards (issue 10 point 13)', () => {
  it('each card counts exactly the statuses its screen lists', async () => {
    const { DASHBOARD_CARDS, ORDER_SCREENS } = await import('../src/index.ts');
    for (const card of DASHBOARD_CARDS) expect(card.statuses).toEqual(ORDER_SCREENS[card.screen]);
  });
});

describe('the question before a status action (issue 17 §7)', () => {
  const action = (screen: OrderScreen, key: string) =>
    screenActions(screen, 1).find((a): a is StatusAction => a.key === key)!;
  const order = (code: string, name: string | null, tracking: string | null) => ({
    code,
    status: 'PACKAGING' as const,
    delivery: { name, code: tracking },
  });

  it('names how many orders move and how many of them ship without a tracking number', () => {
    const rows = [order('A', 'CJ대한통운', '1234'), order('B', null, null), order('C', 'CJ대한통운', ' ')];
    expect(statusActionQuestion(action('deliveryReady', 'toTransit'), rows)).toBe(
      [
        '선택한 주문을 배송중으로 변경하시겠습니까?',
        '대상 주문: 3건',
        '그중 2건은 택배사 또는 송장번호가 입력되지 않았습니다.',
      ].join('\n'),
    );
  });

  it('says nothing of tracking when every order has it, or when the move does not ship', () => {
    const tracked = [order('A', 'CJ대한통운', '1234')];
    expect(statusActionQuestion(action('deliveryProgress', 'toDelivered'), tracked)).toBe(
      '선택한 주문을 배송 완료로 변경하시겠습니까?\n대상 주문: 1건',
    );
    expect(statusActionQuestion(action('deliveryReady', 'backToPaid'), [order('B', null, null)])).not.toContain('송장');
  });

  it('counts a missing carrier or number as untracked', () => {
    expect(hasTracking(order('A', 'CJ대한통운', '1'))).toBe(true);
    expect(hasTracking(order('A', '', '1'))).toBe(false);
    expect(hasTracking(order('A', 'CJ대한통운', null))).toBe(false);
    expect(hasTracking({ code: 'A', status: 'PACKAGING' })).toBe(false);
  });
});

describe('payment names (issue 17 §9)', () => {
  it.each([
    ['KAKAO_PAY', '카카오페이'],
    ['CARD', '신용카드'],
    ['BANK_TRANSFER', '계좌이체'],
    ['NAVER_PAY', '네이버페이'],
  ])('payment type %s is %s', (code, name) => expect(paymentTypeName(code)).toBe(name));
  it.each([
    ['INICIS', 'KG이니시스'],
    ['TOSS', '토스페이먼츠'],
    ['KCP', 'NHN KCP'],
  ])('gateway %s is %s', (code, name) => expect(pgName(code)).toBe(name));
  it('shows an unknown code as it is, and nothing as nothing', () => {
    expect(paymentTypeName('NEW_WALLET')).toBe('NEW_WALLET');
    expect(pgName(null)).toBeNull();
  });
});

describe('what saving delivery info says (issue 17 §9)', () => {
  it('tells an order that moves so, and corrects an order in delivery where it is', () => {
    expect(deliverySaveMessages('PACKAGING')).toEqual({
      confirm: 'order.confirm.saveDelivery',
      saved: 'order.delivery.saved',
      moves: true,
    });
    expect(deliverySaveMessages('PAID').moves).toBe(true);
    const inTransit = deliverySaveMessages('TRANSIT');
    expect(inTransit.moves).toBe(false);
    expect(message(inTransit.confirm)).not.toContain('변경됩니다');
    expect(message(inTransit.saved)).not.toContain('이동합니다');
  });
});

describe('one parcel, one address (the tracking-in-use rule)', () => {
  const home = {
    recipientName: '박수령',
    recipientContact: '010-1234-5678',
    postcode: '04524',
    address1: '서울 중구 세종대로 110',
    address2: '101동 1201호',
  };
  it.each([
    ['the same address', {}, true],
    ['spacing and hyphens aside', { recipientContact: '01012345678', address2: ' 101동  1201호 ' }, true],
    ['another recipient', { recipientName: '김다른' }, false],
    ['another phone', { recipientContact: '010-9999-0000' }, false],
    ['another unit', { address2: '101동 1202호' }, false],
    ['another postcode', { postcode: '04525' }, false],
  ])('%s → %s', (_, change, same) => expect(sameParcelAddress(home, { ...home, ...change })).toBe(same));
});
