/**
 * The link calls between a party (supplier or sub-contractor) and the items of its unit it delivers: list,
 * create-and-link, link and unlink, one table for the four pairs.
 */
import {
  createSubConProduct,
  createSubConRawMaterial,
  createSupplierProduct,
  createSupplierRawMaterial,
  linkSubConProduct,
  linkSubConRawMaterial,
  linkSupplierProduct,
  linkSupplierRawMaterial,
  listSubConProducts,
  listSubConRawMaterials,
  listSupplierProducts,
  listSupplierRawMaterials,
  unlinkSubConProduct,
  unlinkSubConRawMaterial,
  unlinkSupplierProduct,
  unlinkSupplierRawMaterial,
} from '@vlegal/api-client/query';
import type { Answer } from '../../resource-screens/screen-config.ts';

export type Party = 'supplier' | 'subCon';
export type Item = 'rawMaterial' | 'product';

export interface LinkCalls {
  list: (partyId: number, options?: RequestInit) => Promise<Answer>;
  create: (partyId: number, body: never) => Promise<Answer>;
  link: (partyId: number, itemId: number) => Promise<Answer>;
  unlink: (partyId: number, itemId: number) => Promise<Answer>;
  /** Path of the list call, the key of its cached answers. */
  path: string;
}

const PAGE = { size: 200 };

export const LINK_CALLS: Record<Party, Record<Item, LinkCalls>> = {
  supplier: {
    rawMaterial: {
      path: '/api/raw-materials-by-supplier',
      list: (supplierId, options) => listSupplierRawMaterials({ supplierId, ...PAGE }, options),
      create: (supplierId, body) => createSupplierRawMaterial(body, { supplierId }),
      link: (supplierId, rawMaterialId) => linkSupplierRawMaterial({ supplierId, rawMaterialId }),
      unlink: (supplierId, rawMaterialId) => unlinkSupplierRawMaterial(supplierId, rawMaterialId),
    },
    product: {
      path: '/api/products-by-supplier',
      list: (supplierId, options) => listSupplierProducts({ supplierId, ...PAGE }, options),
      create: (supplierId, body) => createSupplierProduct(body, { supplierId }),
      link: (supplierId, productId) => linkSupplierProduct({ supplierId, productId }),
      unlink: (supplierId, productId) => unlinkSupplierProduct(supplierId, productId),
    },
  },
  subCon: {
    rawMaterial: {
      path: '/api/raw-materials-by-subcon',
      list: (subConId, options) => listSubConRawMaterials({ subConId, ...PAGE }, options),
      create: (subConId, body) => createSubConRawMaterial(body, { subConId }),
      link: (subConId, rawMaterialId) => linkSubConRawMaterial({ subConId, rawMaterialId }),
      unlink: (subConId, rawMaterialId) => unlinkSubConRawMaterial(subConId, rawMaterialId),
    },
    product: {
      path: '/api/products-by-subcon',
      list: (subConId, options) => listSubConProducts({ subConId, ...PAGE }, options),
      create: (subConId, body) => createSubConProduct(body, { subConId }),
      link: (subConId, productId) => linkSubConProduct({ subConId, productId }),
      unlink: (subConId, productId) => unlinkSubConProduct(subConId, productId),
    },
  },
};
