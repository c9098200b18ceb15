import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { ProductRow } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { setStudioItem } from '../catalogue/studio-writes';
import { badRequest, conflict, notFound } from '../../http/errors';
import { CONTENT_RULES } from '../../../lib/content-rules';
import { protectedKey, publicKey, type FileStorage } from '../../storage';
import { setAssetCategories } from '../categories/asset-categories';
import { removeUnlessBought, type Removal } from '../catalogue/studio-removal';
import { cleanTags, publishedColumns, slugFor } from '../catalogue/studio-rules';
import type { SalesLookup } from '../earnings/sales';
import { assertOwnedBy } from '../performers/area';
import { PRODUCT_IMAGE_SHAPE, storePublicWebp, toWebp } from '../uploads/images';
import type { CreateProductBody, UpdateProductBody } from './schemas';

export type CreateProduct = Static<typeof CreateProductBody>;
export type UpdateProduct = Static<typeof UpdateProductBody>;

export interface ProductStudioDeps {
  db: Db;
  storage: FileStorage;
  sales: SalesLookup;
}

/** Stock and shipping belong to physical products: a digital one is never out of stock and never ships. */
function physicalOnly(type: ProductRow['type'], body: { stock?: number | null; shippingNote?: string }) {
  if (type === 'physical')
    return {
      ...(body.stock !== undefined && { stock: body.stock }),
      ...(body.shippingNote !== undefined && { shipping_note: body.shippingNote.trim() || null }),
    };
  if ((body.stock !== undefined && body.stock !== null) || body.shippingNote?.trim())
    throw badRequest('A digital product has no stock or shipping: those are for physical products.', 'NOT_PHYSICAL');
  return {};
}

/**
 * The performer's own products as the Studio makes them: a draft first, its pictures added and removed, a digital
 * one's file uploaded (ProductFileUploadTarget), published (activated) now or at a time, unpublished (deactivated),
 * deleted (kept for its buyers once sold). `scope` is areaScope's: the performer's own id, or null for an admin.
 */
export class ProductStudio {
  constructor(private readonly deps: ProductStudioDeps) {}

  async create(performerId: string, body: CreateProduct): Promise<string> {
    return inTransaction(this.deps.db, async (trx) => {
      const row = await trx
        .insertInto('products')
        .values({
          performer_id: performerId,
          name: body.name.trim(),
          slug: slugFor(body.name, 'product'),
          type: body.type,
          description: body.description?.trim() || null,
          tags: cleanTags(body.tags ?? []),
          price_cents: body.price,
          status: 'draft',
          ...physicalOnly(body.type, body),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.categoryIds) await setAssetCategories(trx, 'products', row.id, body.categoryIds);
      return row.id;
    });
  }

  /** Edits what the owner says; fields not sent stay. A new price applies to carts from now on (checkout reads it). */
  async update(id: string, scope: string | null, body: UpdateProduct): Promise<void> {
    const product = await this.own(id, scope);
    await inTransaction(this.deps.db, async (trx) => {
      await trx
        .updateTable('products')
        .set({
          ...(body.name !== undefined && { name: body.name.trim() }),
          ...(body.description !== undefined && { description: body.description.trim() || null }),
          ...(body.tags && { tags: cleanTags(body.tags) }),
          ...(body.price !== undefined && { price_cents: body.price }),
          ...physicalOnly(product.type, body),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      if (body.categoryIds) await setAssetCategories(trx, 'products', id, body.categoryIds);
    });
  }

  /** Activate now or at a time to come (a digital product needs its file first); deactivate: a draft again. */
  async publish(id: string, scope: string | null, publish: boolean, at?: Date): Promise<void> {
    const product = await this.own(id, scope);
    const columns = publishedColumns(product, publish, at);
    if (publish && product.type === 'digital' && !product.digital_file_key)
      throw conflict('Upload the file buyers will download before publishing this product.', 'NO_FILE');
    await setStudioItem(this.deps.db, 'products', id, columns);
  }

  /** A picture added last (the first one is the product's main picture): resized, under the product's own folder. */
  async addImage(id: string, scope: string | null, upload: Buffer): Promise<void> {
    const product = await this.own(id, scope);
    const { maxItems } = CONTENT_RULES.productImages;
    if (product.image_keys.length >= maxItems) throw conflict(`A product has at most ${maxItems} pictures: remove one first.`, 'TOO_MANY_IMAGES');
    const key = await storePublicWebp(this.deps.storage, `products/${id}`, await toWebp(upload, PRODUCT_IMAGE_SHAPE));
    if (product.image_keys.includes(key)) throw conflict('This picture is already one of the product’s.', 'SAME_IMAGE');
    await setStudioItem(this.deps.db, 'products', id, { image_keys: [...product.image_keys, key] });
  }

  /** Removes the picture at `index` (0: the main one) and its file. */
  async removeImage(id: string, scope: string | null, index: number): Promise<void> {
    const product = await this.own(id, scope);
    const key = product.image_keys[index];
    if (key === undefined) throw notFound('The product has no such picture.');
    await setStudioItem(this.deps.db, 'products', id, { image_keys: product.image_keys.filter((_, i) => i !== index) });
    await this.deps.storage.delete(publicKey(key)).catch(() => undefined);
  }

  /** Deletes the product with its pictures and file, or keeps it for its buyers. */
  async remove(id: string, scope: string | null): Promise<Removal> {
    const product = await this.own(id, scope);
    const { storage } = this.deps;
    return removeUnlessBought(this.deps.db, this.deps.sales, { table: 'products', kind: 'product', id }, async () => {
      for (const key of product.image_keys) await storage.delete(publicKey(key)).catch(() => undefined);
      if (product.digital_file_key) await storage.delete(protectedKey(product.digital_file_key)).catch(() => undefined);
    });
  }

  private async own(id: string, scope: string | null): Promise<ProductRow> {
    const product = await this.deps.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!product || product.status === 'inactive') throw notFound('Product not found');
    assertOwnedBy(product.performer_id, scope, 'product');
    return product;
  }
}
