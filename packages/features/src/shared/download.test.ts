import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('the name of a file the server answered', () => {
  it('is the one its Content-Disposition gives, the encoded one first', () => {
    expect(fileNameOf('attachment; filename="V-Legal 26.00012-00417.003-ID-DE.pdf"')).toBe(
      'V-Legal 26.00012-00417.003-ID-DE.pdf',
    );
    expect(fileNameOf('attachment; filename=draft.pdf')).toBe('draft.pdf');
    expect(fileNameOf('attachment; filename="a.pdf"; filename*=UTF-8\'\'V-Legal%20draf.pdf')).toBe(
      'V-Legal draf.pdf',
    );
  });

  it('is none without the header or a name in it', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});
