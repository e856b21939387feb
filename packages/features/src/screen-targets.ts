/**
 * The screens of master data and of every reference target (what a form picks from, what a list's column
 * names): a master-data page and the reference fields of any screen read these alone. Apart from the screen
 * registry, whose configs of books and documents (their lines, totals and posting rules) a master-data page
 * has no use for; `screen-registry.ts` re-exports them.
 */
import type { AnyResource, MasterDataKey, Resources } from '@vlegal/domain/resources';
import { harvestPlotScreen } from './books/configs/harvestPlot.ts';
import { productScreen } from './books/configs/product.ts';
import { rawMaterialScreen } from './books/configs/rawMaterial.ts';
import { subConScreen } from './books/configs/subCon.ts';
import { supplierScreen } from './books/configs/supplier.ts';
import { addressScreen } from './business-unit/configs/address.ts';
import { inventoryAddressScreen } from './business-unit/configs/inventoryAddress.ts';
import { businessCertificateTypeScreen } from './master-data/configs/businessCertificateType.ts';
import { businessPermitTypeScreen } from './master-data/configs/businessPermitType.ts';
import { countryScreen } from './master-data/configs/country.ts';
import { currencyScreen } from './master-data/configs/currency.ts';
import { districtScreen } from './master-data/configs/district.ts';
import { documentNumberFormatScreen } from './master-data/configs/documentNumberFormat.ts';
import { documentTransportTypeScreen } from './master-data/configs/documentTransportType.ts';
import { hsCodeScreen } from './master-data/configs/hsCode.ts';
import { industrialScopeScreen } from './master-data/configs/industrialScope.ts';
import { originOfRawMaterialScreen } from './master-data/configs/originOfRawMaterial.ts';
import { picScreen } from './master-data/configs/pic.ts';
import { provinceScreen } from './master-data/configs/province.ts';
import { rawMaterialCategoryScreen } from './master-data/configs/rawMaterialCategory.ts';
import { rawMaterialTypeScreen } from './master-data/configs/rawMaterialType.ts';
import { scientificNameScreen } from './master-data/configs/scientificName.ts';
import { seaPortScreen } from './master-data/configs/seaPort.ts';
import { transportationScreen } from './master-data/configs/transportation.ts';
import { vlegalCancelReasonScreen } from './master-data/configs/vlegalCancelReason.ts';
import type { ScreenConfig } from './resource-screens/screen-config.ts';

/** The screen config of every master-data resource (at `/app/<group>/<segment>`), by registry key. */
export const masterDataScreens: { [K in MasterDataKey]: ScreenConfig<Resources[K]> } = {
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
  // Found among the screens' own declarations, not the whole registry, which a master-data page does not load.
  const config = Object.values(masterDataScreens).find(
    ({ resource }) => resource.group === group && resource.routeSegment === segment,
  );
  // A config is typed by its resource's row; the route reads it as any resource's.
  return config as unknown as ScreenConfig<AnyResource> | undefined;
}

/**
 * Reference targets with screens besides master data: a site's address, and the items, parties, stock
 * sites and harvest plots of a unit's books (a stock's item picker, a receipt's party, item and plots).
 */
const otherTargets: Readonly<Record<string, ScreenConfig>> = {
  address: addressScreen,
  harvestPlot: harvestPlotScreen,
  inventoryAddress: inventoryAddressScreen,
  rawMaterial: rawMaterialScreen,
  product: productScreen,
  subCon: subConScreen,
  supplier: supplierScreen,
};

/** The config of a reference target, when it is a master-data resource with screens or an address. */
export function screenOf(key: string): ScreenConfig | undefined {
  if (Object.hasOwn(masterDataScreens, key)) return masterDataScreens[key as MasterDataKey];
  return Object.hasOwn(otherTargets, key) ? otherTargets[key] : undefined;
}
