import { describe, expect, it } from 'vitest';
import { sendBody, sendSchema } from './VlegalSendDocument.tsx';

const t = (key: string) => key;
const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await sendSchema(t).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((entry) => [entry.path, entry.message]));
  }
};

describe('mailing a V-Legal', () => {
  it('checks each address in its own words, and an address named twice on the later one', async () => {
    expect(
      await errorsOf({
        recipients: ['einkauf@hoffmann-moebel.de', '', 'trade.finance@', ' Einkauf@Hoffmann-Moebel.de '],
        message: '',
        langKey: 'in',
      }),
    ).toEqual({
      'recipients[1]': 'vlegalScreens.send.validation.required',
      'recipients[2]': 'vlegalScreens.send.validation.email',
      'recipients[3]': 'vlegalScreens.send.validation.twice',
    });
    expect(await errorsOf({ recipients: ['a@b.de'], message: 'x'.repeat(1001), langKey: 'en' })).toEqual({
      message: 'resources.validation.maxLength',
    });
    expect(await errorsOf({ recipients: ['a@b.de', 'c@d.jp'], message: '', langKey: 'en' })).toEqual({});
  });

  it('sends the addresses trimmed, and a message only when there is one', () => {
    expect(sendBody(1, { recipients: [' a@b.de '], message: '  ', langKey: 'in' })).toEqual({
      vlegalId: 1,
      recipients: ['a@b.de'],
      langKey: 'in',
    });
    expect(sendBody(1, { recipients: ['a@b.de'], message: ' Draf. ', langKey: 'en' })).toEqual({
      vlegalId: 1,
      recipients: ['a@b.de'],
      message: 'Draf.',
      langKey: 'en',
    });
  });
});
