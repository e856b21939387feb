import { describe, expect, it } from 'vitest';
import { documentTraceHref, startOf, traceHref } from './traceAddress.ts';
import { validateTraceSearch } from './traceSearch.ts';

describe("the trace's address", () => {
  it('keeps the way and the ids that are ids', () => {
    expect(
      validateTraceSearch({ way: 'forward', harvestPlotId: '11', stockId: 'x', sourceType: 'NOPE' }),
    ).toEqual({
      way: 'forward',
      harvestPlotId: 11,
    });
    expect(validateTraceSearch({})).toEqual({ way: 'backward' });
  });

  it('names one start, of a kind its way takes', () => {
    expect(startOf({ way: 'backward', sourceType: 'VLEGAL', sourceId: 4 })).toEqual({
      sourceType: 'VLEGAL',
      sourceId: 4,
    });
    expect(startOf({ way: 'backward', stockId: 3 })).toEqual({ stockId: 3 });
    expect(startOf({ way: 'forward', harvestPlotId: 11 })).toEqual({ harvestPlotId: 11 });
    // None, two, half a document, or one the way does not take.
    expect(startOf({ way: 'backward' })).toBeUndefined();
    expect(startOf({ way: 'backward', entryId: 1, stockId: 3 })).toBeUndefined();
    expect(startOf({ way: 'backward', sourceId: 4 })).toBeUndefined();
    expect(startOf({ way: 'forward', stockId: 3 })).toBeUndefined();
    expect(startOf({ way: 'backward', harvestPlotId: 11 })).toBeUndefined();
  });

  it('is written back as the page reads it', () => {
    const href = traceHref('backward', { sourceType: 'LOCAL_SALES', sourceId: 3 });
    expect(href).toBe('/app/eudr/trace?way=backward&sourceType=LOCAL_SALES&sourceId=3');
    const search = validateTraceSearch(Object.fromEntries(new URL(href, 'http://localhost').searchParams));
    expect(startOf(search)).toEqual({ sourceType: 'LOCAL_SALES', sourceId: 3 });
  });

  it("leads a receipt's view forward, a production's and a sale's backward, no other", () => {
    expect(documentTraceHref('IMPORT_MATERIAL', 1)).toEqual({
      way: 'forward',
      href: '/app/eudr/trace?way=forward&sourceType=IMPORT_MATERIAL&sourceId=1',
    });
    expect(documentTraceHref('PRODUCTION', 4)?.way).toBe('backward');
    expect(documentTraceHref('LOCAL_SALES', 3)?.way).toBe('backward');
    expect(documentTraceHref('TRANSFER_MATERIAL', 2)).toBeUndefined();
  });
});
