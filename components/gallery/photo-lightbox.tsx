import { Image } from 'antd';
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
        imageRender: (node) => <div data-testid="lightbox-image">{node}</div>,
      }}
    />
  );
}

export default withAntdScope(PhotoLightbox);
