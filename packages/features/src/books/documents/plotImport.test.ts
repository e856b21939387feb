import type { HarvestPlotImportResult } from '@vlegal/api-client/model';
import { describe, expect, it } from 'vitest';
import {
  importSummary,
  MAX_IMPORT_BYTES,
  plotFileKind,
  plotFileOf,
  readPlotFile,
  resultRows,
} from './plotImport.ts';

const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const feature = (producer?: string) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [110.67, -6.59] },
  properties: producer === undefined ? {} : { ProducerName: producer },
});

describe('the kind of a file of plots', () => {
  it('is read from its ending first, then from its type', () => {
    expect(plotFileKind('petak.geojson', '')).toBe('geojson');
    expect(plotFileKind('petak.JSON', 'text/plain')).toBe('geojson');
    expect(plotFileKind('petak.csv', 'application/vnd.ms-excel')).toBe('csv');
    expect(plotFileKind('petak', 'application/geo+json')).toBe('geojson');
    expect(plotFileKind('petak', 'text/csv;charset=utf-8')).toBe('csv');
    expect(plotFileKind('petak.shp', 'application/octet-stream')).toBeUndefined();
    expect(plotFileKind('petak.xlsx', '')).toBeUndefined();
  });
});

describe('a file before it is sent', () => {
  it('takes a FeatureCollection, counting its features', () => {
    const file = plotFileOf('petak.geojson', '', `\uFEFF${collection([feature(' KTH Wana '), feature()])}`);
    expect(file).toEqual({
      name: 'petak.geojson',
      kind: 'geojson',
      text: collection([feature(' KTH Wana '), feature()]),
      count: 2,
    });
  });

  it('refuses what the server would refuse as a whole', () => {
    expect(plotFileOf('petak.json', '', '{"type":"FeatureCollection",')).toBe('notJson');
    expect(plotFileOf('petak.json', '', '{"type":"Point","coordinates":[1,2]}')).toBe('notCollection');
    expect(plotFileOf('petak.json', '', '[]')).toBe('notCollection');
    expect(plotFileOf('petak.json', '', ' \n')).toBe('empty');
    expect(plotFileOf('petak.csv', '', '')).toBe('empty');
    expect(plotFileOf('petak.txt', 'text/plain', 'x')).toBe('wrongType');
    expect(plotFileOf('petak.json', '', collection(Array.from({ length: 10_001 }, () => null)))).toBe(
      'tooMany',
    );
  });

  it('takes a CSV as text, as it is: the server reads its lines', () => {
    const csv = 'PlotCode;ProducerName;Longitude\r\nA;"Koperasi ""Jati"";\nLestari";110,67\r\n\r\nB;  ;110\n';
    expect(plotFileOf('petak.csv', 'text/csv', csv)).toEqual({ name: 'petak.csv', kind: 'csv', text: csv });
  });

  it('refuses a file larger than the server takes, unread', async () => {
    const big = { name: 'petak.geojson', type: '', size: MAX_IMPORT_BYTES + 1 } as File;
    await expect(readPlotFile(big)).resolves.toBe('tooLarge');
    const fits = new File([collection([feature('KTH')])], 'petak.geojson');
    await expect(readPlotFile(fits)).resolves.toMatchObject({ kind: 'geojson', count: 1 });
  });
});

describe('the answer', () => {
  const result: HarvestPlotImportResult = {
    stored: 1,
    unchanged: 0,
    refused: 1,
    features: [
      { index: 1, outcome: 'REFUSED', id: null, plotCode: 'B', producerName: 'Koperasi', problems: [] },
      { index: 0, outcome: 'STORED', id: 7, plotCode: 'A', producerName: 'KTH', problems: [] },
    ],
  };

  it('lists the features in the file’s order', () => {
    expect(resultRows(result).map((row) => [row.index, row.plotCode, row.producerName])).toEqual([
      [0, 'A', 'KTH'],
      [1, 'B', 'Koperasi'],
    ]);
  });

  it('is summed up by its counts, in a warning while any feature was refused', () => {
    expect(importSummary(result)).toEqual({
      intent: 'warning',
      counts: { stored: 1, unchanged: 0, refused: 1 },
    });
    expect(importSummary({ ...result, refused: 0 }).intent).toBe('success');
    expect(importSummary({ ...result, stored: 0, refused: 0, unchanged: 2 }).intent).toBe('info');
  });
});
