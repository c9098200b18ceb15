import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { CART_ROUTE, PAGE_ROUTES } from '../../lib/constants';
import type { SandboxPayment } from '../../types/checkout';
import ButtonLink from '../common/button-link';
import LightResult from '../common/light-result';
import { purchasedHref } from './purchased-links';
import styles from './payment.module.css';

export interface NotMade {
  title: string;
  subTitle: string;
  /** The way on: back to the thing to try again, or to the cart. */
  retry: { href: string; label: string };
}

/**
 * What a buyer back from the gateway without paying is told, by what they were buying: a video or a gallery
 * ("Try again" opens it), the cart's products (the cart is kept), a subscription ("Try again" opens its
 * chooser's page). "Payment declined" when the gateway refused it, "Payment cancelled" when the buyer left.
 */
export function notMade(payment: SandboxPayment | null): NotMade {
  if (!payment) {
    return {
      title: 'Payment cancelled',
      subTitle: 'Nothing was charged and nothing was unlocked.',
      retry: { href: CATALOGUE_ROUTES.videos, label: 'Keep browsing' },
    };
  }
  const { transaction, order } = payment;
  const title = transaction.status === 'failed' ? 'Payment declined' : 'Payment cancelled';
  const line = order.lines[0];
  switch (transaction.type) {
    case 'video_purchase':
    case 'gallery_purchase':
    case 'creator_post_purchase':
      return {
        title,
        subTitle: `Nothing was charged${line ? ` and ${line.name} is still locked` : ''}. You can try again.`,
        retry: line ? { href: purchasedHref(line) ?? CATALOGUE_ROUTES.videos, label: 'Try again' } : { href: CATALOGUE_ROUTES.videos, label: 'Keep browsing' },
      };
    case 'subscription':
    case 'subscription_renewal':
      return {
        title,
        subTitle: 'Nothing was charged and no subscription started. You can try again.',
        retry: {
          href: line?.performerId ? `${CATALOGUE_ROUTES.performers}/${encodeURIComponent(line.performerId)}` : PAGE_ROUTES.subscribe,
          label: 'Try again',
        },
      };
    default:
      return {
        title,
        subTitle: 'Nothing was charged and nothing was unlocked. Your cart is kept, so you can try again whenever you like.',
        retry: { href: CART_ROUTE, label: 'Back to the cart' },
      };
  }
}

/** The cancel page's answer (see notMade). */
export default function PaymentNotMade({ payment }: { payment: SandboxPayment | null }) {
  const { title, subTitle, retry } = notMade(payment);
  const browsing = retry.href !== CATALOGUE_ROUTES.videos;
  return (
    <LightResult
      status={payment?.transaction.status === 'failed' ? 'error' : 'info'}
      title={title}
      subTitle={subTitle}
      data-testid="payment-not-made"
      extra={
        <div className={styles.actions}>
          <ButtonLink href={retry.href} type="primary" size="large" shape="round" data-testid="payment-retry">
            {retry.label}
          </ButtonLink>
          {browsing && (
            <ButtonLink href={CATALOGUE_ROUTES.videos} size="large" shape="round">
              Keep browsing
            </ButtonLink>
          )}
        </div>
      }
    />
  );
}
