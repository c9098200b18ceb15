import { bannersSagas, promosSagas } from '../../../redux/banners/sagas';
import { bannersActions, promosActions } from '../../../redux/banners/slice';
import { galleriesSagas } from '../../../redux/galleries/sagas';
import { galleriesActions } from '../../../redux/galleries/slice';
import { performerListingSagas, performerProfileSagas } from '../../../redux/performers/sagas';
import {
  listingFailed,
  listingMoreRequested,
  listingMoreSucceeded,
  listingRequested,
  listingSucceeded,
  profileFailed,
  profileRequested,
  profileSucceeded,
} from '../../../redux/performers/slice';
import { photosSagas } from '../../../redux/photos/sagas';
import { photosActions } from '../../../redux/photos/slice';
import { productsSagas } from '../../../redux/products/sagas';
import { productsActions } from '../../../redux/products/slice';
import { relatedGalleriesSagas } from '../../../redux/related-galleries/sagas';
import { relatedGalleriesActions } from '../../../redux/related-galleries/slice';
import { relatedVideosSagas } from '../../../redux/related-videos/sagas';
import { relatedVideosActions } from '../../../redux/related-videos/slice';
import { videosSagas } from '../../../redux/videos/sagas';
import { videosActions } from '../../../redux/videos/slice';
import { bannerService } from '../../../services/banner.service';
import { channelService } from '../../../services/channel.service';
import { galleryService } from '../../../services/gallery.service';
import { performerService } from '../../../services/performer.service';
import { productService } from '../../../services/product.service';
import { videoService } from '../../../services/video.service';
import { makeGallery, makePerformer, makePhoto, makeProduct, makePromotion, makeVideo } from '../helpers/catalogue-fixtures';
import { requestError } from '../helpers/fixtures';
import { recordSaga } from '../helpers/record-saga';

jest.mock('../../../services/video.service', () => ({ videoService: { search: jest.fn(), related: jest.fn() } }));
jest.mock('../../../services/channel.service', () => ({ channelService: { videos: jest.fn() } }));
jest.mock('../../../services/gallery.service', () => ({ galleryService: { search: jest.fn(), related: jest.fn(), photos: jest.fn() } }));
jest.mock('../../../services/product.service', () => ({ productService: { search: jest.fn() } }));
jest.mock('../../../services/performer.service', () => ({ performerService: { search: jest.fn(), findOne: jest.fn() } }));
jest.mock('../../../services/banner.service', () => ({ bannerService: { banners: jest.fn(), promos: jest.fn() } }));

const serverDown = { statusCode: 503, error: 'Service Unavailable', message: 'Server down' };
/** What a failure stores: the message and the status of the answer. */
const stored = requestError('Server down', 503);
const options = { token: 'tok', headers: { 'user-agent': 'UA' } };

beforeEach(() => jest.clearAllMocks());

describe('videos sagas', () => {
  const page = { data: [makeVideo()], total: 30 };

  it('a load searches with the query and the request options, and reports success', async () => {
    jest.mocked(videoService.search).mockResolvedValue(page);
    const actions = await recordSaga(videosSagas.fetchFlow, videosActions.loadRequested({ query: { sortBy: 'popular', limit: 12, offset: 0 }, options }));
    expect(videoService.search).toHaveBeenCalledWith({ sortBy: 'popular', limit: 12, offset: 0 }, options);
    expect(actions).toEqual([videosActions.loadSucceeded(page)]);
  });

  it('a load-more reports moreSucceeded, so the page is appended', async () => {
    jest.mocked(videoService.search).mockResolvedValue(page);
    const actions = await recordSaga(videosSagas.fetchFlow, videosActions.moreRequested({ query: { offset: 12 } }));
    expect(actions).toEqual([videosActions.moreSucceeded(page)]);
  });

  it("a channel's videos come from the channel", async () => {
    jest.mocked(channelService.videos).mockResolvedValue(page);
    await recordSaga(videosSagas.fetchFlow, videosActions.loadRequested({ query: { channelId: 'ch1', limit: 12 } }));
    expect(channelService.videos).toHaveBeenCalledWith('ch1', { limit: 12 }, undefined);
    expect(videoService.search).not.toHaveBeenCalled();
  });

  it('failures carry the server message and status, under the matching name', async () => {
    jest.mocked(videoService.search).mockRejectedValue(serverDown);
    expect(await recordSaga(videosSagas.fetchFlow, videosActions.loadRequested({ query: {} }))).toEqual([videosActions.loadFailed(stored)]);
    expect(await recordSaga(videosSagas.fetchFlow, videosActions.moreRequested({ query: {} }))).toEqual([videosActions.moreFailed(stored)]);
  });

  it('falls back to the generic message', async () => {
    jest.mocked(videoService.search).mockRejectedValue(new Error(''));
    const actions = await recordSaga(videosSagas.fetchFlow, videosActions.loadRequested({ query: {} }));
    expect(actions).toEqual([videosActions.loadFailed(requestError('Error occured, please try again later', 0))]);
  });
});

describe('the other list sagas', () => {
  const cases = [
    {
      name: 'related videos',
      sagas: relatedVideosSagas,
      actions: relatedVideosActions,
      service: () => videoService.related,
      item: makeVideo(),
      args: [{ id: 'v1', limit: 8 }],
      expected: ['v1', { limit: 8 }, undefined],
    },
    {
      name: 'galleries',
      sagas: galleriesSagas,
      actions: galleriesActions,
      service: () => galleryService.search,
      item: makeGallery(),
      args: [{ q: 'sea' }],
      expected: [{ q: 'sea' }, undefined],
    },
    {
      name: 'related galleries',
      sagas: relatedGalleriesSagas,
      actions: relatedGalleriesActions,
      service: () => galleryService.related,
      item: makeGallery(),
      args: [{ id: 'g1', limit: 8 }],
      expected: ['g1', { limit: 8 }, undefined],
    },
    {
      name: 'products',
      sagas: productsSagas,
      actions: productsActions,
      service: () => productService.search,
      item: makeProduct(),
      args: [{ type: 'digital' }],
      expected: [{ type: 'digital' }, undefined],
    },
  ];

  it.each(cases)('$name: success', async ({ sagas, actions, service, item, args, expected }) => {
    const page = { data: [item], total: 1 };
    jest.mocked(service()).mockResolvedValue(page as never);
    const act = actions as unknown as Record<string, (p: unknown) => { type: string }>;
    const done = await recordSaga(sagas.fetchFlow as never, act.loadRequested({ query: args[0] }));
    expect(service()).toHaveBeenCalledWith(...expected);
    expect(done).toEqual([act.loadSucceeded(page)]);
  });

  it.each(cases)('$name: failure', async ({ sagas, actions, service, args }) => {
    jest.mocked(service()).mockRejectedValue(serverDown);
    const act = actions as unknown as Record<string, (p: unknown) => { type: string }>;
    const done = await recordSaga(sagas.fetchFlow as never, act.moreRequested({ query: args[0] }));
    expect(done).toEqual([act.moreFailed(stored)]);
  });
});

describe('performers sagas', () => {
  it('listing: load and load-more succeed or fail', async () => {
    const page = { data: [makePerformer()], total: 1 };
    jest.mocked(performerService.search).mockResolvedValue(page);
    expect(await recordSaga(performerListingSagas.fetchFlow, listingRequested({ query: { gender: 'female' } }))).toEqual([listingSucceeded(page)]);
    expect(performerService.search).toHaveBeenCalledWith({ gender: 'female' }, undefined);
    expect(await recordSaga(performerListingSagas.fetchFlow, listingMoreRequested({ query: { offset: 12 } }))).toEqual([listingMoreSucceeded(page)]);
    jest.mocked(performerService.search).mockRejectedValue(serverDown);
    expect(await recordSaga(performerListingSagas.fetchFlow, listingRequested({ query: {} }))).toEqual([listingFailed(stored)]);
  });

  it('profile: by id or username, success or fail', async () => {
    const aria = makePerformer();
    jest.mocked(performerService.findOne).mockResolvedValue(aria);
    expect(await recordSaga(performerProfileSagas.fetchFlow, profileRequested({ query: { id: 'aria_skye' }, options }))).toEqual([profileSucceeded(aria)]);
    expect(performerService.findOne).toHaveBeenCalledWith('aria_skye', options);
    jest.mocked(performerService.findOne).mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'Performer not found' });
    expect(await recordSaga(performerProfileSagas.fetchFlow, profileRequested({ query: { id: 'nobody' } }))).toEqual([
      profileFailed(requestError('Performer not found', 404)),
    ]);
  });
});

describe('banner, promo and photo sagas', () => {
  it('banners and promos load by position', async () => {
    const items = [makePromotion()];
    jest.mocked(bannerService.banners).mockResolvedValue(items);
    jest.mocked(bannerService.promos).mockResolvedValue(items);
    expect(await recordSaga(bannersSagas.fetchFlow, bannersActions.requested({ query: { position: 'middle' } }))).toEqual([bannersActions.succeeded(items)]);
    expect(bannerService.banners).toHaveBeenCalledWith({ position: 'middle' }, undefined);
    expect(await recordSaga(promosSagas.fetchFlow, promosActions.requested({ query: { position: 'top' } }))).toEqual([promosActions.succeeded(items)]);
    jest.mocked(bannerService.promos).mockRejectedValue(serverDown);
    expect(await recordSaga(promosSagas.fetchFlow, promosActions.requested({ query: {} }))).toEqual([promosActions.failed(stored)]);
  });

  it("photos load a gallery's page of photos, or fail", async () => {
    const list = [makePhoto(1), makePhoto(2)];
    jest.mocked(galleryService.photos).mockResolvedValue({ data: list, total: 2 });
    expect(await recordSaga(photosSagas.fetchFlow, photosActions.requested({ query: { galleryId: 'g1', limit: 200 } }))).toEqual([
      photosActions.succeeded(list),
    ]);
    expect(galleryService.photos).toHaveBeenCalledWith({ galleryId: 'g1', limit: 200 }, undefined);
    jest.mocked(galleryService.photos).mockRejectedValue(serverDown);
    expect(await recordSaga(photosSagas.fetchFlow, photosActions.requested({ query: { galleryId: 'g1' } }))).toEqual([photosActions.failed(stored)]);
  });
});
