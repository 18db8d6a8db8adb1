// ExcelJS's streaming workbook writer on its own (the export worker loads it alone): the module
// exports the class that the package's typings describe as `stream.xlsx.WorkbookWriter`.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';

  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
