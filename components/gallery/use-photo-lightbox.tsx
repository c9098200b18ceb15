import { useState, type ReactNode } from 'react';
import { lazyComponent } from '../common/lazy-antd';
import type { PhotoLightboxProps } from './photo-lightbox';

// The lightbox (antd's image preview) is fetched when the browser is idle and shown from the first click.
const lightbox = lazyComponent<PhotoLightboxProps>(() => import('./photo-lightbox'));

export interface PhotoLightbox {
  /** Opens the lightbox on the item at `index` of the items given. */
  show: (index: number) => void;
  /** The lightbox itself, to render beside the photos (null until it is first asked for, or with no items). */
  element: ReactNode;
}

/** The full photos `items` in the lightbox, with next / previous; `enabled`: there is something to open (fetch it early). */
export function usePhotoLightbox(items: PhotoLightboxProps['items'], enabled: boolean): PhotoLightbox {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const [asked, setAsked] = useState(false);
  lightbox.usePrefetch(enabled);
  const Lightbox = lightbox.useLoaded(asked ? 'now' : 'no');

  const show = (index: number) => {
    if (index < 0 || index >= items.length) return;
    setCurrent(index);
    setOpen(true);
    setAsked(true);
  };

  const element = items.length > 0 && Lightbox ? <Lightbox items={items} open={open} current={current} onOpenChange={setOpen} onChange={setCurrent} /> : null;
  return { show, element };
}
