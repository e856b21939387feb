/**
 * pdfmake as the server's documents use it (docs/adr/0027-pdf-and-qr.md): its fonts, and nothing read or
 * fetched besides them.
 *
 * Fonts: Helvetica, one of the 14 standard PDF fonts, which every reader has, so nothing is read from disk or
 * embedded. It only encodes WinAnsi (Latin-1 and a few signs), so a document with any other character (a
 * Polish or Greek importer, say) is set in the Roboto that pdfmake ships, embedded as a subset.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

const STANDARD = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const robotoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto',
);
const ROBOTO = {
  normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
  bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
  italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
};
pdfmake.setFonts({ Helvetica: { ...STANDARD }, Roboto: { ...ROBOTO } });
// Nothing is fetched, and nothing is read but the fonts above: every value of a document is data, not a path.
const READABLE = new Set([...Object.values(STANDARD), ...Object.values(ROBOTO)]);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => READABLE.has(file));

/** WinAnsiEncoding: ASCII, Latin-1 and the signs Windows-1252 puts at 0x80-0x9F. */
const NOT_WIN_ANSI = /[^\x20-\x7e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;

/** The font a document's values can be set in: Helvetica when they are all WinAnsi, else Roboto. */
export const fontFor = (values: unknown): 'Helvetica' | 'Roboto' =>
  NOT_WIN_ANSI.test(JSON.stringify(values)) ? 'Roboto' : 'Helvetica';

export { pdfmake };
