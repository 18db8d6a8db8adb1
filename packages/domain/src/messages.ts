/**
 * Every Korean user-facing message, keyed by area. The spec's Korean text is used verbatim where it
 * gives one; elsewhere the English meaning of the spec is written as natural Korean.
 * Components and routes refer to these keys and never hold message text of their own.
 */
import { groupDigits } from './format.ts';
import {
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_EVENT_NAME_MAX,
  DECIMAL_RATE_MIN_PRICE,
  DELIVERY_AMOUNT_MAX,
  DELIVERY_TEMPLATE_NAME_MAX,
  EDITOR_TEXT_LIMIT,
  FILTER_VALUE_MAX_LENGTH,
  MARKET_GUIDE_MAX,
  MAX_DISCOUNT_RATE,
  MAX_NAME_LENGTH,
  MAX_OPTION_GROUPS,
  MAX_PRICE,
  MAX_SUMMARY_LENGTH,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  MIN_ACTIVE_UNIONS,
  MIN_DISCOUNT_AMOUNT,
  MIN_DISCOUNT_RATE,
  MODEL_DESCRIPTION_MAX,
  MODEL_IMAGE_BYTES,
  MODEL_IMAGE_FILES,
  MODEL_LIMIT,
  MODEL_NAME_MAX,
  MODEL_TEXT_MAX,
  NOTICE_TITLE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRICE_UNIT,
  QNA_REPLY_MAX,
  TRACKING_NUMBER_MAX,
} from './limits.ts';

/** Fills `{name}` placeholders: the one formatting of catalogue text (limits here, the rest in `message`). */
function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Which limit values each limited message was filled with (the catalogue guard test reads it). */
export const LIMITED_MESSAGES = new Map<string, (string | number)[]>();

/** A message that names a limit: the number comes from the limit's constant (`limits.ts`), never written here. */
function limit(template: string, params: Record<string, string | number>): string {
  const text = fill(template, params);
  LIMITED_MESSAGES.set(text, Object.values(params));
  return text;
}

/** A number as the catalogue writes large ones: 20,000. */
const grouped = groupDigits;

/** Codes sent that are not orders of the seller's market (the print calls and the selection export). */
const ORDERS_NOT_FOUND = '찾을 수 없는 주문이 있습니다. 주문번호: {codes}';

/** The spec's one wording for a failed image change or delete (products and models alike). */
const IMAGE_CHANGE_FAILED = '이미지 수정 혹은 삭제가 실패하였습니다.';

export const messages = {
  common: {
    serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    notFound: '요청한 정보를 찾을 수 없습니다.',
    apiNotFound: '존재하지 않는 API 경로입니다.',
    badUrl: '요청 주소를 읽을 수 없습니다. 주소를 확인해주세요.',
    bodyTooLarge: '요청 내용이 너무 큽니다. {limit} 이하로 보내주세요.',
    urlTooLong: '요청 주소가 너무 깁니다. 검색 조건을 줄여서 다시 시도해주세요.',
    headersTooLarge: '요청 헤더가 너무 큽니다. 다시 로그인한 뒤 시도해주세요.',
    badJson: '요청 내용을 읽을 수 없습니다. JSON 형식을 확인해주세요.',
    unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
    forbiddenMarket: '다른 마켓의 정보에는 접근할 수 없습니다.',
    badMarketId: '마켓 번호가 올바르지 않습니다.',
    badText: '입력값에 사용할 수 없는 문자가 있습니다. 확인 후 다시 입력해주세요.',
    operatorOnly: '운영자만 사용할 수 있는 기능입니다.',
    badRequest: '입력값을 확인해주세요.',
    pasteCut: '붙여넣은 내용이 {max}자를 넘어 앞의 {max}자까지만 입력되었습니다.',
    tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    /** The file storage is full (a full disk, a full bucket): 507, nothing kept, no quota used. */
    storageFull: '저장 공간이 부족하여 파일을 저장하지 못했습니다. 잠시 후 다시 시도하거나 운영자에게 문의해주세요.',
    preparing: '준비 중입니다.',
    preparingPage: '이 화면은 준비 중입니다.',
    contentPreparing: '게시글 내용을 준비 중입니다.',
    confirm: '확인',
    cancel: '취소',
    copyLink: '링크 복사',
    linkCopied: '링크가 복사되었습니다.',
    copyFailed: '복사에 실패했습니다.',
    noSelection: '선택한 항목이 없습니다.',
    saved: '저장되었습니다.',
    errorOccurred: '오류가 발생했습니다.',
    none: '없음',
    notYetCollected: '미수집',
    /** Any failed export (spec 02 §8): a refusal shows the server's own message instead. */
    exportFailed: '데이터 추출에 실패했습니다. 관리자에게 문의해주세요.',
    /** A save naming an older version (409): someone else saved first; nothing of this save was written. */
    staleVersion: '다른 사용자가 먼저 저장한 내용이 있어 저장하지 않았습니다. 최신 내용을 불러온 뒤 다시 저장해주세요.',
    badVersion: '버전 정보(If-Match)가 올바르지 않습니다.',
    /** The edit screens' choice after a 409: the seller's input stays on screen until they choose. */
    staleVersionChoice:
      '다른 사용자가 먼저 저장한 내용이 있어 저장하지 않았습니다. 입력한 내용으로 덮어쓰거나, 다른 사용자의 변경을 다시 불러올 수 있습니다. (다시 불러오면 입력한 내용은 사라집니다.)',
  },
  auth: {
    missingCredentials: '아이디 또는 비밀번호를 입력해주세요.',
    wrongCredentials: '아이디 또는 비밀번호가 틀렸습니다.',
    sessionProblem: '로그인에 문제가 생겼습니다.',
    unauthorized: '로그인이 필요합니다. 다시 로그인해주세요.',
    sessionExpired: '로그인 시간이 만료되었습니다. 다시 로그인해주세요.',
    tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    busy: '지금 로그인 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    logoutConfirm: '로그아웃 하시겠습니까?',
    logout: '로그아웃',
    logoutEverywhereConfirm:
      '이 계정으로 로그인된 모든 기기와 브라우저에서 로그아웃합니다. 이 화면도 로그아웃됩니다. 계속하시겠습니까?',
    logoutEverywhere: '모두 로그아웃',
    loggedOutEverywhere: '모든 기기에서 로그아웃되었습니다. 다시 로그인해주세요.',
    admittedOnly: '입점이 승인된 판매자만 이용할 수 있습니다.',
    forbiddenRight: '이 작업을 할 권한이 없습니다. 필요하면 마켓 대표에게 권한을 요청해주세요.',
  },
  search: {
    invalidPeriod: '검색 기간 선택이 유효하지 않습니다.',
    dateOutOfRange: '날짜는 2000-01-01부터 2100-12-31 사이로 입력해주세요.',
    keywordRequired: '검색어를 입력해주세요.',
  },
  paging: {
    pageFromOne: '페이지 번호(page)는 1부터 시작합니다. 첫 페이지는 page=1입니다.',
    tooManyResults: '검색 결과가 {max}건을 넘습니다. 검색 조건을 좁히거나 page와 size를 보내 나누어 조회해주세요.',
  },
  qna: {
    replyRequired: '답변 내용을 입력해주세요.',
    replyTooLong: limit('답변은 {max}자 이내로 입력해주세요.', { max: QNA_REPLY_MAX }),
    replyMustBeAnswered: '답변은 답변 완료(replyYn=true)로만 저장할 수 있습니다.',
    idMismatch: '문의 번호가 일치하지 않습니다.',
    replyConfirm: '답변을 저장하시겠습니까?',
    replySaved: '답변이 저장되었습니다.',
    replySaveFailed: '답변이 저장되지 않았습니다. 다시 시도해주세요.',
  },
  notice: {
    titleRequired: '제목을 입력해주세요.',
    titleTooLong: limit('제목은 {max}자 이내로 입력해주세요.', { max: NOTICE_TITLE_MAX }),
    contentRequired: '내용을 입력해주세요.',
    contentTooLong: '내용이 너무 깁니다.',
    periodInvalid: '게시 기간이 유효하지 않습니다. 시작일과 종료일(YYYY-MM-DD)을 확인해주세요.',
    operatorOnly: '공지사항은 운영자만 등록할 수 있습니다.',
    empty: '공지사항이 없습니다.',
  },
  account: {
    forbiddenSeller: '본인 계정의 정보만 조회할 수 있습니다.',
  },
  password: {
    currentRequired: '기존 비밀번호를 입력해주세요.',
    confirmNew: '새로운 비밀번호를 확인해주세요.',
    currentMismatch: '기존 비밀번호를 확인해주세요.',
    changed: '비밀번호가 변경되었습니다. 다시 로그인해주세요.',
    failed: '비밀번호 변경이 실패했습니다. 다시 시도해주세요.',
    weak: limit('새 비밀번호는 영문과 숫자를 포함해 {min}자 이상 {max}자 이하로, 공백 없이 입력해주세요.', {
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
    }),
    sameAsCurrent: '새 비밀번호가 기존 비밀번호와 같습니다. 다른 비밀번호를 입력해주세요.',
    badPayload: '비밀번호 변경 요청을 읽을 수 없습니다. 화면을 새로 고친 뒤 다시 시도해주세요.',
    notEncrypted:
      '비밀번호 변경 요청은 암호화해서 보내야 합니다. GET /sw/a/v1/seller/public-key의 공개키로 JSON {sellerId, currentPassword, newPassword}를 RSA-OAEP(SHA-256)로 암호화하고, 그 결과를 base64로 Authorization: Basic 헤더에 담아주세요.',
  },
  guide: {
    saveConfirm: '마켓 가이드를 저장하시겠습니까?',
    saved: '저장되었습니다.',
    tooLong: limit('가이드 내용이 너무 깁니다. {max}자 이내로 줄여주세요.', { max: grouped(MARKET_GUIDE_MAX) }),
  },
  model: {
    limit: limit('모델은 최대 {max}명까지 등록 가능합니다.', { max: MODEL_LIMIT }),
    nameRequired: '모델명을 입력해주세요.',
    nameTooLong: limit('모델명은 {max}자 이내로 입력해주세요.', { max: MODEL_NAME_MAX }),
    imageRequired: '모델프로필이미지를 등록해주세요.',
    descriptionTooLong: limit('모델 설명은 {max}자 이내로 입력해주세요.', { max: MODEL_DESCRIPTION_MAX }),
    measureInvalid: '신체 치수는 0 이상의 숫자(소수점 한 자리까지)로 입력해주세요.',
    textTooLong: limit('사이즈는 {max}자 이내로 입력해주세요.', { max: MODEL_TEXT_MAX }),
    createFailed: '모델이 등록되지 않았습니다.',
    errorOccurred: '오류가 발생했습니다.',
    imageFailed: IMAGE_CHANGE_FAILED,
    created: '등록이 완료되었습니다.',
    updated: '수정한 내용이 저장되었습니다.',
    deleteConfirm: '모델을 삭제하시겠습니까?',
    deleted: '삭제되었습니다.',
    editingOther: '수정 중인 모델을 먼저 저장하거나 취소해주세요.',
    imageExtension: '이미지 확장자를 확인해주세요. (png, jpeg, jpg)',
    imageSize: limit('이미지 용량을 확인해주세요. ({max}MB 이하)', { max: MODEL_IMAGE_BYTES / 1024 ** 2 }),
    imageCount: limit('이미지 개수를 확인해주세요. ({max}장)', { max: MODEL_IMAGE_FILES }),
    imageResolution: '이미지 해상도를 확인해주세요. (권장 320x320)',
    imageUnreadable: '이미지 파일을 읽을 수 없습니다. 파일을 확인해주세요.',
  },
  delivery: {
    loadFailed: '배송비 정보를 불러오는 데, 오류가 발생했습니다.',
    registered: '등록이 완료되었습니다.',
    saved: '저장이 완료되었습니다.',
    nameRequired: '배송비 이름을 작성해주세요.',
    nameTooLong: limit('배송비 이름은 {max}자 이내로 입력해주세요.', { max: DELIVERY_TEMPLATE_NAME_MAX }),
    noName: '이름 없음',
    defaultFeeRequired: '기본 배송비 값을 설정해 주세요.',
    conditionRequired: '조건 값을 설정해 주세요.',
    amountInvalid: limit('배송비와 조건 값은 0 이상 {max} 이하의 정수로 입력해주세요.', {
      max: grouped(DELIVERY_AMOUNT_MAX),
    }),
    saveConfirm: '기본 배송비를 저장하시겠습니까?',
    bulkNoSelection: '배송비 일괄 변경을 진행할 상품을 선택하세요.',
    bulkApplyConfirm: '선택한 상품 {count}개의 배송비를 변경하시겠습니까?',
    bulkApplied: '상품 {count}개의 배송비가 변경되었습니다.',
    templateRequired: '적용할 배송비 템플릿을 선택해주세요.',
    templateInUse:
      "상품에 사용 중인 배송비 템플릿('{name}')은 삭제할 수 없습니다. 해당 상품의 배송비를 다른 템플릿으로 변경한 뒤 삭제해주세요.",
    unknownTemplate: '이 마켓에 없는 배송비 템플릿이 포함되어 있습니다. 화면을 새로 고친 뒤 다시 시도해주세요.',
    duplicateTemplate: '같은 배송비 템플릿이 두 번 포함되어 있습니다.',
    tooManyTemplates: '배송비 템플릿은 최대 {max}개까지 등록할 수 있습니다.',
    removeConfirm: '배송비 템플릿을 삭제하시겠습니까?',
    removed: '삭제되었습니다.',
  },
  productManage: {
    noSelection: '상태를 변경할 상품을 선택하세요.',
    flagsConfirm: '선택한 상품 {count}개의 {flag} 상태를 {value}(으)로 변경하시겠습니까?',
    flagsChanged: '상품 {count}개의 상태가 변경되었습니다.',
    flagsRequired: '변경할 판매 또는 진열 상태를 선택해주세요.',
    unknownProducts: '이 마켓에서 찾을 수 없는 상품이 있습니다: {codes}',
    tooManyProducts: '한 번에 최대 {max}개 상품까지 변경할 수 있습니다.',
    productCodesRequired: '상품을 1개 이상 선택해주세요.',
    exportTooMany: '한 번에 내려받을 수 있는 상품은 최대 {max}개입니다. 검색 기간을 줄여주세요.',
    loadFailed: '상품 목록을 불러오지 못했습니다.',
  },
  bundle: {
    startRequired: '시작 일시를 선택해주세요.',
    endRequired: '종료 일시를 선택해주세요.',
    startUnreadable: '시작 일시를 읽을 수 없습니다. YYYY-MM-DD HH:mm 형식으로 입력해주세요. (예: 2026-12-10 09:00)',
    endUnreadable: '종료 일시를 읽을 수 없습니다. YYYY-MM-DD HH:mm 형식으로 입력해주세요. (예: 2026-12-10 23:59)',
    eventNameRequired: '이벤트명을 입력해주세요.',
    eventNameTooLong: limit('이벤트명은 {max}자 이내로 입력해주세요.', { max: BUNDLE_EVENT_NAME_MAX }),
    descriptionRequired: '이벤트 설명을 입력해주세요.',
    descriptionTooLong: limit('이벤트 설명은 {max}자 이내로 입력해주세요.', { max: BUNDLE_DESCRIPTION_MAX }),
    conditionRequired: '배송비 조건 값을 설정해주세요.',
    deliveryFeeRequired: '배송비를 1원 이상으로 설정해주세요.',
    deliveryFeeUnknown:
      '배송비를 정할 수 없습니다. 배송비(deliveryFee)를 함께 보내거나 마켓 관리에서 유료 배송비 템플릿을 등록해주세요.',
    productRequired: '묶음 배송을 적용할 상품을 1개 이상 선택해주세요.',
    endBeforeStart: '종료 일시가 시작 일시보다 앞설 수 없습니다.',
    tooManyProducts: '묶음 배송 상품은 최대 {max}개까지 선택할 수 있습니다.',
    saveConfirm: '묶음 배송을 저장하시겠습니까?',
    saved: '저장되었습니다.',
    saveFailed: '저장되지 않았습니다.',
    deleteConfirm: '묶음 배송을 삭제하시겠습니까?',
    deleteFailed: '삭제되지 않았습니다.',
    deleted: '삭제되었습니다.',
    stopConfirm: '묶음 배송을 중지하시겠습니까?',
    resumeConfirm: '묶음 배송을 다시 진행하시겠습니까?',
    stopped: '묶음 배송이 중지되었습니다.',
    resumed: '묶음 배송이 다시 진행됩니다.',
    previewProducts: '예상 배송비를 볼 상품을 담아주세요.',
    previewQuantity: '수량은 0개부터 {max}개까지 넣을 수 있습니다.',
  },
  product: {
    // register validation order (spec 01 §5), one alert each
    noSellFlag: '판매 여부를 선택해주세요.',
    noDisplayFlag: '노출 여부를 선택해주세요.',
    deliveryCondition: '배송비 조건과 금액을 설정해주세요.',
    noName: '상품명을 입력해주세요.',
    noBrand: '브랜드를 선택해주세요.',
    noLinkedBrand: '마켓에 연결된 브랜드가 없어 상품을 등록할 수 없습니다. 관리자에게 브랜드 연결을 요청해주세요.',
    noCategory: '카테고리를 선택해주세요.',
    noFilter: '필터를 선택해주세요.',
    noPrice: '판매가를 입력해주세요.',
    noMainImage: '대표 이미지를 등록해주세요.',
    noCoverImage: '일반 이미지를 등록해주세요.',
    noContent: '상품 상세 내용을 입력해주세요.',
    noUnion: '선택된 상품 옵션 조합이 없습니다.',
    // edit validation order
    noSalePrice: '판매가가 없습니다.',
    noProductInfo: '상품 정보가 없습니다.',
    saveConfirm: '상품을 저장하시겠습니까?',
    // 상품정보제공고시 and KC certification, checked after the price in both orders
    noticeRequired: '상품정보제공고시의 {field}을(를) 입력해주세요.',
    noticeNoReference: '상품정보제공고시의 {field}은(는) 상품상세 참조로 대신할 수 없습니다. 내용을 직접 입력해주세요.',
    noticeTooLong: '상품정보제공고시의 {field}은(는) {max}자까지 입력할 수 있습니다.',
    noticeUnknownField: '이 카테고리의 상품정보제공고시에 없는 항목입니다.',
    kcKindRequired: 'KC 인증 구분을 선택해주세요.',
    kcChildren: '어린이제품은 KC 인증 정보가 필요합니다. 해당 없음 대신 인증 구분을 선택해주세요.',
    kcNumberRequired: 'KC 인증번호를 입력해주세요.',
    kcAgencyRequired: 'KC 인증기관을 입력해주세요.',
    // fields
    summaryMax: limit('상품 소개는 {max}자까지 입력할 수 있습니다.', { max: MAX_SUMMARY_LENGTH }),
    nameMax: limit('상품명은 {max}자까지 입력할 수 있습니다.', { max: MAX_NAME_LENGTH }),
    priceUnit: limit('가격은 {unit}원 단위로 입력해주세요.', { unit: PRICE_UNIT }),
    priceNotNumber: '판매가는 숫자로만 입력해주세요.',
    priceCommas: '판매가의 쉼표는 천 단위에만 넣어주세요. (예: 12,000)',
    priceNegative: '판매가는 0원보다 작게 입력할 수 없습니다.',
    priceFraction: '판매가는 소수점 없이 원 단위로 입력해주세요.',
    priceOverMax: limit('판매가는 {max}원까지 입력할 수 있습니다.', { max: grouped(MAX_PRICE) }),
    discountNotNumber: '할인은 0 이상의 숫자로만 입력해주세요.',
    priceMismatch: '할인 금액과 할인가가 맞지 않습니다. 할인을 다시 입력해주세요.',
    rateOver100: limit('할인율은 {max}%를 넘을 수 없습니다.', { max: MAX_DISCOUNT_RATE }),
    rateUnder1: limit('할인율은 {min}% 미만으로 설정할 수 없습니다.', { min: MIN_DISCOUNT_RATE }),
    rateDecimalUnder10000: limit(
      '판매가가 {price}원 미만이면 할인율에 소수점 첫째 자리를 사용할 수 없습니다. 반올림한 값으로 적용합니다.',
      { price: grouped(DECIMAL_RATE_MIN_PRICE) },
    ),
    rateDiscountUnder10: limit('할인 금액이 {min}원 미만이 되는 할인율은 설정할 수 없습니다.', {
      min: MIN_DISCOUNT_AMOUNT,
    }),
    amountOverPrice: '할인 금액은 판매가를 넘을 수 없습니다.',
    amountUnder10: limit('할인 금액은 {min}원 미만으로 설정할 수 없습니다.', { min: MIN_DISCOUNT_AMOUNT }),
    amountUnder1Percent: limit('할인율이 {min}% 미만이 되는 할인 금액은 설정할 수 없습니다.', {
      min: MIN_DISCOUNT_RATE,
    }),
    noTag: '태그를 입력해주세요.',
    tagDuplicated: '이미 추가된 태그입니다.',
    tagMax3: limit('태그는 최대 {max}개까지 등록할 수 있습니다.', { max: MAX_TAGS }),
    tagTooLong: limit('태그는 {max}자까지 입력할 수 있습니다.', { max: MAX_TAG_LENGTH }),
    noTopCategory: '상위 카테고리를 선택해주세요.',
    noSubCategory: '하위 카테고리를 선택해주세요.',
    subCategoryDuplicated: '이미 추가된 하위 카테고리입니다.',
    categoryNotFound: '존재하지 않는 카테고리입니다.',
    filterNotFound: '존재하지 않는 필터입니다.',
    brandNotLinked: '마켓에 연결되지 않은 브랜드입니다.',
    noModelInfo: '모델 착용 사이즈를 입력해주세요.',
    modelDuplicated: '이미 추가된 모델입니다.',
    noModel: '모델을 선택해주세요.',
    sizeTableInvalid: '사이즈표의 항목과 값을 확인해주세요. 첫 열은 사이즈, 나머지는 숫자(cm)입니다.',
    // options
    option1First: '옵션 1을 먼저 입력해주세요.',
    noOptionName: '옵션명을 입력해주세요.',
    noOrDuplicatedDetailName: '상세 옵션명이 없거나 중복되었습니다.',
    extraAmountDigits: '추가 금액은 숫자만 입력할 수 있습니다.',
    optionGroupMax: limit('옵션은 {max}개까지 등록할 수 있습니다.', { max: MAX_OPTION_GROUPS }),
    optionSaveFailed: '옵션 저장 중 오류가 발생했습니다.',
    minOneUnion: limit('선택된 상품 옵션 조합은 최소 {min}개 이상 필요합니다.', { min: MIN_ACTIVE_UNIONS }),
    unionUnknownValue: '옵션 조합에 존재하지 않는 상세 옵션이 있습니다. 옵션을 다시 저장해주세요.',
    stockZeroConfirm: '모든 재고를 0으로 변경하시겠습니까?',
    optionDiscardConfirm: '변경한 옵션 내용을 저장하지 않고 닫으시겠습니까?',
    memoNone: '없음',
    // save flow
    loadFailed: '상품 정보를 정상적으로 불러오지 못했습니다.',
    notSaved: '상품이 저장되지 않았습니다.',
    saveCompleted: '저장이 완료되었습니다.',
    registerCompleted: '상품 등록이 완료되었습니다.',
    stepFailed: '{step} 단계에서 저장에 실패했습니다. 다시 저장하면 이어서 진행합니다.',
    leaveConfirm: '저장하지 않은 입력 내용이 있습니다. 저장하지 않고 이 화면을 떠나시겠습니까?',
    draftRestore:
      '저장하지 않은 입력 내용이 남아 있습니다. 불러오시겠습니까? (새로 추가한 이미지는 다시 추가해주세요.)',
    deliveryNotOnEdit:
      '상품 수정 화면에서는 유료·수량별 부과 배송비 템플릿을 선택할 수 없습니다. 무료 또는 조건부 무료 템플릿을 선택해주세요.',
    deliveryNotSelectable: '{name} (선택 불가)',
    codeTaken: '이미 사용 중인 상품 코드입니다. 화면을 새로 열어 다시 등록해주세요.',
    contentMissing: '상품 상세 내용이 저장되지 않았습니다. 다시 저장해주세요.',
    codeInvalid:
      '상품 코드는 영문 접두어(1~10자)와 13~17자리 숫자(밀리초 타임스탬프)로 만들어주세요. 예: SF1732345678901',
    contentTooLong: limit('상세 설명은 {max}자까지 입력할 수 있습니다.', { max: EDITOR_TEXT_LIMIT }),
    // images
    imageExtension: '이미지 확장자를 다시 확인해주세요. ({extensions})',
    imageSize: '이미지 용량을 다시 확인해주세요. (파일당 최대 {max})',
    imageCount: '이미지 개수를 다시 확인해주세요. (최대 {max}장)',
    imageResolution: '이미지 해상도를 다시 확인해주세요. (최대 {max} 픽셀)',
    imageTooSmall: '이미지 해상도를 다시 확인해주세요. 이미지가 너무 작습니다. (최소 {min}, 권장 {recommended})',
    imageBroken: '이미지 파일을 읽을 수 없습니다. 파일 형식을 다시 확인해주세요.',
    imageNoFile: '업로드할 이미지를 선택해주세요.',
    imageDeleteFailed: IMAGE_CHANGE_FAILED,
    imageOrderChanged: '이미지 목록이 그사이 바뀌었습니다. 화면을 새로 열어 다시 저장해주세요.',
    imageTypeInvalid: '이미지 종류가 올바르지 않습니다.',
    imagePathInvalid: '이미지 저장 경로가 올바르지 않습니다.',
    editorUploadQuota: '한 시간에 올릴 수 있는 이미지 수나 용량을 넘었습니다. 잠시 후 다시 시도해주세요.',
    editorStorageQuota:
      '마켓의 에디터 이미지 저장 용량({max})을 모두 사용했습니다. 상세 설명과 가이드에서 쓰지 않는 이미지를 지우면 하루 뒤 다시 쓸 수 있습니다.',
    videoUrlInvalid: 'YouTube 또는 Vimeo 영상 주소만 넣을 수 있습니다.',
  },
  order: {
    noSelection: '선택한 항목이 없습니다.',
    transitionNotAllowed: "'{from}' 상태의 주문은 '{to}' 상태로 변경할 수 없습니다.",
    codesRequired: '변경할 주문을 선택해주세요.',
    tooManyCodes: '한 번에 {max}건까지 처리할 수 있습니다.',
    reasonRequired: '사유를 선택해주세요.',
    detailReasonRequired: '상세 사유를 입력해주세요.',
    reasonTooLong: '사유는 {max}자까지 입력할 수 있습니다.',
    done: '{count}건이 처리되었습니다.',
    partialFailure: '{count}건은 처리되지 않았습니다.\n처리되지 않은 주문번호: {codes}',
    noneChanged: '처리된 주문이 없습니다. 주문 상태를 다시 확인해주세요.',
    deliveryFeeMarketOnly: '이 마켓에서는 사용할 수 없는 기능입니다.',
    notRefundRequest: '환불 요청 상태가 아닌 주문입니다.',
    detailTitle: '결제 상세',
    historyActorBuyer: '구매자',
    selectAllTooMany: '한 번에 처리할 수 있는 주문은 {max}건까지입니다. 검색 조건을 좁혀주세요.',
    confirm: {
      toPackaging: '선택한 주문을 배송 준비중으로 변경하시겠습니까?',
      requestCancel: '선택한 주문을 취소 요청하시겠습니까?',
      toTransit: '선택한 주문을 배송중으로 변경하시겠습니까?',
      backToPaid: '선택한 주문을 상품 준비중으로 되돌리시겠습니까?',
      toDelivered: '선택한 주문을 배송 완료로 변경하시겠습니까?',
      backToPackaging: '선택한 주문을 배송 준비중으로 되돌리시겠습니까?',
      proceedCancel: '선택한 주문의 취소를 진행하시겠습니까?',
      withdrawCancel: '선택한 주문의 취소 요청을 철회하시겠습니까? 철회한 주문은 상품 준비중으로 돌아갑니다.',
      proceedExchange: '선택한 주문의 교환을 진행하시겠습니까?',
      completeExchange: '선택한 주문을 교환 완료로 변경하시겠습니까?',
      withdrawExchange: '선택한 주문의 교환을 철회하시겠습니까? 철회한 주문은 배송 완료로 돌아갑니다.',
      withdrawExchangeProcessing:
        '교환 처리중인 주문도 함께 철회됩니다. 교환 처리중인 주문을 배송 완료로 되돌리시겠습니까?',
      backToExchanging: '선택한 주문을 교환 처리중으로 되돌리시겠습니까?',
      proceedRefund: '선택한 주문의 환불을 진행하시겠습니까? 환불 처리중인 주문은 되돌릴 수 없습니다.',
      withdrawRefund: '선택한 주문의 환불 요청을 철회하시겠습니까? 철회한 주문은 배송 완료로 돌아갑니다.',
      refundWithDeliveryFee:
        '선택한 주문을 배송비를 포함하여 환불하시겠습니까? 환불 처리중인 주문은 되돌릴 수 없습니다.',
      requestExchange: '이 주문을 교환 요청으로 변경하시겠습니까?',
      requestRefund: '이 주문을 환불 요청으로 변경하시겠습니까?',
      backToTransit: '이 주문을 배송중으로 되돌리시겠습니까?',
      saveDelivery: '배송 정보를 저장하시겠습니까? 저장한 주문은 배송중으로 변경됩니다.',
      correctDelivery: '배송 정보를 수정하시겠습니까? 주문 상태는 배송중 그대로입니다.',
      applySheet: '오류가 없는 {count}건의 배송 정보를 저장하시겠습니까?',
      exportSelected: '선택한 주문 {count}건을 엑셀로 내려받으시겠습니까?',
      count: '대상 주문: {count}건',
      untracked: '그중 {count}건은 택배사 또는 송장번호가 입력되지 않았습니다.',
    },
    mixed: {
      notPaid: '상품 준비중이 아닌 항목이 존재합니다.',
      notPackaging: '배송 준비중이 아닌 항목이 존재합니다.',
      notTransit: '배송중이 아닌 항목이 존재합니다.',
      notDelivered: '배송 완료가 아닌 항목이 존재합니다.',
      notCancelRequest: '취소 요청이 아닌 항목이 존재합니다.',
      notExchangeRequest: '교환 요청이 아닌 항목이 존재합니다.',
      notExchangeProcessing: '교환 처리중이 아닌 항목이 존재합니다.',
      notExchanged: '교환 완료가 아닌 항목이 존재합니다.',
      notRefundRequest: '환불 요청이 아닌 항목이 존재합니다.',
    },
    guide: {
      PAID: '상품 준비중인 주문은 배송 준비중 또는 취소 요청으로 변경할 수 있습니다.',
      CANCELING1: '취소 요청인 주문은 취소 처리중으로 변경하거나 상품 준비중으로 되돌릴 수 있습니다.',
      EXCHANGING1: '교환 요청인 주문은 교환 처리중으로 변경하거나, 철회하여 배송 완료로 되돌릴 수 있습니다.',
      EXCHANGING2: '교환 처리중인 주문은 교환 완료로 변경하거나, 철회하여 배송 완료로 되돌릴 수 있습니다.',
      EXCHANGED: '교환 완료인 주문은 교환 처리중으로 되돌릴 수 있습니다.',
      REFUNDING2: '환불 처리중인 주문은 되돌릴 수 없습니다.',
    },
    search: {
      statusNotOnScreen: '이 화면에서 검색할 수 없는 주문상태입니다.',
      cursorWithPage: 'page와 cursor는 함께 보낼 수 없습니다.',
    },
    delivery: {
      wrongTab: "배송 정보는 '배송 준비중' 또는 '배송중' 탭에서 변경해주세요.",
      noCarrier: '택배사가 없습니다.',
      unknownCarrier: '지정된 택배사가 아닙니다. 택배사 이름이나 코드를 확인해주세요.',
      noTrackingNumber: '송장번호가 없습니다.',
      badTrackingNumber: limit('송장번호는 {max}자 이내의 숫자와 영문으로 입력해주세요.', { max: TRACKING_NUMBER_MAX }),
      badDeliveryType: '배송방법을 확인해주세요.',
      saveFailed: '배송 정보 저장에 실패했습니다. 배송 정보를 확인해주세요.',
      saved: '배송 정보가 저장되었습니다. 배송중 목록으로 이동합니다.',
      corrected: '배송 정보가 수정되었습니다.',
      orderNotFound: '주문을 찾을 수 없습니다.',
      trackingInUse: '이미 다른 주문({code})에 사용된 송장번호입니다. 송장번호를 확인해주세요.',
      notInStatus: "'{status}' 상태의 주문이 아닙니다. (현재 상태: {current})",
      undoStale: '배송 정보를 저장한 뒤 상태나 송장번호가 바뀐 주문이라 되돌릴 수 없습니다.',
      undoReason: '송장 입력 되돌리기',
    },
    scan: {
      ready: '주문번호를 스캔하세요.',
      noCarrier: '택배사를 먼저 선택해주세요.',
      orderNotFound: '주문번호 {code}을(를) 찾을 수 없습니다. 이 마켓의 주문번호인지 확인해주세요.',
      wrongStatus: "주문 {code}은(는) '{status}' 상태입니다. 배송 준비중인 주문만 출고할 수 있습니다.",
      scanTracking: '주문 {code}: 송장번호를 스캔하세요.',
      shipped: '주문 {code} 출고 완료 (송장번호 {tracking}). 다음 주문번호를 스캔하세요.',
      stopped: '주문 {code}의 출고를 멈췄습니다. 다음 주문번호를 스캔하세요.',
      undone: '주문 {code}을(를) 배송 준비중으로 되돌렸습니다.',
      nothingToUndo: '되돌릴 출고가 없습니다.',
    },
    sheet: {
      emptyCell: '시트에 비어 있는 칸이 있습니다. 주문번호, 송장번호, 택배사를 모두 채워주세요.',
      unknownCarrier: '지정된 택배사 이름이 아닙니다. 택배사 이름이나 코드를 확인해주세요.',
      uploadFailed: '엑셀 파일 업로드에 실패했습니다.',
      oneFile: '엑셀 파일은 한 번에 하나만 올릴 수 있습니다.',
      dataError: '데이터 처리 중 오류가 발생했습니다. 다시 시도하거나 관리자에게 문의해주세요.',
      badExtension: '.xlsx 또는 .xls 파일만 업로드할 수 있습니다.',
      noRows: '시트에 배송 정보가 없습니다.',
      tooManyRows: '한 번에 {max}행까지 업로드할 수 있습니다.',
      tooLarge:
        '엑셀 파일의 압축을 푼 크기가 {max}MB를 넘어 읽을 수 없습니다. 배송 정보가 있는 행과 열만 남겨 다시 올려주세요.',
      tooComplex: '엑셀 파일이 너무 복잡해 읽지 못했습니다. 배송 정보가 있는 행과 열만 남겨 다시 올려주세요.',
      busy: '앞서 올린 엑셀 파일을 아직 읽고 있습니다. 끝난 뒤 다시 올려주세요.',
      serverBusy: '지금은 엑셀 파일을 읽으려는 요청이 많습니다. 잠시 후 다시 올려주세요.',
      duplicateCode: '같은 주문번호가 시트에 여러 번 있습니다.',
      partial: '{succeeded}건 성공, {failed}건 실패했습니다. 파일을 다시 확인해주세요.',
      allDone: '{count}건이 정상 처리되었습니다. 배송중 목록으로 이동합니다.',
      nothingToApply: '저장할 수 있는 행이 없습니다. 파일을 다시 확인해주세요.',
    },
    export: {
      codesRequired: '내려받을 주문을 선택해주세요.',
      tooManyCodes:
        '선택한 주문은 한 번에 {max}건까지 내려받을 수 있습니다. 선택을 나누거나, 선택 없이 검색된 주문 전체를 내려받아주세요.',
      notFound: ORDERS_NOT_FOUND,
    },
    print: {
      codesRequired: '출력할 주문을 선택해주세요.',
      tooManyCodes: '한 번에 {max}건까지 출력할 수 있습니다. 주문을 나누어 출력해주세요.',
      notFound: ORDERS_NOT_FOUND,
      moreCodes: '{codes} 외 {count}건',
      noCodes: '출력할 주문이 없습니다. 주문 목록에서 주문을 선택한 뒤 다시 열어주세요.',
      loadFailed: '출력할 주문을 불러오지 못했습니다. 창을 닫고 다시 시도해주세요.',
      recordFailed: '출력 이력을 남기지 못했습니다. 주문 상세에서 이력을 확인해주세요.',
      popupBlocked: '새 창이 차단되었습니다. 브라우저에서 이 사이트의 팝업을 허용해주세요.',
    },
  },
  catalog: {
    mainRequired: '상위 카테고리를 선택해주세요.',
    subRequired: '하위 카테고리를 선택해주세요.',
    categoryDuplicated: '이미 추가된 카테고리입니다.',
    categoryNotFound: '존재하지 않는 카테고리입니다.',
    filterGroupInvalid: '존재하지 않는 필터 항목입니다.',
    filterNameRequired: limit('찾을 필터 이름을 1~{max}자로 입력해주세요.', { max: FILTER_VALUE_MAX_LENGTH }),
    filterValueRequired: '필터 값을 입력해주세요.',
    filterValueTooLong: limit('필터 값은 {max}자 이내로 입력해주세요.', { max: FILTER_VALUE_MAX_LENGTH }),
    filterColorFixed: '색상 필터는 정해진 21가지 중에서만 선택할 수 있습니다.',
    filterAddLimit: '한 항목에 추가할 수 있는 필터 값은 {max}개까지입니다.',
    sizeCategoryNotFound: '해당 카테고리의 사이즈 분류가 없습니다.',
    sizeQueryNeedsMain: '하위 카테고리는 상위 카테고리와 함께 지정해주세요.',
  },
  // Each area adds its own section above this line (product, delivery, order, qna, notice, account, model, guide, bundle).
} as const;

export type Messages = typeof messages;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the catalogue, such as `auth.wrongCredentials`. */
export type MessageKey = Leaves<Messages>;

/** Looks a dotted key up in the catalogue; `{name}` placeholders are filled from `params`. */
export function message(key: MessageKey, params: Record<string, string | number> = {}): string {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`unknown message key: ${key}`);
  return fill(node, params);
}
