import { useEffect, useRef, useState, type RefObject } from 'react';
import type HlsType from 'hls.js';

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A rendition the viewer may pick: its index in hls.js's levels and its height ("720p"). */
export interface Quality {
  index: number;
  height: number;
}

export interface HlsState {
  /** Renditions, highest first (empty: the browser plays HLS itself, or the source is not HLS). */
  qualities: Quality[];
  /** The picked rendition's index, or -1 for automatic. */
  picked: number;
  pick(index: number): void;
}

/**
 * Plays an HLS source in `video` through hls.js, loaded only now (its ~150 kB stay off every page that plays no
 * stream), or natively where there is no Media Source Extensions. A non-HLS source is left to the <video> element.
 */
export function useHls(video: RefObject<HTMLVideoElement | null>, src: string | null, type: string | undefined): HlsState {
  const hls = useRef<HlsType | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [picked, setPicked] = useState(-1);

  useEffect(() => {
    const element = video.current;
    if (!element || !src || type !== HLS_TYPE) return undefined;
    let instance: HlsType | null = null;
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      // hls.js wherever Media Source Extensions exist (it gives the quality menu); the browser's own HLS elsewhere
      // (iPhones before iOS 17.1 have no MSE, only native HLS).
      if (!Hls.isSupported()) {
        if (element.canPlayType(HLS_TYPE)) element.setAttribute('src', src);
        return;
      }
      instance = new Hls({ capLevelToPlayerSize: true });
      instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        setQualities(data.levels.map((level, index) => ({ index, height: level.height })).sort((a, b) => b.height - a.height));
      });
      instance.loadSource(src);
      instance.attachMedia(element);
      hls.current = instance;
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      hls.current = null;
      setQualities([]);
      setPicked(-1);
    };
  }, [video, src, type]);

  return {
    qualities,
    picked,
    pick(index) {
      const player = hls.current;
      if (!player) return;
      // -1: hls.js picks by bandwidth again. A rendition: from the next segment on, without emptying the buffer.
      player.nextLevel = index;
      if (index === -1) player.currentLevel = -1;
      setPicked(index);
    },
  };
}
