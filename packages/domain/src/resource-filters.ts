/**
 * The names of every list filter of the resource registry, on their own: a list address's search is
 * validated on every navigation, before any screen loads, and the registry itself is too heavy to load
 * on every page for that. `resources.test.ts` checks that the list and the registry agree.
 */
import type { ResourceKey, Resources } from './resources.ts';

export const FILTER_NAMES = [
  'active',
  'addressType',
  'businessCertificateTypeId',
  'businessPermitId',
  'businessPermitTypeId',
  'businessUnitId',
  'buyerId',
  'buyerType',
  'canExport',
  'canProduce',
  'chapter',
  'citesAppendix',
  'companyId',
  'countryId',
  'countryOfDestinationId',
  'districtType',
  'documentType',
  'flegtPartner',
  'fromStockId',
  'harvestPlotId',
  'hsCodeId',
  'importMaterialId',
  'isImport',
  'legacy',
  'localSalesId',
  'materialScope',
  'month',
  'movementType',
  'operation',
  'parentVlegalId',
  'picType',
  'portType',
  'producerCountryId',
  'productId',
  'productionId',
  'provesLegality',
  'provinceId',
  'rawMaterialCategoryId',
  'rawMaterialId',
  'rawMaterialTypeId',
  'reportGroup',
  'scientificNameId',
  'sourceId',
  'sourceType',
  'speciesGroup',
  'status',
  'stockId',
  'stockType',
  'subConId',
  'supplierId',
  'supplierType',
  'toBusinessUnitId',
  'toStockId',
  'toSubConId',
  'usageType',
  'vlegalId',
  'vlegalMaterialId',
  'vlegalRequired',
  'year',
] as const;

/** Every filter name of the registry (`active`, `countryId`, `documentType` …). */
export type FilterName = {
  [K in ResourceKey]: Extract<keyof Resources[K]['filters'], string>;
}[ResourceKey];
