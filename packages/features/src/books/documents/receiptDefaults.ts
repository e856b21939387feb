/**
 * What a new receipt takes from the party it comes from: what its latest posted receipt said (the origin,
 * its country of harvest, the currency), else the origin on the party's own record, and its certificate
 * when it holds just one. Defaults fill what the person has not filled in, never what they chose.
 */
import type { Row } from '../../resource-screens/screen-config.ts';
import type { FormValues } from '../../resource-screens/values.ts';

const id = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The defaults of a receipt from a party, by field. */
export function partyDefaults(
  latest: Row | undefined,
  party: Row | undefined,
  certificates: readonly Row[],
): FormValues {
  const defaults: FormValues = {};
  const origin = id(latest?.originOfRawMaterialId);
  if (origin !== undefined) {
    defaults.originOfRawMaterialId = origin;
    // The country goes with the origin it was harvested under (an import's is not Indonesia).
    const country = id(latest?.countryOfHarvestId);
    if (country !== undefined) defaults.countryOfHarvestId = country;
  } else if (id(party?.originOfRawMaterialId) !== undefined)
    defaults.originOfRawMaterialId = party?.originOfRawMaterialId;
  const currency = id(latest?.currencyId);
  if (currency !== undefined) defaults.currencyId = currency;
  const [only] = certificates;
  if (certificates.length === 1 && only) defaults.supplierCertificateId = only.id;
  return defaults;
}

/**
 * The values to set for a party's defaults. A field takes its default while it holds its first value or
 * the default set before (another party's), or when it is `outdated` (another party's certificate); one
 * this party has no default for goes back to its first value. What the person chose stays.
 */
export function defaultsToSet(
  values: FormValues,
  first: FormValues,
  setBefore: FormValues,
  defaults: FormValues,
  outdated: readonly string[] = [],
): FormValues {
  const changes: FormValues = {};
  for (const field of new Set([...Object.keys(setBefore), ...Object.keys(defaults), ...outdated])) {
    const value = values[field];
    const free = value === first[field] || value === setBefore[field] || outdated.includes(field);
    const next = field in defaults ? defaults[field] : first[field];
    if (free && next !== value) changes[field] = next;
  }
  return changes;
}
