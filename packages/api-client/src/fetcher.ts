/**
 * The one fetch mutator every generated call goes through: resolves the base URL, adds the bearer
 * token, and turns problem documents into a typed {@link ApiError}.
 */
import type { Problem } from './gen/model/problem.ts';

/** The contract's problem document (RFC 9457), as every refused call answers it. */
export type { Problem } from './gen/model/problem.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    readonly headers: Headers,
  ) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
  }
}

export interface ApiConfig {
  baseUrl: string;
  getToken: () => string | null | undefined;
  onUnauthorized?: (error: ApiError) => void;
  /** Spec: every request has a time-out of about 1,000,000 ms. */
  timeoutMs: number;
}

const config: ApiConfig = {
  baseUrl: '',
  getToken: () => null,
  timeoutMs: 1_000_000,
};

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
}

function resolveUrl(url: string): string {
  if (/^https?:/.test(url)) return url;
  const base =
    config.baseUrl ||
    (typeof window !== 'undefined' && window.location ? window.location.href : 'http://localhost');
  return new URL(url, base).toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  // A file (a PDF) is kept as its bytes: read as text, it would be mangled.
  if (type && !type.includes('json') && !type.startsWith('text/')) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

export const apiFetch = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
  const headers = new Headers(init.headers);
  const token = config.getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(resolveUrl(url), { ...init, headers, signal });
  const data = await readBody(response);
  if (!response.ok) {
    const problem: Problem =
      data && typeof data === 'object'
        ? (data as Problem)
        : { type: 'about:blank', title: response.statusText || 'Error', status: response.status };
    const error = new ApiError(response.status, problem, response.headers);
    if (response.status === 401) config.onUnauthorized?.(error);
    throw error;
  }
  return { data, status: response.status, headers: response.headers } as T;
};

export default apiFetch;
