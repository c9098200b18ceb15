import type { Static } from '@sinclair/typebox';
import type { ProductRow } from '../../db/schema';
import { assetCardFields, type CardRelations } from '../catalogue/card-fields';
import { publicationFields } from '../catalogue/live';
import type { FileUrls } from '../catalogue/file-urls';
import type { Sales } from '../earnings/sales';
import type { OwnProductDetailSchema, OwnProductSchema, ProductDetailSchema, ProductSchema } from './schemas';

export type ProductDto = Static<typeof ProductSchema>;
export type ProductDetailDto = Static<typeof ProductDetailSchema>;
export type OwnProductDto = Static<typeof OwnProductSchema>;
export type OwnProductDetailDto = Static<typeof OwnProductDetailSchema>;

export function toProduct(p: ProductRow, files: FileUrls, rel: CardRelations): ProductDto {
  const images = p.image_keys.map((key) => files.public(key)).filter((url): url is string => url !== null);
  return {
    ...assetCardFields(p, rel),
    name: p.name,
    type: p.type,
    price: p.price_cents,
    stock: p.stock,
    inStock: p.stock === null || p.stock > 0,
    image: images[0] ?? null,
    images,
    shippingNote: p.shipping_note,
  };
}

export function toOwnProduct(p: ProductRow, files: FileUrls, rel: CardRelations, sales: Sales): OwnProductDto {
  return { ...toProduct(p, files, rel), status: p.status, ...sales, ...publicationFields(p) };
}
