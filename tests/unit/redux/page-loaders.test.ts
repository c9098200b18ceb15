import { loadListing, loadPerformerProfile, loadPhotos, loadPromotions, loadRelatedVideos } from '../../../redux/page-loaders';
import { makeStore } from '../../../redux/store';
import { bannerService } from '../../../services/banner.service';
import { galleryService } from '../../../services/gallery.service';
import { performerService } from '../../../services/performer.service';
import { videoService } from '../../../services/video.service';
import { makePerformer, makePhoto, makePromotion, makeVideo } from '../helpers/catalogue-fixtures';

jest.mock('../../../services/video.service', () => ({ videoService: { search: jest.fn(), related: jest.fn() } }));
jest.mock('../../../services/performer.service', () => ({ performerService: { search: jest.fn(), findOne: jest.fn() } }));
jest.mock('../../../services/gallery.service', () => ({ galleryService: { photos: jest.fn() } }));
jest.mock('../../../services/banner.service', () => ({ bannerService: { banners: jest.fn(), promos: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

// Pages await these in getInitialProps: they resolve once the slice holds the answer (or the error).
describe('page loaders (real store and sagas, mocked services)', () => {
  it('loads the first page of a listing with its filters into the slice', async () => {
    const store = makeStore();
    jest.mocked(videoService.search).mockResolvedValue({ data: [makeVideo()], total: 40 });
    await loadListing(store, 'videos', { q: 'night', sortBy: 'popular' }, { token: 't' });
    expect(videoService.search).toHaveBeenCalledWith({ q: 'night', sortBy: 'popular', limit: 12, offset: 0 }, { token: 't' });
    expect(store.getState().videos).toMatchObject({ requesting: false, success: true, total: 40 });
  });

  it('resolves on failure too, with the error in the slice', async () => {
    const store = makeStore();
    jest.mocked(performerService.search).mockRejectedValue({ statusCode: 500, error: 'x', message: 'Broken' });
    await loadListing(store, 'performers', {});
    expect(store.getState().performers.listing).toMatchObject({ requesting: false, error: { message: 'Broken', status: 500 }, success: false });
  });

  it('loads a profile, related videos, photos, promos and banners', async () => {
    const store = makeStore();
    jest.mocked(performerService.findOne).mockResolvedValue(makePerformer());
    jest.mocked(videoService.related).mockResolvedValue({ data: [makeVideo({ _id: 'v2' })], total: 1 });
    jest.mocked(galleryService.photos).mockResolvedValue({ data: [makePhoto(1)], total: 1 });
    jest.mocked(bannerService.promos).mockResolvedValue([makePromotion()]);
    jest.mocked(bannerService.banners).mockResolvedValue([makePromotion({ position: 'middle' })]);
    await Promise.all([loadPerformerProfile(store, 'aria_skye'), loadRelatedVideos(store, 'night-walk'), loadPhotos(store, 'g1'), loadPromotions(store)]);
    const state = store.getState();
    expect(state.performers.profile.data?.username).toBe('aria_skye');
    expect(videoService.related).toHaveBeenCalledWith('night-walk', { limit: 8 }, undefined);
    expect(state.relatedVideos.items.map((v) => v._id)).toEqual(['v2']);
    expect(state.photos).toMatchObject({ loading: false, success: true });
    expect(bannerService.promos).toHaveBeenCalledWith({ position: 'top' }, undefined);
    expect(state.promos.data).toHaveLength(1);
    expect(state.banners.data[0].position).toBe('middle');
  });
});
