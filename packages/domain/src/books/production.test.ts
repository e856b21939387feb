import { describe, expect, it } from 'vitest';
import { productionYield } from './production.ts';

describe('productionYield', () => {
  it('sums the lines exactly and gives the yield to two decimals', () => {
    expect(productionYield([{ volumeM3: '3.3333' }, { volumeM3: '1.6667' }], [{ volumeM3: '2.75' }])).toEqual(
      {
        inputVolumeM3: '5.0000',
        outputVolumeM3: '2.7500',
        yieldPercent: '55.00',
        outputExceedsInput: false,
        needsNote: false,
      },
    );
  });

  it('asks for a note outside 30–90 % and not on its bounds, judged on the yield as shown', () => {
    const yieldOf = (output: string) => productionYield([{ volumeM3: '10' }], [{ volumeM3: output }]);
    expect(yieldOf('2.99').needsNote).toBe(true);
    expect(yieldOf('3').needsNote).toBe(false);
    // 29.999 % is shown, and judged, as 30.00 %.
    expect(yieldOf('2.9999')).toMatchObject({ yieldPercent: '30.00', needsNote: false });
    expect(yieldOf('9').needsNote).toBe(false);
    expect(yieldOf('9.01').needsNote).toBe(true);
  });

  it('has no yield while nothing goes in, and says when more comes out than went in', () => {
    expect(productionYield([], [{ volumeM3: '1' }])).toMatchObject({
      yieldPercent: null,
      outputExceedsInput: true,
      needsNote: false,
    });
    expect(productionYield([{ volumeM3: '' }], [])).toMatchObject({
      inputVolumeM3: '0.0000',
      yieldPercent: null,
    });
  });
});
