/**
 * The public check page the QR code of a V-Legal document opens: one small HTML page, no script, no external
 * resource, so that it loads on a phone on a slow network and shows at once whether the document is authentic
 * and in force.
 */
import type { VlegalPrint } from './document.ts';

export type CheckVerdict =
  | 'VALID'
  | 'EXPIRED'
  | 'CANCELLED'
  | 'REPLACED'
  | 'RELEASED'
  | 'NOT_ISSUED'
  | 'UNKNOWN';

type Lang = 'in' | 'en';

/**
 * What the public check says of a document on `today` (YYYY-MM-DD, Asia/Jakarta). A draft, a submission or
 * a rejected application was never a licence: it answers UNKNOWN, so the page reveals nothing of it.
 */
export function verdictOf(doc: Pick<VlegalPrint, 'status' | 'issue'>, today: string): CheckVerdict {
  switch (doc.status) {
    case 'CANCELLED':
      return 'CANCELLED';
    case 'REPLACED':
      return 'REPLACED';
    case 'RELEASED':
      return 'RELEASED';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'APPROVED':
      return 'NOT_ISSUED';
    case 'DRAFT':
    case 'SUBMITTED':
    case 'REJECTED':
      return 'UNKNOWN';
    case 'PUBLISHED':
    case 'EXTENDED':
    case 'AMENDED':
      // Without its issue (place, date, validity) there is nothing in force yet.
      if (!doc.issue) return 'NOT_ISSUED';
      // ISO dates compare as text; the last day of validity is still valid.
      return today <= doc.issue.validUntil.slice(0, 10) ? 'VALID' : 'EXPIRED';
    default:
      return unreachable(doc.status);
  }
}

/** A status added to `VlegalStatus` fails type checking here until the check decides what it means. */
function unreachable(status: never): CheckVerdict {
  throw new Error(`unknown V-Legal status ${String(status)}`);
}

const TEXT = {
  in: {
    htmlLang: 'id',
    verdict: {
      VALID: 'BERLAKU',
      EXPIRED: 'KEDALUWARSA',
      CANCELLED: 'DIBATALKAN',
      REPLACED: 'DIGANTI',
      RELEASED: 'TELAH DIGUNAKAN',
      NOT_ISSUED: 'BELUM TERBIT',
      UNKNOWN: 'Dokumen tidak ditemukan',
    },
    status: {
      VALID: 'Dokumen aktif',
      EXPIRED: 'Masa berlaku telah berakhir',
      CANCELLED: 'Dokumen telah dibatalkan dan tidak berlaku',
      REPLACED: 'Diganti dengan dokumen nomor {n}',
      REPLACED_UNNAMED: 'Diganti dengan dokumen lain',
      RELEASED: 'Dokumen asli, telah digunakan untuk pengapalan',
      NOT_ISSUED: 'Disetujui, belum diterbitkan oleh SILK; belum berlaku',
    },
    unknownHint: 'Periksa kembali kode pada dokumen, atau pindai ulang kode QR.',
    number: 'Nomor V-Legal',
    exporter: 'Eksportir',
    importer: 'Importir',
    destination: 'Negara tujuan',
    validity: 'Masa berlaku',
    statusLabel: 'Status',
    barcode: 'Barcode SILK',
    pdf: 'Unduh PDF',
    otherLang: 'English',
    otherLangCode: 'en',
    footer: 'Pemeriksaan keaslian dokumen V-Legal',
  },
  en: {
    htmlLang: 'en',
    verdict: {
      VALID: 'VALID',
      EXPIRED: 'EXPIRED',
      CANCELLED: 'CANCELLED',
      REPLACED: 'REPLACED',
      RELEASED: 'USED FOR SHIPMENT',
      NOT_ISSUED: 'NOT YET ISSUED',
      UNKNOWN: 'No document matches this code',
    },
    status: {
      VALID: 'Document active',
      EXPIRED: 'The validity period has ended',
      CANCELLED: 'The document has been cancelled and is not valid',
      REPLACED: 'Replaced by document number {n}',
      REPLACED_UNNAMED: 'Replaced by another document',
      RELEASED: 'Authentic document, already used for a shipment',
      NOT_ISSUED: 'Approved, not yet issued by SILK; not valid yet',
    },
    unknownHint: 'Check the code on the document, or scan the QR code again.',
    number: 'V-Legal number',
    exporter: 'Exporter',
    importer: 'Importer',
    destination: 'Destination country',
    validity: 'Validity',
    statusLabel: 'Status',
    barcode: 'SILK barcode',
    pdf: 'Download the PDF',
    otherLang: 'Bahasa Indonesia',
    otherLangCode: 'id',
    footer: 'V-Legal document authenticity check',
  },
} as const;

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const DATES: Record<Lang, Intl.DateTimeFormat> = {
  in: new Intl.DateTimeFormat('id-ID', DATE_OPTIONS),
  en: new Intl.DateTimeFormat('en-GB', DATE_OPTIONS),
};

/** `27 November 2026`; a value that is no ISO date is printed as it is rather than failing the page. */
function formatDate(date: string, lang: Lang): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day ? DATES[lang].format(new Date(`${day}T00:00:00Z`)) : date;
}

// apps/api declares no HTML-escaping package (escape-html is only a transitive dependency of @fastify/send,
// not resolvable from here under pnpm), and these five characters are all text and quoted attributes need.
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only relative or http(s) links: a `javascript:` address must never reach an href. */
function safeHref(url: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(url) && !/^https?:/i.test(url) ? '#' : url;
}

// Contrast against white (WCAG AA needs 4.5:1): text #1a1a1a 17:1, muted #4d4d4d 8.5:1, green #0b6b2e 6.6:1,
// red #b3261e 6.5:1, links and the PDF button #0b4f9c 8:1.
const CSS =
  '*{box-sizing:border-box}' +
  'html{color-scheme:light;-webkit-text-size-adjust:100%}' +
  'body{margin:0;background:#fff;color:#1a1a1a;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}' +
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}' +
  '.v{text-align:center;padding-bottom:1rem;border-bottom:1px solid #ccc}' +
  '.v svg{width:6rem;height:6rem}' +
  'h1{margin:.5rem 0 0;font-size:1.75rem;line-height:1.2;overflow-wrap:anywhere}' +
  '.ok h1{color:#0b6b2e}.no h1{color:#b3261e}' +
  '.hint{margin:.75rem 0 0}' +
  'dl{margin:1rem 0}' +
  'dt{font-size:.875rem;color:#4d4d4d}' +
  'dd{margin:0 0 .75rem;font-weight:600;overflow-wrap:anywhere}' +
  '@media(min-width:36em){dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem;align-items:baseline}dd{margin:0}}' +
  'a{color:#0b4f9c}' +
  '.pdf{display:inline-block;margin:.5rem 0;padding:.75rem 1.25rem;border-radius:.375rem;background:#0b4f9c;color:#fff;font-weight:600;text-decoration:none}' +
  '.lang{margin:1rem 0;display:inline-block;padding:.5rem 0}' +
  'footer{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #ccc;font-size:.875rem;color:#4d4d4d}';

// Decorative: the heading carries the verdict in words.
const MARK_OK =
  '<svg viewBox="0 0 96 96" aria-hidden="true" focusable="false"><circle cx="48" cy="48" r="46" fill="#0b6b2e"/>' +
  '<path d="M26 49l15 15 29-31" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const MARK_NO =
  '<svg viewBox="0 0 96 96" aria-hidden="true" focusable="false"><circle cx="48" cy="48" r="46" fill="#b3261e"/>' +
  '<path d="M32 32l32 32M64 32L32 64" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/></svg>';

/** The public check page as a complete HTML document; every value from a document is escaped. */
export function publicCheckPage(input: {
  doc: VlegalPrint | null;
  replacedBy?: string | null;
  today: string;
  lang: Lang;
  pdfUrl: string | null;
  otherLangUrl: string;
}): string {
  const { doc, lang } = input;
  const t = TEXT[lang];
  const verdict: CheckVerdict = doc ? verdictOf(doc, input.today) : 'UNKNOWN';
  const ok = verdict === 'VALID';

  let body: string;
  if (!doc || verdict === 'UNKNOWN') {
    // Nothing from any document: a guessed or mistyped token learns only that it matches nothing.
    body = `<p class="hint">${escapeHtml(t.unknownHint)}</p>`;
  } else {
    const dash = '—';
    const rows: [string, string][] = [
      [t.number, doc.vlegalNumber ?? dash],
      [t.exporter, doc.exporter.name],
      [t.importer, doc.importer.name],
      [t.destination, doc.destination.name],
      [
        t.validity,
        doc.issue ? `${formatDate(doc.issue.date, lang)} – ${formatDate(doc.issue.validUntil, lang)}` : dash,
      ],
      [t.statusLabel, statusInWords(verdict, input.replacedBy ?? null, lang)],
    ];
    if (doc.barcode) rows.push([t.barcode, doc.barcode]);
    body = `<dl>${rows.map(([dt, dd]) => `<dt>${escapeHtml(dt)}</dt><dd>${escapeHtml(dd)}</dd>`).join('')}</dl>`;
    if (input.pdfUrl) {
      body += `<p><a class="pdf" href="${escapeHtml(safeHref(input.pdfUrl))}">${escapeHtml(t.pdf)}</a></p>`;
    }
  }

  const heading = t.verdict[verdict];
  return (
    '<!doctype html>' +
    `<html lang="${t.htmlLang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    // The address carries the document's token: it must not leave in a Referer header.
    '<meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(`${heading} · V-Legal`)}</title><style>${CSS}</style></head>` +
    `<body><main><section class="v ${ok ? 'ok' : 'no'}">${ok ? MARK_OK : MARK_NO}` +
    `<h1>${escapeHtml(heading)}</h1></section>${body}` +
    `<a class="lang" href="${escapeHtml(safeHref(input.otherLangUrl))}" hreflang="${t.otherLangCode}" lang="${t.otherLangCode}">${escapeHtml(t.otherLang)}</a>` +
    `<footer><p>${escapeHtml(t.footer)}</p></footer></main></body></html>`
  );
}

function statusInWords(
  verdict: Exclude<CheckVerdict, 'UNKNOWN'>,
  replacedBy: string | null,
  lang: Lang,
): string {
  const s = TEXT[lang].status;
  if (verdict === 'REPLACED')
    return replacedBy ? s.REPLACED.replace('{n}', () => replacedBy) : s.REPLACED_UNNAMED;
  return s[verdict];
}
