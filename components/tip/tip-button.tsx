import DollarOutlined from '@ant-design/icons/DollarOutlined';
import { useState } from 'react';
import { useAppSelector } from '../../redux/hooks';
import type { TipBody } from '../../types/tip';
import { lazyComponent } from '../common/lazy-antd';
import LightButton from '../common/light-button';
import { useSignInFirst } from '../common/use-sign-in-first';
import type { TipDialogProps } from './tip-dialog';

const dialog = lazyComponent<TipDialogProps>(() => import('./tip-dialog'));

interface Props {
  performer: { _id: string; name: string };
  /** The creator's item it is sent from (a post, a video, a gallery). */
  on?: TipBody['on'];
  size?: 'small' | 'middle';
  className?: string;
}

/**
 * "Send a tip": opens the tip form (its antd code loads at the first click). A visitor is sent to sign in first;
 * a creator sees none on their own page or items.
 */
export default function TipButton({ performer, on, size = 'middle', className }: Props) {
  const [open, setOpen] = useState(false);
  const { loggedIn, loginHref, ensureSignedIn } = useSignInFirst();
  const isOwn = useAppSelector((s) => s.auth.loggedIn && s.user.current._id === performer._id);
  const Dialog = dialog.useLoaded(open ? 'now' : 'no');
  if (isOwn) return null;
  return (
    <>
      <LightButton
        size={size}
        icon={<DollarOutlined aria-hidden />}
        href={loggedIn ? undefined : loginHref}
        onClick={(event) => {
          if (!loggedIn) return;
          event.preventDefault();
          if (ensureSignedIn()) setOpen(true);
        }}
        className={className}
        data-testid="tip-button"
      >
        Send a tip
      </LightButton>
      {Dialog && <Dialog performer={performer} on={on} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
