/**
 * Stable `type` URIs of the problem documents (RFC 9457) the API answers with. They are relative
 * references, resolved against the API's origin; server and client compare them as strings.
 */
export const PROBLEM_BASE = '/problems/';

export const PROBLEM_TYPES = {
  /** Registration or user creation with a login that is taken (spec §8). */
  loginAlreadyUsed: '/problems/login-already-used',
  /** Registration, account save or user creation with an e-mail address that is taken (spec §8). */
  emailAlreadyUsed: '/problems/email-already-used',
  /** Password-reset request for an unknown e-mail address (spec §8). */
  emailNotFound: '/problems/email-not-found',
  /** Request body or parameters break the contract; `fieldErrors` names the fields. */
  constraintViolation: '/problems/constraint-violation',
  /** No row, user or key matches the request. */
  notFound: '/problems/not-found',
  /** Signed in but lacking the authority, or the row belongs to another business unit. */
  forbidden: '/problems/forbidden',
  /** No valid token (missing, expired or revoked), or wrong credentials. */
  unauthorized: '/problems/unauthorized',
  /** A unique value is taken or the row changed meanwhile; `fieldErrors` names the fields. */
  conflict: '/problems/conflict',
  /** The row cannot be deleted because other rows refer to it. */
  referencedRow: '/problems/referenced-row',
  /** The current password given to a password change is wrong. */
  invalidPassword: '/problems/invalid-password',
  /** Activation or reset key unknown or expired. */
  invalidKey: '/problems/invalid-key',
  /** Rate limit reached (sign-in, registration, password reset). */
  tooManyRequests: '/problems/too-many-requests',
  /**
   * A write to a business unit's records while the unit is inactive or locked by an administrator, or its
   * company is inactive; reads stay open.
   */
  unitLocked: '/problems/unit-locked',
  /** A posting would make an item's stock balance negative at the end of some day (MODEL.md §4.1). */
  insufficientStock: '/problems/insufficient-stock',
  /** A posting while the unit's stock books are frozen (`transLocked`). */
  booksLocked: '/problems/books-locked',
  /**
   * A step the row's state does not allow: a posted document edited or deleted (it is cancelled instead),
   * a cancelled one cancelled again, a stock corrected after it moved.
   */
  actionNotAllowed: '/problems/action-not-allowed',
  /** An Idempotency-Key sent again with another request than the one it was first sent with. */
  idempotencyKeyReused: '/problems/idempotency-key-reused',
  /** A workflow step sent from a state the row has left since the caller read it; `currentState` says where it is. */
  staleState: '/problems/stale-state',
} as const;

export type ProblemTypeName = keyof typeof PROBLEM_TYPES;
export type ProblemType = (typeof PROBLEM_TYPES)[ProblemTypeName];

/** HTTP status each problem type is answered with. */
export const PROBLEM_STATUS: Record<ProblemTypeName, number> = {
  loginAlreadyUsed: 400,
  emailAlreadyUsed: 400,
  emailNotFound: 400,
  constraintViolation: 400,
  notFound: 404,
  forbidden: 403,
  unauthorized: 401,
  conflict: 409,
  referencedRow: 409,
  invalidPassword: 400,
  invalidKey: 400,
  tooManyRequests: 429,
  unitLocked: 409,
  insufficientStock: 409,
  booksLocked: 409,
  actionNotAllowed: 409,
  idempotencyKeyReused: 409,
  staleState: 409,
};

/** Short English title of each problem type (the `title` member). */
export const PROBLEM_TITLES: Record<ProblemTypeName, string> = {
  loginAlreadyUsed: 'Login name already used',
  emailAlreadyUsed: 'Email is already in use',
  emailNotFound: 'Email address not registered',
  constraintViolation: 'Method argument not valid',
  notFound: 'Not found',
  forbidden: 'Forbidden',
  unauthorized: 'Unauthorized',
  conflict: 'Conflict',
  referencedRow: 'Row is referenced',
  invalidPassword: 'Incorrect password',
  invalidKey: 'Invalid or expired key',
  tooManyRequests: 'Too many requests',
  unitLocked: 'Business unit locked',
  insufficientStock: 'Insufficient stock',
  booksLocked: 'Stock books locked',
  actionNotAllowed: 'Not allowed in this state',
  idempotencyKeyReused: 'Idempotency key reused',
  staleState: 'Changed since it was read',
};

const byUri = new Map<string, ProblemTypeName>(
  Object.entries(PROBLEM_TYPES).map(([name, uri]) => [uri, name as ProblemTypeName]),
);

/** The name of a known problem type, accepting relative or absolute forms (`https://host/problems/x`). */
export function problemTypeName(type: string | null | undefined): ProblemTypeName | undefined {
  if (!type) return undefined;
  const at = type.indexOf(PROBLEM_BASE);
  return at < 0 ? undefined : byUri.get(type.slice(at));
}

export function isProblemType(type: string | null | undefined, name: ProblemTypeName): boolean {
  return problemTypeName(type) === name;
}
