import { PROBLEM_TITLES, PROBLEM_TYPES } from '@vlegal/domain/problems';

/** Problem documents (RFC 9457). The spec's types are the stable URIs of `@vlegal/domain/problems`. */
export const ProblemType = {
  default: 'about:blank',
  validation: PROBLEM_TYPES.constraintViolation,
  loginAlreadyUsed: PROBLEM_TYPES.loginAlreadyUsed,
  emailAlreadyUsed: PROBLEM_TYPES.emailAlreadyUsed,
  emailNotFound: PROBLEM_TYPES.emailNotFound,
  invalidPassword: PROBLEM_TYPES.invalidPassword,
  badCredentials: PROBLEM_TYPES.unauthorized,
  unauthorized: PROBLEM_TYPES.unauthorized,
  forbidden: PROBLEM_TYPES.forbidden,
  notFound: PROBLEM_TYPES.notFound,
  conflict: PROBLEM_TYPES.conflict,
  referencedRow: PROBLEM_TYPES.referencedRow,
  tooManyRequests: PROBLEM_TYPES.tooManyRequests,
  unitLocked: PROBLEM_TYPES.unitLocked,
  insufficientStock: PROBLEM_TYPES.insufficientStock,
  booksLocked: PROBLEM_TYPES.booksLocked,
  actionNotAllowed: PROBLEM_TYPES.actionNotAllowed,
  invalidKey: PROBLEM_TYPES.invalidKey,
  idempotencyKeyReused: PROBLEM_TYPES.idempotencyKeyReused,
  staleState: PROBLEM_TYPES.staleState,
  methodNotAllowed: 'about:blank',
  payloadTooLarge: 'about:blank',
  internal: 'about:blank',
} as const;

export { PROBLEM_TITLES };

export interface FieldError {
  objectName?: string;
  field: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  message?: string;
  fieldErrors?: FieldError[];
  /** With `/problems/insufficient-stock`: the first day an item would run short. */
  shortfall?: { stockId: number; item: string; date: string; quantity: string; balance: string };
  /** With `/problems/stale-state`: the state the row is in now. */
  currentState?: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** Thrown by handlers; the error handler turns it into an `application/problem+json` answer. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly body: ProblemBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    init: Partial<Omit<ProblemBody, 'status'>> = {},
    headers: Record<string, string> = {},
  ) {
    const title = init.title ?? titleFor(status);
    super(init.detail ?? title);
    this.status = status;
    this.headers = headers;
    this.body = {
      ...init,
      type: init.type ?? ProblemType.default,
      title,
      status,
    };
  }
}

/** Short-hands given to every handler. */
export const problem = {
  badRequest: (detail: string, type: string = ProblemType.default, extra: Partial<ProblemBody> = {}) =>
    new HttpProblem(400, { type, detail, ...extra }),
  validation: (fieldErrors: FieldError[], detail = 'The request is not valid.') =>
    new HttpProblem(400, {
      type: ProblemType.validation,
      title: PROBLEM_TITLES.constraintViolation,
      detail,
      message: 'error.validation',
      fieldErrors,
    }),
  unauthorized: (detail = 'Full authentication is required to access this resource.') =>
    new HttpProblem(401, { type: ProblemType.unauthorized, detail, message: 'error.http.401' }),
  forbidden: (detail = 'You are not allowed to do this.') =>
    new HttpProblem(403, { type: ProblemType.forbidden, detail, message: 'error.http.403' }),
  notFound: (detail = 'The resource was not found.') =>
    new HttpProblem(404, { type: ProblemType.notFound, detail, message: 'error.http.404' }),
  conflict: (detail: string) =>
    new HttpProblem(409, { type: ProblemType.conflict, detail, message: 'error.http.409' }),
  actionNotAllowed: (detail: string) =>
    new HttpProblem(409, {
      type: ProblemType.actionNotAllowed,
      title: PROBLEM_TITLES.actionNotAllowed,
      detail,
      message: 'error.actionNotAllowed',
    }),
  unitLocked: (detail: string) =>
    new HttpProblem(409, {
      type: ProblemType.unitLocked,
      title: PROBLEM_TITLES.unitLocked,
      detail,
      message: 'error.unitLocked',
    }),
};

export type ProblemHelper = typeof problem;
