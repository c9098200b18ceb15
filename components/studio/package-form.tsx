import type { FormEvent } from 'react';
import { checkPackageForm, createBody, emptyPackageForm, packageFormOf, updateBody, type PackageFormValues } from '../../lib/package-form';
import { PERIOD_PRESETS } from '../../lib/studio';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { ownPackageSaved } from '../../redux/own-packages/slice';
import { performerPackagesService } from '../../services/performer-packages.service';
import type { SubscriptionPackage } from '../../types/subscriptions';
import LightButton from '../common/light-button';
import { useMoney } from '../common/use-money';
import { useSubmit } from '../common/use-submit';
import FormItem from '../form/form-item';
import LightCheckbox from '../form/light-checkbox';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import { useCheckedForm } from '../form/use-checked-form';
import FormActions from './form-actions';
import styles from './studio.module.css';

interface Props {
  /** The package to edit; null: a new one. */
  pkg: SubscriptionPackage | null;
  onDone: () => void;
}

/** Creates the package, or sends only what changed of an edited one (nothing changed: nothing is sent). */
async function savePackage(pkg: SubscriptionPackage | null, values: PackageFormValues): Promise<SubscriptionPackage> {
  if (!pkg) return performerPackagesService.create(createBody(values));
  const body = updateBody(pkg, values);
  return body ? performerPackagesService.update(pkg._id, body) : pkg;
}

/** A package's name, description, price (in the site's currency), period (monthly, yearly or any days) and renewal. */
export default function PackageForm({ pkg, onDone }: Props) {
  const dispatch = useAppDispatch();
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const money = useMoney();
  const { values, set, passes, item } = useCheckedForm(() => (pkg ? packageFormOf(pkg) : emptyPackageForm), checkPackageForm, 'package');
  const { submitting, error, submit } = useSubmit(savePackage);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passes()) return;
    const saved = await submit(pkg, values);
    if (!saved) return;
    dispatch(ownPackageSaved(saved));
    onDone();
  };

  const priceHelp = pkg
    ? `A new price applies to new subscribers only: those subscribed now keep paying ${money(pkg.price)}.`
    : 'Subscribers pay this every period (or once, if it does not renew).';

  return (
    <LightForm id="package" noValidate onSubmit={onSubmit} data-testid="package-form">
      {error && (
        <p className={styles.formError} role="alert" data-testid="package-form-error">
          {error}
        </p>
      )}
      <FormItem {...item('name')} label="Name">
        <LightInput value={values.name} maxLength={100} onChange={(e) => set('name', e.target.value)} aria-required />
      </FormItem>
      <FormItem {...item('description')} label="Description">
        <textarea
          id="package_description"
          className={styles.textarea}
          value={values.description}
          maxLength={1000}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormItem>
      <FormItem {...item('price')} label={`Price (${symbol})`} help={priceHelp}>
        <LightInput value={values.price} inputMode="decimal" placeholder="9.99" onChange={(e) => set('price', e.target.value)} aria-required />
      </FormItem>
      <FormItem {...item('periodDays')} label="Period (days)">
        <span className={styles.presets}>
          <LightInput
            className={styles.field}
            value={values.periodDays}
            inputMode="numeric"
            onChange={(e) => set('periodDays', e.target.value)}
            aria-required
          />
          {PERIOD_PRESETS.map((preset) => (
            <LightButton
              key={preset.days}
              size="small"
              type={values.periodDays === String(preset.days) ? 'primary' : 'default'}
              aria-pressed={values.periodDays === String(preset.days)}
              onClick={() => set('periodDays', String(preset.days))}
            >
              {`${preset.label} (${preset.days})`}
            </LightButton>
          ))}
        </span>
      </FormItem>
      <LightCheckbox id="package_recurring" checked={values.recurring} onChange={(e) => set('recurring', e.target.checked)}>
        Renews every period until the subscriber cancels
      </LightCheckbox>
      <FormActions onCancel={onDone} submitLabel={pkg ? 'Save changes' : 'Create package'} submitting={submitting} />
    </LightForm>
  );
}
