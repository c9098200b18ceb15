import { useRouter } from 'next/router';
import { useState } from 'react';
import AuthCard from '../components/auth/auth-card';
import ButtonLink from '../components/common/button-link';
import LightAlert from '../components/common/light-alert';
import LightButton from '../components/common/light-button';
import PageTitle from '../components/common/page-title';
import { PAGE_ROUTES } from '../lib/constants';
import { errorMessage } from '../lib/errors';
import { NOTIFICATION_KIND_LABELS } from '../lib/notification-kinds';
import { notificationService } from '../services/notification.service';
import type { NotificationKind } from '../types/notification';
import type { LimelightPage } from '../types/page';

const word = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * /unsubscribe?u&k&s: a notification mail's link, without logging in. It asks first (mail scanners open links), then
 * stops those e-mails; the notifications stay on the site.
 */
const UnsubscribePage: LimelightPage = () => {
  const { query } = useRouter();
  const link = { u: word(query.u), k: word(query.k), s: word(query.s) };
  const kinds = link.k.split(',').filter((k): k is NotificationKind => k in NOTIFICATION_KIND_LABELS);
  const [state, setState] = useState<'asking' | 'sending' | 'done'>('asking');
  const [error, setError] = useState<string | null>(null);

  const stop = async () => {
    setState('sending');
    setError(null);
    try {
      await notificationService.unsubscribe(link);
      setState('done');
    } catch (failure) {
      setError(errorMessage(failure, 'This unsubscribe link did not work: change your e-mail choices in your account.'));
      setState('asking');
    }
  };

  return (
    <>
      <PageTitle title="Stop e-mails" />
      <AuthCard
        title={state === 'done' ? 'Done: no more of these e-mails' : 'Stop these e-mails?'}
        subtitle="You will still see them on the site, under the bell."
      >
        <div data-testid="unsubscribe-page">
          {kinds.length > 0 && (
            <ul>
              {kinds.map((kind) => (
                <li key={kind}>{NOTIFICATION_KIND_LABELS[kind].label}</li>
              ))}
            </ul>
          )}
          {error && <LightAlert type="error" showIcon title={error} data-testid="unsubscribe-error" />}
          {state === 'done' ? (
            <ButtonLink href={PAGE_ROUTES.account} size="large">
              All your e-mail choices
            </ButtonLink>
          ) : (
            <LightButton
              type="primary"
              size="large"
              loading={state === 'sending'}
              disabled={kinds.length === 0}
              onClick={() => void stop()}
              data-testid="unsubscribe-confirm"
            >
              Stop these e-mails
            </LightButton>
          )}
        </div>
      </AuthCard>
    </>
  );
};

UnsubscribePage.layout = 'auth';

export default UnsubscribePage;
