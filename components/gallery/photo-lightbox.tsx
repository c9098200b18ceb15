import { Image } from 'antd';
import { cloneElement, useEffect, useRef, type ReactElement } from 'react';
import { withAntdScope } from '../common/antd-scope';
import styles from './photo-lightbox.module.css';

export interface PhotoLightboxProps {
  items: { src: string; alt: string }[];
  open: boolean;
  current: number;
  onOpenChange: (open: boolean) => void;
  onChange: (index: number) => void;
}

/**
 * The names of the preview's own buttons, by the end of their class name: antd draws them as bare icons (and its
 * toolbar's with its internal names, "zoomIn"), and it replaces any icons given to it with its own, so they are
 * named where they are drawn.
 */
const BUTTON_NAMES: Array<[string, string]> = [
  ['-switch-prev', 'Previous photo'],
  ['-switch-next', 'Next photo'],
  ['-close', 'Close'],
  ['-action-prev', 'Previous photo'],
  ['-action-next', 'Next photo'],
  ['-action-flipY', 'Flip vertically'],
  ['-action-flipX', 'Flip horizontally'],
  ['-action-rotateLeft', 'Rotate left'],
  ['-action-rotateRight', 'Rotate right'],
  ['-action-zoomOut', 'Zoom out'],
  ['-action-zoomIn', 'Zoom in'],
];

/** The shown photo, from inside the preview: names the preview's buttons around it once they are there. */
function ShownPhoto({ children }: { children: ReactElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current?.closest(`.${styles.lightbox}`);
    if (!root) return;
    for (const button of root.querySelectorAll('button')) {
      const name = BUTTON_NAMES.find(([end]) => [...button.classList].some((c) => c.endsWith(end)))?.[1];
      if (name) button.setAttribute('aria-label', name);
    }
  });
  return (
    <div ref={ref} data-testid="lightbox-image">
      {children}
    </div>
  );
}

/** antd's image preview over the gallery's full photos, with next / previous (photo-grid.tsx loads it on demand). */
function PhotoLightbox({ items, open, current, onOpenChange, onChange }: PhotoLightboxProps) {
  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        open,
        current,
        onOpenChange,
        onChange,
        rootClassName: styles.lightbox,
        // The preview drops the items' alt text (its own alt prop, unset, wins): give the shown photo its own.
        imageRender: (node) => <ShownPhoto>{cloneElement(node as ReactElement<{ alt?: string }>, { alt: items[current]?.alt })}</ShownPhoto>,
      }}
    />
  );
}

export default withAntdScope(PhotoLightbox);
