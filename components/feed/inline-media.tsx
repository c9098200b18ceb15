import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { galleryService } from '../../services/gallery.service';
import { videoService } from '../../services/video.service';
import type { Gallery } from '../../types/gallery';
import type { Video, VideoDetail } from '../../types/video';
import AspectImage from '../common/aspect-image';
import { IMAGE_SIZES } from '../common/image-sizes';
import { ListInlineError } from '../common/list-status';
import LightSpin from '../common/light-spin';
import { usePhotoLightbox } from '../gallery/use-photo-lightbox';
import hidden from '../../styles/visually-hidden.module.css';
import styles from './feed.module.css';

// The player comes when a fan first plays a video in the feed, not with the feed.
const VideoPlayer = dynamic(() => import('../video/video-player'), { ssr: false, loading: () => <LightSpin /> });

type Load = 'idle' | 'loading' | 'failed';

/**
 * The cover as a button that starts something, named by what it does ("Play ...") and then by what is over it (the
 * length, a photo count, read as they are seen).
 */
function CoverButton({ src, label, overlay, onClick, testId }: { src: string | null; label: string; overlay: ReactNode; onClick: () => void; testId: string }) {
  return (
    <button type="button" className={`${styles.cover} ${styles.coverButton}`} onClick={onClick} data-testid={testId}>
      <AspectImage src={src} alt="" ratio="16 / 9" sizes={IMAGE_SIZES.page} />
      <span className={hidden.visuallyHidden}>{label} </span>
      <span className={styles.overlay}>{overlay}</span>
    </button>
  );
}

/** A video the fan may watch, played where it is: its page's data (with a fresh stream link) is fetched on the first click. */
export function InlineVideo({ video, overlay }: { video: Video; overlay: ReactNode }) {
  const [detail, setDetail] = useState<VideoDetail | null>(null);
  const [load, setLoad] = useState<Load>('idle');
  const play = async () => {
    setLoad('loading');
    try {
      setDetail(await videoService.findOne(video._id));
    } catch {
      setLoad('failed');
    }
  };
  if (detail) return <VideoPlayer video={detail} autoPlay />;
  return (
    <>
      <CoverButton
        src={video.thumbnail}
        label={`Play ${video.title}`}
        overlay={load === 'loading' ? <LightSpin /> : overlay}
        onClick={() => void play()}
        testId="feed-play"
      />
      {load === 'failed' && <ListInlineError message="The video could not be loaded." onRetry={() => void play()} />}
    </>
  );
}

/** Most photos the lightbox opens from the feed (the gallery's page has them all). */
const LIGHTBOX_PHOTOS = 200;

/** A gallery the fan may see, opened in the lightbox where it is: its photos are fetched on the first click. */
export function InlineGallery({ gallery, overlay }: { gallery: Gallery; overlay: ReactNode }) {
  const [items, setItems] = useState<Array<{ src: string; alt: string }>>([]);
  const [load, setLoad] = useState<Load>('idle');
  // Asked for before the photos were there: opened once they are.
  const [wanted, setWanted] = useState(false);
  const lightbox = usePhotoLightbox(items, true);

  useEffect(() => {
    if (!wanted || items.length === 0) return;
    setWanted(false);
    lightbox.show(0);
  }, [wanted, items, lightbox]);

  const open = async () => {
    if (items.length > 0) return lightbox.show(0);
    setLoad('loading');
    try {
      const photos = await galleryService.photos({ galleryId: gallery._id, limit: LIGHTBOX_PHOTOS });
      const viewable = photos.data.filter((p) => p.url);
      setItems(viewable.map((p, i) => ({ src: p.url as string, alt: p.title || `${gallery.title}, photo ${i + 1}` })));
      setWanted(true);
      setLoad('idle');
    } catch {
      setLoad('failed');
    }
  };
  return (
    <>
      <CoverButton
        src={gallery.cover}
        label={`Open the photos of ${gallery.title}`}
        overlay={load === 'loading' ? <LightSpin /> : overlay}
        onClick={() => void open()}
        testId="feed-open-gallery"
      />
      {load === 'failed' && <ListInlineError message="The photos could not be loaded." onRetry={() => void open()} />}
      {lightbox.element}
    </>
  );
}
