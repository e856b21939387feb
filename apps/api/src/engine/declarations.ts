import { type LinkDefinition, linkList } from '@vlegal/domain/links';
import { type AnyResource, operationIds, resourceList } from '@vlegal/domain/resources';
import type {
  EngineField,
  EngineLink,
  EngineOwner,
  EngineResource,
  EngineSearch,
  FieldKind,
  SortSpec,
} from './types.ts';
import { toColumn } from './types.ts';

const KINDS: Record<AnyResource['fields'][number]['kind'], FieldKind> = {
  string: 'string',
  integer: 'integer',
  decimal: 'number',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  enum: 'enum',
  reference: 'reference',
  file: 'blob',
};

/** Tables of the reference targets that are no registered resource. */
const PLATFORM_TARGETS: Readonly<Record<string, string>> = { user: 'app_user' };

/** Who owns the rows of a platform target a reference may name: a login belongs to its company. */
export const PLATFORM_OWNERS: Readonly<Record<string, { companyField: string }>> = {
  user: { companyField: 'companyId' },
};

/** Table of a reference target: a registered resource's table, or a platform table (`user`: `app_user`). */
export function tableOfTarget(target: string): string {
  const table = resourceList().find((r) => r.key === target)?.table ?? PLATFORM_TARGETS[target];
  if (!table) throw new Error(`no table for the reference target ${target}`);
  return table;
}

const engineResources = new Map<string, EngineResource>();

/** The engine's model of the registered resource `key` (built once), or undefined for a platform target. */
export function engineResourceOf(key: string): EngineResource | undefined {
  let resource = engineResources.get(key);
  if (!resource) {
    const definition = resourceList().find((r) => r.key === key);
    if (!definition) return undefined;
    resource = engineResource(definition);
    engineResources.set(key, resource);
  }
  return resource;
}

const registered = (key: string): AnyResource => {
  const found = resourceList().find((r) => r.key === key);
  if (!found) throw new Error(`no resource ${key}`);
  return found;
};

/**
 * Turns one registry declaration into the engine's model (columns, allow-lists, unique keys); `lookup`
 * finds the declaration of a parent that owns the rows.
 */
export function engineResource(definition: AnyResource, lookup = registered): EngineResource {
  const fields: EngineField[] = definition.fields.map((f) => ({
    name: f.name,
    column: toColumn(f.name),
    kind: KINDS[f.kind],
    required: f.required,
    readOnly: f.readOnly === true,
    computed: f.computed === true,
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(f.values ? { values: f.values } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.references ? { references: f.references } : {}),
    ...(f.contentTypeField ? { contentTypeField: f.contentTypeField } : {}),
    ...(f.exact ? { exact: true } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
  }));
  const [sortField, sortDirection] = definition.defaultSort;
  const defaultSort: SortSpec[] = [{ field: sortField, direction: sortDirection }];
  const searches: EngineSearch[] = (definition.extraSearches ?? []).map((s) => ({
    operationId: s.operationId,
    field: s.field,
    op: s.match,
    where: s.where,
  }));
  const declared = definition.owner;
  const owner: EngineOwner =
    declared.kind === 'businessUnit'
      ? {
          kind: 'businessUnit',
          field: declared.field,
          shared: declared.shared === true,
          company: declared.company ?? null,
          alsoReadBy: declared.alsoReadBy ?? null,
        }
      : declared.kind === 'parent'
        ? { kind: 'parent', field: declared.field, parent: engineResource(lookup(declared.parent), lookup) }
        : declared;
  return {
    key: definition.key,
    path: definition.path,
    label: definition.label,
    table: definition.table,
    fields,
    fieldsByName: new Map(fields.map((f) => [f.name, f])),
    sortable: new Set<string>(definition.sortable),
    defaultSort,
    search: [...definition.search],
    filters: { ...(definition.filters as Record<string, 'eq'>) },
    unique: definition.unique.map((u) => (typeof u === 'string' ? [u] : [...u])),
    searches,
    inOrder: definition.inOrder,
    exclusive: definition.exclusive,
    computed: Object.entries(definition.computed ?? {}).flatMap(([name, compute]) =>
      compute ? [[name, compute] as const] : [],
    ),
    owner,
    guarded: definition.guarded
      ? { fields: [...definition.guarded.fields], by: [...definition.guarded.by] }
      : null,
    stamped: definition.stamped ? { ...definition.stamped, fields: [...definition.stamped.fields] } : null,
    readsOnly: definition.readsOnly === true,
    posting: (definition.posting as unknown as EngineResource['posting']) ?? null,
    workflow: definition.workflow ?? null,
    approval: definition.approval ?? null,
    decides: definition.decides ? { ...definition.decides } : null,
    writeRoles: (action) =>
      action === 'delete' ? (definition.roles.delete ?? definition.roles.write) : definition.roles.write,
    // Resolved when first read, and not enumerable: a line's resource names the document as its parent
    // owner, which would name its lines again (when a list's conditions are serialised, say).
    lines: definition.lines.map(({ field, parent, resource: key }) => {
      let resolved: EngineResource | undefined;
      return Object.defineProperty({ field, parent }, 'resource', {
        enumerable: false,
        get: () => {
          resolved ??= engineResource(lookup(key), lookup);
          return resolved;
        },
      }) as EngineResource['lines'][number];
    }),
  };
}

/** A link's two resources in the engine's terms; both must be owned by a business unit. */
export function engineLink(definition: LinkDefinition): EngineLink {
  const [party, item] = [definition.party, definition.item].map((key) => engineResource(registered(key)));
  if (party?.owner.kind !== 'businessUnit' || item?.owner.kind !== 'businessUnit')
    throw new Error(`${definition.key} links rows that are not owned by a business unit`);
  const { key, table, partyField, partyColumn, itemField, itemColumn } = definition;
  return { key, table, party, item, partyField, partyColumn, itemField, itemColumn };
}

export type OperationKind =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'search'
  | 'searchBy'
  | 'download'
  | 'step'
  | 'decide'
  | 'linkList'
  | 'linkCreate'
  | 'link'
  | 'unlink';

export interface EngineOperation {
  operationId: string;
  kind: OperationKind;
  resource: EngineResource;
  /** For `searchBy`: the field and match of the extra search. */
  search?: EngineSearch;
  /** For `download`: the file field. */
  file?: EngineField;
  /** For `step`: the workflow step it takes; for `decide`, the step of the decided resource. */
  action?: string;
  /** For the link operations: the link (`resource` is its party); for `unlink`, the party's path parameter. */
  link?: EngineLink;
  partyPathParam?: string;
}

/** Every operation of every registered resource and of every declared link, by operationId. */
export function engineOperations(
  definitions: readonly AnyResource[] = resourceList(),
  links: readonly LinkDefinition[] = linkList(),
): EngineOperation[] {
  const out: EngineOperation[] = [];
  for (const definition of links) {
    const link = engineLink(definition);
    for (const names of definition.operations) {
      const { partyPathParam } = names;
      const kinds = [
        ['linkList', names.list],
        ['linkCreate', names.create],
        ['link', names.link],
        ['unlink', names.unlink],
      ] as const;
      for (const [kind, operationId] of kinds)
        out.push({ operationId, kind, resource: link.party, link, partyPathParam });
    }
  }
  for (const definition of definitions) {
    const resource = engineResource(definition);
    const ids = operationIds(definition);
    // The plain operations, and the same ones again under each twin's path.
    for (const names of [ids, ...definition.twins.map(operationIds)]) {
      const kinds = resource.readsOnly
        ? (['list', 'get', 'search'] as const)
        : (['list', 'get', 'create', 'update', 'delete', 'search'] as const);
      for (const kind of kinds) out.push({ operationId: names[kind], kind, resource });
    }
    for (const search of resource.searches) {
      out.push({ operationId: search.operationId, kind: 'searchBy', resource, search });
    }
    // Each workflow step besides update and delete is a call of its own: step + schema (`cancelImportMaterial`),
    // and the same under each twin (`submitBusinessUnitVlegal`) where the contract serves it there too.
    const steps = new Set(resource.workflow?.steps.map((step) => step.action));
    const twinned = new Set(definition.twinSteps ?? []);
    const schemasOf = (name: string) => [
      definition.schema,
      ...(twinned.has(name) ? definition.twins.map((twin) => twin.schema) : []),
    ];
    for (const action of steps)
      if (action !== 'update' && action !== 'delete')
        for (const schema of schemasOf(action))
          out.push({ operationId: `${action}${schema}`, kind: 'step', resource, action });
    // An approval's decisions take its subject's steps: `approved<Schema>` approves, `rejected<Schema>` rejects.
    if (resource.decides)
      for (const [decision, action] of [
        ['approved', 'approve'],
        ['rejected', 'reject'],
      ] as const)
        for (const schema of schemasOf(decision))
          out.push({ operationId: `${decision}${schema}`, kind: 'decide', resource, action });
    // Each file is read on its own: `download` + schema + field (`downloadTdpFileAttachment`).
    for (const file of resource.fields.filter((f) => f.kind === 'blob')) {
      const field = file.name.charAt(0).toUpperCase() + file.name.slice(1);
      out.push({ operationId: `download${definition.schema}${field}`, kind: 'download', resource, file });
    }
  }
  return out;
}
