import {
  createHarvestPlot,
  deleteHarvestPlot,
  getHarvestPlot,
  listHarvestPlots,
  searchHarvestPlots,
  updateHarvestPlot,
} from '@vlegal/api-client/query';
import { harvestPlot } from '@vlegal/domain/eudr/harvest-plot';
import { defineScreen } from '../../resource-screens/screen-config.ts';
import { GeometryCell, PlotTraceLink, WarningsCell } from './harvestPlotView.tsx';

/**
 * A unit's harvest plots (EUDR): picked by its receipts, and listed, read and edited on the unit's import
 * pages (and imported from a file, `HarvestPlotImport.tsx`). The form takes the plot's GeoJSON in a text
 * box (the server checks it by the EU's rules and names the place of a problem, shown at the box); the view
 * reads it a position a line, with the server's warnings in words and a way to where its timber went.
 */
export const harvestPlotScreen = defineScreen(harvestPlot, {
  api: {
    list: listHarvestPlots,
    search: searchHarvestPlots,
    get: getHarvestPlot,
    create: createHarvestPlot,
    update: updateHarvestPlot,
    remove: deleteHarvestPlot,
  },
  rowLabel: (row) => (row.plotCode ? `${row.plotCode} – ${row.producerName}` : row.producerName),
  columns: ['plotCode', 'producerName', 'producerCountryId', 'geometryType', 'areaHa', 'harvestStartDate'],
  sections: [
    {
      title: 'eudr.plotScreens.sections.producer',
      fields: ['producerName', 'producerCountryId', 'productionPlace'],
    },
    {
      title: 'eudr.plotScreens.sections.plot',
      fields: ['plotCode', 'supplierId', 'areaHa', 'harvestStartDate', 'harvestEndDate'],
    },
    {
      title: 'eudr.plotScreens.sections.geolocation',
      fields: ['geometryType', 'geometryWarnings', 'geometry'],
    },
  ],
  cells: { geometry: GeometryCell, geometryWarnings: WarningsCell },
  tools: [PlotTraceLink],
});
