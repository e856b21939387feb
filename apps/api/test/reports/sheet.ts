/**
 * A report's workbook as a reader sees it: opened by LibreOffice, which computes every formula (none carries
 * a cached result), its first sheet written out as CSV in UTF-8 and read back as rows of cells.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function sheetRows(workbook: Buffer): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
  writeFileSync(path.join(dir, 'report.xlsx'), workbook);
  execFileSync(
    'soffice',
    [
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76',
      '--outdir',
      dir,
      path.join(dir, 'report.xlsx'),
    ],
    // A profile of its own: two conversions at once do not share one.
    { stdio: 'ignore', env: { ...process.env, HOME: dir } },
  );
  return parseCsv(readFileSync(path.join(dir, 'report.csv'), 'utf8'));
}

/** CSV as LibreOffice writes it: cells split on commas, a quoted cell holding commas, quotes and lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
