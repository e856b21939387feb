/**
 * A unit's harvest plots (EUDR, docs/adr/0030-eudr-plot-geometry.md): where its timber was harvested, as an
 * EU buyer's due diligence statement names it. Kept like the unit's suppliers (its administrators write, its
 * exporters and verificators read, served again under `business-unit-…`); a plot code is unique within the
 * unit. The server checks the geometry (`plot-geometry.ts`) on every write.
 */
import { type HarvestPlot, HarvestPlotFields } from '../gen/schemas.ts';
import { blocks } from '../gen/blocks.ts';
import { defineResource } from '../resource-definition.ts';
import { PARTNER_RECORD } from '../business-unit/partners.ts';

export const harvestPlot = defineResource<HarvestPlot>()({
  ...blocks.harvestPlot,
  fields: HarvestPlotFields,
  unique: [['businessUnitId', 'plotCode']],
  owner: PARTNER_RECORD.owner,
  inOrder: [['harvestStartDate', 'harvestEndDate']],
});
