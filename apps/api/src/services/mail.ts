import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';

export type MailTemplate = 'activation' | 'passwordReset' | 'creation' | 'companyActivated';

export interface MailRequest {
  to: string;
  template: MailTemplate;
  langKey: string;
  /** `company` names the company of a `companyActivated` mail. */
  params: { login: string; link: string; company?: string };
}

export interface Mailer {
  /** Renders, records in the outbox and delivers (SMTP) or logs the mail. Never throws. */
  send(mail: MailRequest): Promise<void>;
  /** True when mails leave the server over SMTP. */
  readonly smtp: boolean;
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
  const greeting = lang === 'en' ? `Dear ${mail.params.login},` : `Yth. ${mail.params.login},`;
  const outro = t.outro.replace('{hours}', String(hours));
  const intro = t.intro.replace('{company}', mail.params.company ?? '');
  const signature = lang === 'en' ? 'Regards,\nV-Legal back-office' : 'Salam,\nV-Legal back-office';
  const text = `${greeting}\n\n${intro}\n\n${mail.params.link}\n\n${outro}\n\n${signature}\n`;
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : 'id'}"><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.params.link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature).replace('\n', '<br>')}</p></body></html>`;
  return { subject: t.subject, text, html };
}

export function createMailer(db: Database, config: Config, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    smtp: transport !== null,
    async send(mail) {
      const { subject, text, html } = renderMail(config, mail);
      let id: number | null = null;
      try {
        const row = await db.kysely
          .insertInto('mail_outbox')
          .values({
            recipient: mail.to,
            subject,
            body_text: text,
            body_html: html,
            template: mail.template,
            lang_key: mail.langKey,
            status: transport ? 'PENDING' : 'LOGGED',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } catch (err) {
        log.error({ err }, 'mail not recorded in the outbox');
      }
      if (!transport) {
        log.info({ to: mail.to, subject, outboxId: id }, `mail (no SMTP_URL, kept in mail_outbox):\n${text}`);
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject, text, html });
        if (id !== null) {
          await db.kysely
            .updateTable('mail_outbox')
            .set({ status: 'SENT', sent_at: new Date() })
            .where('id', '=', id)
            .execute();
        }
      } catch (err) {
        log.error({ err, to: mail.to, outboxId: id }, 'mail delivery failed');
        if (id !== null) {
          await db.kysely
            .updateTable('mail_outbox')
            .set({ status: 'FAILED', error: String((err as Error).message).slice(0, 2000) })
            .where('id', '=', id)
            .execute()
            .catch(() => undefined);
        }
      }
    },
    close() {
      transport?.close();
    },
  };
}
