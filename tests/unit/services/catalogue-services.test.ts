import { request } from '../../../services/api-request';
import { bannerService } from '../../../services/banner.service';
import { clearCache } from '../../../services/cache';
import { categoryService } from '../../../services/category.service';
import { channelService } from '../../../services/channel.service';
import { galleryService } from '../../../services/gallery.service';
import { performerService } from '../../../services/performer.service';
import { postService } from '../../../services/post.service';
import { productService } from '../../../services/product.service';
import { searchService } from '../../../services/search.service';
import { videoService } from '../../../services/video.service';

jest.mock('../../../services/api-request', () => {
  const request = jest.fn();
  return { request, api: { get: (address: string, options = {}) => request(address, options) } };
});

const requestMock = jest.mocked(request);
const list = { status: 0 as const, data: { data: [{ _id: 'x' }], total: 1 } };

beforeEach(() => {
  jest.clearAllMocks();
  clearCache();
  requestMock.mockResolvedValue(list);
});

describe('catalogue services call the contract paths', () => {
  it.each([
    ['videos search', () => videoService.search({ q: 'a', sortBy: 'popular' }), '/user/assets/videos/search', { q: 'a', sortBy: 'popular' }],
    ['related videos', () => videoService.related('night walk', { limit: 8 }), '/user/assets/videos/night%20walk/related', { limit: 8 }],
    ['galleries search', () => galleryService.search({ isSale: true }), '/user/assets/galleries/search', { isSale: true }],
    ['related galleries', () => galleryService.related('g1'), '/user/assets/galleries/g1/related', {}],
    ['gallery photos', () => galleryService.photos({ galleryId: 'g1', limit: 200 }), '/user/assets/gallery/g1/photos', { limit: 200 }],
    ['photos', () => galleryService.searchPhotos({ performerId: 'p1' }), '/user/assets/photos', { performerId: 'p1' }],
    ['products search', () => productService.search({ type: 'digital' }), '/user/assets/products/search', { type: 'digital' }],
    ['performers search', () => performerService.search({ gender: 'female' }), '/performers/search', { gender: 'female' }],
    ['channels', () => channelService.search({ limit: 200 }), '/user/channels', { limit: 200 }],
    ['channel videos', () => channelService.videos('move', { offset: 12 }), '/user/channels/move/videos', { offset: 12 }],
    ['posts search', () => postService.search({ type: 'page' }), '/posts/search', { type: 'page' }],
    ['promos', () => bannerService.promos({ position: 'top' }), '/site-promo/search', { position: 'top' }],
    ['banners', () => bannerService.banners({ position: 'bottom' }), '/banners/search', { position: 'bottom' }],
  ])('%s', async (_name, call, path, query) => {
    await call();
    expect(requestMock).toHaveBeenCalledWith(path, { query });
  });

  it.each([
    ['video', () => videoService.findOne('night-walk', { token: 't' }), '/user/assets/videos/night-walk', { token: 't' }],
    ['gallery', () => galleryService.view('coastline'), '/user/assets/galleries/coastline/view', {}],
    ['product', () => productService.findOne('poster'), '/user/assets/products/poster', {}],
    ['performer', () => performerService.findOne('aria_skye'), '/performers/aria_skye', {}],
    ['channel', () => channelService.findOne('move'), '/user/channels/move', {}],
    ['post', () => postService.findOne('terms'), '/posts/terms', {}],
  ])('%s by id or slug', async (_name, call, path, options) => {
    requestMock.mockResolvedValue({ status: 0, data: { _id: 'x' } });
    await expect(call()).resolves.toEqual({ _id: 'x' });
    expect(requestMock).toHaveBeenCalledWith(path, options);
  });

  it('lists resolve with {data, total}; promos and banners with the items', async () => {
    await expect(videoService.search()).resolves.toEqual({ data: [{ _id: 'x' }], total: 1 });
    await expect(bannerService.banners()).resolves.toEqual([{ _id: 'x' }]);
  });

  it('search totals take q', async () => {
    requestMock.mockResolvedValue({ status: 0, data: { performers: 1, videos: 2, galleries: 0, products: 0, total: 3 } });
    await expect(searchService.totals('night')).resolves.toMatchObject({ total: 3 });
    expect(requestMock).toHaveBeenCalledWith('/search/total', { query: { q: 'night' } });
  });

  it('categories are asked for once per group in the browser', async () => {
    await categoryService.search('video');
    await categoryService.search('video');
    await categoryService.search('product');
    expect(requestMock).toHaveBeenCalledTimes(2);
    expect(requestMock).toHaveBeenCalledWith('/user/assets/categories/search', { query: { group: 'product', limit: 200 } });
  });
});
