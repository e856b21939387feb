import { ApiError } from '@vlegal/api-client/fetcher';
import { describe, expect, it } from 'vitest';
import { outcomeOf, refusalText } from './formOutcome.tsx';

const refusal = (
  status: number,
  type: string,
  fieldErrors: { field: string; message: string }[] = [],
  extra = {},
) =>
  outcomeOf(new ApiError(status, { type, title: 'Refused', status, fieldErrors, ...extra }, new Headers()));

/** Keys and their values, as the texts would interpolate them. */
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const values = { code: 'ID', name: 'Indonesia', lines: [{ quantity: '150' }] };

describe('the banner of a refused save', () => {
  it('is absent when every problem is on a field of the form, nested ones too', () => {
    expect(
      refusalText(refusal(409, '/problems/conflict', [{ field: 'code', message: 'taken' }]), values, t, 'in'),
    ).toBe('');
    const onALine = refusal(400, '/problems/constraint-violation', [
      { field: 'lines[0].quantity', message: 'more than 100' },
      { field: 'name', message: 'unknown in OSS' },
    ]);
    expect(refusalText(onALine, values, t, 'in')).toBe('');
  });

  it('leaves out a value the page sets, named beside a field of a unique key', () => {
    const unitAndNumber = refusal(409, '/problems/conflict', [
      { field: 'businessUnitId', message: 'taken' },
      { field: 'code', message: 'taken' },
    ]);
    expect(refusalText(unitAndNumber, values, t, 'in', ['businessUnitId'])).toBe('');
    expect(refusalText(unitAndNumber, values, t, 'in')).toBe('resources.form.conflict');
    const unitAlone = refusal(409, '/problems/conflict', [{ field: 'businessUnitId', message: 'taken' }]);
    expect(refusalText(unitAlone, values, t, 'in', ['businessUnitId'])).toBe('resources.form.conflict');
  });

  it('says the refusal when it names no field, or a field the form does not show', () => {
    expect(refusalText(refusal(409, '/problems/conflict'), values, t, 'in')).toBe('resources.form.conflict');
    const elsewhere = refusal(400, '/problems/constraint-violation', [
      { field: 'code', message: 'taken' },
      { field: 'businessUnitId', message: 'not yours' },
    ]);
    expect(refusalText(elsewhere, values, t, 'in')).toBe('resources.form.rejected');
    expect(refusalText(refusal(423, '/problems/unit-locked'), values, t, 'in')).toBe(
      'resources.form.unitLocked',
    );
    expect(refusalText(outcomeOf(new Error('offline')), values, t, 'in')).toBe('resources.form.failed');
  });

  it("keeps a shortfall's item, day and balance, which the quantity's field does not say", () => {
    const shortfall = {
      stockId: 4,
      item: 'Log jati',
      date: '2026-11-03',
      quantity: 'volumeM3',
      balance: '-6.25',
    };
    const onTheField = refusal(
      409,
      '/problems/insufficient-stock',
      [{ field: 'lines[0].quantity', message: 'ledger.insufficient' }],
      { shortfall },
    );
    expect(refusalText(onTheField, values, t, 'in')).toMatch(/^ledger\.shortfall .*Log jati/);
    const withoutField = refusal(409, '/problems/insufficient-stock', [], { shortfall });
    expect(refusalText(withoutField, values, t, 'in')).toMatch(
      /^resources\.form\.insufficientStock ledger\.shortfall /,
    );
  });
});
