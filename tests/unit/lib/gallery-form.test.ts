import {
  checkGalleryForm,
  createGalleryBody,
  emptyGalleryForm,
  galleryFormOf,
  movedBy,
  movedTo,
  photoFileProblem,
  updateGalleryBody,
} from '../../../lib/gallery-form';
import type { OwnGallery } from '../../../types/gallery-studio';

const MB = 1024 * 1024;

describe('the gallery forms (new, edit)', () => {
  it("checks the details by the server's own rules before sending", () => {
    const good = { ...emptyGalleryForm, title: 'Coastline' };
    expect(checkGalleryForm(good)).toEqual({});
    expect(checkGalleryForm({ ...good, title: '  ' }).title).toBe('Give the gallery a title.');
    expect(checkGalleryForm({ ...good, title: 'x'.repeat(201) }).title).toBe('A title has at most 200 characters.');
    expect(checkGalleryForm({ ...good, description: 'x'.repeat(5001) }).description).toBe('A description has at most 5000 characters.');
    expect(checkGalleryForm({ ...good, access: 'sale', price: '' }).price).toBe('Set a price.');
    expect(checkGalleryForm({ ...good, access: 'sale', price: '0' }).price).toBe('A price is more than zero.');
    expect(checkGalleryForm({ ...good, access: 'free', price: 'nonsense' })).toEqual({});
    const many = Array.from({ length: 31 }, (_, i) => `t${i}`).join(',');
    expect(checkGalleryForm({ ...good, tags: many }).tags).toBe('At most 30 tags.');
    expect(checkGalleryForm({ ...good, categoryIds: Array.from({ length: 11 }, (_, i) => `c${i}`) }).categoryIds).toBe('At most 10 categories.');
  });

  it('sends a new gallery without its empty fields, and cents for a gallery for sale only', () => {
    expect(createGalleryBody({ ...emptyGalleryForm, title: ' Coastline ', access: 'sale', price: '12,5' })).toEqual({
      title: 'Coastline',
      access: 'sale',
      price: 1250,
    });
    expect(createGalleryBody({ ...emptyGalleryForm, title: 'Dunes', access: 'free', price: '9', tags: ' sand, #sea,,sand ', categoryIds: ['c1'] })).toEqual({
      title: 'Dunes',
      access: 'free',
      tags: ['sand', 'sea'],
      categoryIds: ['c1'],
    });
  });

  it('edits every detail as the form shows it, starting from the gallery as it is', () => {
    const gallery = {
      title: 'Coastline',
      description: null,
      tags: ['sea'],
      categories: [{ _id: 'c1', name: 'Travel', slug: 'travel' }],
      access: 'sale',
      price: 999,
    } as unknown as OwnGallery;
    const values = galleryFormOf(gallery);
    expect(values).toEqual({ title: 'Coastline', description: '', tags: 'sea', categoryIds: ['c1'], access: 'sale', price: '9.99' });
    expect(updateGalleryBody({ ...values, description: ' By the sea ' })).toEqual({
      title: 'Coastline',
      description: 'By the sea',
      tags: ['sea'],
      categoryIds: ['c1'],
      access: 'sale',
      price: 999,
    });
    expect(updateGalleryBody({ ...values, access: 'subscribers' })).not.toHaveProperty('price');
  });
});

describe('a chosen photo file', () => {
  it('is refused before sending when the site would refuse it: not a photo, empty, or too large', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 2 * MB }, 50 * MB)).toBeNull();
    expect(photoFileProblem({ type: 'image/heic', size: MB }, 50 * MB)).toBe('This file is not a photo the site takes (JPEG, PNG, WebP or GIF).');
    expect(photoFileProblem({ type: 'image/png', size: 0 }, 50 * MB)).toBe('This file is empty.');
    expect(photoFileProblem({ type: 'image/webp', size: 51 * MB }, 50 * MB)).toBe('This photo is 51 MB; the site takes photos up to 50 MB.');
  });

  it('is left to the server when the browser does not know its type, or the limit is not known', () => {
    expect(photoFileProblem({ type: '', size: MB }, 50 * MB)).toBeNull();
    expect(photoFileProblem({ type: 'image/gif', size: 900 * MB }, null)).toBeNull();
  });
});

describe("the photos' order", () => {
  const ids = ['a', 'b', 'c', 'd'];

  it("moves a photo to another's place, from either side", () => {
    expect(movedTo(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTo(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(movedTo(ids, 'b', 'b')).toEqual(ids);
    expect(movedTo(ids, 'b', 'zz')).toEqual(ids);
  });

  it('moves a photo one place among those shown; those not shown keep their places; nothing moves past an end', () => {
    expect(movedBy(ids, ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movedBy(ids, ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
    expect(movedBy(ids, ids, 'a', -1)).toEqual(ids);
    expect(movedBy(ids, ids, 'd', 1)).toEqual(ids);
    // "c" is still uploading (not shown): "d" moving earlier takes "b"'s place.
    expect(movedBy(ids, ['a', 'b', 'd'], 'd', -1)).toEqual(['a', 'd', 'b', 'c']);
  });
});
