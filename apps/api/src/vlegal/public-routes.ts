/**
 * The public check of a licence as a page (EXPORT-FACTS §1): `/vlegal-download/vlegal?token=…`, the address
 * its QR code carries, opened on phones by customs and buyers abroad. Served as HTML from the server,
 * readable without JavaScript, in Indonesian or English (`lang`), with the licence's PDF beside it at
 * `/vlegal-download/vlegal.pdf?token=…`. An unknown code learns nothing; both are limited per address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isIssued } from '@vlegal/domain/export/vlegal';
import { businessToday } from '@vlegal/domain/unit-validity';
import type { AppServices } from '../http/context.ts';
import { pdfName } from './handlers.ts';
import { vlegalPdf } from './pdf.ts';
import { vlegalPrint } from './print.ts';
import { publicCheckPage } from './public-check.ts';

// biome-ignore lint/suspicious/noExplicitAny: the print reads several tables in SQL
type AnyDB = Kysely<any>;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export async function registerPublicCheck(app: FastifyInstance, services: AppServices): Promise<void> {
  const db = services.db.kysely as unknown as AnyDB;
  const licence = async (req: FastifyRequest) => {
    const token = (req.query as { token?: unknown }).token;
    if (typeof token !== 'string' || !TOKEN.test(token)) return { token: null, doc: null };
    const doc = await vlegalPrint(db, services.config, { token });
    // An application never issued is no licence: its code is answered as unknown.
    return { token, doc: doc && isIssued(doc.status) ? doc : null };
  };
  const noStore = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

  app.get('/vlegal-download/vlegal', { preHandler: app.publicCheckLimit }, async (req, reply) => {
    const { token, doc } = await licence(req);
    const lang = (req.query as { lang?: unknown }).lang === 'en' ? 'en' : 'in';
    const here = (l: string) => `/vlegal-download/vlegal?token=${encodeURIComponent(token ?? '')}&lang=${l}`;
    const html = publicCheckPage({
      doc,
      today: businessToday(),
      lang,
      pdfUrl: doc && token ? `/vlegal-download/vlegal.pdf?token=${encodeURIComponent(token)}` : null,
      otherLangUrl: here(lang === 'en' ? 'in' : 'en'),
    });
    noStore(reply)
      .code(doc ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return html;
  });

  app.get('/vlegal-download/vlegal.pdf', { preHandler: app.publicCheckLimit }, async (req, reply) => {
    const { doc } = await licence(req);
    if (!doc?.vlegalNumber) {
      noStore(reply).code(404).header('Content-Type', 'text/plain; charset=utf-8');
      return 'Not found';
    }
    noStore(reply)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${pdfName(doc.vlegalNumber)}"`);
    return vlegalPdf(doc);
  });
}
