/**
 * Attachments are parsed as the type they declare (docs/adr/0020-attachments-parsed.md): a file that is two
 * things at once (a PDF header or a whole PDF with a program behind it, a PNG header over junk) is refused
 * with a field error and nothing is stored; real files of every accepted type still pass.
 */
import { crc32, deflateSync } from 'node:zlib';
import { resources } from '@vlegal/domain/resources';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePagePdf, pdfOf } from '../src/seed/demo-documents.ts';
import { checkFile, FILE_MESSAGES, MAX_IMAGE_PIXELS } from '../src/services/files.ts';
import { PNG_BASE64, postingSample } from './engine/samples.ts';
import { createTestApp, rowCount, type TestApp } from './harness.ts';

const SETUP_MS = 180_000;
const NOT_PDF = FILE_MESSAGES.notReadablePdf;
const NOT_IMAGE = FILE_MESSAGES.notReadableImage;

/** The start of a 64-bit Linux program: its ELF header, `exit(0)` and padding. */
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(8),
  Buffer.from([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00]),
  Buffer.alloc(40),
  Buffer.from([0x48, 0x31, 0xff, 0xb8, 0x3c, 0x00, 0x00, 0x00, 0x0f, 0x05]),
  Buffer.alloc(2048, 0x90),
]);
const PDF = Buffer.from(onePagePdf('TDP 11.05.1.31.00999'), 'base64');
const PNG = Buffer.from(PNG_BASE64, 'base64');
const b64 = (...parts: (Buffer | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p))).toString('base64');

/** The polyglots: a PDF header over a program, a PNG header over junk. */
const PDF_OVER_ELF = b64('%PDF-1.7\n', ELF);
const PNG_OVER_JUNK = b64(PNG.subarray(0, 16), 'junk '.repeat(40));

/** A one-page PDF encrypted with a user password: its pages cannot be read without it. */
function encryptedPdf(): string {
  const hex = (bytes: number, digit: string) => digit.repeat(bytes * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32, 'a')}> /U <${hex(32, 'b')}> /P -4 >>`,
  ];
  return pdfOf(objects, ` /Encrypt 4 0 R /ID [<${hex(16, 'c')}> <${hex(16, 'c')}>]`).toString('base64');
}

/** A PDF whose page tree holds no page. */
const NO_PAGE_PDF = b64(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
  '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A real black-and-white PNG of `width`×`height` (blank, so a few kilobytes even when huge). */
function bilevelPng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit a pixel, greyscale
  // Each row: filter type 0 and its bits.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

/** A photograph-like image: noise compresses badly, so the file is large for its pixels. */
async function photo(width: number, height: number, quality: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.imul(i, 2654435761) >>> 24) ^ (i & 0x3f);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: '#8a5a2b' } });
const messages = async (content: string, type: string) =>
  (await checkFile('tdp', 'fileAttachment', content, type)).map((e) => e.message);

describe('checkFile', () => {
  it("accepts the demo's one-page PDFs, with white-space after their end", async () => {
    expect(await messages(PDF.toString('base64'), 'application/pdf')).toEqual([]);
    expect(await messages(b64(PDF, '\r\n\0 \t'), 'application/pdf')).toEqual([]);
  });

  it('accepts an encrypted PDF, read as far as its password', async () => {
    expect(await messages(encryptedPdf(), 'application/pdf')).toEqual([]);
  });

  it('refuses a PDF header over a program, even closed with %%EOF', async () => {
    expect(await messages(PDF_OVER_ELF, 'application/pdf')).toEqual([NOT_PDF]);
    expect(await messages(b64('%PDF-1.7\n', ELF, '\n%%EOF\n'), 'application/pdf')).toEqual([NOT_PDF]);
  });

  it('refuses a program appended after a valid PDF', async () => {
    expect(await messages(b64(PDF, ELF), 'application/pdf')).toEqual([NOT_PDF]);
  });

  it('refuses a PDF cut short and one without a page', async () => {
    expect(await messages(PDF.subarray(0, PDF.length / 2).toString('base64'), 'application/pdf')).toEqual([
      NOT_PDF,
    ]);
    expect(await messages(NO_PAGE_PDF, 'application/pdf')).toEqual([NOT_PDF]);
  });

  it('accepts a real image of every accepted type', async () => {
    expect(await messages(PNG_BASE64, 'image/png')).toEqual([]);
    for (const [type, image] of [
      ['image/jpeg', pixel().jpeg()],
      ['image/gif', pixel().gif()],
      ['image/webp', pixel().webp()],
    ] as const) {
      expect(await messages((await image.toBuffer()).toString('base64'), type), type).toEqual([]);
    }
  });

  it('decodes a photograph close to the size limit', async () => {
    const jpeg = await photo(2000, 1400, 92);
    expect(jpeg.length).toBeGreaterThan(1_800_000);
    expect(jpeg.length).toBeLessThan(2_600_000);
    expect(await messages(jpeg.toString('base64'), 'image/jpeg')).toEqual([]);
  });

  it('refuses a PNG header over junk, and an image cut short', async () => {
    expect(await messages(PNG_OVER_JUNK, 'image/png')).toEqual([NOT_IMAGE]);
    const jpeg = await photo(200, 150, 80);
    expect(await messages(jpeg.subarray(0, jpeg.length / 2).toString('base64'), 'image/jpeg')).toEqual([
      NOT_IMAGE,
    ]);
  });

  it('refuses an image of more pixels than a scanned page has, before decoding them', async () => {
    expect(await messages(bilevelPng(5000, 7000), 'image/png')).toEqual([]);
    const wide = 20_000;
    expect(await messages(bilevelPng(wide, Math.floor(MAX_IMAGE_PIXELS / wide) + 1), 'image/png')).toEqual([
      NOT_IMAGE,
    ]);
  });

  it('still names a file whose first bytes are of another type', async () => {
    expect(await messages(PNG_BASE64, 'application/pdf')).toEqual([FILE_MESSAGES.notOfType]);
    expect(await messages(PDF.toString('base64'), 'image/png')).toEqual([FILE_MESSAGES.notOfType]);
  });
});

describe('an attachment sent to the API', () => {
  let t: TestApp;
  let admin: string;
  let unitId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    unitId = Number(
      (await t.db.kysely.selectFrom('business_unit').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
  }, SETUP_MS);
  afterAll(async () => {
    expect(t.app.responseValidationFailures).toEqual([]);
    await t.close();
  });

  const count = (table: 'tdp' | 'import_material') => rowCount(t, table);

  /** Sends the body and expects 400 with `message` on `field`, the table unchanged. */
  async function refused(
    method: 'POST' | 'PUT',
    url: string,
    table: 'tdp' | 'import_material',
    payload: Record<string, unknown>,
    field: string,
    message: string,
  ) {
    const before = await count(table);
    const res = await t.call({ method, url, token: admin, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await count(table)).toBe(before);
  }

  const tdp = (fileAttachment: string, fileAttachmentContentType: string) => ({
    code: `TDP-${Math.random().toString(36).slice(2, 10)}`,
    businessUnitId: unitId,
    fileAttachment,
    fileAttachmentContentType,
  });

  it('refuses polyglots as a legality document and stores nothing', async () => {
    await refused(
      'POST',
      '/api/tdps',
      'tdp',
      tdp(PDF_OVER_ELF, 'application/pdf'),
      'fileAttachment',
      NOT_PDF,
    );
    await refused('POST', '/api/tdps', 'tdp', tdp(PNG_OVER_JUNK, 'image/png'), 'fileAttachment', NOT_IMAGE);
  });

  it("keeps a legality document's file when a polyglot would replace it", async () => {
    const body = tdp(PDF.toString('base64'), 'application/pdf');
    const created = await t.call({ method: 'POST', url: '/api/tdps', token: admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    await refused(
      'PUT',
      '/api/tdps',
      'tdp',
      { ...body, id, fileAttachment: b64(PDF, ELF) },
      'fileAttachment',
      NOT_PDF,
    );
    const file = await t.call({ method: 'GET', url: `/api/tdps/${id}/file-attachment`, token: admin });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('stores a real PDF and a real PNG as a legality document', async () => {
    for (const body of [tdp(PDF.toString('base64'), 'application/pdf'), tdp(PNG_BASE64, 'image/png')]) {
      const res = await t.call({ method: 'POST', url: '/api/tdps', token: admin, payload: body });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it("refuses polyglots as a receipt's scan and posts nothing", async () => {
    const receipt = await postingSample(t, resources.importMaterial, unitId, admin);
    const url = '/api/import-materials';
    await refused(
      'POST',
      url,
      'import_material',
      { ...receipt, attachment: PDF_OVER_ELF, attachmentContentType: 'application/pdf' },
      'attachment',
      NOT_PDF,
    );
    await refused(
      'POST',
      url,
      'import_material',
      { ...receipt, attachment: PNG_OVER_JUNK, attachmentContentType: 'image/png' },
      'attachment',
      NOT_IMAGE,
    );
  });

  it('posts a receipt with a real PDF or PNG scan', async () => {
    for (const [attachment, attachmentContentType] of [
      [PDF.toString('base64'), 'application/pdf'],
      [PNG_BASE64, 'image/png'],
    ]) {
      const receipt = await postingSample(t, resources.importMaterial, unitId, admin);
      const res = await t.call({
        method: 'POST',
        url: '/api/import-materials',
        token: admin,
        payload: { ...receipt, attachment, attachmentContentType },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});
