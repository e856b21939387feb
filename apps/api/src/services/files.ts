import { MAX_ATTACHMENT_BYTES } from '@vlegal/domain/limits';
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

/** The file name extension of an accepted media type. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}

/**
 * Checks a base64 attachment: decodable, at most 2,600,000 bytes, and its first bytes match the declared
 * content type. Returns the field errors (none when the file is absent).
 */
export function checkFile(
  objectName: string,
  field: string,
  content: string | null | undefined,
  contentType: string | null | undefined,
): FieldError[] {
  if (content === null || content === undefined || content === '') return [];
  if (!contentType)
    return [{ objectName, field: `${field}ContentType`, message: 'The content type is required.' }];
  const clean = content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) {
    return [{ objectName, field, message: 'The file is not valid base64.' }];
  }
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    return [{ objectName, field, message: `The file is larger than ${MAX_ATTACHMENT_BYTES} bytes.` }];
  }
  const matches = SIGNATURES[contentType];
  if (!matches)
    return [{ objectName, field: `${field}ContentType`, message: 'This file type is not accepted.' }];
  if (!matches(bytes)) {
    return [{ objectName, field, message: `The file content is not ${contentType}.` }];
  }
  return [];
}
