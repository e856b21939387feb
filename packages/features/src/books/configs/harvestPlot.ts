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

/**
 * A unit's harvest plots (EUDR): picked by its receipts, and listed and edited with the plot's GeoJSON in a
 * text box (the server checks it by the EU's rules and names the place of a problem).
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
  fields: [
    'plotCode',
    'producerName',
    'producerCountryId',
    'productionPlace',
    'supplierId',
    'areaHa',
    'harvestStartDate',
    'harvestEndDate',
    'geometry',
    'geometryType',
    'geometryWarnings',
  ],
});
