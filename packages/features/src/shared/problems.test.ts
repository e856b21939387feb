import { ApiError } from '@vlegal/api-client/fetcher';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldText } from './formProblems.ts';
import { fieldErrorPaths, problemIs, problemNameOf } from './problems.ts';

const failure = (type: string, fieldErrors?: { field: string; message: string }[]) =>
  new ApiError(
    400,
    { type, title: 'Bad request', status: 400, ...(fieldErrors ? { fieldErrors } : {}) },
    new Headers(),
  );

describe('problems', () => {
  it('names known problem types, relative or absolute', () => {
    expect(problemNameOf(failure('/problems/login-already-used'))).toBe('loginAlreadyUsed');
    expect(problemIs(failure('http://localhost:8080/problems/email-already-used'), 'emailAlreadyUsed')).toBe(
      true,
    );
    expect(problemNameOf(new Error('offline'))).toBeUndefined();
  });

  it('puts field errors on nested formik fields', () => {
    const error = failure('/problems/constraint-violation', [
      { field: 'company.taxId', message: 'must match' },
      { field: 'login', message: 'too long' },
      { field: 'newPassword', message: 'too short' },
    ]);
    expect(fieldErrorsOf(error, { newPassword: 'password' })).toEqual({
      company: { taxId: 'must match' },
      login: 'too long',
      password: 'too short',
    });
    expect(fieldErrorPaths(error)).toEqual(['company.taxId', 'login', 'newPassword']);
  });

  it('puts a place inside a text value on its field, naming the place', () => {
    const error = failure('/problems/constraint-violation', [
      { field: 'geometry.coordinates[0]', message: 'crosses itself' },
      { field: 'lines[0].quantity', message: 'too much' },
    ]);
    expect(fieldErrorsOf(error, {}, undefined, { geometry: '{"type":"Polygon"}', lines: [{}] })).toEqual({
      geometry: 'crosses itself (coordinates[0])',
      lines: [{ quantity: 'too much' }],
    });
  });

  it('gives no field errors for other failures', () => {
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });

  it("shows a server field message in the reader's words where the screens have them", () => {
    const texts: Record<string, string> = {
      'ledger.closedMonth': 'Bulan tersebut sudah ditutup.',
      'resources.validation.required': 'Kolom ini wajib diisi.',
    };
    texts['eudr.plot.pointArea'] = 'Petak {{declared}} ha harus digambar sebagai poligon.';
    const t = (key: string, figures?: Record<string, unknown>) =>
      (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name) => String(figures?.[name]));
    const text = fieldText(t, { exists: (key) => key in texts, language: 'in' });
    expect(text('ledger.closedMonth')).toBe('Bulan tersebut sudah ditutup.');
    // The figures a text names, in the reader's format.
    expect(text('eudr.plot.pointArea', { declared: '1234.5000' })).toBe(
      'Petak 1.234,5 ha harus digambar sebagai poligon.',
    );
    expect(text('must not be blank')).toBe('Kolom ini wajib diisi.');
    // Words the screens have none for stay as the server wrote them.
    expect(text('is beyond what the books keep')).toBe('is beyond what the books keep');
  });
});
