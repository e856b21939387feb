/** Largest attachment accepted, in bytes (2,600,000). */
export const MAX_ATTACHMENT_BYTES = 2_600_000;

/** An attachment as the API carries it: base64 content plus its content type. */
export interface Attachment {
  content: string;
  contentType: string;
  /** The original file name, when known (not sent by every API). */
  name?: string;
}

export type FileCheck = 'ok' | 'tooLarge' | 'wrongType' | 'ignored';

export interface FileCheckOptions {
  maxBytes?: number;
  /** Only images are taken; any other file is silently ignored (`'ignored'`, no error). */
  imageOnly?: boolean;
}

export function isImageType(contentType: string | null | undefined): boolean {
  return typeof contentType === 'string' && /^image\//i.test(contentType);
}

export function isPdfType(contentType: string | null | undefined): boolean {
  return typeof contentType === 'string' && /^application\/pdf$/i.test(contentType);
}

/** Images and PDFs only, at most `maxBytes`; in image-only mode a non-image is ignored. */
export function checkFile(file: { size: number; type: string }, options: FileCheckOptions = {}): FileCheck {
  const { maxBytes = MAX_ATTACHMENT_BYTES, imageOnly = false } = options;
  const image = isImageType(file.type);
  if (imageOnly && !image) return 'ignored';
  if (!image && !isPdfType(file.type)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return 'ok';
}

/** Bytes encoded by a base64 string: length / 4 × 3 minus the padding. */
export function base64ByteSize(base64: string | null | undefined): number {
  if (!base64) return 0;
  const clean = base64.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** A size for people: bytes below 1 kB, else kB or MB with one decimal, in the given locale. */
export function formatBytes(bytes: number, locale = 'id-ID'): string {
  const unit = (value: number, u: 'byte' | 'kilobyte' | 'megabyte', digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: u,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < 1000) return unit(bytes, 'byte', 0);
  if (bytes < 1_000_000) return unit(bytes / 1000, 'kilobyte', 1);
  return unit(bytes / 1_000_000, 'megabyte', 1);
}

/** Reads a file as base64 content (without the `data:` prefix) plus its content type. */
export function readFileAsAttachment(file: Blob & { name?: string }): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      const comma = url.indexOf(',');
      const attachment: Attachment = {
        content: comma >= 0 ? url.slice(comma + 1) : '',
        contentType: file.type,
      };
      if (file.name) attachment.name = file.name;
      resolve(attachment);
    };
    reader.readAsDataURL(file);
  });
}

/** A `data:` URL for showing an attachment (image preview, PDF link). */
export function attachmentUrl(attachment: Pick<Attachment, 'content' | 'contentType'>): string {
  return `data:${attachment.contentType};base64,${attachment.content}`;
}
