import { checkProductForm, createProductBody, emptyProductForm, productFormOf, updateProductBody } from '../../../lib/product-form';
import type { OwnProductDetail } from '../../../types/product';

const physical = { ...emptyProductForm, title: 'Signed print', price: '19.99' };
const digital = { ...physical, type: 'digital' as const, title: 'Photo pack' };

describe('the product forms (new, edit)', () => {
  it("checks the fields by the server's own rules before sending, a product's title being its name", () => {
    expect(checkProductForm(physical)).toEqual({});
    expect(checkProductForm({ ...physical, title: ' ' }).title).toBe('Give the product a name.');
    expect(checkProductForm({ ...physical, title: 'x'.repeat(201) }).title).toBe('A name has at most 200 characters.');
    expect(checkProductForm({ ...physical, price: '' }).price).toBe('Set a price.');
    expect(checkProductForm({ ...physical, price: '0.00' }).price).toBe('A price is more than zero.');
    expect(checkProductForm({ ...physical, stock: '-1' }).stock).toMatch(/whole number up to 1,000,000/);
    expect(checkProductForm({ ...physical, stock: '2.5' }).stock).toMatch(/whole number/);
    expect(checkProductForm({ ...physical, stock: '1000001' }).stock).toMatch(/whole number/);
    expect(checkProductForm({ ...physical, stock: ' 12 ' })).toEqual({});
    expect(checkProductForm({ ...physical, shippingNote: 'x'.repeat(501) }).shippingNote).toBe('A shipping note has at most 500 characters.');
  });

  it('does not check what a digital product does not have (stock, shipping)', () => {
    expect(checkProductForm({ ...digital, stock: 'lots', shippingNote: 'x'.repeat(600) })).toEqual({});
  });

  it('sends a new product without its empty fields, its price in cents and an empty stock as unlimited', () => {
    expect(createProductBody({ ...physical, title: ' Signed print ', price: '19,9' })).toEqual({ type: 'physical', name: 'Signed print', price: 1990 });
    expect(createProductBody({ ...physical, stock: '3', shippingNote: ' EU only ', tags: 'print, #signed', categoryIds: ['c1'] })).toEqual({
      type: 'physical',
      name: 'Signed print',
      price: 1999,
      stock: 3,
      shippingNote: 'EU only',
      tags: ['print', 'signed'],
      categoryIds: ['c1'],
    });
    expect(createProductBody({ ...digital, stock: '5', shippingNote: 'ignored' })).toEqual({ type: 'digital', name: 'Photo pack', price: 1999 });
  });

  it('sends every field of an edit, so clearing one clears it (an empty stock: unlimited again)', () => {
    expect(updateProductBody({ ...physical, stock: '' })).toEqual({
      name: 'Signed print',
      description: '',
      price: 1999,
      tags: [],
      categoryIds: [],
      stock: null,
      shippingNote: '',
    });
    expect(updateProductBody(digital)).not.toHaveProperty('stock');
  });

  it('starts an edit from the product as it is', () => {
    const product = {
      type: 'physical',
      name: 'Mug',
      description: null,
      price: 1250,
      stock: null,
      shippingNote: 'Ships in 3 days',
      tags: ['mug', 'cup'],
      categories: [{ _id: 'c1', name: 'Merch', slug: 'merch' }],
    } as unknown as OwnProductDetail;
    expect(productFormOf(product)).toEqual({
      type: 'physical',
      title: 'Mug',
      description: '',
      price: '12.50',
      stock: '',
      shippingNote: 'Ships in 3 days',
      tags: 'mug, cup',
      categoryIds: ['c1'],
    });
    expect(productFormOf({ ...product, stock: 0 }).stock).toBe('0');
  });
});
