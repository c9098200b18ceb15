import { Image } from 'antd';

export interface PhotoLightboxProps {
  items: { src: string; alt: string }[];
  open: boolean;
  current: number;
  onOpenChange: (open: boolean) => void;
  onChange: (index: number) => void;
}

/** antd's image preview over the gallery's full photos, with next / previous (photo-grid.tsx loads it on demand). */
export default function PhotoLightbox({ items, open, current, onOpenChange, onChange }: PhotoLightboxProps) {
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
