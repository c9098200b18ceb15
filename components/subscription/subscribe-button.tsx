import { useAppDispatch } from '../../redux/hooks';
import { subscriptionsActions, type ChooserPerformer } from '../../redux/subscriptions/slice';
import ButtonLink from '../common/button-link';
import LightButton, { type LightButtonProps } from '../common/light-button';
import { useSignInFirst } from '../common/use-sign-in-first';

type Props = Pick<LightButtonProps, 'size' | 'shape' | 'className' | 'block'> & {
  /** Whose packages to offer (with the site's); null: the site's alone. */
  performer: ChooserPerformer;
  label?: string;
  testId?: string;
};

/** Opens the package chooser; a visitor is sent to log in first, and back to this page. */
export default function SubscribeButton({ performer, label = 'Subscribe', testId = 'subscribe-button', ...look }: Props) {
  const dispatch = useAppDispatch();
  const { loggedIn, loginHref } = useSignInFirst();
  if (!loggedIn) {
    return (
      <ButtonLink href={loginHref} type="primary" {...look} data-testid={testId}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <LightButton type="primary" {...look} onClick={() => dispatch(subscriptionsActions.chooserOpened(performer))} data-testid={testId}>
      {label}
    </LightButton>
  );
}
