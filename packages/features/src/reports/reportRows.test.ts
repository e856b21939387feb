import { describe, expect, it } from 'vitest';
import { chartEntries, filedChange, reportSections, signed } from './reportRows.ts';
import { filedClosings, lmkGroups, octoberLines } from './stories-lmk-rows.ts';

describe('the sections of a page of lines', () => {
  const groups = lmkGroups(octoberLines);

  it('runs the lines by kind and species, each with its whole group', () => {
    const sections = reportSections(octoberLines, groups);
    expect(sections.map((s) => [s.kind, s.scientificName, s.lines.map((l) => l.stockId)])).toEqual([
      ['KB', 'Tectona grandis', [11, 12]],
      ['KB', 'Swietenia macrophylla', [21]],
      ['KBS', 'Pinus merkusii', [31]],
    ]);
    expect(sections[0]!.group?.closing.volumeM3).toBe('140.7500');
    expect(sections[0]!.group?.lines).toBe(2);
  });

  it('shows a group split over pages with its whole subtotal on each page', () => {
    const secondPage = reportSections(octoberLines.slice(1), groups);
    expect(secondPage[0]!.lines.map((l) => l.stockId)).toEqual([12]);
    expect(secondPage[0]!.group?.lines).toBe(2);
  });

  it('keeps runs of one group apart when its lines come apart, each keyed on its own', () => {
    const [a, b, c] = octoberLines;
    const sections = reportSections([a!, c!, b!], groups);
    expect(sections).toHaveLength(3);
    expect(new Set(sections.map((s) => s.key)).size).toBe(3);
  });

  it('has no sections without lines, and a section without its group when the answer lacks it', () => {
    expect(reportSections([], groups)).toEqual([]);
    expect(reportSections(octoberLines.slice(0, 1), [])[0]!.group).toBeUndefined();
  });
});

describe('a line of a reopened month against its filing', () => {
  const [teak, , , pine] = octoberLines;

  it('tells the difference of a changed closing stock', () => {
    const change = filedChange({ ...teak!, filedClosing: filedClosings.get(11)!, differsFromFiled: true });
    expect(change).toEqual({
      kind: 'changed',
      difference: { volumeM3: '-1.2500', weightKg: '0.00', pieces: '-4.00' },
    });
  });

  it('tells a line the filing did not hold, an unchanged one, and one of a month not reopened', () => {
    expect(filedChange({ ...pine!, filedClosing: null, differsFromFiled: true })).toEqual({
      kind: 'notFiled',
    });
    expect(filedChange({ ...teak!, filedClosing: teak!.closing, differsFromFiled: false })).toEqual({
      kind: 'same',
    });
    expect(filedChange(teak!)).toEqual({ kind: 'none' });
  });

  it('signs a difference', () => {
    expect(signed('1,2500')).toBe('+1,2500');
    expect(signed('-1,2500')).toBe('-1,2500');
    expect(signed('0,0000')).toBe('0,0000');
  });
});

describe('the chart', () => {
  it('has a bar pair per group, opening and closing in m³', () => {
    expect(
      chartEntries(lmkGroups(octoberLines)).map((e) => [e.scientificName, e.opening, e.closing]),
    ).toEqual([
      ['Tectona grandis', '160.5000', '140.7500'],
      ['Swietenia macrophylla', '55.0000', '68.7500'],
      ['Pinus merkusii', '0.0000', '15.5000'],
    ]);
  });
});
