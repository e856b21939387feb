/**
 * The resource registry: one typed declaration per master-data resource, each in its own file under
 * `master-data/`, its field facts generated from the contract. The server's generic CRUD engine (table,
 * columns, allow-lists for sort/filter/search, unique constraints, references, owner) and the client's
 * generic list/form/view screens (route group, route segment, id parameter, field kinds and bounds) both
 * read it. `resources.test.ts` checks every entry against the operations of openapi.yaml; the API's
 * `schema-agreement.test.ts` checks it against the database.
 */
import { country } from './master-data/country.ts';
import { province } from './master-data/province.ts';
import { district } from './master-data/district.ts';
import { currency } from './master-data/currency.ts';
import { hsCode } from './master-data/hs-code.ts';
import { transportation } from './master-data/transportation.ts';
import { seaPort } from './master-data/sea-port.ts';
import { documentNumberFormat } from './master-data/document-number-format.ts';
import { pic } from './master-data/pic.ts';
import { scientificName } from './master-data/scientific-name.ts';
import { rawMaterialType } from './master-data/raw-material-type.ts';
import { rawMaterialCategory } from './master-data/raw-material-category.ts';
import { originOfRawMaterial } from './master-data/origin-of-raw-material.ts';
import { industrialScope } from './master-data/industrial-scope.ts';
import { documentTransportType } from './master-data/document-transport-type.ts';
import { businessPermitType } from './master-data/business-permit-type.ts';
import { businessCertificateType } from './master-data/business-certificate-type.ts';
import { vlegalCancelReason } from './master-data/vlegal-cancel-reason.ts';
import { companyCertificate } from './business-unit/company-certificate.ts';
import { hoDocument } from './business-unit/ho-document.ts';
import { npwp } from './business-unit/npwp.ts';
import { siup } from './business-unit/siup.ts';
import { tdp } from './business-unit/tdp.ts';
import { uplRecommendation } from './business-unit/upl-recommendation.ts';
import { company } from './company/company.ts';
import { businessUnit } from './company/business-unit.ts';
import { companyUnit } from './company/company-unit.ts';
import { address } from './company/address.ts';
import { employee } from './business-unit/employee.ts';
import { slkCertificate } from './business-unit/slk-certificate.ts';
import { businessPermit } from './business-unit/business-permit.ts';
import { businessPermitProduct } from './business-unit/business-permit-product.ts';
import { businessCertificate } from './business-unit/business-certificate.ts';
import { factoryAddress, inventoryAddress, stuffingAddress } from './business-unit/sites.ts';
import { product, rawMaterial } from './business-unit/materials.ts';
import { buyer, subCon, supplier } from './business-unit/partners.ts';
import { harvestPlot } from './eudr/harvest-plot.ts';
import { stock } from './books/stock.ts';
import { stockCredit } from './books/stock-credit.ts';
import { stockOther } from './books/stock-other.ts';
import { stockInMonth, stockInYear } from './books/stock-periods.ts';
import { importMaterial, receiptHarvestPlot } from './books/import-material.ts';
import { transferMaterial } from './books/transfer-material.ts';
import { production, productionOutputMaterial, productionSourceMaterial } from './books/production.ts';
import { localSales, localSalesMaterial } from './books/local-sales.ts';
import {
  vlegal,
  vlegalApproval,
  vlegalHistory,
  vlegalIntegration,
  vlegalMaterial,
  vlegalMaterialCountry,
} from './export/vlegal.ts';
import type { ResourceDefinition, ResourceGroup } from './resource-definition.ts';

export * from './resource-definition.ts';

export const resources = {
  country,
  province,
  district,
  currency,
  hsCode,
  transportation,
  seaPort,
  documentNumberFormat,
  pic,
  scientificName,
  rawMaterialType,
  rawMaterialCategory,
  originOfRawMaterial,
  industrialScope,
  documentTransportType,
  businessPermitType,
  businessCertificateType,
  vlegalCancelReason,
  tdp,
  npwp,
  siup,
  uplRecommendation,
  hoDocument,
  companyCertificate,
  company,
  businessUnit,
  companyUnit,
  address,
  employee,
  slkCertificate,
  businessPermit,
  businessPermitProduct,
  businessCertificate,
  stuffingAddress,
  factoryAddress,
  inventoryAddress,
  rawMaterial,
  product,
  supplier,
  subCon,
  buyer,
  harvestPlot,
  stock,
  stockCredit,
  stockOther,
  stockInMonth,
  stockInYear,
  importMaterial,
  receiptHarvestPlot,
  transferMaterial,
  production,
  productionSourceMaterial,
  productionOutputMaterial,
  localSales,
  localSalesMaterial,
  vlegal,
  vlegalMaterial,
  vlegalMaterialCountry,
  vlegalApproval,
  vlegalHistory,
  vlegalIntegration,
} as const;

export type ResourceKey = keyof typeof resources;
/** Keys of the resources with master-data screens (those declaring a route group). */
export type MasterDataKey = {
  [K in ResourceKey]: (typeof resources)[K] extends { group: string } ? K : never;
}[ResourceKey];
/** The entity of each master-data resource, generated from the contract. */
export type MasterEntities = { [K in ResourceKey]: NonNullable<(typeof resources)[K]['__entity']> };
/** What a reference field may point to: a registered resource, or a user. */
export type ReferenceTarget = ResourceKey | 'user';

export type Resources = typeof resources;
/** A resource seen by generic code (field names widened to string). */
export type AnyResource = ResourceDefinition<Record<string, unknown>> & { key: ResourceKey };

/** Every registered resource in declaration order. */
export function resourceList(): AnyResource[] {
  return Object.values(resources) as unknown as AnyResource[];
}

/** A resource with master-data screens. */
export type MasterDataResource = AnyResource & { key: MasterDataKey; group: ResourceGroup };

/** The 18 master-data resources (those with screens under a route group) in declaration order. */
export function masterDataList(): MasterDataResource[] {
  return resourceList().filter((resource): resource is MasterDataResource => resource.group !== undefined);
}

export function isResourceKey(value: string): value is ResourceKey {
  return Object.hasOwn(resources, value);
}

/** The resource served at `api/<path>`. */
export function resourceByPath(path: string): AnyResource | undefined {
  return resourceList().find((resource) => resource.path === path);
}

/** The resource shown at `/app/<group>/<routeSegment>`. */
export function resourceByRoute(group: string, routeSegment: string): AnyResource | undefined {
  return resourceList().find(
    (resource) => resource.group === group && resource.routeSegment === routeSegment,
  );
}

/** operationIds of the generic pattern (see docs/contract.md). */
export function operationIds(resource: Pick<AnyResource, 'schema' | 'plural'>) {
  return {
    list: `list${resource.plural}`,
    get: `get${resource.schema}`,
    create: `create${resource.schema}`,
    update: `update${resource.schema}`,
    delete: `delete${resource.schema}`,
    search: `search${resource.plural}`,
  } as const;
}

/** Whether the rows of `resource` go with the row of its parent that `field` names (`onParentDelete`). */
export function goesWithParent(resource: AnyResource, field: string): boolean {
  const { owner } = resource;
  return owner.kind === 'parent' && owner.field === field && owner.onParentDelete === 'cascade';
}

/** Every reference field pointing at `key`. */
function referencesTo(key: string): { resource: AnyResource; field: string }[] {
  return resourceList().flatMap((resource) =>
    Object.entries(resource.references)
      .filter(([, target]) => target === key)
      .map(([field]) => ({ resource, field })),
  );
}

/** Resources with a reference field pointing at `key`: a row of `key` cannot be deleted while they refer to it. */
export function referencedBy(key: string): { resource: AnyResource; field: string }[] {
  return referencesTo(key).filter(({ resource, field }) => !goesWithParent(resource, field));
}

/** Resources whose rows are parts of a row of `key` (a document's lines): a delete of it takes them too. */
export function deletedWith(key: string): { resource: AnyResource; field: string }[] {
  return referencesTo(key).filter(({ resource, field }) => goesWithParent(resource, field));
}

/** Fields a client may send (read-only fields excluded). */
export function writableFields(resource: AnyResource): AnyResource['fields'] {
  return resource.fields.filter((field) => !field.readOnly);
}
