// @vitest-environment node
/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract } from './contract-file.ts';
import { FILTER_NAMES, type FilterName } from './resource-filters.ts';
import { LEGALITY_ROLES } from './business-unit/legality-document.ts';
import { ROUTES } from './route-roles.ts';
import {
  type AnyResource,
  type FieldSpec,
  isResourceKey,
  masterDataList,
  operationIds,
  referencedBy,
  resourceByPath,
  resourceByRoute,
  resourceList,
  resources,
} from './resources.ts';

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
  schema?: JsonSchema;
}
interface Operation {
  operationId: string;
  'x-roles': unknown;
  'x-resource'?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }
  >;
}
type PathItem = Record<string, Operation> & {
  parameters?: Parameter[];
  'x-refused'?: Record<string, string>;
};
interface Contract {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, JsonSchema> };
}

const contract = loadContract() as unknown as Contract;
const schemas = contract.components.schemas;

const TYPE_OF_KIND: Record<FieldSpec<unknown>['kind'], string> = {
  string: 'string',
  integer: 'integer',
  decimal: 'number',
  boolean: 'boolean',
  date: 'string',
  timestamp: 'string',
  enum: 'string',
  reference: 'integer',
  file: 'string',
};

function baseType(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  return type.length === 1 ? type[0] : undefined;
}
const isNullable = (schema: JsonSchema) => Array.isArray(schema.type) && schema.type.includes('null');
const refName = (schema: JsonSchema | undefined) => schema?.$ref?.replace('#/components/schemas/', '');
/** A property naming a shared enum (a component that is no object) read as that enum, with its own facts. */
const inlined = (property: JsonSchema): JsonSchema => {
  const named = schemas[refName(property) ?? ''];
  if (!named || named.type === 'object') return property;
  const { $ref: _named, ...own } = property;
  return { ...named, ...own };
};

function operation(path: string, method: string): Operation {
  const item = contract.paths[path];
  expect(item, `path ${path}`).toBeDefined();
  const op = item?.[method];
  expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
  return op as Operation;
}

describe.each(resourceList().map((resource) => [resource.key, resource] as const))(
  '%s',
  (_, resource: AnyResource) => {
    const entity = schemas[resource.schema] as JsonSchema;
    const created = schemas[`New${resource.schema}`] as JsonSchema;

    it('has entity and create schemas that refuse unknown fields', () => {
      expect(entity).toBeDefined();
      expect(created).toBeDefined();
      expect(entity.additionalProperties).toBe(false);
      expect(created.additionalProperties).toBe(false);
      // A document's line may come without an id in the document's PUT: a line added by the correction.
      const aLine = resourceList().some((r) => r.lines.some((lines) => lines.resource === resource.key));
      if (!aLine) expect(entity.required).toContain('id');
    });

    it('answers in allowedActions exactly the steps of its workflow', () => {
      const answered = (entity.properties as Record<string, { items?: { enum?: string[] } }> | undefined)
        ?.allowedActions;
      const steps = [...new Set(resource.workflow?.steps.map((step) => step.action) ?? [])].sort();
      expect([...(answered?.items?.enum ?? [])].sort()).toEqual(steps);
    });

    it('declares exactly the fields of the contract schema', () => {
      const declared = resource.fields.map((field) => field.name).sort();
      // A row's `allowedActions` (an array the engine answers from the declaration's workflow) is no field.
      const inContract = Object.entries(entity.properties ?? {})
        .filter(([name, property]) => name !== 'id' && baseType(property) !== 'array')
        .map(([name]) => name)
        .sort();
      expect(declared).toEqual(inContract);
      const writable = resource.fields.filter((field) => !field.readOnly).map((field) => field.name);
      // A document's lines (arrays of another resource's rows) are no field either.
      const createdFields = Object.entries(created.properties ?? {})
        .filter(([, property]) => baseType(property) !== 'array')
        .map(([name]) => name);
      expect(createdFields.sort()).toEqual([...writable].sort());
    });

    it.each(resource.fields.map((field) => [field.name, field] as const))(
      'field %s matches',
      (name, field) => {
        const property = inlined(entity.properties?.[name] as JsonSchema);
        const createProperty = created.properties?.[name];
        expect(baseType(property)).toBe(field.exact ? 'string' : TYPE_OF_KIND[field.kind]);
        expect(property.minLength).toBe(field.minLength);
        expect(property.maxLength).toBe(field.maxLength);
        expect(field.exact ? property['x-maximum'] : property.maximum).toBe(field.max);
        expect(property.default).toBe(field.default);
        expect(property.readOnly).toBe(field.readOnly);
        expect(property['x-references']).toBe(field.references);
        if (field.exact) {
          // An exact decimal is text: its pattern admits digits, a point and at most its scale of decimals.
          const digits = new RegExp(property.pattern as string);
          expect(digits.test(`1.${'1'.repeat(field.scale as number)}`)).toBe(true);
          expect(digits.test(`1.${'1'.repeat((field.scale as number) + 1)}`)).toBe(false);
          expect(digits.test('1e3')).toBe(false);
          expect(property['x-scale']).toBe(field.scale);
          expect(property['x-minimum']).toBe(field.min);
        } else {
          expect(property.pattern).toBe(field.pattern);
          expect(property.minimum).toBe(field.kind === 'reference' ? 1 : field.min);
          // The column's scale is a bound of the contract too: more decimals are refused, not rounded.
          expect(property.multipleOf).toBe(field.scale !== undefined ? 10 ** -field.scale : undefined);
        }
        if (field.kind === 'date') expect(property.format).toBe('date');
        if (field.kind === 'integer' || field.kind === 'reference') expect(property.format).toBe('int32');
        if (field.format) expect(property.format).toBe(field.format);
        if (field.kind === 'file') {
          expect(property.contentEncoding).toBe('base64');
          expect(resource.fields.some((other) => other.name === field.contentTypeField)).toBe(true);
        }
        if (field.values) expect(property.enum?.filter((value) => value !== null)).toEqual(field.values);
        else expect(property.enum).toBeUndefined();
        // Optional fields without a default are nullable; required or defaulted ones never are. A field
        // the server sets (read-only) is never asked of a PUT body.
        const alwaysPresent = field.required || field.default !== undefined;
        if (field.readOnly) expect(entity.required?.includes(name) ?? false).toBe(false);
        else {
          expect(isNullable(property)).toBe(!alwaysPresent);
          expect(entity.required?.includes(name) ?? false).toBe(alwaysPresent);
        }
        if (!field.readOnly) expect(created.required?.includes(name) ?? false).toBe(field.required);
        else expect(createProperty).toBeUndefined();
        // A field the create body repeats says the same there.
        if (createProperty) expect(createProperty).toEqual(property);
      },
    );

    it('lists only declared fields in sortable, search, filters, unique and references', () => {
      const names = new Set<string>(['id', ...resource.fields.map((field) => field.name)]);
      const used = [
        ...resource.sortable,
        resource.defaultSort[0],
        ...resource.search,
        ...Object.keys(resource.filters),
        ...resource.unique.flat(),
        ...Object.keys(resource.references),
      ];
      for (const name of used) expect(names.has(name), name).toBe(true);
      for (const field of resource.fields)
        if (field.kind === 'reference') expect(resource.references[field.name]).toBe(field.references);
      for (const name of resource.search) {
        const kind = resource.fields.find((field) => field.name === name)?.kind;
        expect(kind === 'string' || kind === 'enum', `${name} is text`).toBe(true);
      }
    });

    it("has the six operations of the generic pattern with the registry roles, under its path and its twins'", () => {
      const { read, write } = resource.roles;
      const expected: [string, string, string, unknown][] = [resource, ...resource.twins].flatMap((names) => {
        const ids = operationIds(names);
        const base = `/api/${names.path}`;
        const reads = [
          [base, 'get', ids.list, read],
          [`${base}/{id}`, 'get', ids.get, read],
          [`/api/_search/${names.path}`, 'get', ids.search, read],
        ] as [string, string, string, unknown][];
        // Rows written by postings only: the contract refuses each write and says why (405).
        if (resource.readsOnly) {
          expect(Object.keys(contract.paths[base]?.['x-refused'] ?? {}).sort()).toEqual(['post', 'put']);
          expect(Object.keys(contract.paths[`${base}/{id}`]?.['x-refused'] ?? {})).toEqual(['delete']);
          return reads;
        }
        return [
          ...reads,
          [base, 'post', ids.create, resource.roles.create ?? write],
          [base, 'put', ids.update, write],
          [`${base}/{id}`, 'delete', ids.delete, resource.roles.delete ?? write],
        ] as [string, string, string, unknown][];
      });
      for (const [path, method, operationId, roles] of expected) {
        const op = operation(path, method);
        expect(op.operationId).toBe(operationId);
        expect(op['x-roles']).toEqual(roles);
        expect(op['x-resource']).toBe(resource.key);
      }
      const base = `/api/${resource.path}`;
      if (resource.readsOnly) return;
      expect(refName(operation(base, 'post').requestBody?.content['application/json']?.schema)).toBe(
        `New${resource.schema}`,
      );
      expect(refName(operation(base, 'put').requestBody?.content['application/json']?.schema)).toBe(
        resource.schema,
      );
    });

    it('pages its lists and offers its filters as query parameters', () => {
      for (const path of [`/api/${resource.path}`, `/api/_search/${resource.path}`]) {
        const op = operation(path, 'get');
        const ok = op.responses['200'];
        expect(Object.keys(ok?.headers ?? {}).sort()).toEqual([
          'Link',
          'X-Total-Count',
          'X-Total-Count-Estimated',
        ]);
        const refs = (op.parameters ?? []).map((parameter) => parameter.$ref).filter(Boolean);
        expect(refs).toEqual(
          expect.arrayContaining([
            '#/components/parameters/page',
            '#/components/parameters/size',
            '#/components/parameters/sort',
          ]),
        );
        const named = (op.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((p) => p.name);
        expect(named.sort()).toEqual(Object.keys(resource.filters).sort());
      }
    });

    it('has its extra searches in the contract', () => {
      for (const extra of resource.extraSearches ?? []) {
        const op = operation(`/api/_search/${extra.path}`, 'get');
        expect(op.operationId).toBe(extra.operationId);
        expect(op['x-roles']).toEqual(resource.roles.read);
        const query = op.parameters?.find((parameter) => parameter.name === 'query');
        expect(query?.schema?.type).toBe(extra.query);
      }
    });
  },
);

describe('registry', () => {
  it('holds the 18 master-data resources with distinct paths, tables and routes', () => {
    const list = masterDataList();
    expect(list).toHaveLength(18);
    expect(new Set(list.map((resource) => `${resource.group}/${resource.routeSegment}`)).size).toBe(18);
    const all = resourceList();
    for (const key of ['path', 'table', 'schema'] as const)
      expect(new Set(all.map((resource) => resource[key])).size).toBe(all.length);
  });

  it("holds a business unit's legality documents, owned by their unit, without master-data screens", () => {
    const legality = [
      'company-certificates',
      'ho-documents',
      'npwps',
      'siups',
      'tdps',
      'upl-recommendations',
    ];
    const documents = resourceList().filter((resource) => legality.includes(resource.path));
    expect(documents).toHaveLength(legality.length);
    for (const resource of documents) expect(resource.group).toBeUndefined();
    for (const resource of documents) {
      expect(resource.owner).toEqual({ kind: 'businessUnit', field: 'businessUnitId' });
      expect(resource.roles).toEqual(LEGALITY_ROLES);
      const expiring = resource.fields.some((field) => field.name === 'expiryStatus');
      expect(Object.keys(resource.computed ?? {})).toEqual(expiring ? ['expiryStatus'] : []);
    }
  });

  it('uses the route groups and id parameters of the route table', () => {
    expect(resourceByRoute('general-setting', 'hs-code')?.idParam).toBe('hSCodeId');
    expect(resourceByRoute('general-setting', 'pic')?.idParam).toBe('pICId');
    expect(resourceByRoute('raw-material', 'raw-material-category')?.key).toBe('rawMaterialCategory');
    expect(resourceByRoute('preparation', 'vlegal-cancel-reason')?.path).toBe('vlegal-cancel-reasons');
    const groups = masterDataList().reduce<Record<string, number>>((acc, resource) => {
      const group = resource.group ?? '';
      acc[group] = (acc[group] ?? 0) + 1;
      return acc;
    }, {});
    expect(groups).toEqual({ 'general-setting': 9, 'raw-material': 3, preparation: 6 });
  });

  it('has the list, new, edit and view routes of the route table, open to its writers', () => {
    for (const resource of masterDataList()) {
      const base = `/app/${resource.group}/${resource.routeSegment}`;
      const expected = [
        base,
        `${base}/new`,
        `${base}/{${resource.idParam}}/edit`,
        `${base}/{${resource.idParam}}/view`,
      ];
      for (const path of expected) {
        const route = ROUTES.find((candidate) => candidate.path === path);
        expect(route, path).toBeDefined();
        expect(route?.rule).toEqual(resource.roles.write);
      }
    }
  });

  it('finds resources by key and path', () => {
    expect(isResourceKey('seaPort')).toBe(true);
    expect(isResourceKey('toString')).toBe(false);
    expect(resourceByPath('sea-ports')).toBe(resources.seaPort);
    expect(resourceByPath('nope')).toBeUndefined();
  });

  it('knows who refers to a row, for delete protection', () => {
    const country = referencedBy('country').map(({ resource, field }) => `${resource.key}.${field}`);
    expect(country.sort()).toEqual([
      'address.countryId',
      'buyer.countryId',
      'harvestPlot.producerCountryId',
      'importMaterial.countryOfHarvestId',
      'province.countryId',
      'seaPort.countryId',
      'supplier.countryId',
      'vlegal.countryOfDestinationId',
      'vlegalMaterialCountry.countryId',
    ]);
    expect(referencedBy('rawMaterialCategory').map(({ resource }) => resource.key)).toEqual([
      'rawMaterialType',
    ]);
  });

  it('reads masters for every signed-in role and writes them as ROLE_ADMIN (number formats stay admin-only, registration lookups are public)', () => {
    const publicLookups = ['businessPermitType', 'industrialScope'];
    for (const resource of masterDataList()) {
      expect(resource.roles.write).toEqual(['ROLE_ADMIN']);
      const expected =
        resource.key === 'documentNumberFormat'
          ? ['ROLE_ADMIN']
          : publicLookups.includes(resource.key)
            ? 'public'
            : [];
      expect(resource.roles.read).toEqual(expected);
    }
  });
});

describe('the filter names kept apart from the registry', () => {
  it('are exactly the filters the registry declares', () => {
    const declared = new Set(resourceList().flatMap((resource) => Object.keys(resource.filters)));
    expect(new Set(FILTER_NAMES)).toEqual(declared);
    // The same at compile time: both are `true` only while the list and the registry's type agree.
    const complete: [Exclude<FilterName, (typeof FILTER_NAMES)[number]>] extends [never] ? true : false =
      true;
    const current: [Exclude<(typeof FILTER_NAMES)[number], FilterName>] extends [never] ? true : false = true;
    expect([complete, current]).toEqual([true, true]);
  });
});

describe('owners', () => {
  it('each owner field references what owns the rows, and every row that names a unit or company is owned', () => {
    for (const resource of resourceList()) {
      const { owner } = resource;
      // The fields that say who owns a row, each with what it must refer to.
      const ownerFields: [string, string][] =
        owner.kind === 'businessUnit'
          ? [
              [owner.field, 'businessUnit'],
              ...(owner.company ? [[owner.company, 'company'] as [string, string]] : []),
              ...(owner.alsoReadBy ? [[owner.alsoReadBy, 'businessUnit'] as [string, string]] : []),
            ]
          : owner.kind === 'company'
            ? owner.field === 'id'
              ? []
              : [[owner.field, 'company']]
            : owner.kind === 'unit'
              ? [[owner.company, 'company']]
              : owner.kind === 'parent'
                ? [[owner.field, owner.parent]]
                : [];
      if (owner.kind === 'company' && owner.field === 'id') expect(resource.key).toBe('company');
      if (owner.kind === 'unit') expect(resource.key).toBe('businessUnit');
      for (const [name, target] of ownerFields) {
        const field = resource.fields.find((f) => f.name === name);
        expect(field?.kind, `${resource.key}.${name}`).toBe('reference');
        expect(field?.references, `${resource.key}.${name}`).toBe(target);
      }
      const namesAnOwner = resource.fields.filter(
        (f) => f.references === 'businessUnit' || f.references === 'company',
      );
      for (const field of namesAnOwner) {
        expect(
          ownerFields.map(([name]) => name),
          `${resource.key}.${field.name}`,
        ).toContain(field.name);
      }
    }
  });
});
