import {
  attachmentUrl,
  base64ByteSize,
  checkFile,
  formatBytes,
  isImageType,
  MAX_ATTACHMENT_BYTES,
  readFileAsAttachment,
} from './file.ts';

describe('checkFile', () => {
  it('accepts an image or a PDF of exactly 2,600,000 bytes', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(2_600_000);
    expect(checkFile({ size: 2_600_000, type: 'image/png' })).toBe('ok');
    expect(checkFile({ size: 2_600_000, type: 'application/pdf' })).toBe('ok');
  });

  it('refuses 2,600,001 bytes', () => {
    expect(checkFile({ size: 2_600_001, type: 'image/jpeg' })).toBe('tooLarge');
    expect(checkFile({ size: 2_600_001, type: 'application/pdf' })).toBe('tooLarge');
  });

  it('refuses other types', () => {
    expect(checkFile({ size: 10, type: 'text/plain' })).toBe('wrongType');
    expect(checkFile({ size: 10, type: '' })).toBe('wrongType');
    expect(checkFile({ size: 10, type: 'application/pdfx' })).toBe('wrongType');
  });

  it('silently ignores a non-image in image-only mode, even a PDF', () => {
    expect(checkFile({ size: 10, type: 'application/pdf' }, { imageOnly: true })).toBe('ignored');
    expect(checkFile({ size: 3_000_000, type: 'text/plain' }, { imageOnly: true })).toBe('ignored');
    expect(checkFile({ size: 10, type: 'image/png' }, { imageOnly: true })).toBe('ok');
    expect(checkFile({ size: 2_600_001, type: 'image/png' }, { imageOnly: true })).toBe('tooLarge');
  });

  it('takes another limit', () => {
    expect(checkFile({ size: 11, type: 'image/png' }, { maxBytes: 10 })).toBe('tooLarge');
  });

  it('accepts an empty image file', () => {
    expect(checkFile({ size: 0, type: 'image/gif' })).toBe('ok');
  });
});

describe('base64ByteSize', () => {
  it('is 0 for empty', () => {
    expect(base64ByteSize('')).toBe(0);
    expect(base64ByteSize(null)).toBe(0);
  });

  it('subtracts the padding', () => {
    expect(base64ByteSize(btoa('a'))).toBe(1);
    expect(base64ByteSize(btoa('ab'))).toBe(2);
    expect(base64ByteSize(btoa('abc'))).toBe(3);
    expect(base64ByteSize(btoa('abcd'))).toBe(4);
  });

  it('measures 2,600,000 and 2,600,001 bytes', () => {
    expect(base64ByteSize(btoa('x'.repeat(2_600_000)))).toBe(2_600_000);
    expect(base64ByteSize(btoa('x'.repeat(2_600_001)))).toBe(2_600_001);
    expect(checkFile({ size: base64ByteSize(btoa('x'.repeat(2_600_001))), type: 'application/pdf' })).toBe(
      'tooLarge',
    );
  });

  it('ignores whitespace and line breaks', () => {
    expect(base64ByteSize('YWJj\nZA==')).toBe(4);
  });
});

describe('formatBytes', () => {
  it('formats in Indonesian and English', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 byte');
    expect(formatBytes(2_600_000, 'en-US')).toBe('2.6 MB');
    expect(formatBytes(2_600_000, 'id-ID')).toBe('2,6 MB');
    expect(formatBytes(1_500, 'id-ID')).toBe('1,5 kB');
  });
});

describe('readFileAsAttachment', () => {
  it('reads base64 content and the content type', async () => {
    const file = new File(['%PDF-1.4'], 'izin.pdf', { type: 'application/pdf' });
    const attachment = await readFileAsAttachment(file);
    expect(attachment).toEqual({
      content: btoa('%PDF-1.4'),
      contentType: 'application/pdf',
      name: 'izin.pdf',
    });
    expect(base64ByteSize(attachment.content)).toBe(8);
    expect(attachmentUrl(attachment)).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4')}`);
  });

  it('knows an image type', () => {
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType(undefined)).toBe(false);
  });
});
