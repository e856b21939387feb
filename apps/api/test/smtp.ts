import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Body with quoted-printable soft breaks and `=3D` undone. */
  text: string;
}

/** A real SMTP listener on 127.0.0.1 for the tests. */
export async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((m) => m.to.includes(to)).at(-1);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `key` parameter of the first link in a mail. */
export function keyFrom(mail: ReceivedMail): string {
  const m = /[?&]key=([A-Za-z0-9]+)/.exec(mail.text);
  if (!m) throw new Error(`no key in mail:\n${mail.text}`);
  return m[1] as string;
}
