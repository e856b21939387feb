/** The screen config of every master-data resource, by registry key. */
import type { AnyResource, MasterDataKey, Resources } from '@vlegal/domain/resources';
import { resourceByRoute } from '@vlegal/domain/resources';
import { inventoryAddressScreen } from '../business-unit/configs/inventoryAddress.ts';
import { businessCertificateTypeScreen } from './configs/businessCertificateType.ts';
import { businessPermitTypeScreen } from './configs/businessPermitType.ts';
import { countryScreen } from './configs/country.ts';
import { currencyScreen } from './configs/currency.ts';
import { districtScreen } from './configs/district.ts';
import { documentNumberFormatScreen } from './configs/documentNumberFormat.ts';
import { documentTransportTypeScreen } from './configs/documentTransportType.ts';
import { hsCodeScreen } from './configs/hsCode.ts';
import { industrialScopeScreen } from './configs/industrialScope.ts';
import { originOfRawMaterialScreen } from './configs/originOfRawMaterial.ts';
import { picScreen } from './configs/pic.ts';
import { provinceScreen } from './configs/province.ts';
import { rawMaterialCategoryScreen } from './configs/rawMaterialCategory.ts';
import { rawMaterialTypeScreen } from './configs/rawMaterialType.ts';
import { scientificNameScreen } from './configs/scientificName.ts';
import { seaPortScreen } from './configs/seaPort.ts';
import { transportationScreen } from './configs/transportation.ts';
import { vlegalCancelReasonScreen } from './configs/vlegalCancelReason.ts';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import { addressScreen } from '../business-unit/configs/address.ts';
import { productScreen, rawMaterialScreen, subConScreen, supplierScreen } from '../books/configs/index.ts';

export const screenConfigs: { [K in MasterDataKey]: ScreenConfig<Resources[K]> } = {
  country: countryScreen,
  province: provinceScreen,
  district: districtScreen,
  currency: currencyScreen,
  hsCode: hsCodeScreen,
  transportation: transportationScreen,
  seaPort: seaPortScreen,
  documentNumberFormat: documentNumberFormatScreen,
  pic: picScreen,
  scientificName: scientificNameScreen,
  rawMaterialType: rawMaterialTypeScreen,
  rawMaterialCategory: rawMaterialCategoryScreen,
  originOfRawMaterial: originOfRawMaterialScreen,
  industrialScope: industrialScopeScreen,
  documentTransportType: documentTransportTypeScreen,
  businessPermitType: businessPermitTypeScreen,
  businessCertificateType: businessCertificateTypeScreen,
  vlegalCancelReason: vlegalCancelReasonScreen,
};

/** The config shown at `/app/<group>/<segment>`, or `undefined` (the route answers not found). */
export function screenFor(group: string, segment: string): ScreenConfig<AnyResource> | undefined {
  const resource = resourceByRoute(group, segment);
  // A config is typed by its resource's row; the route reads it as any resource's.
  return resource
    ? (screenConfigs[resource.key as MasterDataKey] as unknown as ScreenConfig<AnyResource>)
    : undefined;
}

/**
 * Reference targets with screens besides master data: a site's address, and the items, parties and stock
 * sites of a unit's books (a stock's item picker, a receipt's party and item).
 */
const otherTargets: Readonly<Record<string, ScreenConfig>> = {
  address: addressScreen,
  inventoryAddress: inventoryAddressScreen,
  rawMaterial: rawMaterialScreen,
  product: productScreen,
  subCon: subConScreen,
  supplier: supplierScreen,
};

/** The config of a reference target, when it is a master-data resource with screens or an address. */
export function screenOf(key: string): ScreenConfig | undefined {
  if (Object.hasOwn(screenConfigs, key)) return screenConfigs[key as MasterDataKey];
  return Object.hasOwn(otherTargets, key) ? otherTargets[key] : undefined;
}
