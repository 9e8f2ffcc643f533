/**
 * Hostile workbooks made on the fly (never committed): small on disk, huge when expanded.
 * A minimal valid .xlsx whose parts are streamed into the zip by archiver, so even hundreds of
 * megabytes of XML never sit in memory here.
 */
import archiver from 'archiver';
import { Readable } from 'node:stream';

export interface Hostile {
  /** Header cells (field labels of the target resource; at most 26). */
  header: string[];
  /** Data rows: each one copy of `row`. */
  rows: number;
  row: string[];
  /** Bytes of one shared string repeated into sharedStrings.xml (the "zip bomb" part). */
  sharedStringBytes?: number;
  /** The sheet before the shared strings in the zip, as Excel writes it. */
  sheetFirst?: boolean;
}

const PARTS = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="数据" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cells = (values: readonly string[], row: number) =>
  values.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`).join('');

/** A stream of `count` pieces made by `piece(i)`, pulled as the zip writer asks. */
function pieces(head: string, count: number, piece: (i: number) => string, tail: string): Readable {
  return Readable.from((function* () {
    yield head;
    let batch = '';
    for (let i = 0; i < count; i++) {
      batch += piece(i);
      if (batch.length > 64 * 1024) {
        yield batch;
        batch = '';
      }
    }
    yield batch + tail;
  })());
}

export async function hostileWorkbook(spec: Hostile): Promise<Buffer> {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  for (const [name, text] of Object.entries(PARTS)) zip.append(text, { name });
  const filler = 'A'.repeat(1024);
  const kib = Math.ceil((spec.sharedStringBytes ?? 0) / 1024);
  const strings = () => zip.append(pieces(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>`, kib, () => filler, `</t></si></sst>`), { name: 'xl/sharedStrings.xml' });
  const sheet = () => zip.append(
    pieces(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cells(spec.header, 1)}</row>`, spec.rows, (i) => `<row r="${i + 2}">${cells(spec.row, i + 2)}</row>`, `</sheetData></worksheet>`),
    { name: 'xl/worksheets/sheet1.xml' },
  );
  if (spec.sheetFirst) [sheet, strings].forEach((add) => add());
  else [strings, sheet].forEach((add) => add());
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}
