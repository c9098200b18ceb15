import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { formatLocalDateTime } from '../../lib/format';
import type { PreviewState } from '../../server/modules/catalogue/schemas';
import LightAlert from './light-alert';
import Link from './link';
import styles from './preview-banner.module.css';

interface Props {
  /** Where the item stands (the page's `preview` field). */
  preview: PreviewState;
  publishedAt: string | null;
  /** The Studio page of the item's kind. */
  studioHref: string;
}

/** Said in words: why only its owner sees this page, and what makes it public. */
function standing(preview: Exclude<PreviewState, 'kept'>, publishedAt: string | null): string {
  if (preview === 'scheduled') return `Scheduled for ${formatLocalDateTime(publishedAt)}: everyone sees it from then.`;
  if (preview === 'inactive') return 'Hidden from the site.';
  return 'A draft: it is public once you publish it.';
}

/**
 * Above the public page of an item that is not live: opened by its owner (or an admin), or by a buyer who keeps it
 * after it left the site.
 */
export default function PreviewBanner({ preview, publishedAt, studioHref }: Props) {
  if (preview === 'kept')
    return (
      <LightAlert
        type="info"
        showIcon
        title="No longer on the site"
        description="You keep it because you bought it: only its buyers can open this page."
        className={styles.banner}
        data-testid="preview-banner"
      />
    );
  return (
    <LightAlert
      type="warning"
      showIcon
      icon={<EyeOutlined />}
      title="Preview: only you can see this"
      // A scheduled time is in the browser's time zone, which the server rendering does not know.
      description={
        <>
          <span suppressHydrationWarning>{standing(preview, publishedAt)}</span> <Link href={studioHref}>Open the Studio</Link>
        </>
      }
      className={styles.banner}
      data-testid="preview-banner"
    />
  );
}
