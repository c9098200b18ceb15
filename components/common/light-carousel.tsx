import { Children, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import styles from './light-carousel.module.css';

interface Props {
  /** The slides, in order; the first is the one shown before any script runs. */
  children: ReactNode;
  /** How long a slide shows before the next one comes, in ms. */
  autoplayMs: number;
}

/**
 * Slides side by side in a CSS scroll-snap track, with dots under them and autoplay: looks like antd's Carousel
 * (dots, autoplay with dotDuration) without antd's Carousel and react-slick in the first load. Swiping, trackpad
 * and keyboard scrolling are the browser's own; the active dot follows the scroll position.
 *
 * Autoplay is driven by the active dot's progress bar, a CSS animation as long as a slide shows: when it ends,
 * the next slide comes. So pausing (the pause button, pointer over the carousel, focus inside it) pauses that
 * animation, and with prefers-reduced-motion (no animation) nothing moves by itself.
 */
export default function LightCarousel({ children, autoplayMs }: Props) {
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // WCAG 2.2.2: whatever moves by itself can be stopped, and stays stopped until told to play.
  const [stopped, setStopped] = useState(false);
  const paused = stopped || hovered || focused;

  const show = (index: number) => {
    const track = trackRef.current;
    // The track's CSS decides whether this scrolls smoothly (not under prefers-reduced-motion).
    track?.scrollTo({ left: index * track.clientWidth });
  };
  const onScroll = () => {
    const track = trackRef.current;
    if (!track?.clientWidth) return;
    setCurrent(Math.min(slides.length - 1, Math.round(track.scrollLeft / track.clientWidth)));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className={styles.carousel}
      style={{ '--slide-duration': `${autoplayMs}ms` } as CSSProperties}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={trackRef} className={styles.track} onScroll={onScroll} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, index) => (
          // Only the slide in view can be reached with the keyboard (or a screen reader's cursor): the others are inert.
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            inert={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playPause}
          aria-label={stopped ? 'Play the slideshow' : 'Pause the slideshow'}
          onClick={() => setStopped(!stopped)}
          data-testid="carousel-play-pause"
        >
          <span aria-hidden className={stopped ? styles.playIcon : styles.pauseIcon} />
        </button>
        <ul className={styles.dots}>
          {slides.map((_, index) => (
            <li key={index} className={index === current ? `${styles.dot} ${styles.current}` : styles.dot}>
              <button type="button" aria-label={`Show slide ${index + 1}`} aria-current={index === current || undefined} onClick={() => show(index)} />
              {index === current && <span className={styles.progress} onAnimationEnd={() => show((index + 1) % slides.length)} />}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
