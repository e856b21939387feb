import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The password the API generated for `admin` (and the demo accounts) on its fresh database. */
export function initialPassword(): string {
  const dataDir = path.resolve(
    import.meta.dirname,
    '../..',
    process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
  );
  const file = path.join(dataDir, 'initial-password');
  return readFileSync(file, 'utf8').trim();
}

/** The demo accounts the API creates on a fresh database with demo data. */
export const DEMO_LOGINS = ['admin', 'user', 'unitadmin', 'companyadmin', 'exporter', 'verificator'] as const;
export type DemoLogin = (typeof DEMO_LOGINS)[number];

/** Signs in through the login page and waits until the app left it. */
export async function signIn(
  page: Page,
  login: string,
  password = initialPassword(),
  options: { rememberMe?: boolean; from?: string } = {},
): Promise<void> {
  if (!page.url().includes(options.from ?? '/login')) await page.goto(options.from ?? '/login');
  await page.getByLabel('Nama pengguna').fill(login);
  await page.getByLabel('Kata sandi').fill(password);
  if (options.rememberMe) await page.getByText('Ingat saya', { exact: true }).click();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Picks an entry of the header's account menu (its button shows the login). */
export async function accountMenu(page: Page, login: string, entry: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: login, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The signed-in account as the API answers it (the page must hold a token). */
export async function accountOf(page: Page): Promise<{ login: string; authorities: string[] }> {
  return page.evaluate(async () => {
    const token =
      localStorage.getItem('jhi-authenticationToken') ?? sessionStorage.getItem('jhi-authenticationToken');
    const response = await fetch('/api/account', { headers: { Authorization: `Bearer ${token}` } });
    return response.json();
  });
}

/** Port of the SMTP listener the e2e server delivers mail to (scripts/serve-e2e.mjs sets SMTP_URL). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);

export interface Mail {
  from: string;
  to: string[];
  /** The message as received, transfer encodings undone for quoted-printable parts. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A minimal SMTP listener (RFC 5321 without extensions) that keeps every message it receives, so a
 * test can read the activation or reset mail the API sends.
 */
export class Mailbox {
  readonly mails: Mail[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  private constructor() {
    this.server = createServer((socket) => this.serve(socket));
  }

  static async listen(port = SMTP_PORT): Promise<Mailbox> {
    const mailbox = new Mailbox();
    await new Promise<void>((resolve, reject) => {
      mailbox.server.once('error', reject);
      mailbox.server.listen(port, '127.0.0.1', () => resolve());
    });
    return mailbox;
  }

  private serve(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 e2e-mailbox ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          this.mails.push({ ...envelope, text: decodeQuotedPrintable(data) });
          envelope = { from: '', to: [] };
          reply('250 OK: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 e2e-mailbox');
        else if (command === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (command === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else if (command === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 OK');
        } else if (command === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  }

  /** Waits for the first mail to `to` (whose text holds `containing`, when given) and returns it. */
  async waitFor(to: string, timeoutMs = 15_000, containing?: string): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find(
        (candidate) =>
          candidate.to.includes(to) && (containing === undefined || candidate.text.includes(containing)),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The key of a link to `route` (`/activate`, `/reset/finish`) in a mail. */
export function keyOfLink(mail: Mail, route: string): string {
  const match = new RegExp(`${route.replace(/\//g, '\\/')}\\?key=([A-Za-z0-9%_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link in the mail:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** Types a day into a date picker: day, month and year in the Indonesian order. */
export async function pickDate(page: Page, label: string | RegExp, ddmmyyyy: string) {
  const group =
    typeof label === 'string'
      ? page.getByRole('group', { name: label, exact: true })
      : page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

/**
 * Picks an option of a combo box: the text typed narrows its list to the option. A lookup's list is
 * replaced when the server's answer to the text arrives; a click on the list it replaces is lost, and the
 * list stays open: then the option is clicked again, on the list as it is now.
 */
export async function pick(page: Page, label: RegExp, text: string, option: RegExp | string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  const choice = page.getByRole('option', { name: option }).first();
  // The box shows the option once it is chosen (a text, like a name, matches any part of it).
  const chosen =
    typeof option === 'string' ? new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') : option;
  await expect(async () => {
    // A form that draws its lines again while answers arrive may empty the box: the text is typed again.
    if ((await box.inputValue()) === '') await box.fill(text);
    if (await choice.isVisible()) await choice.click({ timeout: 5_000 });
    await expect(box).toHaveValue(chosen, { timeout: 1_000 });
    await expect(box).not.toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
