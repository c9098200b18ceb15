import { countryName } from '../../lib/format';
import { orderService } from '../../services/order.service';
import LightButton from '../common/light-button';
import { useSubmit } from '../common/use-submit';
import styles from './studio.module.css';

/** Where a sold physical line goes: the order's shipping details, fetched when the seller asks (GET /orders/details/:id shows them its order). */
export default function ShipTo({ orderId }: { orderId: string }) {
  const { submitting, error, result: order, submit } = useSubmit(orderService.findOne);
  if (order) {
    const shipping = order.shipping;
    return (
      <address className={styles.shipTo} data-testid="ship-to">
        {shipping ? (
          <>
            <strong>{shipping.name}</strong>
            <span>{shipping.address}</span>
            <span>{[shipping.postalCode, shipping.city].filter(Boolean).join(' ')}</span>
            {shipping.country && <span>{countryName(shipping.country)}</span>}
            <span>{shipping.phone}</span>
          </>
        ) : (
          <span>The buyer gave no shipping address.</span>
        )}
      </address>
    );
  }
  return (
    <span className={styles.shipToAsk}>
      <LightButton size="small" type="text" loading={submitting} onClick={() => void submit(orderId)}>
        Show the shipping address
      </LightButton>
      {error && (
        <span className={styles.deliveryError} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
