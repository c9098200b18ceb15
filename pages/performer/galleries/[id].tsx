import PageError from '../../../components/common/page-error';
import GalleryEditor from '../../../components/studio/gallery-editor';
import { studioPage } from '../../../components/studio/studio-page';
import { routeId, setFailureStatus } from '../../../lib/page-data';
import { requestOptions } from '../../../lib/request-options';
import { STUDIO_ROUTES } from '../../../lib/studio-routes';
import { useAppSelector } from '../../../redux/hooks';
import { storeOf } from '../../../redux/load-through';
import { loadOwnGallery } from '../../../redux/studio-loaders';
import type { LimelightPage } from '../../../types/page';

/** /performer/galleries/[id]: the gallery editor (details, publication, photos), for its owner. */
const GalleryEditorPage: LimelightPage<{ id: string }> = ({ id }) => {
  const { data: gallery, error } = useAppSelector((s) => s.ownGallery);
  // The slice keeps the last gallery opened until this one's answer replaces it.
  if (gallery && (gallery._id === id || gallery.slug === id)) return <GalleryEditor gallery={gallery} />;
  if (error) return <PageError error={error} noun="gallery" backHref={STUDIO_ROUTES.galleries} backLabel="Your galleries" />;
  return null;
};

GalleryEditorPage.getInitialProps = async (ctx) => {
  const id = routeId(ctx);
  const store = storeOf(ctx);
  await loadOwnGallery(store, id, requestOptions(ctx.req));
  const { error } = store.getState().ownGallery;
  if (error) setFailureStatus(ctx, error);
  return { id };
};

export default studioPage('galleries', GalleryEditorPage);
