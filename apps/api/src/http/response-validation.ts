import type { FastifyInstance } from 'fastify';
import { decimalMultipleOf } from './decimal-multiple.ts';

type JsonObject = Record<string, unknown>;

export interface ResponseValidationFailure {
  operationId: string;
  method: string;
  url: string;
  status: number;
  errors: string;
}

function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

function resolveLocal(contract: JsonObject, ref: string): { node: JsonObject; ptr: string } {
  const ptr = ref.replace(/^#/, '');
  let node: unknown = contract;
  for (const part of ptr.split('/').slice(1)) {
    node = (node as JsonObject)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return { node: node as JsonObject, ptr };
}

/**
 * Test mode: every JSON answer of a contract operation is checked against the response schema the
 * contract declares for its status (or, for problem answers the operation does not declare, against
 * the Problem schema). A mismatch turns the answer into a 500 problem and is recorded on
 * `app.responseValidationFailures`, so the test that caused it fails.
 */
export async function installResponseValidation(app: FastifyInstance, contract: JsonObject): Promise<void> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const addFormats = (await import('ajv-formats')).default;
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: false,
  });
  addFormats(ajv);
  decimalMultipleOf(ajv as unknown as Parameters<typeof decimalMultipleOf>[0]);
  // biome-ignore lint/suspicious/noExplicitAny: ajv's compiled validator type
  const cache = new Map<string, any>();
  const validatorFor = (ptr: string) => {
    let v = cache.get(ptr);
    if (!v) {
      v = ajv.compile({ $ref: `contract#${ptr}` });
      cache.set(ptr, v);
    }
    return v;
  };
  // Paths are added too, so a schema given inline in an operation is reachable by pointer.
  ajv.addSchema({ $id: 'contract', components: contract.components ?? {}, paths: contract.paths ?? {} });

  const failures: ResponseValidationFailure[] = [];
  app.decorate('responseValidationFailures', failures);

  app.addHook('onSend', async (req, reply, payload) => {
    const operationId = req.routeOptions.config.operationId;
    if (!operationId || !req.routeOptions.config.openapiPath) return payload;
    const ct =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!ct.includes('json') || typeof payload !== 'string') return payload;
    const status = reply.statusCode;
    const opPtr = `/paths/${escapePointer(req.routeOptions.config.openapiPath)}/${req.method === 'HEAD' ? 'get' : req.method.toLowerCase()}`;
    const op = resolveLocal(contract, `#${opPtr}`).node;
    const responses = (op?.responses ?? {}) as JsonObject;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    let schemaPtr: string | null = null;
    if (key) {
      let resp = responses[key] as JsonObject;
      let respPtr = `${opPtr}/responses/${key}`;
      if (typeof resp.$ref === 'string') {
        const r = resolveLocal(contract, resp.$ref);
        resp = r.node;
        respPtr = r.ptr;
      }
      const content = (resp.content ?? {}) as JsonObject;
      if (ct in content) schemaPtr = `${respPtr}/content/${escapePointer(ct)}/schema`;
      else if (Object.keys(content).length > 0) {
        return fail(`content type ${ct} is not declared for status ${status}`);
      }
    } else if (status >= 400 && ct === 'application/problem+json') {
      schemaPtr = '/components/schemas/Problem';
    } else {
      return fail(`status ${status} is not declared`);
    }
    if (!schemaPtr) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return fail('body is not JSON');
    }
    const validate = validatorFor(schemaPtr);
    if (!validate(body)) return fail(ajv.errorsText(validate.errors));
    return payload;

    function fail(errors: string) {
      failures.push({ operationId: String(operationId), method: req.method, url: req.url, status, errors });
      req.log.error({ operationId, status, errors }, 'response does not match the contract');
      reply.code(500).type('application/problem+json');
      return JSON.stringify({
        type: 'about:blank',
        title: 'Response does not match the contract',
        status: 500,
        detail: `${operationId} ${status}: ${errors}`,
      });
    }
  });
}
