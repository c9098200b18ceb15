import { useState } from 'react';
import { CONTENT_RULES } from '../../lib/content-rules';
import { errorMessage } from '../../lib/errors';
import { PHOTO_FILE_ACCEPT, photoFileProblem } from '../../lib/gallery-form';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownProductSaved } from '../../redux/own-products/editor-slice';
import { ownProductsService } from '../../services/own-products.service';
import type { OwnProductDetail } from '../../types/product';
import FileButton from '../common/file-button';
import LightButton from '../common/light-button';
import ProgressBar from '../common/progress-bar';
import styles from './product-editor.module.css';

const { maxItems } = CONTENT_RULES.productImages;

/** A product's pictures (the first is the one its card shows): add one at a time, up to eight, and remove them. */
export default function ProductImages({ product }: { product: OwnProductDetail }) {
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { _id: id, images, name } = product;
  const full = images.length >= maxItems;

  const add = async (file: File) => {
    const problem = photoFileProblem(file, null);
    if (problem) return notify.error(problem);
    setSending(0);
    try {
      dispatch(ownProductSaved(await ownProductsService.addImage(id, file, setSending)));
    } catch (error) {
      notify.error(errorMessage(error, 'The picture could not be added.'));
    } finally {
      setSending(null);
    }
  };
  const remove = async (index: number) => {
    setRemoving(index);
    try {
      dispatch(ownProductSaved(await ownProductsService.removeImage(id, index)));
    } catch (error) {
      notify.error(errorMessage(error, 'The picture could not be removed.'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="product-images-title" data-testid="product-images">
      <h2 id="product-images-title" className={styles.sectionTitle}>
        Pictures
      </h2>
      <p className={styles.note}>
        {images.length === 0
          ? 'No pictures yet: the first one you add is the one the shop shows.'
          : `${images.length} of ${maxItems}; the first is the one the shop shows.`}
      </p>
      {images.length > 0 && (
        <ul className={styles.images}>
          {images.map((src, index) => (
            <li key={src} className={styles.image} data-testid="product-image">
              {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
              <img className={styles.imageFile} src={src} alt={`Picture ${index + 1} of ${name}`} />
              <span className={styles.imageFoot}>
                {index === 0 ? 'Main picture' : `Picture ${index + 1}`}
                <LightButton
                  size="small"
                  loading={removing === index}
                  disabled={removing !== null || sending !== null}
                  onClick={() => void remove(index)}
                  aria-label={`Remove picture ${index + 1}`}
                  data-testid="product-image-remove"
                >
                  Remove
                </LightButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      {sending !== null ? (
        <ProgressBar percent={sending} label="Sending the picture" testId="product-image-progress" />
      ) : (
        <span className={styles.pick}>
          <FileButton
            accept={PHOTO_FILE_ACCEPT}
            disabled={full || removing !== null}
            inputTestId="product-image-input"
            inputLabel="Picture to add"
            onFile={(file) => void add(file)}
          >
            {full ? `At most ${maxItems} pictures` : 'Add a picture'}
          </FileButton>
        </span>
      )}
    </section>
  );
}
