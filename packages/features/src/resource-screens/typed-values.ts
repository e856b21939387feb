/** What a form's typed text is: an ISO date, a number with a decimal comma or point, or nothing. */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const NUMBER = /^-?\d+([.,]\d+)?$/;

export const empty = (value: unknown) => value === undefined || value === null || value === '';

/** A number as typed, with a decimal comma or point. */
export const toNumber = (value: unknown) => Number(String(value).replace(',', '.'));
