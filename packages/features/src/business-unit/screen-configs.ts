/** The screen config of each tab of a business unit's profile, in the order of the tabs. */
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import type { DocumentKey } from './profileSearch.ts';
import { addressScreen } from './configs/address.ts';
import { businessCertificateScreen } from './configs/businessCertificate.ts';
import { businessPermitScreen } from './configs/businessPermit.ts';
import { companyCertificateScreen } from './configs/companyCertificate.ts';
import { employeeScreen } from './configs/employee.ts';
import { factoryAddressScreen } from './configs/factoryAddress.ts';
import { hoDocumentScreen } from './configs/hoDocument.ts';
import { inventoryAddressScreen } from './configs/inventoryAddress.ts';
import { npwpScreen } from './configs/npwp.ts';
import { siupScreen } from './configs/siup.ts';
import { slkCertificateScreen } from './configs/slkCertificate.ts';
import { stuffingAddressScreen } from './configs/stuffingAddress.ts';
import { tdpScreen } from './configs/tdp.ts';
import { uplRecommendationScreen } from './configs/uplRecommendation.ts';

export const documentScreens = {
  tdp: tdpScreen,
  npwp: npwpScreen,
  siup: siupScreen,
  uplRecommendation: uplRecommendationScreen,
  hoDocument: hoDocumentScreen,
  companyCertificate: companyCertificateScreen,
  businessPermit: businessPermitScreen,
  businessCertificate: businessCertificateScreen,
  slkCertificate: slkCertificateScreen,
  employee: employeeScreen,
  address: addressScreen,
  stuffingAddress: stuffingAddressScreen,
  factoryAddress: factoryAddressScreen,
  inventoryAddress: inventoryAddressScreen,
} as const satisfies Record<DocumentKey, ScreenConfig>;
