import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import LightButton, { type LightButtonProps } from './light-button';

type Props = Omit<LightButtonProps, 'onClick' | 'href'> & { href: string };

/**
 * A link that looks like an antd button (role link, opens in a new tab on ctrl/cmd-click) with client
 * routing. It is drawn by LightButton: calls to action sit on many first screens, and a link needs none of
 * antd Button's code.
 */
export default function ButtonLink({ href, ...buttonProps }: Props) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void router.push(href);
  };
  return <LightButton {...buttonProps} href={href} onClick={onClick} />;
}
