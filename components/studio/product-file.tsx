import { formatBytes } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownProductSaved } from '../../redux/own-products/editor-slice';
import { ownProductsService } from '../../services/own-products.service';
import type { OwnProductDetail } from '../../types/product';
import FileButton from '../common/file-button';
import LightButton from '../common/light-button';
import ProgressBar from '../common/progress-bar';
import styles from './product-editor.module.css';
import { useLeaveGuard } from './use-leave-guard';
import { useProductFileUpload } from './use-product-file-upload';
import { useUploadLimits } from './use-upload-limits';

/** A digital product's file: whether buyers have one to download, and its upload (resumable, paused and resumed here). */
export default function ProductFile({ product }: { product: OwnProductDetail }) {
  const dispatch = useAppDispatch();
  const limits = useUploadLimits();
  const { _id: id, name, hasDigitalFile } = product;
  const { upload, start, pause, resume, cancel } = useProductFileUpload(id, () => {
    notify.success(`The file of ${name} is in: buyers download it.`);
    ownProductsService
      .view(id)
      .then((saved) => dispatch(ownProductSaved(saved)))
      .catch(() => undefined);
  });
  useLeaveGuard(upload.phase === 'sending');

  const choose = (file: File) => {
    if (file.size === 0) return notify.error('This file is empty.');
    if (limits && file.size > limits.maxBytes)
      return notify.error(`This file is ${formatBytes(file.size)}; the site takes files up to ${formatBytes(limits.maxBytes)}.`);
    start(file).catch(() => notify.error('The upload could not start: check your connection, then try again.'));
  };

  return (
    <section className={styles.section} aria-labelledby="product-file-title" data-testid="product-file">
      <h2 id="product-file-title" className={styles.sectionTitle}>
        File to download
      </h2>
      <p className={styles.note} data-testid="product-file-state">
        {hasDigitalFile
          ? 'Buyers download this product’s file from their purchases. Uploading another replaces it.'
          : 'No file yet: upload the file buyers download. The product can be published once it has one.'}
      </p>
      {upload.phase === 'idle' ? (
        <span className={styles.pick}>
          <FileButton accept="" inputTestId="product-file-input" inputLabel="File buyers download" onFile={choose}>
            {hasDigitalFile ? 'Replace the file' : 'Upload the file'}
          </FileButton>
        </span>
      ) : (
        <div className={styles.fileState}>
          <ProgressBar percent={Math.floor((upload.sent / Math.max(upload.total, 1)) * 100)} label={`Sending ${upload.name}`} testId="product-file-progress" />
          <span className={styles.note}>
            {upload.name}: {formatBytes(upload.sent)} of {formatBytes(upload.total)}
            {upload.phase === 'paused' && ', paused'}
          </span>
          {upload.phase === 'sending' && (
            <LightButton size="small" onClick={() => void pause()} data-testid="product-file-pause">
              Pause
            </LightButton>
          )}
          {(upload.phase === 'paused' || (upload.phase === 'failed' && !upload.refused)) && (
            <LightButton size="small" type="primary" onClick={resume} data-testid="product-file-resume">
              Resume
            </LightButton>
          )}
          <LightButton size="small" onClick={() => void cancel()} data-testid="product-file-cancel">
            Cancel
          </LightButton>
          {upload.phase === 'failed' && (
            <p className={styles.problem} role="alert" data-testid="product-file-problem">
              {upload.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
