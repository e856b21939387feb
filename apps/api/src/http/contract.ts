import type { JsonObject } from '@vlegal/domain/contract-file';

export type RoleSpec = 'public' | string[];

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  roles: RoleSpec | undefined;
  operation: JsonObject;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function operationsOf(contract: JsonObject): ContractOperation[] {
  const out: ContractOperation[] = [];
  const paths = (contract.paths ?? {}) as Record<string, JsonObject>;
  for (const [p, item] of Object.entries(paths)) {
    for (const m of METHODS) {
      const op = item[m] as JsonObject | undefined;
      if (!op) continue;
      out.push({
        operationId: String(op.operationId),
        method: m.toUpperCase(),
        path: p,
        roles: parseRoles(op['x-roles']),
        operation: op,
      });
    }
  }
  return out;
}

export function parseRoles(value: unknown): RoleSpec | undefined {
  if (value === 'public') return 'public';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return undefined;
}
