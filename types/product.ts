import type { AssetBase, AssetQuery } from './catalogue';

export type ProductType = 'physical' | 'digital';

export interface Product extends AssetBase {
  name: string;
  type: ProductType;
  /** null: unlimited. */
  stock: number | null;
  inStock: boolean;
  image: string | null;
  images: string[];
  /** Digital products only, when the viewer is known. */
  isBought?: boolean;
}

export interface ProductQuery extends AssetQuery {
  type?: ProductType;
}
