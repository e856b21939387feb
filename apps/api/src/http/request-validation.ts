import type { FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { type FieldError, HttpProblem, problem } from './problems.ts';

type JsonSchema = Record<string, unknown>;

/** What the route's schema (built from the contract) says about the request, in the form the checks need. */
interface RequestShape {
  /** Media types of the request body; null when the operation takes no body. */
  mediaTypes: ReadonlySet<string> | null;
  query: ReadonlyMap<string, JsonSchema>;
  params: ReadonlyMap<string, JsonSchema>;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;

function propertiesOf(schema: unknown): Map<string, JsonSchema> {
  const properties = (schema as { properties?: Record<string, JsonSchema> } | undefined)?.properties ?? {};
  return new Map(Object.entries(properties));
}

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * A query or path value arrives as text: it becomes the number, boolean or array its schema declares when
 * the text says exactly that; anything else is left as it came, for the schema to refuse.
 */
export function fromText(raw: unknown, schema: JsonSchema): unknown {
  const types = typesOf(schema);
  const items = (schema.items ?? {}) as JsonSchema;
  if (Array.isArray(raw)) return types.includes('array') ? raw.map((v) => fromText(v, items)) : raw;
  if (typeof raw !== 'string') return raw;
  if (types.includes('array')) return [fromText(raw, items)];
  if (types.includes('integer') && /^-?\d{1,15}$/.test(raw)) return Number(raw);
  if (types.includes('number') && /^-?\d{1,15}(\.\d{1,15})?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * Strings PostgreSQL cannot store as sent: the NUL character (refused by the database) and unpaired
 * UTF-16 surrogates (silently turned into U+FFFD on the way in). Each one is a field error.
 */
export function unstorableText(value: unknown, objectName: string, path = ''): FieldError[] {
  const here = path || objectName;
  const message = 'must be text without NUL characters or unpaired surrogates';
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [{ objectName, field: here, message }] : [];
  if (value === null || typeof value !== 'object') return [];
  const errors: FieldError[] = [];
  for (const [key, item] of Object.entries(value)) {
    const field = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) errors.push({ objectName, field, message });
    else errors.push(...unstorableText(item, objectName, field));
  }
  return errors;
}

function mediaTypeOf(req: FastifyRequest): string | null {
  const header = req.headers['content-type'];
  if (!header) return null;
  return header.split(';')[0]?.trim().toLowerCase() || null;
}

function shapeOf(route: RouteOptions): RequestShape {
  const schema = (route.schema ?? {}) as {
    body?: { content?: Record<string, unknown> };
    querystring?: JsonSchema;
    params?: JsonSchema;
  };
  const content = schema.body?.content;
  return {
    mediaTypes: content ? new Set(Object.keys(content).map((t) => t.toLowerCase())) : null,
    query: propertiesOf(schema.querystring),
    params: propertiesOf(schema.params),
  };
}

/**
 * The first step of every operation, before the contract's schemas validate the request: the body comes
 * in a media type the operation declares (else 415) and is present when declared (else 400), only
 * declared query parameters are accepted, query and path text is coerced to the declared types (bodies
 * never are: JSON carries its own types), and no string holds what PostgreSQL cannot store.
 */
export function requestCheck(shape: RequestShape): preValidationAsyncHookHandler {
  return async (req) => {
    const mediaType = mediaTypeOf(req);
    const hasBody = req.body !== undefined;
    if (shape.mediaTypes === null) {
      if (hasBody) throw unsupportedMediaType('This operation takes no request body.');
    } else if (mediaType && !shape.mediaTypes.has(mediaType)) {
      throw unsupportedMediaType(
        `${mediaType} is not accepted here; send ${[...shape.mediaTypes].join(' or ')}.`,
      );
    } else if (!hasBody) {
      throw problem.validation(
        [{ objectName: 'body', field: 'body', message: 'is required' }],
        'This operation needs a request body.',
      );
    }

    const query = (req.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(query).filter((name) => !shape.query.has(name));
    if (unknown.length) {
      throw problem.validation(
        unknown.map((field) => ({
          objectName: 'query',
          field,
          message: 'is not a parameter of this operation',
        })),
        'Unknown query parameter.',
      );
    }
    for (const [name, schema] of shape.query) if (name in query) query[name] = fromText(query[name], schema);
    const params = (req.params ?? {}) as Record<string, unknown>;
    for (const [name, schema] of shape.params)
      if (name in params) params[name] = fromText(params[name], schema);

    const errors = [
      ...unstorableText(params, 'params'),
      ...unstorableText(query, 'query'),
      ...unstorableText(req.body, 'body'),
    ];
    if (errors.length) throw problem.validation(errors, 'The request holds text that cannot be stored.');
  };
}

function unsupportedMediaType(detail: string): HttpProblem {
  return new HttpProblem(415, { detail, message: 'error.http.415' });
}

/** Puts the request check in front of the validation of a contract route. */
export function withRequestCheck(route: RouteOptions): void {
  const hooks = route.preValidation;
  const check = requestCheck(shapeOf(route));
  route.preValidation = hooks === undefined ? [check] : [check, ...(Array.isArray(hooks) ? hooks : [hooks])];
}
