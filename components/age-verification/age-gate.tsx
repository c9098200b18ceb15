import LockFilled from '@ant-design/icons/LockFilled';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import PageTitle from '../common/page-title';
import player from '../video/video-player.module.css';
import type { CreatorPost } from '../../types/creator-post';
import type { Gallery } from '../../types/gallery';
import type { Video } from '../../types/video';
import AgeNotice from './age-notice';
import styles from './age-verification.module.css';

interface Preview {
  title: string;
  /** The video's thumbnail, the gallery's cover, or the post's first picture (a blurred preview). */
  image: string | null;
  teaser: string | null;
}

type Kind = 'video' | 'gallery' | 'post';

/** What each kind is called when it has no card, and what verifying lets the viewer do. */
const WORDS: Record<Kind, { title: string; action: string }> = {
  video: { title: 'Video', action: 'watch this video' },
  gallery: { title: 'Gallery', action: 'see this gallery' },
  post: { title: 'Post', action: 'see this post' },
};

/** The card the server sends with AGE_VERIFICATION_REQUIRED: a video's, a gallery's or a post's as in its lists (VideoDto, GalleryDto, CreatorPostDto). */
function previewOf(kind: Kind, card: unknown): Preview | null {
  if (typeof card !== 'object' || card === null) return null;
  if (kind === 'video') {
    const video = card as Video;
    return { title: video.title, image: video.thumbnail, teaser: video.teaser };
  }
  if (kind === 'post') {
    const post = card as CreatorPost;
    return { title: post.title, image: post.media?.find((m) => m.thumbnail)?.thumbnail ?? null, teaser: null };
  }
  const gallery = card as Gallery;
  return { title: gallery.title, image: gallery.cover, teaser: null };
}

interface Props {
  kind: Kind;
  /** RequestError.preview of the AGE_VERIFICATION_REQUIRED answer (none when the server sent none). */
  card: unknown;
}

/**
 * A video, gallery or post held back until the viewer's age is verified: its card (title, picture, teaser) and
 * the way on (AgeNotice).
 */
export default function AgeGate({ kind, card }: Props) {
  const preview = previewOf(kind, card);
  const title = preview?.title ?? WORDS[kind].title;

  return (
    <div className="page-container" data-testid="age-gate">
      <PageTitle title={title} />
      <div className={styles.gate}>
        <div className={player.stage}>
          {preview?.teaser ? (
            <video
              className={player.video}
              controls
              playsInline
              preload="metadata"
              poster={preview.image ?? undefined}
              aria-label={`${title} (preview)`}
              data-testid="age-gate-teaser"
            >
              <source src={preview.teaser} type="video/mp4" />
              Your browser cannot play this video.
            </video>
          ) : (
            <div className={player.poster}>
              <AspectImage src={preview?.image} alt={title} ratio="16 / 9" sizes={IMAGE_SIZES.page} rounded="none" blurred priority />
              <span className={player.lock} aria-hidden>
                <LockFilled />
              </span>
            </div>
          )}
          {preview?.teaser && <span className={player.preview}>Preview</span>}
        </div>
        <h1 className={styles.gateTitle}>{title}</h1>
        <AgeNotice action={WORDS[kind].action} />
      </div>
    </div>
  );
}
