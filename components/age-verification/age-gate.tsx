import LockFilled from '@ant-design/icons/LockFilled';
import { ageVerificationRequired } from '../../redux/auth/slice';
import { useAppDispatch } from '../../redux/hooks';
import AspectImage from '../common/aspect-image';
import ButtonLink from '../common/button-link';
import { IMAGE_SIZES } from '../common/image-sizes';
import LightButton from '../common/light-button';
import PageTitle from '../common/page-title';
import { useSignInFirst } from '../common/use-sign-in-first';
import player from '../video/video-player.module.css';
import type { Gallery } from '../../types/gallery';
import type { Video } from '../../types/video';
import styles from './age-verification.module.css';

interface Preview {
  title: string;
  /** The video's thumbnail or the gallery's cover. */
  image: string | null;
  teaser: string | null;
}

/** The card the server sends with AGE_VERIFICATION_REQUIRED: a video's or a gallery's as in its lists (VideoDto, GalleryDto). */
function previewOf(kind: Props['kind'], card: unknown): Preview | null {
  if (typeof card !== 'object' || card === null) return null;
  if (kind === 'video') {
    const video = card as Video;
    return { title: video.title, image: video.thumbnail, teaser: video.teaser };
  }
  const gallery = card as Gallery;
  return { title: gallery.title, image: gallery.cover, teaser: null };
}

interface Props {
  kind: 'video' | 'gallery';
  /** RequestError.preview of the AGE_VERIFICATION_REQUIRED answer (none when the server sent none). */
  card: unknown;
}

/**
 * A video or gallery held back until the viewer's age is verified: its card (title, picture, teaser) and
 * the way on: the age prompt for a user, logging in (and back here) for a visitor.
 */
export default function AgeGate({ kind, card }: Props) {
  const preview = previewOf(kind, card);
  const dispatch = useAppDispatch();
  const { loggedIn, loginHref } = useSignInFirst();
  const title = preview?.title ?? (kind === 'video' ? 'Video' : 'Gallery');
  const action = kind === 'video' ? 'watch this video' : 'see this gallery';

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
        <div className={styles.gateNotice}>
          <div className={styles.gateText}>
            <strong>Verify your age to {action}</strong>
            <span>This content is for adults. The law in your country requires an age check by an independent provider.</span>
          </div>
          {loggedIn ? (
            <LightButton type="primary" size="large" onClick={() => dispatch(ageVerificationRequired())} data-testid="age-gate-verify">
              Verify my age
            </LightButton>
          ) : (
            <ButtonLink href={loginHref} type="primary" size="large" data-testid="age-gate-login">
              Log in to verify
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}
