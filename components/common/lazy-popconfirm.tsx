import type { PopconfirmProps } from 'antd';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { lazyComponent } from './lazy-antd';

const popconfirm = lazyComponent<PopconfirmProps>(() => import('./antd-popconfirm'));

type Child = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * antd's Popconfirm around a button, swapped in (opened) at the first click on the button; its code is
 * fetched when the browser is idle, so that is immediate.
 */
export default function LazyPopconfirm({ children, ...props }: PopconfirmProps & { children: Child }) {
  const [asked, setAsked] = useState(false);
  popconfirm.usePrefetch();
  const Popconfirm = popconfirm.useLoaded(asked ? 'now' : 'no');
  if (Popconfirm && asked) {
    return (
      <Popconfirm {...props} defaultOpen={asked || undefined}>
        {children}
      </Popconfirm>
    );
  }
  return cloneElement(children, { onClick: () => setAsked(true) });
}
