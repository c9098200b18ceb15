import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { notify } from '../../lib/notify';
import LightButton from './light-button';

/** The page's full address, for sharing (the item's own page, not the list it is shown in). */
const absolute = (href: string) => new URL(href, window.location.origin).toString();

/** Shares the link through the device's share sheet where there is one (phones), else copies it. */
async function share(href: string, title: string): Promise<void> {
  const url = absolute(href);
  if (typeof navigator.share === 'function') {
    // Dismissing the sheet rejects: nothing to say about it.
    await navigator.share({ title, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied');
  } catch {
    // No clipboard (an insecure origin, or refused): the link itself, to copy by hand.
    notify.info(url);
  }
}

/** "Share": the link to an item's page. */
export default function ShareButton({ href, title }: { href: string; title: string }) {
  return (
    <LightButton shape="round" icon={<ShareAltOutlined aria-hidden />} onClick={() => void share(href, title)} data-testid="share-link">
      Share
    </LightButton>
  );
}
