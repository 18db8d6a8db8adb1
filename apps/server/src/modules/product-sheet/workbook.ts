/**
 * The bulk registration template as an .xlsx: the two meta rows (top category, size-table kind), the
 * header row with a note per column, data rows (none for a blank template; the failed rows with their
 * problems marked for the failed-rows sheet), and a second sheet listing the names the columns take.
 * Small files, built in memory with ExcelJS.
 */
import {
  PRODUCT_SHEET_HEADER_ROW,
  PRODUCT_SHEET_META,
  labels,
  type ProductSheetColumn,
  type ProductSheetFailedRowsBody,
} from '@seller/domain';
import ExcelJS from 'exceljs';

export interface SheetChoices {
  /** Column key → the names it takes (brands, delivery templates, sub categories, filter values). */
  [key: string]: string[];
}

const PROBLEM_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFD6D6' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const REQUIRED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };

export async function productSheetWorkbook(options: {
  category: string;
  sizeCategory: string;
  columns: ProductSheetColumn[];
  choices: SheetChoices;
  rows?: ProductSheetFailedRowsBody['rows'];
}): Promise<Buffer> {
  const { columns, rows = [] } = options;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.productSheet.sheetName, {
    views: [{ state: 'frozen', ySplit: PRODUCT_SHEET_HEADER_ROW, xSplit: 1 }],
  });
  sheet.getRow(1).values = [PRODUCT_SHEET_META.category, options.category];
  sheet.getRow(2).values = [PRODUCT_SHEET_META.size, options.sizeCategory];
  for (const r of [1, 2]) sheet.getCell(r, 1).font = { bold: true };
  const withProblems = rows.some((r) => r.problems.length > 0);
  const header = sheet.getRow(PRODUCT_SHEET_HEADER_ROW);
  header.values = [...columns.map((c) => c.header), ...(withProblems ? [labels.productSheet.problems] : [])];
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true };
    cell.fill = c.required ? REQUIRED_FILL : HEADER_FILL;
    const choices = options.choices[c.key];
    const note = [
      c.required ? labels.productSheet.required : '',
      c.hint,
      choices?.length ? labels.productSheet.seeList : '',
    ]
      .filter(Boolean)
      .join('\n');
    if (note) cell.note = note;
    sheet.getColumn(i + 1).width = Math.min(Math.max(c.header.length * 2 + 2, 10), 30);
    // Text cells: numbers typed as 001 or long codes stay as written.
    sheet.getColumn(i + 1).numFmt = '@';
  });

  const keyIndex = new Map(columns.map((c, i) => [c.key, i]));
  rows.forEach((r, i) => {
    const row = sheet.getRow(PRODUCT_SHEET_HEADER_ROW + 1 + i);
    row.values = [...r.cells, ...(withProblems ? [r.problems.map((p) => p.message).join('\n')] : [])];
    for (const p of r.problems) {
      const index = keyIndex.get(p.column);
      if (index !== undefined) row.getCell(index + 1).fill = PROBLEM_FILL;
    }
  });
  if (withProblems) sheet.getColumn(columns.length + 1).width = 60;

  // Y/N lists on the two flag columns of every data row the template offers.
  for (const key of ['sell', 'display']) {
    const index = keyIndex.get(key);
    if (index === undefined) continue;
    const letter = sheet.getColumn(index + 1).letter;
    for (let r = PRODUCT_SHEET_HEADER_ROW + 1; r <= PRODUCT_SHEET_HEADER_ROW + Math.max(rows.length, 500); r++)
      sheet.getCell(`${letter}${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Y,N"'] };
  }

  const guide = workbook.addWorksheet(labels.productSheet.listSheetName);
  const listed = columns.filter((c) => options.choices[c.key]?.length);
  guide.getRow(1).values = listed.map((c) => c.header);
  guide.getRow(1).font = { bold: true };
  listed.forEach((c, i) => {
    guide.getColumn(i + 1).width = 20;
    options.choices[c.key]!.forEach((name, j) => (guide.getCell(j + 2, i + 1).value = name));
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
