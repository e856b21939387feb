/** The screen config of each legality document of a business unit, in the order of the profile's tabs. */
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import type { DocumentKey } from './profileSearch.ts';
import { companyCertificateScreen } from './configs/companyCertificate.ts';
import { hoDocumentScreen } from './configs/hoDocument.ts';
import { npwpScreen } from './configs/npwp.ts';
import { siupScreen } from './configs/siup.ts';
import { tdpScreen } from './configs/tdp.ts';
import { uplRecommendationScreen } from './configs/uplRecommendation.ts';

export const documentScreens = {
  tdp: tdpScreen,
  npwp: npwpScreen,
  siup: siupScreen,
  uplRecommendation: uplRecommendationScreen,
  hoDocument: hoDocumentScreen,
  companyCertificate: companyCertificateScreen,
} as const satisfies Record<DocumentKey, ScreenConfig>;
