/**
 * Links between a party's rows and a unit's items (docs/domain/MODEL.md §2.0, §2.6): which raw materials
 * and products each supplier and sub-contractor supplies or works on. One declaration per link; the engine
 * serves every one the same way, at `api/<path>` and under its twins (the spec's `…-by-supplier` and
 * `…-by-subcon` calls):
 * - `GET ?<party>Id=` lists the party's items, paged and sorted like the item's list (`list<Schema>s`);
 * - `POST ?<party>Id=` with the item's create body creates the item in the party's unit and links it
 *   (`create<Schema>`);
 * - `PUT` with `{<party>Id, <item>Id}` links an existing item of the same unit, idempotently (`link<Schema>`);
 * - `DELETE /{<party>Id}/{<item>Id}` unlinks it (`unlink<Schema>`); the twins write the party's id `{id}`.
 * Roles: the party's read for the list, its write for the rest. Names follow from the key (`supplierProduct`:
 * schema `SupplierProduct`, table `supplier_product`) and from the two resources.
 */
import type { ResourceKey } from './resources.ts';

export interface LinkDeclaration {
  /** camelCase: the party's key followed by the item's (`supplierProduct`). */
  key: string;
  /** Path under `api/`, as the spec spells it (`products-by-supplier`). */
  path: string;
  party: ResourceKey;
  item: ResourceKey;
}

export interface LinkDefinition extends LinkDeclaration {
  schema: string;
  table: string;
  /** Query parameter and body field of the party (`supplierId`), and its column in the link table. */
  partyField: string;
  partyColumn: string;
  /** Body field and path parameter of the item (`productId`), and its column in the link table. */
  itemField: string;
  itemColumn: string;
  /** The paths and operationIds, plain and under each twin (`business-unit-`). */
  operations: readonly {
    path: string;
    /** Name of the party's id in the unlink path: `<party>Id`, or `id` under a twin. */
    partyPathParam: string;
    list: string;
    create: string;
    link: string;
    unlink: string;
  }[];
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const snake = (word: string) => word.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function defineLink(declaration: LinkDeclaration): LinkDefinition {
  const schema = pascal(declaration.key);
  const partyField = `${declaration.party}Id`;
  const itemField = `${declaration.item}Id`;
  const names = (stem: string, path: string, partyPathParam: string) => ({
    path,
    partyPathParam,
    list: `list${stem}${schema}s`,
    create: `create${stem}${schema}`,
    link: `link${stem}${schema}`,
    unlink: `unlink${stem}${schema}`,
  });
  return {
    ...declaration,
    schema,
    table: snake(declaration.key),
    partyField,
    partyColumn: snake(partyField),
    itemField,
    itemColumn: snake(itemField),
    operations: [
      names('', declaration.path, partyField),
      names('BusinessUnit', `business-unit-${declaration.path}`, 'id'),
    ],
  };
}

export const links = {
  supplierProduct: defineLink({
    key: 'supplierProduct',
    path: 'products-by-supplier',
    party: 'supplier',
    item: 'product',
  }),
  supplierRawMaterial: defineLink({
    key: 'supplierRawMaterial',
    path: 'raw-materials-by-supplier',
    party: 'supplier',
    item: 'rawMaterial',
  }),
  subConProduct: defineLink({
    key: 'subConProduct',
    path: 'products-by-subcon',
    party: 'subCon',
    item: 'product',
  }),
  subConRawMaterial: defineLink({
    key: 'subConRawMaterial',
    path: 'raw-materials-by-subcon',
    party: 'subCon',
    item: 'rawMaterial',
  }),
} as const satisfies Record<string, LinkDefinition>;

export type LinkKey = keyof typeof links;

/** Every declared link, in declaration order. */
export function linkList(): LinkDefinition[] {
  return Object.values(links);
}
