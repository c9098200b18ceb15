import type { PayPerViewKind } from '../../services/payment.service';
import type { ReactNode } from 'react';
import { assetPurchaseRequested } from '../../redux/checkout/slice';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { PerformerCard } from '../../types/catalogue';
import ButtonLink from './button-link';
import LightButton from './light-button';
import { useSignInFirst } from './use-sign-in-first';

export interface UnlockTarget {
  /** Buy it (content for sale) or subscribe to its performer (subscriber content). */
  forSale: boolean;
  performer: PerformerCard | null;
  /** What is locked, and what Buy buys through checkout. */
  item: { type: PayPerViewKind; id: string };
}

/**
 * The button that unlocks an asset: a visitor is sent to log in (and back here); a member's "Subscribe" opens
 * the package chooser (the performer's packages and the site's), "Buy" buys it through checkout.
 */
export default function UnlockButton({
  forSale,
  performer,
  item,
  children,
  testId = 'unlock-button',
  size = 'large',
}: UnlockTarget & { children: ReactNode; testId?: string; size?: 'middle' | 'large' }) {
  const dispatch = useAppDispatch();
  const buying = useAppSelector((s) => s.checkout.purchase.requesting);
  const { loggedIn, loginHref } = useSignInFirst();
  if (!loggedIn) {
    return (
      <ButtonLink href={loginHref} type="primary" size={size} shape="round" data-testid={testId}>
        {children}
      </ButtonLink>
    );
  }
  const buy = () => dispatch(assetPurchaseRequested({ kind: item.type, id: item.id }));
  const subscribe = () => dispatch(subscriptionsActions.chooserOpened(performer ? { _id: performer._id, name: performer.name } : null));
  return (
    <LightButton type="primary" size={size} shape="round" loading={forSale && buying} onClick={forSale ? buy : subscribe} data-testid={testId}>
      {children}
    </LightButton>
  );
}
