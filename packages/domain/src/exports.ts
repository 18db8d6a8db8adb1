/** File-name prefix of every export (spec 02 §7: "the product brand prefix"). */
export const EXPORT_FILE_PREFIX = '판매자센터';

/** The screen names in the file names of the exports outside the order screens (those use their screen's label). */
export const EXPORT_SCREEN_NAMES = { products: '상품관리', notices: '공지사항', activity: '활동기록' } as const;

/** `판매자센터_전체 주문_20261122.xlsx` (spec 02 §7 export): the one place an export's file name is built. */
export function exportFileName(screenName: string, date: string): string {
  return `${EXPORT_FILE_PREFIX}_${screenName}_${date.replace(/-/g, '')}.xlsx`;
}
