/** The contract's operations in the form the fuzzer needs, and the check of an answer against them. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operationsOf, type RoleSpec } from '../../src/http/contract.ts';
import { decimalMultipleOf } from '../../src/http/decimal-multiple.ts';
import { deref, type Schema } from './schemas.ts';

type JsonObject = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** Path of the contract, with `{param}` placeholders. */
  path: string;
  roles: RoleSpec | undefined;
  parameters: Parameter[];
  body: { mediaTypes: string[]; schema: Schema } | null;
  /** Declared answers: status (or `4XX`, `default`) -> media type -> schema. */
  responses: Record<string, Record<string, Schema>>;
  /** The list or create path whose rows this operation addresses (`/api/countries` for `/api/countries/{id}`). */
  collection: string;
}

export function fuzzOperations(contract: JsonObject): FuzzOperation[] {
  const paths = contract.paths as Record<string, JsonObject>;
  return operationsOf(contract as Parameters<typeof operationsOf>[0]).map((op) => {
    const item = paths[op.path] as JsonObject;
    const raw = [
      ...((item.parameters ?? []) as JsonObject[]),
      ...((op.operation.parameters ?? []) as JsonObject[]),
    ];
    const parameters = deref(contract, raw).map((p) => ({
      name: String(p.name),
      in: p.in as 'path' | 'query',
      required: p.required === true,
      schema: (p.schema ?? {}) as Schema,
    }));
    const requestBody = deref(contract, op.operation.requestBody as JsonObject | undefined);
    const content = (requestBody?.content ?? null) as Record<string, { schema: Schema }> | null;
    const responses: FuzzOperation['responses'] = {};
    for (const [status, response] of Object.entries(deref(contract, op.operation.responses as JsonObject))) {
      const media = ((response as JsonObject).content ?? {}) as Record<string, { schema?: Schema }>;
      responses[status] = Object.fromEntries(
        Object.entries(media).map(([type, m]) => [type, m.schema ?? {}]),
      );
    }
    const collection = op.path.endsWith('}') ? op.path.replace(/\/[^/]*\{[^}]+\}[^/]*$/, '') : op.path;
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      roles: op.roles,
      parameters,
      body: content
        ? {
            mediaTypes: Object.keys(content),
            schema: (Object.values(content)[0]?.schema ?? {}) as Schema,
          }
        : null,
      responses,
      collection,
    };
  });
}

/** Checks answers against the declared statuses and schemas. */
export function answerChecker() {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: false,
  });
  addFormats(ajv);
  // Decimals as the server checks them: on the decimal a number stands for.
  decimalMultipleOf(ajv as unknown as Parameters<typeof decimalMultipleOf>[0]);
  const cache = new Map<Schema, ReturnType<typeof ajv.compile>>();
  return (op: FuzzOperation, status: number, contentType: string, body: string): string | null => {
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in op.responses);
    if (!key) return `status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`;
    const media = op.responses[key] as Record<string, Schema>;
    if (Object.keys(media).length === 0) return body === '' ? null : `status ${status} declares no body`;
    const type = contentType.split(';')[0]?.trim() ?? '';
    const schema = media[type];
    if (!schema) return `content type "${type}" is not declared for ${status}`;
    // A file in its own media type: any bytes.
    if ((schema as { format?: string }).format === 'binary') return null;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return 'the body is not JSON';
    }
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    return validate(value) ? null : `body breaks its schema: ${ajv.errorsText(validate.errors)}`;
  };
}

/** Whether an answer is allowed to carry the status (exact, range or default). */
export function declares(op: FuzzOperation, status: number): boolean {
  return [String(status), `${String(status)[0]}XX`, 'default'].some((k) => k in op.responses);
}
