import type { Static } from '@sinclair/typebox';
import type {
  CreateProductBody,
  OwnProductDetailSchema,
  OwnProductSchema,
  ProductDetailSchema,
  ProductSchema,
  ProductSearchQuery,
  ProductTypeSchema,
  UpdateProductBody,
} from '../server/modules/products/schemas';

export type ProductType = Static<typeof ProductTypeSchema>;

/** A product card (GET /user/assets/products/search). `stock` null: unlimited. */
export type Product = Static<typeof ProductSchema>;

/** GET /user/assets/products/:id: digital products also say whether the viewer bought them. */
export type ProductDetail = Static<typeof ProductDetailSchema>;

export type ProductQuery = Static<typeof ProductSearchQuery>;

/** The owner's card (GET /performer/assets/products/search): every status, with units sold and gross revenue. */
export type OwnProduct = Static<typeof OwnProductSchema>;
/** GET /performer/assets/products/:id/view */
export type OwnProductDetail = Static<typeof OwnProductDetailSchema>;

/** POST /performer/products: a new product, a draft until it is published. */
export type CreateProduct = Static<typeof CreateProductBody>;
/** PATCH /performer/products/:id: the fields sent change. */
export type UpdateProduct = Static<typeof UpdateProductBody>;
