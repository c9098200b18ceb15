import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { useState } from 'react';
import { useAppSelector } from '../../redux/hooks';
import type { ReportableType } from '../../types/report';
import { lazyComponent } from '../common/lazy-antd';
import LightButton from '../common/light-button';
import { useSignInFirst } from '../common/use-sign-in-first';
import type { ReportDialogProps } from './report-dialog';

const dialog = lazyComponent<ReportDialogProps>(() => import('./report-dialog'));

interface Props {
  objectType: ReportableType;
  objectId: string;
  /** Whose item it is: they see no Report action on their own. */
  ownerId?: string | null;
  /** Icon only (a comment's row): the label is then the button's accessible name. */
  iconOnly?: boolean;
  className?: string;
}

/**
 * "Report": opens the report form (its antd code loads at the first click, or when the browser is idle once the
 * visitor uses the page). A visitor is sent to sign in first, and back.
 */
export default function ReportButton({ objectType, objectId, ownerId, iconOnly = false, className }: Props) {
  const [open, setOpen] = useState(false);
  const { loggedIn, loginHref, ensureSignedIn } = useSignInFirst();
  const isOwn = useAppSelector((s) => s.auth.loggedIn && Boolean(ownerId) && s.user.current._id === ownerId);
  const Dialog = dialog.useLoaded(open ? 'now' : 'no');
  if (isOwn) return null;
  return (
    <>
      <LightButton
        type="text"
        size="small"
        icon={<FlagOutlined aria-hidden />}
        href={loggedIn ? undefined : loginHref}
        onClick={(event) => {
          if (!loggedIn) return;
          event.preventDefault();
          if (ensureSignedIn()) setOpen(true);
        }}
        aria-label={iconOnly ? 'Report' : undefined}
        className={className}
        data-testid={`report-${objectType}`}
      >
        {iconOnly ? undefined : 'Report'}
      </LightButton>
      {Dialog && <Dialog objectType={objectType} objectId={objectId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
