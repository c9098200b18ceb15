import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ANTD_THEME_CLASS } from '../../styles/theme';
import styles from './light-tooltip.module.css';

type TriggerProps = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

interface Props {
  title: ReactNode;
  children: ReactElement<TriggerProps>;
}

interface Shown {
  rect: DOMRect;
  container: Element;
}

const DELAY_MS = 100; // antd's mouseEnterDelay / mouseLeaveDelay
const GAP_PX = 12; // from the element to the bubble, the arrow in between
const EDGE_PX = 8;

/**
 * A hover / focus hint drawn like antd's Tooltip (dark bubble with an arrow, above the element, or below it
 * when there is no room), in a few lines instead of antd's Tooltip and its popup machinery. For the plain
 * hints on always-visible buttons; the child keeps its own markup, only gaining the hover handlers.
 */
export default function LightTooltip({ title, children }: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const bubble = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const id = useId();

  const later = (task: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(task, DELAY_MS);
  };
  const show = (el: HTMLElement) => later(() => setShown({ rect: el.getBoundingClientRect(), container: el.closest(`.${ANTD_THEME_CLASS}`) ?? document.body }));
  const hide = () => later(() => setShown(null));

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return undefined;
    const close = () => setShown(null);
    window.addEventListener('scroll', close, { passive: true, capture: true });
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [shown]);
  // Keep the bubble inside the window (it is centred on the element).
  useLayoutEffect(() => {
    const box = bubble.current?.getBoundingClientRect();
    if (!box) return setOffset(0);
    const overflowLeft = EDGE_PX - box.left;
    const overflowRight = box.right - (window.innerWidth - EDGE_PX);
    setOffset(overflowLeft > 0 ? overflowLeft : overflowRight > 0 ? -overflowRight : 0);
  }, [shown]);

  const props = children.props;
  const trigger = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      props.onMouseEnter?.(event);
      show(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      props.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event);
      hide();
    },
    'aria-describedby': shown ? id : props['aria-describedby'],
  });

  let popup: ReactNode = null;
  if (shown && title !== undefined && title !== null && title !== '') {
    const { rect } = shown;
    const below = rect.top < 56; // no room above (the header): antd flips it below too
    const style = {
      left: rect.left + rect.width / 2 + offset,
      top: below ? rect.bottom + GAP_PX : rect.top - GAP_PX,
    };
    popup = createPortal(
      <div
        ref={bubble}
        className={`${styles.tooltip} ${below ? styles.below : styles.above}`}
        style={style}
        onMouseEnter={() => window.clearTimeout(timer.current)}
        onMouseLeave={hide}
      >
        <div className={styles.arrow} style={{ left: `calc(50% - ${offset}px)` }} />
        <div id={id} className={styles.bubble} role="tooltip">
          {title}
        </div>
      </div>,
      shown.container,
    );
  }
  return (
    <>
      {trigger}
      {popup}
    </>
  );
}
