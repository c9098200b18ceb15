import { checkGalleryForm, createGalleryBody, emptyGalleryForm, galleryFormOf, updateGalleryBody, type GalleryFormValues } from '../../lib/gallery-form';
import { studioGalleryPath } from '../../lib/studio-routes';
import { useAppDispatch } from '../../redux/hooks';
import { ownGallerySaved } from '../../redux/own-galleries/editor-slice';
import { ownGalleriesService } from '../../services/own-galleries.service';
import type { OwnGalleryDetail } from '../../types/gallery-studio';
import LightForm from '../form/light-form';
import { useCheckedForm } from '../form/use-checked-form';
import FormActions from './form-actions';
import styles from './studio.module.css';
import { useDetailsSubmit } from './use-details-submit';
import VideoDetailsFields from './video-details-fields';

interface Props {
  /** The gallery to edit; none: a new one. */
  gallery?: OwnGalleryDetail;
  onDone: () => void;
}

/** A new gallery (a draft) or the changes to one. */
const saveGallery = (id: string | null, values: GalleryFormValues) =>
  id ? ownGalleriesService.update(id, updateGalleryBody(values)) : ownGalleriesService.create(createGalleryBody(values));

/**
 * Studio > Galleries > New gallery, and the editor's "Edit details": title, description, tags, categories, access and
 * price. A new gallery is a draft without photos: the performer is taken to its editor to add them.
 */
export default function GalleryDetailsForm({ gallery, onDone }: Props) {
  const dispatch = useAppDispatch();
  const idPrefix = gallery ? 'gallery-edit' : 'gallery';
  const { values, errors, set, passes } = useCheckedForm(() => (gallery ? galleryFormOf(gallery) : emptyGalleryForm), checkGalleryForm, idPrefix);
  const { submitting, error, onSubmit } = useDetailsSubmit({
    id: gallery?._id ?? null,
    values,
    passes,
    save: saveGallery,
    onSaved: (saved) => dispatch(ownGallerySaved(saved)),
    onDone,
    said: { saved: (saved) => `${saved.title} is saved.`, made: (saved) => `${saved.title} is made: add its photos.` },
    editorPath: (saved) => studioGalleryPath(saved._id),
  });

  return (
    <LightForm id={idPrefix} noValidate onSubmit={(event) => void onSubmit(event)} data-testid="gallery-details-form">
      {error && (
        <p className={styles.formError} role="alert" data-testid="gallery-form-error">
          {error}
        </p>
      )}
      <VideoDetailsFields values={values} errors={errors} set={set} idPrefix={idPrefix} kind="gallery" />
      <FormActions onCancel={onDone} submitLabel={gallery ? 'Save' : 'Make gallery'} submitting={submitting} submitTestId="gallery-details-save" />
    </LightForm>
  );
}
