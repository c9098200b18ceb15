import { Button, type ButtonProps } from 'antd';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { href: string };

/** An antd button that is a real link (role link, opens in a new tab on ctrl/cmd-click) with client routing. */
export default function ButtonLink({ href, ...buttonProps }: Props) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void router.push(href);
  };
  return <Button {...buttonProps} href={href} onClick={onClick} />;
}
