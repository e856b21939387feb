/**
 * The printed V-Legal document in the FLEGT licence layout (boxes 1-18 of the licence form of Regulation
 * (EC) No 1024/2008, Annex I), rendered on the server with pdfmake from a `VlegalPrint` and nothing else.
 * The text stays text (the EU competent authorities and our own tests read it back); the QR code is vector.
 */
import type {
  Content,
  ContentStack,
  ContentTable,
  ContentText,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import { fontFor, pdfmake } from '../services/pdf.ts';
import type { DecimalText, VlegalPrint, VlegalPrintLine, VlegalStatus } from './document.ts';

/** Statuses under which the document is in force; any other is printed in the header. */
const IN_FORCE: ReadonlySet<VlegalStatus> = new Set(['PUBLISHED', 'EXTENDED', 'AMENDED']);

const WATERMARK = 'DRAFT – NOT VALID';
const DASH = '–';

/** Left and right page margin, pt (A4 is 595 pt wide). */
const MARGIN_X = 28;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * `text` to `scale` decimals, on the digits, never through a float (half up when it carries more). Text that
 * is not a plain decimal is printed as it is.
 */
export function fixedScale(text: DecimalText, scale: number): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (!m[2] && !m[3])) return text;
  const sign = m[1] ?? '';
  const whole = m[2] || '0';
  const fraction = m[3] ?? '';
  let digits: string;
  if (fraction.length <= scale) {
    digits = whole + fraction.padEnd(scale, '0');
  } else {
    const up = (fraction[scale] ?? '0') >= '5' ? 1n : 0n;
    digits = (BigInt(whole + fraction.slice(0, scale)) + up).toString().padStart(scale + 1, '0');
  }
  const cut = digits.length - scale;
  return `${sign}${digits.slice(0, cut)}${scale ? `.${digits.slice(cut)}` : ''}`;
}

const volume = (text: DecimalText) => fixedScale(text, 4);
const weight = (text: DecimalText) => fixedScale(text, 2);
/** Box 10 prints the digits of the heading (`4407.29` → `440729`). */
const hsPrinted = (code: string) => code.replace(/[.\s]/g, '');
const day = (date: string) => date.slice(0, 10);
const countryName = (iso: string) => countryNames.of(iso)?.toUpperCase() ?? iso;

/** Several species or countries on a line do not fit boxes 9-16: they go on an attached sheet. */
const needsAttachment = (doc: VlegalPrint) =>
  doc.lines.some((line) => line.species.length > 1 || line.countries.length > 1);

const BOXED: CustomTableLayout = {
  hLineWidth: () => 0.75,
  vLineWidth: () => 0.75,
  hLineColor: () => '#000000',
  vLineColor: () => '#000000',
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

function box(no: number, title: string, ...body: Content[]): ContentStack {
  return { stack: [{ text: `${no}. ${title}`, style: 'label' }, ...body] };
}

const value = (text: string | null | undefined, extra: Omit<ContentText, 'text'> = {}): ContentText => ({
  text: text?.trim() ? text : DASH,
  style: 'value',
  ...extra,
});

const grid = (widths: ContentTable['table']['widths'], body: TableCell[][], extra = {}): Content => ({
  table: { widths, body, dontBreakRows: true, ...extra },
  layout: BOXED,
});

function units(line: Pick<VlegalPrintLine, 'numberOfUnits' | 'unitName'>): string {
  return line.unitName ? `${line.numberOfUnits} ${line.unitName}` : line.numberOfUnits;
}

/** The unit of the total number of units: the lines' one when they share it, none when they do not. */
function totalUnits(doc: VlegalPrint): string {
  const names = new Set(doc.lines.map((line) => line.unitName));
  const only = names.size === 1 ? [...names][0] : '';
  return only ? `${doc.totals.numberOfUnits} ${only}` : doc.totals.numberOfUnits;
}

const speciesCell = (line: VlegalPrintLine): Content => ({
  stack: [
    value(line.species.map((s) => s.scientificName).join('; '), { italics: true }),
    ...(line.species.some((s) => s.commonName)
      ? [value(`(${line.species.map((s) => s.commonName || DASH).join('; ')})`, { fontSize: 7 })]
      : []),
  ],
});

const LINE_TITLES: [number, string][] = [
  [9, 'Commercial description of the timber products'],
  [10, 'HS heading'],
  [11, 'Common or scientific names'],
  [12, 'Countries of harvest'],
  [13, 'ISO codes'],
  [14, 'Volume (m³)'],
  [15, 'Net weight (kg)'],
  [16, 'Number of units'],
];
/** Widths of boxes 10-16; box 9 takes the rest. */
const LINE_WIDTHS = [42, 90, 58, 40, 50, 52, 50];

function lineCells(line: VlegalPrintLine): TableCell[] {
  return [
    value(line.commercialDescription),
    value(hsPrinted(line.hsCode)),
    speciesCell(line),
    value(line.countries.map(countryName).join('; ')),
    value(line.countries.join('; ')),
    value(volume(line.volumeM3), { alignment: 'right' }),
    value(weight(line.netWeightKg), { alignment: 'right' }),
    value(units(line), { alignment: 'right' }),
  ];
}

function totalsRow(doc: VlegalPrint, span: number): TableCell[] {
  return [
    { text: 'Total', style: 'label', colSpan: span, alignment: 'right' },
    ...Array.from({ length: span - 1 }, () => ({})),
    value(volume(doc.totals.volumeM3), { bold: true, alignment: 'right' }),
    value(weight(doc.totals.netWeightKg), { bold: true, alignment: 'right' }),
    value(totalUnits(doc), { bold: true, alignment: 'right' }),
  ];
}

/** Boxes 9-16: the lines with their totals, or ENCLOSED in each box when they go on the attached sheet. */
function linesTable(doc: VlegalPrint, enclosed: boolean): Content {
  const header: TableCell[] = LINE_TITLES.map(([no, title]) => ({ text: `${no}. ${title}`, style: 'label' }));
  const body: TableCell[][] = enclosed
    ? [
        LINE_TITLES.map(() =>
          value('ENCLOSED', { bold: true, fontSize: 6, alignment: 'center', margin: [0, 8, 0, 8] }),
        ),
      ]
    : [...doc.lines.map(lineCells), totalsRow(doc, 5)];
  return grid(['*', ...LINE_WIDTHS], [header, ...body], { headerRows: 1 });
}

/** The attached sheet: every line in full, species and countries `;`-separated in their order. */
function attachment(doc: VlegalPrint, number: string): Content[] {
  const header: TableCell[] = [
    { text: 'No.', style: 'label' },
    ...LINE_TITLES.map(([no, title]): TableCell => ({ text: `${no}. ${title}`, style: 'label' })),
  ];
  const rows = doc.lines.map((line): TableCell[] => [value(String(line.lineNo)), ...lineCells(line)]);
  return [
    { text: `Attachment to V-Legal ${number}`, style: 'title', pageBreak: 'before', margin: [0, 0, 0, 2] },
    {
      text: `Licensee: ${doc.exporter.name}    Importer: ${doc.importer.name}, ${doc.importer.countryName}`,
      style: 'value',
      margin: [0, 0, 0, 6],
    },
    grid([18, '*', 40, 100, 56, 26, 48, 50, 50], [header, ...rows, totalsRow(doc, 6)], { headerRows: 1 }),
    doc.issue
      ? {
          text: `Issued at ${doc.issue.place} on ${day(doc.issue.date)} by ${doc.issue.signatory}, ${doc.issuingAuthority.name}`,
          style: 'value',
          margin: [0, 6, 0, 0],
        }
      : [],
  ];
}

async function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
}

/** Box 18 with the QR code of the public check beside it and its address under it. */
function signatureBox(doc: VlegalPrint, qr: string | null): Content {
  const issue = doc.issue;
  const signature: Content = issue
    ? {
        stack: [
          value(`Place: ${issue.place}`),
          value(`Date: ${day(issue.date)}`),
          value(issue.signatory, { bold: true, margin: [0, 34, 0, 0] }),
          value(doc.issuingAuthority.name, { fontSize: 7 }),
        ],
      }
    : value('Not issued', { italics: true });
  return box(
    18,
    'Signature and stamp of issuing authority',
    qr ? { columns: [signature, { svg: qr, width: 78, alignment: 'right' }], columnGap: 6 } : signature,
    ...(doc.checkUrl
      ? [value(doc.checkUrl, { fontSize: 5.5, alignment: 'right', margin: [0, 2, 0, 0] })]
      : []),
  );
}

function titleBlock(doc: VlegalPrint): Content {
  const left: Content[] = [
    { text: 'REPUBLIC OF INDONESIA', style: 'label' },
    { text: 'V-LEGAL DOCUMENT', style: 'title' },
  ];
  if (doc.destination.flegtPartner) left.push({ text: 'FLEGT LICENCE', style: 'title' });
  const right: Content[] = [];
  if (!IN_FORCE.has(doc.status)) right.push({ text: `STATUS: ${doc.status}`, style: 'status' });
  if (doc.barcode) {
    right.push({ text: 'SILK barcode', style: 'label' }, { text: doc.barcode, style: 'value', bold: true });
  }
  return { columns: [{ stack: left }, { stack: right, alignment: 'right' }], margin: [0, 0, 0, 6] };
}

function definition(doc: VlegalPrint, draft: boolean, qr: string | null): TDocumentDefinitions {
  // Before its number is drawn, a draft is named by its application number, so a printed draft is matched
  // to the application it shows.
  const number = doc.vlegalNumber ?? `DRAFT ${doc.applicationNumber}`;
  const enclosed = needsAttachment(doc);
  const transport = [
    doc.transport.means,
    doc.transport.vesselName ? `Vessel: ${doc.transport.vesselName}` : '',
    doc.transport.voyageNumber ? `Voyage: ${doc.transport.voyageNumber}` : '',
  ].filter(Boolean);
  const exporterIds = [
    `NPWP: ${doc.exporter.taxId}`,
    doc.exporter.etpikId ? `ETPIK: ${doc.exporter.etpikId}` : '',
  ].filter(Boolean);
  const font = fontFor(doc);

  const content: Content[] = [
    titleBlock(doc),
    grid(
      ['*', '*', '*', '*'],
      [
        [
          {
            ...box(
              1,
              'Issuing authority',
              value(doc.issuingAuthority.name, { bold: true }),
              value(doc.issuingAuthority.address),
            ),
            colSpan: 2,
          },
          {},
          box(3, 'Licence number', value(number, { bold: true, fontSize: 10 })),
          box(4, 'Date of expiry', value(doc.issue ? day(doc.issue.validUntil) : null)),
        ],
        [
          {
            ...box(
              2,
              'Importer',
              value(doc.importer.name, { bold: true }),
              value(doc.importer.address),
              value(doc.importer.countryName.toUpperCase()),
            ),
            colSpan: 2,
            rowSpan: 3,
          },
          {},
          box(5, 'Country of export', value('INDONESIA')),
          box(6, 'ISO code', value('ID')),
        ],
        [
          {},
          {},
          {
            ...box(
              7,
              'Means of transport',
              value(transport.join('; ')),
              value(
                `${doc.portOfLoading.name} (${doc.portOfLoading.code}) to ${doc.portOfDischarge.name} (${doc.portOfDischarge.code})`,
                {
                  fontSize: 7,
                },
              ),
            ),
            colSpan: 2,
          },
          {},
        ],
        [
          {},
          {},
          {
            ...box(
              8,
              'Licensee',
              value(doc.exporter.name, { bold: true }),
              value(doc.exporter.address),
              value(exporterIds.join('   ')),
            ),
            colSpan: 2,
          },
          {},
        ],
      ],
    ),
    linesTable(doc, enclosed),
    grid(
      ['*', 290],
      [[box(17, 'Distinguishing marks', value(doc.distinguishingMarks)), signatureBox(doc, qr)]],
    ),
    ...(enclosed ? attachment(doc, number) : []),
  ];

  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN_X, 36, MARGIN_X, 30],
    info: {
      title: `V-Legal ${number}`,
      subject: doc.destination.flegtPartner ? 'FLEGT licence' : 'V-Legal document',
    },
    ...(draft ? { watermark: { text: WATERMARK, color: '#b00020', opacity: 0.18, bold: true } } : {}),
    header: (page: number, pages: number): Content => ({
      columns: [
        { text: `V-Legal ${number}`, style: 'label' },
        {
          text: `${IN_FORCE.has(doc.status) ? '' : `${doc.status}   `}Page ${page} of ${pages}`,
          style: 'label',
          alignment: 'right',
        },
      ],
      margin: [MARGIN_X, 16, MARGIN_X, 0],
    }),
    content,
    defaultStyle: { font, fontSize: 8, lineHeight: 1.1 },
    styles: {
      title: { fontSize: 13, bold: true },
      label: { fontSize: 6.5, bold: true, color: '#333333', margin: [0, 0, 0, 1] },
      value: { fontSize: 8 },
      status: { fontSize: 11, bold: true, color: '#b00020' },
    },
  };
}

/**
 * The PDF of `doc`. `draft` marks every page DRAFT – NOT VALID; a document without its number (not yet
 * approved) is a draft whatever `draft` says, since it cannot be a licence.
 */
export async function vlegalPdf(doc: VlegalPrint, options: { draft?: boolean } = {}): Promise<Buffer> {
  const draft = options.draft === true || doc.vlegalNumber === null;
  const qr = doc.checkUrl ? await qrSvg(doc.checkUrl) : null;
  return pdfmake.createPdf(definition(doc, draft, qr)).getBuffer();
}
