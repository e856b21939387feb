import { MAX_ATTACHMENT_BYTES } from '@vlegal/domain/limits';
import sharp from 'sharp';
import { getResolvedPDFJS } from 'unpdf';
import type { FieldError } from '../http/problems.ts';

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) =>
    b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** What a refused attachment is told, as text keys the screens translate (`resources.form.file.*`). */
export const FILE_MESSAGES = {
  typeRequired: 'resources.form.file.typeRequired',
  notBase64: 'resources.form.file.notBase64',
  tooLarge: 'resources.form.file.tooLarge',
  typeNotAccepted: 'resources.form.file.typeNotAccepted',
  notOfType: 'resources.form.file.notOfType',
  notReadablePdf: 'resources.form.file.notReadablePdf',
  notReadableImage: 'resources.form.file.notReadableImage',
} as const;

/** The file name extension of an accepted media type. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}

/** What sharp names each accepted image type. */
const IMAGE_FORMATS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The most pixels an image may declare: an A3 page scanned at 600 dpi has 70 million. A small file that
 * declares more (a decompression bomb) is refused before its pixels are decoded.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

// Each file is read once: libvips' cache would only hold the last ones in memory.
sharp.cache(false);

/** PDF white-space (ISO 32000-1, 7.2.2): all that may follow a document's last `%%EOF`. */
const PDF_WHITE_SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** The bytes end with the document: nothing but white-space after its last `%%EOF` (no appended program). */
export function endsAtEof(bytes: Buffer): boolean {
  const eof = bytes.lastIndexOf('%%EOF', undefined, 'latin1');
  if (eof < 0) return false;
  for (let i = eof + 5; i < bytes.length; i++) if (!PDF_WHITE_SPACE.has(bytes[i] as number)) return false;
  return true;
}

/**
 * A PDF that opens in PDF.js (the parser of Firefox, lenient with real scans) and has a first page; an
 * encrypted one, whose pages need its password, is taken on its structure read so far.
 */
export async function readablePdf(bytes: Buffer): Promise<boolean> {
  if (!endsAtEof(bytes)) return false;
  const { getDocument, PasswordException } = await getResolvedPDFJS();
  // A copy: PDF.js refuses a Buffer, and detaches the bytes it is given.
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const pdf = await task.promise;
    if (pdf.numPages < 1) return false;
    await pdf.getPage(1);
    return true;
  } catch (error) {
    return error instanceof PasswordException;
  } finally {
    await task.destroy();
  }
}

/**
 * An image of the declared type whose pixels all decode (a truncated or corrupt one is refused) and whose
 * size stays within MAX_IMAGE_PIXELS. The pixels are scaled down as they stream, so memory stays small.
 */
export async function readableImage(bytes: Buffer, contentType: string): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true });
    const { format } = await image.metadata();
    if (format !== IMAGE_FORMATS[contentType]) return false;
    // Without shrink-on-load: JPEG and WebP would skip decoding part of their data.
    await image
      .resize(64, 64, { fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: false })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a base64 attachment: decodable, at most 2,600,000 bytes, its first bytes those of the declared
 * content type, and its content parsed as that type (docs/adr/0020-attachments-parsed.md): a PDF that opens
 * with a page and nothing appended, an image whose pixels decode. Returns the field errors (none when the
 * file is absent).
 */
export async function checkFile(
  objectName: string,
  field: string,
  content: string | null | undefined,
  contentType: string | null | undefined,
): Promise<FieldError[]> {
  if (content === null || content === undefined || content === '') return [];
  if (!contentType)
    return [{ objectName, field: `${field}ContentType`, message: FILE_MESSAGES.typeRequired }];
  const clean = content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) {
    return [{ objectName, field, message: FILE_MESSAGES.notBase64 }];
  }
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    return [{ objectName, field, message: FILE_MESSAGES.tooLarge }];
  }
  const matches = SIGNATURES[contentType];
  if (!matches) return [{ objectName, field: `${field}ContentType`, message: FILE_MESSAGES.typeNotAccepted }];
  if (!matches(bytes)) {
    return [{ objectName, field, message: FILE_MESSAGES.notOfType }];
  }
  if (contentType === 'application/pdf') {
    if (!(await readablePdf(bytes))) return [{ objectName, field, message: FILE_MESSAGES.notReadablePdf }];
  } else if (!(await readableImage(bytes, contentType))) {
    return [{ objectName, field, message: FILE_MESSAGES.notReadableImage }];
  }
  return [];
}
