import { ApiError } from '@vlegal/api-client/fetcher';
import { describe, expect, it } from 'vitest';
import { reportProblemKey } from './reportProblems.ts';

const refusal = (problem: object) =>
  new ApiError(
    409,
    { type: '/problems/conflict', title: 'Conflict', status: 409, ...problem },
    new Headers(),
  );

describe("the server's refusals", () => {
  it("read from the problem's message or a field's", () => {
    expect(reportProblemKey(refusal({ message: 'report.filedAlready' }))).toBe('report.filedAlready');
    expect(
      reportProblemKey(
        refusal({
          message: 'error.validation',
          fieldErrors: [{ objectName: 'report', field: 'month', message: 'report.monthNotOver' }],
        }),
      ),
    ).toBe('report.monthNotOver');
  });

  it('fall back to a general text for anything else', () => {
    expect(reportProblemKey(refusal({ message: 'error.http.500' }))).toBe('reportScreens.failed');
    expect(reportProblemKey(new Error('offline'), 'reportScreens.error')).toBe('reportScreens.error');
  });
});
