/**
 * The screen configs of a unit's books: its raw materials and products, its suppliers, sub-contractors
 * and buyers (docs/domain/MODEL.md §2.5, §2.6, §2.9), and its harvest plots (EUDR). Routes and pages bind
 * them; a unit's screens fill in its unit.
 */
export { buyerScreen } from './buyer.ts';
export { harvestPlotScreen } from './harvestPlot.ts';
export { productScreen } from './product.ts';
export { rawMaterialScreen } from './rawMaterial.ts';
export { subConScreen } from './subCon.ts';
export { supplierScreen } from './supplier.ts';
