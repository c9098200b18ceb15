import styles from './cart.module.css';

interface Props {
  id: string;
  value: number;
  max: number;
  label: string;
  onChange: (quantity: number) => void;
}

/** A native select of 1..max (light, keyboard- and screen-reader-friendly), styled as the site's controls. */
export default function QuantitySelect({ id, value, max, label, onChange }: Props) {
  // A quantity above what may be bought now stays listed (selected) until lowered: the line says why it is wrong.
  const top = Math.max(max, value);
  return (
    <select
      id={id}
      className={styles.quantity}
      value={value}
      aria-label={label}
      data-testid="cart-line-quantity"
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {Array.from({ length: top }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n} disabled={n > max}>
          {n}
        </option>
      ))}
    </select>
  );
}
