import { screen } from '@testing-library/react';
import GalleryPage from '../../../pages/galleries/[id]';
import ProductPage from '../../../pages/products/[id]';
import VideoPage from '../../../pages/videos/[id]';
import { viewService } from '../../../services/view.service';
import { makeGallery, makeProduct, makeVideoDetail } from '../helpers/catalogue-fixtures';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/night-walk', query: {}, push: jest.fn() }) }));
jest.mock('../../../services/view.service', () => ({ viewService: { count: jest.fn(async () => undefined) } }));

const owner = { auth: { loggedIn: true }, user: { current: makeUser({ roles: ['user', 'performer'], isPerformer: true }) } };

describe("an owner's preview of an item that is not live", () => {
  it('a scheduled video: the banner says when it goes live; no comments, reactions, related videos or counted view', () => {
    const video = makeVideoDetail({ title: 'Night walk', preview: 'scheduled', publishedAt: '2030-11-28T18:00:00.000Z', canView: true, accessReason: 'owner' });
    renderWithStore(<VideoPage data={video} error={null} origin="http://localhost" />, owner);
    const banner = screen.getByTestId('preview-banner');
    expect(banner).toHaveTextContent('Preview: only you can see this');
    expect(banner).toHaveTextContent(/Scheduled for 28 Nov, \d\d:00: everyone sees it from then\./);
    expect(screen.getByRole('link', { name: 'Open the Studio' })).toHaveAttribute('href', '/performer/videos');
    expect(screen.queryByTestId('comment-section')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reaction-like')).not.toBeInTheDocument();
    expect(viewService.count).not.toHaveBeenCalled();
  });

  it('a draft product: the banner, and nothing to buy', () => {
    const product = { ...makeProduct({ name: 'Poster' }), preview: 'draft' as const };
    renderWithStore(<ProductPage data={product} error={null} origin="http://localhost" />, owner);
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('A draft: it is public once you publish it.');
    expect(screen.queryByTestId('buy-now')).not.toBeInTheDocument();
  });

  it('a scheduled gallery: the banner and its photos, no comments, reactions or counted view', () => {
    const gallery = makeGallery({ title: 'Night swim', preview: 'scheduled', publishedAt: '2030-11-28T18:00:00.000Z', canView: true, accessReason: 'owner' });
    renderWithStore(<GalleryPage data={gallery} error={null} origin="http://localhost" />, owner);
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Preview: only you can see this');
    expect(screen.getByRole('link', { name: 'Open the Studio' })).toHaveAttribute('href', '/performer/galleries');
    expect(screen.queryByTestId('comment-section')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reaction-like')).not.toBeInTheDocument();
    expect(viewService.count).not.toHaveBeenCalled();
  });

  it('a live item has no banner, and its usual parts', () => {
    const { unmount } = renderWithStore(<VideoPage data={makeVideoDetail({ title: 'Live one' })} error={null} origin="http://localhost" />, owner);
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('comment-section')).toBeInTheDocument();
    expect(viewService.count).toHaveBeenCalledWith('videos', expect.any(String));
    unmount();
    renderWithStore(<ProductPage data={makeProduct({ name: 'Poster' })} error={null} origin="http://localhost" />, owner);
    expect(screen.getByTestId('buy-now')).toBeInTheDocument();
  });
});

describe('an item its buyer keeps after it left the site', () => {
  const buyer = { auth: { loggedIn: true }, user: { current: makeUser() } };
  beforeEach(() => jest.clearAllMocks());

  it('a video: says it is no longer on the site and kept, plays, and has no comments, Studio link or counted view', () => {
    const video = makeVideoDetail({ title: 'Gone now', preview: 'kept', canView: true, accessReason: 'bought', isBought: true });
    renderWithStore(<VideoPage data={video} error={null} origin="http://localhost" />, buyer);
    const banner = screen.getByTestId('preview-banner');
    expect(banner).toHaveTextContent('No longer on the site');
    expect(banner).toHaveTextContent('You keep it because you bought it');
    expect(screen.queryByRole('link', { name: 'Open the Studio' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-section')).not.toBeInTheDocument();
    expect(viewService.count).not.toHaveBeenCalled();
  });

  it('a digital product: its buyer still downloads it, and cannot buy it again', () => {
    const product = { ...makeProduct({ name: 'Preset pack', type: 'digital' }), isBought: true, canView: true, preview: 'kept' as const };
    renderWithStore(<ProductPage data={product} error={null} origin="http://localhost" />, buyer);
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('No longer on the site');
    expect(screen.getByRole('button', { name: /download/i })).toBeInTheDocument();
    expect(screen.queryByTestId('buy-now')).not.toBeInTheDocument();
  });
});
