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

/** Where playback was when the stream's link was refused, to go on from there with a new one. */
export interface PlaybackPoint {
  position: number;
  playing: boolean;
}

export interface HlsOptions {
  /** Start here rather than at the beginning (after a new link). */
  resume?: PlaybackPoint | null;
  /**
   * The server refused the stream's link mid-playback (401, 403, 410: it expired, or the viewer's grant was revoked):
   * the page may ask for a new one.
   */
  onRefused?: (at: PlaybackPoint) => void;
}

/** Answers to a segment or playlist that say the link itself is no good (anything else, hls.js retries). */
const REFUSED = new Set([401, 403, 410]);

/**
 * Plays an HLS source in `video` through hls.js, loaded only now (its ~150 kB stay off every page that plays no
 * stream), or natively where there is no Media Source Extensions. A non-HLS source is left to the <video> element.
 */
export function useHls(video: RefObject<HTMLVideoElement | null>, src: string | null, type: string | undefined, options: HlsOptions = {}): HlsState {
  const hls = useRef<HlsType | null>(null);
  // Read when the stream starts or fails, without restarting it when the page passes new functions.
  const latest = useRef(options);
  latest.current = options;
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
      const resume = latest.current.resume;
      instance = new Hls({ capLevelToPlayerSize: true, startPosition: resume?.position ?? -1 });
      instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        setQualities(data.levels.map((level, index) => ({ index, height: level.height })).sort((a, b) => b.height - a.height));
        if (resume?.playing) void element.play()?.catch(() => undefined);
      });
      instance.on(Hls.Events.ERROR, (_event, data) => {
        const status = data.response?.code;
        if (data.type !== Hls.ErrorTypes.NETWORK_ERROR || status === undefined || !REFUSED.has(status)) return;
        instance?.stopLoad();
        latest.current.onRefused?.({ position: element.currentTime, playing: !element.paused });
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
      // A rendition: now (hls.js empties the buffer and loads it from where the viewer is), as a viewer who picks a
      // quality expects to see it. Auto: hls.js picks by bandwidth again from the next segment, keeping what is buffered.
      if (index === -1) player.nextLevel = -1;
      else player.currentLevel = index;
      setPicked(index);
    },
  };
}
