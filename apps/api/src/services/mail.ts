import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { type Database, inTransaction } from '../db/index.ts';
import { enqueue } from '../jobs/queue.ts';

export type MailTemplate =
  | 'activation'
  | 'passwordReset'
  | 'creation'
  | 'companyActivated'
  | 'vlegalDocument';

export interface MailRequest {
  to: string;
  template: MailTemplate;
  langKey: string;
  /**
   * `company` names the company of a `companyActivated` mail; a `vlegalDocument` mail names its `sender`,
   * its V-Legal (`number`, `exporter`, `importer`, whether it is a `draft`) and carries the sender's `message`.
   */
  params: {
    login: string;
    link: string;
    company?: string;
    sender?: string;
    number?: string;
    exporter?: string;
    importer?: string;
    draft?: boolean;
    message?: string;
  };
  /** One file sent with the mail, kept in the outbox with it. */
  attachment?: { name: string; contentType: string; content: Buffer };
}

export interface Mailer {
  /**
   * Renders the mail and records it in the outbox; over SMTP, with a `mail` job that delivers it (`deliver`),
   * in one transaction: the mail is kept exactly when its delivery is planned. Given the transaction of what
   * the mail tells (`tx`), both are written in it: no mail for a change that rolled back, no change
   * committed without its mail. Never throws without `tx`; with it, a failure fails the transaction.
   */
  send(mail: MailRequest, tx?: Database): Promise<void>;
  /** The `mail` job: delivers an outbox row still pending (a throw is a failed attempt, retried). */
  deliver(outboxId: number, lastAttempt: boolean): Promise<void>;
  /** True when mails leave the server over SMTP. */
  readonly smtp: boolean;
  /** Called once a mail's job is written, so that it runs at once (the instance's job runner wakes). */
  onQueued?: () => void;
  /** After a transaction that recorded mails (`send(mail, tx)`) committed: delivers them now. */
  wake(): void;
  close(): void;
}

type Lang = 'in' | 'en';

const TEXTS: Record<
  MailTemplate,
  Record<Lang, { subject: string; intro: string; action: string; outro: string }>
> = {
  activation: {
    in: {
      subject: 'Aktivasi akun V-Legal Anda',
      intro: 'Akun V-Legal Anda telah dibuat. Klik tautan di bawah ini untuk mengaktifkannya:',
      action: 'Aktifkan akun',
      outro: 'Tautan ini berlaku selama {hours} jam.',
    },
    en: {
      subject: 'Activate your V-Legal account',
      intro: 'Your V-Legal account has been created. Open the link below to activate it:',
      action: 'Activate account',
      outro: 'This link is valid for {hours} hours.',
    },
  },
  creation: {
    in: {
      subject: 'Akun V-Legal telah dibuat untuk Anda',
      intro:
        'Administrator telah membuat akun V-Legal untuk Anda. Klik tautan di bawah ini untuk membuat kata sandi:',
      action: 'Buat kata sandi',
      outro: 'Tautan ini berlaku selama {hours} jam.',
    },
    en: {
      subject: 'A V-Legal account was created for you',
      intro:
        'An administrator created a V-Legal account for you. Open the link below to choose your password:',
      action: 'Choose a password',
      outro: 'This link is valid for {hours} hours.',
    },
  },
  companyActivated: {
    in: {
      subject: 'Perusahaan Anda telah diaktifkan di V-Legal',
      intro:
        'Administrator telah mengaktifkan perusahaan {company}. Unit usaha Anda kini dapat mencatat buku kayu dan mengajukan dokumen V-Legal:',
      action: 'Buka V-Legal back-office',
      outro: 'Unit usaha yang sertifikat S-LK-nya masih berlaku tampil sebagai valid di dasbor.',
    },
    en: {
      subject: 'Your company is active in V-Legal',
      intro:
        'An administrator activated {company}. Your business units can now keep their timber books and request V-Legal documents:',
      action: 'Open the V-Legal back-office',
      outro: 'Business units whose S-LK certificate is in force show as valid on the dashboard.',
    },
  },
  vlegalDocument: {
    in: {
      subject: 'Dokumen V-Legal {number}',
      intro:
        '{sender} mengirimkan dokumen V-Legal {number} ({exporter} kepada {importer}) kepada Anda. Dokumennya terlampir dalam PDF.',
      action: 'Periksa keabsahan dokumen',
      outro: 'Keabsahan dokumen dapat diperiksa siapa saja melalui tautan di atas atau kode QR pada dokumen.',
    },
    en: {
      subject: 'V-Legal document {number}',
      intro:
        '{sender} sends you V-Legal document {number} ({exporter} to {importer}). The document is attached as a PDF.',
      action: 'Check the document',
      outro: 'Anybody can check the document through the link above or the QR code on the document.',
    },
  },
  passwordReset: {
    in: {
      subject: 'Atur ulang kata sandi V-Legal',
      intro:
        'Permintaan atur ulang kata sandi diterima. Klik tautan di bawah ini untuk memilih kata sandi baru:',
      action: 'Atur ulang kata sandi',
      outro:
        'Tautan ini berlaku selama {hours} jam dan hanya dapat digunakan sekali. Abaikan email ini jika Anda tidak memintanya.',
    },
    en: {
      subject: 'Reset your V-Legal password',
      intro: 'We received a request to reset your password. Open the link below to choose a new one:',
      action: 'Reset password',
      outro:
        'This link is valid for {hours} hours and can be used once. Ignore this mail if you did not ask for it.',
    },
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail(
  config: Config,
  mail: MailRequest,
): { subject: string; text: string; html: string } {
  const lang: Lang = mail.langKey === 'en' ? 'en' : 'in';
  const t = TEXTS[mail.template][lang];
  const hours = mail.template === 'activation' ? config.activationKeyHours : config.resetKeyHours;
  const { params } = mail;
  const fill = (text: string) =>
    text
      .replace('{hours}', String(hours))
      .replace('{company}', params.company ?? '')
      .replace('{sender}', params.sender ?? '')
      .replace('{number}', params.number ?? '')
      .replace('{exporter}', params.exporter ?? '')
      .replace('{importer}', params.importer ?? '');
  // A document mail is addressed to whoever the sender names, whose name the server does not know.
  const addressee = mail.template === 'vlegalDocument' ? '' : ` ${params.login}`;
  const greeting =
    lang === 'en' ? `Dear${addressee || ' Sir or Madam'},` : `Yth.${addressee || ' Bapak/Ibu'},`;
  const draftNote = params.draft
    ? lang === 'en'
      ? 'This is a draft: it is not valid for shipment until the verification body approves it.'
      : 'Ini adalah draf: belum berlaku untuk pengapalan sampai disetujui lembaga verifikasi.'
    : null;
  const [intro, outro, subject] = [fill(t.intro), fill(t.outro), fill(t.subject)];
  const paragraphs = [params.message ?? null, intro, draftNote].filter((p): p is string => p !== null);
  const signature = lang === 'en' ? 'Regards,\nV-Legal back-office' : 'Salam,\nV-Legal back-office';
  const link = params.link ? `${params.link}\n\n${outro}\n\n` : '';
  const text = `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${link}${signature}\n`;
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : 'id'}"><body>
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
${params.link ? `<p><a href="${escapeHtml(params.link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(outro)}</p>` : ''}
<p>${escapeHtml(signature).replace('\n', '<br>')}</p></body></html>`;
  return { subject, text, html };
}

export function createMailer(db: Database, config: Config, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const mailer: Mailer = {
    smtp: transport !== null,
    async send(mail, tx) {
      const { subject, text, html } = renderMail(config, mail);
      const record = async (within: Database) => {
        const row = await within.kysely
          .insertInto('mail_outbox')
          .values({
            recipient: mail.to,
            subject,
            body_text: text,
            body_html: html,
            template: mail.template,
            lang_key: mail.langKey,
            status: transport ? 'PENDING' : 'LOGGED',
            ...(mail.attachment
              ? {
                  attachment_name: mail.attachment.name,
                  attachment_type: mail.attachment.contentType,
                  attachment: mail.attachment.content,
                }
              : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (transport) await enqueue(within, { kind: 'mail', payload: { outboxId: row.id } });
        return row.id;
      };
      let id: number;
      if (tx) id = await record(tx);
      else
        try {
          id = await inTransaction(db, record);
        } catch (err) {
          log.error({ err }, 'mail not recorded in the outbox');
          return;
        }
      if (!transport) {
        log.info({ to: mail.to, subject, outboxId: id }, `mail (no SMTP_URL, kept in mail_outbox):\n${text}`);
        return;
      }
      // Inside a transaction the job is not visible yet: its caller wakes the delivery once committed.
      if (!tx) mailer.onQueued?.();
    },
    wake() {
      mailer.onQueued?.();
    },
    async deliver(outboxId, lastAttempt) {
      const row = await db.kysely
        .selectFrom('mail_outbox')
        .select([
          'recipient',
          'subject',
          'body_text',
          'body_html',
          'status',
          'attachment_name',
          'attachment_type',
          'attachment',
        ])
        .where('id', '=', outboxId)
        .executeTakeFirst();
      if (row?.status !== 'PENDING' || !transport) return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: row.recipient,
          subject: row.subject,
          text: row.body_text,
          ...(row.body_html ? { html: row.body_html } : {}),
          ...(row.attachment && row.attachment_name
            ? {
                attachments: [
                  {
                    filename: row.attachment_name,
                    content: Buffer.from(row.attachment),
                    contentType: row.attachment_type ?? 'application/octet-stream',
                  },
                ],
              }
            : {}),
        });
      } catch (err) {
        log.error({ err, to: row.recipient, outboxId }, 'mail delivery failed');
        await db.kysely
          .updateTable('mail_outbox')
          // Kept PENDING while its job tries again; FAILED once it gave up.
          .set({
            status: lastAttempt ? 'FAILED' : 'PENDING',
            error: String((err as Error).message).slice(0, 2000),
          })
          .where('id', '=', outboxId)
          .execute();
        throw err;
      }
      await db.kysely
        .updateTable('mail_outbox')
        .set({ status: 'SENT', sent_at: new Date(), error: null })
        .where('id', '=', outboxId)
        .execute();
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
