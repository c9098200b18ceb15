import { Image } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { withAntdScope } from '../common/antd-scope';

export interface PhotoLightboxProps {
  items: { src: string; alt: string }[];
  open: boolean;
  current: number;
  onOpenChange: (open: boolean) => void;
  onChange: (index: number) => void;
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
        // The preview drops the items' alt text (its own alt prop, unset, wins): give the shown photo its own.
        imageRender: (node) => <div data-testid="lightbox-image">{cloneElement(node as ReactElement<{ alt?: string }>, { alt: items[current]?.alt })}</div>,
      }}
    />
  );
}

export default withAntdScope(PhotoLightbox);
