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

/**
 * How deep a request body may nest objects and arrays. The contract's deepest body is a document with lines
 * (the document, its array of lines, a line: 3 levels); 32 is far beyond any body it takes, and far below
 * what a walk of the body (a check, a validator, a log) could not take: a deeper body is refused before any.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects and arrays more than `max` levels deep, measured without recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, level] = next;
    if (node === null || typeof node !== 'object') continue;
    if (level > max) return true;
    for (const item of Object.values(node))
      if (item !== null && typeof item === 'object') stack.push([item, level + 1]);
  }
  return false;
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
 * UTF-16 surrogates (silently turned into U+FFFD on the way in). Each one is a field error, in the order
 * the value is written. Walked without recursion: no depth of the value can exhaust the stack.
 */
export function unstorableText(value: unknown, objectName: string, path = ''): FieldError[] {
  const message = 'must be text without NUL characters or unpaired surrogates';
  const errors: FieldError[] = [];
  // A member whose name cannot be stored is named itself, without looking into its value.
  const stack: [unknown, string, boolean][] = [[value, path, false]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, at, badName] = next;
    if (badName || (typeof node === 'string' && UNSTORABLE.test(node)))
      errors.push({ objectName, field: at || objectName, message });
    if (badName || node === null || typeof node !== 'object') continue;
    // Members are pushed last first, so they are taken in the order they are written.
    const members = Object.entries(node);
    for (let i = members.length - 1; i >= 0; i--) {
      const [key, item] = members[i] as [string, unknown];
      const field = Array.isArray(node) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
      stack.push([item, field, UNSTORABLE.test(key)]);
    }
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
 * never are: JSON carries its own types), and no string holds what PostgreSQL cannot store. A body nested
 * deeper than `MAX_BODY_DEPTH` is refused before anything walks it.
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
    if (nestedDeeperThan(req.body, MAX_BODY_DEPTH))
      throw problem.validation(
        [
          {
            objectName: 'body',
            field: 'body',
            message: `must not nest deeper than ${MAX_BODY_DEPTH} levels`,
          },
        ],
        `The request body nests objects and arrays more than ${MAX_BODY_DEPTH} levels deep; no operation takes such a body.`,
      );

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
