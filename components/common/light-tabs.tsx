import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styles from './light-tabs.module.css';
import { useScrollEdges } from './use-scroll-edges';

export interface LightTab {
  key: string;
  label: ReactNode;
  /** The address that shows this tab: the tab is a link, so it also works without JavaScript. */
  href: string;
}

interface Props {
  tabs: LightTab[];
  activeKey: string;
  /** Another tab was chosen (a plain click, Enter or Space). Clicks with a modifier key are left to the browser. */
  onSelect: (key: string) => void;
  /** The active tab's content; the other panels stay empty. */
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Where an arrow key, Home or End moves the focus, from tab `index` of `count`. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const withModifier = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Scrolls a horizontal scroller just enough to show `item` whole. */
function revealInScroller(scroller: HTMLElement, item: HTMLElement) {
  const start = item.offsetLeft;
  const end = start + item.offsetWidth;
  if (start < scroller.scrollLeft) scroller.scrollLeft = start;
  else if (end > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = end - scroller.clientWidth;
}

/**
 * Tabs looking like antd's (line tabs, size large, ink bar under the active one), without antd's Tabs code in
 * the first load. WAI-ARIA tabs with manual activation: arrow keys, Home and End move the focus (the active tab
 * is the one tab stop), Enter or Space chooses, because choosing loads the tab's content from the server.
 * On a narrow screen the tab bar scrolls sideways, with antd's edge shadows where tabs are hidden.
 */
export default function LightTabs({ tabs, activeKey, onSelect, children, 'aria-label': label, 'data-testid': testId }: Props) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);
  const tabId = (key: string) => `${id}tab-${key}`;
  const panelId = (key: string) => `${id}panel-${key}`;

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && active) revealInScroller(list, active);
  }, [activeKey]);

  const onClick = (event: MouseEvent, key: string) => {
    if (withModifier(event)) return;
    event.preventDefault();
    if (key !== activeKey) onSelect(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabElements = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const index = tabElements.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === ' ') {
      event.preventDefault();
      tabElements[index].click();
      return;
    }
    const move = FOCUS_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    tabElements[move(index, tabElements.length)].focus();
  };

  return (
    <div className={styles.tabs} data-testid={testId}>
      <div className={styles.nav}>
        <div className={styles.edges} data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
          <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
            {tabs.map(({ key, label: text, href }) => {
              const selected = key === activeKey;
              return (
                <a
                  key={key}
                  id={tabId(key)}
                  href={href}
                  role="tab"
                  aria-selected={selected}
                  aria-controls={panelId(key)}
                  tabIndex={selected ? 0 : -1}
                  className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
                  onClick={(event) => onClick(event, key)}
                >
                  <span className={styles.label}>{text}</span>
                </a>
              );
            })}
          </div>
        </div>
      </div>
      {tabs.map(({ key }) => (
        <div key={key} id={panelId(key)} role="tabpanel" aria-labelledby={tabId(key)} tabIndex={0} hidden={key !== activeKey} className={styles.panel}>
          {key === activeKey ? children : null}
        </div>
      ))}
    </div>
  );
}
