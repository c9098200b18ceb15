import { CONTENT_RULES } from '../../lib/content-rules';
import { PRODUCT_TYPES, type ProductFormErrors, type ProductFormValues } from '../../lib/product-form';
import { useAppSelector } from '../../redux/hooks';
import type { ProductType } from '../../types/product';
import FormItem from '../form/form-item';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';
import DescribedFields from './described-fields';
import styles from './studio.module.css';

interface Props {
  values: ProductFormValues;
  errors: ProductFormErrors;
  set: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void;
  idPrefix: string;
  /** A new product's type is chosen; an existing one's is kept. */
  choosesType: boolean;
}

/** What the owner says about a product: its type (once), name, description, tags, categories, price, and a physical one's stock and shipping. */
export default function ProductFields({ values, errors, set, idPrefix, choosesType }: Props) {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const item = (field: keyof ProductFormValues) => ({ id: `${idPrefix}_${field}`, errors: errors[field] ? [errors[field]] : [] });
  const physical = values.type === 'physical';
  return (
    <>
      {choosesType && (
        <FormItem {...item('type')} label="Type" help={PRODUCT_TYPES[values.type].help}>
          <LightSelect value={values.type} onChange={(e) => set('type', e.target.value as ProductType)}>
            {Object.entries(PRODUCT_TYPES).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </LightSelect>
        </FormItem>
      )}
      <DescribedFields
        values={values}
        errors={errors}
        set={(field, value) => set(field, value as never)}
        idPrefix={idPrefix}
        kind="product"
        titleLabel="Name"
      />
      <FormItem {...item('price')} label={`Price (${symbol})`}>
        <LightInput value={values.price} inputMode="decimal" placeholder="19.99" onChange={(e) => set('price', e.target.value)} aria-required />
      </FormItem>
      {physical && (
        <>
          <FormItem {...item('stock')} label="In stock" help="How many you have to sell; leave it empty for unlimited.">
            <LightInput value={values.stock} inputMode="numeric" placeholder="Unlimited" onChange={(e) => set('stock', e.target.value)} />
          </FormItem>
          <FormItem {...item('shippingNote')} label="Shipping" help="Shown before buying: where you ship, how and how long it takes.">
            <textarea
              id={`${idPrefix}_shippingNote`}
              className={styles.textarea}
              value={values.shippingNote}
              maxLength={CONTENT_RULES.shippingNote.maxLength}
              placeholder="Ships worldwide within 5 working days."
              onChange={(e) => set('shippingNote', e.target.value)}
            />
          </FormItem>
        </>
      )}
    </>
  );
}
