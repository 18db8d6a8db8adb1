/**
 * Filled bulk registration sheets for the tests and the benchmark: the template the server answers,
 * with rows written under its headers (by header text, as a seller fills it in).
 */
import { PRODUCT_SHEET_HEADER_ROW } from '@seller/domain';
import ExcelJS from 'exceljs';

/** One sheet row: header text → cell text. */
export type SheetRow = Record<string, string>;

/** The template with `rows` written from row 4 on (columns by header; unknown headers are an error). */
export async function fillTemplate(template: Buffer, rows: SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(PRODUCT_SHEET_HEADER_ROW).eachCell((cell, index) => columns.set(String(cell.value), index));
  rows.forEach((row, i) => {
    const target = sheet.getRow(PRODUCT_SHEET_HEADER_ROW + 1 + i);
    for (const [header, value] of Object.entries(row)) {
      const index = columns.get(header);
      if (index === undefined) throw new Error(`no column ${header} in the template`);
      target.getCell(index).value = value;
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The cells of a sheet as text, row by row (row 1 first), and the header of the first sheet. */
export async function readSheet(bytes: Buffer, sheetIndex = 0): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, index) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => (cells[c - 1] = cell.value === null ? '' : String(cell.value)));
    rows[index - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * A product of `combos` rows (colour × size) with every required field, as a seller writes it in the
 * 상의 (TOP) template; `extra` overrides or adds cells on its first row.
 */
export function productRows(no: string, brand: string, extra: SheetRow = {}, combos = 2): SheetRow[] {
  const sizes = ['S', 'M', 'L', 'XL'];
  return Array.from({ length: combos }, (_, i) => ({
    '상품 번호': no,
    ...(i === 0
      ? {
          '판매 여부': 'Y',
          '노출 여부': 'Y',
          상품명: `린넨 셔츠 ${no}`,
          브랜드: brand,
          '하위 카테고리': '긴팔 티셔츠',
          '필터 색상': '블랙',
          판매가: '39,000',
          '할인율(%)': '10',
          '상세 설명': `시원한 린넨 셔츠입니다.\n세탁기 사용 가능`,
          태그: 'linen, 여름',
          '고시 제품 소재(혼용률)': '린넨 100%',
          '고시 색상': '상품상세 참조',
          '고시 치수': '상품상세 참조',
          '고시 제조자/수입자': '앨리스 봉제',
          '고시 제조국': '대한민국',
          '고시 세탁방법 및 취급시 주의사항': '상품상세 참조',
          '고시 제조연월': '2026-10',
          '고시 품질보증기준': '소비자분쟁해결기준에 따름',
          '고시 A/S 책임자와 전화번호': '앨리스 마켓 02-123-4567',
          'KC 인증 구분': '해당 없음',
          '옵션1 이름': '색상',
          '옵션2 이름': '사이즈',
          ...extra,
        }
      : {}),
    '옵션1 값': '블랙',
    '옵션2 값': sizes[i % sizes.length]!,
    재고: String(10 + i),
  }));
}
