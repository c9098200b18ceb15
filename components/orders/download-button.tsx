import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { leaveSite } from '../../lib/navigation';
import { productService } from '../../services/product.service';
import LightButton from '../common/light-button';
import styles from './purchases.module.css';

interface Props {
  productId: string;
  /** The product's name, for the button's accessible name. */
  name: string;
}

/**
 * Downloads a bought digital product: asks the API for a signed, short-lived link at the moment of the click
 * (a link fetched earlier could have expired), then goes to it; the file arrives as a download. A refusal
 * (not bought, refunded, no file) shows the server's message under the button.
 */
export default function DownloadButton({ productId, name }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { downloadLink } = await productService.downloadLink(productId);
      leaveSite(downloadLink);
    } catch (thrown) {
      setError(errorMessage(thrown, MESSAGES.genericError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.download}>
      <LightButton
        type="primary"
        shape="round"
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={`Download ${name}`}
        data-testid="download-button"
      >
        Download
      </LightButton>
      {error && (
        <span className={styles.downloadError} role="alert" data-testid="download-error">
          {error}
        </span>
      )}
    </div>
  );
}
