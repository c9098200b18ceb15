import { Type, type Static } from '@sinclair/typebox';
import type { ProductRow } from '../../db/schema';
import { AssetCardFields, assetCardFields, type CardRelations } from '../catalogue/card-fields';
import type { FileUrls } from '../catalogue/file-urls';
import { toAmount } from '../catalogue/live';
import { Nullable } from '../catalogue/schemas';

export const ProductTypeSchema = Type.Union([Type.Literal('physical'), Type.Literal('digital')]);
export const ProductStatusSchema = Type.Union([Type.Literal('draft'), Type.Literal('active'), Type.Literal('inactive')]);

/** What anyone may see of a product. Never the digital file: that comes only through the download link. */
export const ProductSchema = Type.Object({
  ...AssetCardFields,
  name: Type.String(),
  type: ProductTypeSchema,
  price: Type.Number(),
  /** null: unlimited. */
  stock: Nullable(Type.Integer()),
  inStock: Type.Boolean(),
  image: Nullable(Type.String()),
  images: Type.Array(Type.String()),
});

/** The public page; digital products also say whether the viewer bought them. */
/** A digital product says whether the viewer bought it and may download it (the owner may too). */
export const ProductDetailSchema = Type.Object({
  ...ProductSchema.properties,
  isBought: Type.Optional(Type.Boolean()),
  canView: Type.Optional(Type.Boolean()),
});

/** The owner's card and page. */
export const OwnProductSchema = Type.Object({ ...ProductSchema.properties, status: ProductStatusSchema });
export const OwnProductDetailSchema = Type.Object({ ...OwnProductSchema.properties, hasDigitalFile: Type.Boolean() });

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
    price: toAmount(p.price_cents),
    stock: p.stock,
    inStock: p.stock === null || p.stock > 0,
    image: images[0] ?? null,
    images,
  };
}

export function toOwnProduct(p: ProductRow, files: FileUrls, rel: CardRelations): OwnProductDto {
  return { ...toProduct(p, files, rel), status: p.status };
}
