import { describe, expect, it } from 'vitest';
import { plotTrace, receipts, saleTrace, vlegalTrace } from './stories-eudr-rows.ts';
import { chainOf, gapsOf, leadingQuantity, plotEdgesOf } from './traceChain.ts';

const keysOf = (chain: ReturnType<typeof chainOf>) => chain.stages.map((stage) => stage.map((d) => d.key));
const edgesOf = (chain: ReturnType<typeof chainOf>) =>
  Object.fromEntries(chain.edges.map((edge) => [`${edge.from} > ${edge.to}`, edge.quantity.volumeM3]));

describe('the chain of a trace', () => {
  it('groups entries by their document, a production its inputs with its outputs', () => {
    const chain = chainOf(vlegalTrace);
    const assembly = chain.stages.flat().find((document) => document.key === 'PRODUCTION:9');
    expect(assembly?.entries.map((entry) => entry.entryId)).toEqual([801, 802, 810]);
    expect(assembly?.documentNumber).toBe('PRD/JJF-01/2026/10/0009');
    expect(assembly?.date).toBe('2026-10-20');
  });

  it('puts each document one stage after the latest that fed it, receipts first', () => {
    expect(keysOf(chainOf(vlegalTrace))).toEqual([
      ['IMPORT_MATERIAL:1', 'IMPORT_MATERIAL:2'],
      ['PRODUCTION:4'],
      // The second receipt fed the assembly too, directly: the assembly still follows the saw mill.
      ['PRODUCTION:9'],
      ['VLEGAL:4'],
    ]);
  });

  it('draws an edge from the inflows drawn to the outflows drawing, summed by document pair', () => {
    expect(edgesOf(chainOf(vlegalTrace))).toEqual({
      'IMPORT_MATERIAL:1 > PRODUCTION:4': '6.0000',
      'IMPORT_MATERIAL:2 > PRODUCTION:4': '3.0000',
      'PRODUCTION:4 > PRODUCTION:9': '5.6000',
      'IMPORT_MATERIAL:2 > PRODUCTION:9': '1.0000',
      'PRODUCTION:9 > VLEGAL:4': '4.8000',
    });
  });

  it('reads a forward trace the same way: from the start to every document reached', () => {
    const chain = chainOf(plotTrace);
    expect(keysOf(chain)).toEqual([
      ['IMPORT_MATERIAL:1'],
      ['PRODUCTION:4'],
      ['PRODUCTION:9', 'LOCAL_SALES:3'],
      ['VLEGAL:4'],
    ]);
    expect(edgesOf(chain)['PRODUCTION:4 > LOCAL_SALES:3']).toBe('0.7000');
  });

  it('leaves out a document drawing on itself, and is not held by a loop', () => {
    const [first, second] = vlegalTrace.outflows;
    const [inflow] = vlegalTrace.inflows;
    const loop = chainOf({
      outflows: [first!, { ...second!, sourceType: 'VLEGAL', sourceId: 4 }],
      inflows: [{ ...inflow!, sourceType: 'VLEGAL', sourceId: 4 }],
      links: [
        { outflowId: first!.entryId, inflowId: inflow!.entryId, volumeM3: '1', weightKg: '0', pieces: '0' },
      ],
    });
    expect(loop.edges).toEqual([]);
    const cycle = chainOf({
      outflows: [first!, second!],
      inflows: [
        { ...inflow!, entryId: 1, sourceType: 'PRODUCTION', sourceId: 9 },
        { ...inflow!, entryId: 2, sourceType: 'VLEGAL', sourceId: 4 },
      ],
      links: [
        { outflowId: first!.entryId, inflowId: 1, volumeM3: '1', weightKg: '0', pieces: '0' },
        { outflowId: second!.entryId, inflowId: 2, volumeM3: '1', weightKg: '0', pieces: '0' },
      ],
    });
    expect(cycle.stages.flat()).toHaveLength(2);
  });

  it('names the receipts each plot was recorded on', () => {
    expect(plotEdgesOf(receipts)).toEqual([
      { plotId: 11, receipts: ['IMPORT_MATERIAL:1'] },
      { plotId: 12, receipts: ['IMPORT_MATERIAL:1'] },
      { plotId: 13, receipts: ['IMPORT_MATERIAL:2'] },
    ]);
  });
});

describe('what a backward trace misses', () => {
  it('nothing, when every quantity ends at a receipt with plots', () => {
    expect(gapsOf(vlegalTrace)).toEqual([]);
  });

  it('an opening balance among the origins, and what an outflow took beyond what it drew', () => {
    const gaps = gapsOf(saleTrace);
    expect(gaps.map((gap) => gap.kind)).toEqual(['origin', 'undrawn']);
    expect(gaps[0]).toMatchObject({ entry: { movementType: 'INITIAL', volumeM3: '0.7000' } });
    expect(gaps[1]).toMatchObject({ entry: { entryId: 1001 }, missing: { volumeM3: '0.6000' } });
  });

  it('a receipt that names no plot', () => {
    const [first, second] = receipts;
    const gaps = gapsOf({ ...vlegalTrace, receipts: [first!, { ...second!, harvestPlotIds: [] }] });
    expect(gaps).toEqual([{ kind: 'noPlots', receipt: expect.objectContaining({ id: 2 }) }]);
  });
});

describe('the quantity a movement is told by', () => {
  it('is its m³, else its pieces, else its kg', () => {
    expect(leadingQuantity({ volumeM3: '1.2000', weightKg: '5.00', pieces: '3.00' })).toEqual({
      field: 'volumeM3',
      value: '1.2000',
    });
    expect(leadingQuantity({ volumeM3: '0.0000', weightKg: '5.00', pieces: '3.00' })?.field).toBe('pieces');
    expect(leadingQuantity({ volumeM3: '0.0000', weightKg: '5.00', pieces: '0.00' })?.field).toBe('weightKg');
    expect(leadingQuantity({ volumeM3: '0.0000', weightKg: '0.00', pieces: '0.00' })).toBeUndefined();
  });
});
