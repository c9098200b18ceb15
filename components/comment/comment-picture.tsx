import { Image } from 'antd';
import { withAntdScope } from '../common/antd-scope';

export interface CommentPictureProps {
  src: string;
  alt: string;
  className: string;
}

/** A comment's picture with antd's click-to-preview (comment-item.tsx loads it on demand). */
function CommentPicture({ src, alt, className }: CommentPictureProps) {
  return <Image src={src} alt={alt} className={className} data-testid="comment-image" />;
}

export default withAntdScope(CommentPicture);
