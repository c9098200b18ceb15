import { Type } from '@sinclair/typebox';
import { AssetCardFields, AssetSearchQuery, AssetStatusSchema, BoughtField, Nullable, PreviewField, PublicationField } from '../catalogue/schemas';
import { SalesFields } from '../earnings/schemas';
import { CategoryIdsField, DescriptionField, SalePriceField, ShippingNoteField, StockField, TagsField, TitleField } from '../catalogue/content-fields';
import { StringEnum } from '../../http/string-enum';

export const ProductTypeSchema = StringEnum(['physical', 'digital']);
export const ProductStatusSchema = AssetStatusSchema;

/** What anyone may see of a product. Never the digital file: that comes only through the download link. */
export const ProductSchema = Type.Object({
  ...AssetCardFields,
  name: Type.String(),
  type: ProductTypeSchema,
  price: Type.Integer({ description: 'integer cents: 999 is 9.99' }),
  /** null: unlimited. */
  stock: Nullable(Type.Integer()),
  inStock: Type.Boolean(),
  image: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  /** A physical product's delivery, as its seller says it. */
  shippingNote: Nullable(Type.String()),
  ...BoughtField,
});

/** The public page. A digital product says whether the viewer bought it and may download it (the owner may too). */
export const ProductDetailSchema = Type.Object({
  ...ProductSchema.properties,
  ...PreviewField,
  isBought: Type.Optional(Type.Boolean()),
  canView: Type.Optional(Type.Boolean()),
});

/** The owner's card and page: with its status and what it has sold. */
export const OwnProductSchema = Type.Object({ ...ProductSchema.properties, status: ProductStatusSchema, ...SalesFields, ...PublicationField });
export const OwnProductDetailSchema = Type.Object({ ...OwnProductSchema.properties, hasDigitalFile: Type.Boolean() });

/** GET /user/assets/products/search */
export const ProductSearchQuery = Type.Object({ ...AssetSearchQuery, type: Type.Optional(ProductTypeSchema) });

/** GET /user/assets/products/:id/download-link: a signed, short-lived link to the digital file. */
export const DownloadLinkSchema = Type.Object({ downloadLink: Type.String(), expiresInSeconds: Type.Integer() });

/** GET /user/downloads: a digital product the caller owns. */
export const OwnedDownloadSchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  image: Nullable(Type.String()),
  boughtAt: Type.String(),
});

/** What the owner says about a product: its type is chosen once, at creation. */
const ProductDetailsFields = {
  name: TitleField,
  description: Type.Optional(DescriptionField),
  price: SalePriceField,
  stock: Type.Optional(StockField),
  shippingNote: Type.Optional(ShippingNoteField),
  tags: Type.Optional(TagsField),
  categoryIds: Type.Optional(CategoryIdsField),
};

/** POST /performer/products: a new product, a draft until it is published (a digital one once its file is uploaded). */
export const CreateProductBody = Type.Object({ ...ProductDetailsFields, type: ProductTypeSchema }, { additionalProperties: false });

/** PATCH /performer/products/:id: the fields sent change, the others stay. */
export const UpdateProductBody = Type.Partial(Type.Object(ProductDetailsFields), { additionalProperties: false, minProperties: 1 });
