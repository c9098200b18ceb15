import AgeGate from '../../components/age-verification/age-gate';
import CommentSection from '../../components/comment/comment-section';
import LightAlert from '../../components/common/light-alert';
import PageError from '../../components/common/page-error';
import PreviewBanner from '../../components/common/preview-banner';
import RelatedList from '../../components/common/related-list';
import SeoMeta from '../../components/common/seo-meta';
import { useCountView } from '../../components/common/use-count-view';
import GalleryInfo from '../../components/gallery/gallery-info';
import PhotoGrid from '../../components/gallery/photo-grid';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import { agePreviewOf, isAgeVerificationRequired } from '../../lib/errors';
import { plainText } from '../../lib/format';
import { loadEntity, routeId, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadPhotos, loadRelatedGalleries } from '../../redux/page-loaders';
import { galleryService } from '../../services/gallery.service';
import type { GalleryDetail } from '../../types/gallery';
import type { LimelightPage } from '../../types/page';
import { countOf } from '../../lib/plural';

type Props = Loaded<GalleryDetail> & { origin: string };

const GalleryPage: LimelightPage<Props> = ({ data: gallery, error, origin }) => {
  // A preview (the owner's own gallery, not live) is not a view, and has no comments or related galleries yet.
  useCountView('galleries', gallery?.preview ? undefined : gallery?._id);
  const photos = useAppSelector((s) => s.photos);
  const related = useAppSelector((s) => s.relatedGalleries.items);
  if (!gallery && isAgeVerificationRequired(error)) return <AgeGate kind="gallery" card={agePreviewOf(error)} />;
  if (!gallery) return <PageError error={error} noun="gallery" backHref={CATALOGUE_ROUTES.galleries} backLabel="Browse galleries" />;
  const by = gallery.performer ? ` by ${gallery.performer.name}` : '';
  return (
    <div className="page-container" data-testid="gallery-page">
      {gallery.preview && <PreviewBanner preview={gallery.preview} publishedAt={gallery.publishedAt} studioHref={STUDIO_ROUTES.galleries} />}
      <SeoMeta
        title={gallery.title}
        description={plainText(gallery.description) || `${countOf(gallery.photosCount, 'photos')}${by}.`}
        image={gallery.cover}
        origin={origin}
        type="article"
      />
      <GalleryInfo gallery={gallery} />
      {photos.error ? (
        <LightAlert type="error" showIcon title="We couldn't load the photos" description={photos.error.message} />
      ) : (
        <PhotoGrid photos={photos.data} title={gallery.title} locked={!gallery.canView} ownerId={gallery.performer?._id} />
      )}
      {!gallery.preview && (
        <>
          <CommentSection objectType="gallery" objectId={gallery._id} ownerId={gallery.performer?._id} />
          <RelatedList kind="galleries" title="More galleries" items={related.filter((g) => g._id !== gallery._id)} href={CATALOGUE_ROUTES.galleries} />
        </>
      )}
    </div>
  );
};

GalleryPage.getInitialProps = async (ctx) => {
  const id = routeId(ctx);
  const options = requestOptions(ctx.req);
  const store = storeOf(ctx);
  const [loaded] = await Promise.all([loadEntity(ctx, () => galleryService.view(id, options)), loadRelatedGalleries(store, id, options)]);
  if (loaded.data) await loadPhotos(store, loaded.data._id, options);
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default GalleryPage;
