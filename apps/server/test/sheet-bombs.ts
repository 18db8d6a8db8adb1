/**
 * Spreadsheet bombs, made by code: small .xlsx files that inflate to a huge sheet. Used by the tests
 * and by bench/sheet-bombs.ts.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A zip of the given files, deflated by zlib (fast enough for files of tens of MB in a test). */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data, { level: 6 });
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

function xlsx(sheetRows: string, sharedStrings: string[]): Buffer {
  const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst ${NS} count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.join('')}</sst>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet ${NS}><sheetData>${sheetRows}</sheetData></worksheet>`;
  return zip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': sheet,
    'xl/sharedStrings.xml': sst,
  });
}

/** A sheet of `rows` identical rows of three cells (Excel's most is 1,048,576): a few hundred KB zipped. */
export function rowsBomb(rows = 1_048_576): Buffer {
  return xlsx('<row><c t="s"><v>0</v></c><c><v>1</v></c><c t="s"><v>0</v></c></row>'.repeat(rows), [
    '<si><t>CJ대한통운</t></si>',
  ]);
}

/** A two-row sheet whose shared-strings part holds `count` strings of `length` characters. */
export function sharedStringsBomb(count = 100_000, length = 250): Buffer {
  const text = 'A'.repeat(length);
  return xlsx(
    '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
    Array.from({ length: count }, () => `<si><t>${text}</t></si>`),
  );
}

/**
 * The same file with every uncompressed size in its zip (local headers and central directory) set to
 * `declared` bytes: a bomb that lies about its sizes.
 */
export function lyingAboutSizes(file: Buffer, declared = 1000): Buffer {
  const out = Buffer.from(file);
  for (let i = 0; i + 4 <= out.length; i++) {
    const signature = out.readUInt32LE(i);
    if (signature === 0x04034b50 && i + 26 <= out.length) out.writeUInt32LE(declared, i + 22);
    else if (signature === 0x02014b50 && i + 28 <= out.length) out.writeUInt32LE(declared, i + 24);
  }
  return out;
}
