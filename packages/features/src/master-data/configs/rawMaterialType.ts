import {
  createRawMaterialType,
  deleteRawMaterialType,
  getRawMaterialType,
  listRawMaterialTypes,
  searchRawMaterialTypes,
  updateRawMaterialType,
} from '@vlegal/api-client/query';
import { resources } from '@vlegal/domain/resources';
import { defineScreen } from '../../resource-screens/screen-config.ts';

export const rawMaterialTypeScreen = defineScreen(resources.rawMaterialType, {
  api: {
    list: listRawMaterialTypes,
    search: searchRawMaterialTypes,
    get: getRawMaterialType,
    create: createRawMaterialType,
    update: updateRawMaterialType,
    remove: deleteRawMaterialType,
  },
  rowLabel: (row) => row.name,
  columns: ['code', 'name', 'rawMaterialCategoryId', 'minDiameterCm', 'maxDiameterCm', 'active'],
  // The largest diameter is at least the smallest one.
  schema: (base, t) =>
    base.test('maxDiameterCm', (values, context) => {
      const min = Number(String(values.minDiameterCm ?? '').replace(',', '.'));
      const max = Number(String(values.maxDiameterCm ?? '').replace(',', '.'));
      return values.minDiameterCm &&
        values.maxDiameterCm &&
        Number.isFinite(min) &&
        Number.isFinite(max) &&
        max < min
        ? context.createError({
            path: 'maxDiameterCm',
            message: t('resources.validation.notBelow', {
              other: t('resources.rawMaterialType.fields.minDiameterCm'),
            }),
          })
        : true;
    }),
});
