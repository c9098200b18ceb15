import GalleryEditor from '../../../components/studio/gallery-editor';
import { createStudioEditorPage } from '../../../components/studio/studio-editor-page';
import { loadOwnGallery } from '../../../redux/studio-loaders';

/** /performer/galleries/[id]: the gallery editor (details, publication, photos), for its owner. */
export default createStudioEditorPage({
  section: 'galleries',
  noun: 'gallery',
  backLabel: 'Your galleries',
  select: (s) => s.ownGallery,
  load: loadOwnGallery,
  Editor: ({ item }) => <GalleryEditor gallery={item} />,
});
