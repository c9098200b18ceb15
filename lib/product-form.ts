import {
  categoriesProblem,
  descriptionProblem,
  inputFromTags,
  shippingNoteProblem,
  stockProblem,
  tagsFromInput,
  tagsProblem,
  titleProblem,
} from './content-rules';
import { centsFromInput, inputFromCents, priceProblem } from './price-input';
import type { CreateProduct, OwnProductDetail, ProductType, UpdateProduct } from '../types/product';

// The Studio's product forms (new product, edit): their values as typed, their checks (lib/content-rules.ts, the
// server's own rules, said before sending) and the bodies they send. A digital product's file goes by tus.

export interface ProductFormValues {
  /** Chosen once, when the product is made. */
  type: ProductType;
  /** Its name (the described fields call it a title). */
  title: string;
  description: string;
  /** In the site's currency. */
  price: string;
  /** A physical product's: how many are left; empty: unlimited. */
  stock: string;
  /** A physical product's: how and where it ships. */
  shippingNote: string;
  /** As typed: "print, signed". */
  tags: string;
  categoryIds: string[];
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const PRODUCT_TYPES: Record<ProductType, { label: string; help: string }> = {
  physical: { label: 'Physical', help: 'Something you ship: a print, a signed photo, merchandise.' },
  digital: { label: 'Digital', help: 'A file buyers download: a PDF, an archive of photos, a video.' },
};

export const emptyProductForm: ProductFormValues = {
  type: 'physical',
  title: '',
  description: '',
  price: '',
  stock: '',
  shippingNote: '',
  tags: '',
  categoryIds: [],
};

/** The edit form's first values: the product as it is. */
export const productFormOf = (product: OwnProductDetail): ProductFormValues => ({
  type: product.type,
  title: product.name,
  description: product.description ?? '',
  price: inputFromCents(product.price),
  stock: product.stock === null ? '' : String(product.stock),
  shippingNote: product.shippingNote ?? '',
  tags: inputFromTags(product.tags),
  categoryIds: product.categories.map((c) => c._id),
});

/** Every field's problem, if any (none: the form may be sent). */
export function checkProductForm(values: ProductFormValues): ProductFormErrors {
  const physical = values.type === 'physical';
  const problems: ProductFormErrors = {
    title: titleProblem(values.title, 'product', 'name') ?? undefined,
    description: descriptionProblem(values.description) ?? undefined,
    price: priceProblem(values.price) ?? undefined,
    stock: physical ? (stockProblem(values.stock) ?? undefined) : undefined,
    shippingNote: physical ? (shippingNoteProblem(values.shippingNote) ?? undefined) : undefined,
    tags: tagsProblem(tagsFromInput(values.tags)) ?? undefined,
    categoryIds: categoriesProblem(values.categoryIds) ?? undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ProductFormErrors;
}

/** PATCH /performer/products/:id for checked values: every field, as the form shows it (a digital product has no stock nor shipping). */
export function updateProductBody(values: ProductFormValues): UpdateProduct & Pick<CreateProduct, 'name' | 'price'> {
  const body: UpdateProduct & Pick<CreateProduct, 'name' | 'price'> = {
    name: values.title.trim(),
    description: values.description.trim(),
    price: centsFromInput(values.price)!,
    tags: tagsFromInput(values.tags),
    categoryIds: values.categoryIds,
  };
  if (values.type === 'physical') {
    body.stock = values.stock.trim() ? Number(values.stock.trim()) : null;
    body.shippingNote = values.shippingNote.trim();
  }
  return body;
}

/** POST /performer/products for checked values: what is empty is left out. */
export function createProductBody(values: ProductFormValues): CreateProduct {
  const { description, tags, categoryIds, shippingNote, stock, ...rest } = updateProductBody(values);
  return {
    ...rest,
    type: values.type,
    ...(description && { description }),
    ...(tags?.length && { tags }),
    ...(categoryIds?.length && { categoryIds }),
    ...(stock !== undefined && stock !== null && { stock }),
    ...(shippingNote && { shippingNote }),
  };
}
