// The age prompt: antd's Modal and Select, loaded on demand by age-verification-modal-host.tsx.
import { Button, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { ageVerificationDismissed, logoutRequested } from '../../redux/auth/slice';
import { selectAgePromptOpen } from '../../redux/age-verification/selectors';
import { ageVerificationActions } from '../../redux/age-verification/slice';
import { utilsService } from '../../services/utils.service';
import type { Country } from '../../types/utils';
import { withAntdScope } from '../common/antd-scope';
import LightAlert from '../common/light-alert';
import styles from './age-verification.module.css';

/** The country list (GET /countries/list, cached): it stays out of the bundle. */
function useCountries(): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    utilsService
      .countries()
      .then((list) => live && setCountries(list))
      .catch((error: unknown) => console.error('Loading countries failed.', error));
    return () => {
      live = false;
    };
  }, []);
  return countries;
}

/** "Verify your age": the country (preselected with the one the server sees), then off to the provider. */
export function AgeVerificationModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAgePromptOpen);
  const check = useAppSelector((s) => s.ageVerification.check);
  const start = useAppSelector((s) => s.ageVerification.start);
  const countries = useCountries();
  const [chosen, setChosen] = useState<string | undefined>();
  const country = chosen ?? check.data?.country ?? undefined;

  useEffect(() => {
    if (open && !check.data && !check.requesting) dispatch(ageVerificationActions.checkRequested());
  }, [open, check.data, check.requesting, dispatch]);

  // On success the browser is leaving for the provider: the button stays busy until it has gone.
  const leaving = start.requesting || start.success;
  const verify = () => country && dispatch(ageVerificationActions.startRequested({ country }));

  return (
    <Modal open={open} title="Verify your age" footer={null} mask={{ closable: false }} onCancel={() => dispatch(ageVerificationDismissed())} destroyOnHidden>
      <div data-testid="age-verification-modal">
        <p className={styles.text}>
          Some of this site&apos;s content is for adults only. The law in your country requires that an independent provider checks your age before you can see
          it.
        </p>
        <p className={styles.text}>We do not receive your documents: the provider only tells us whether you are over 18.</p>
        <label className={styles.field} htmlFor="age-verification-country">
          Your country
        </label>
        <Select
          id="age-verification-country"
          className={styles.country}
          showSearch
          optionFilterProp="label"
          placeholder="Select your country"
          loading={countries.length === 0}
          value={country}
          onChange={setChosen}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          data-testid="age-verification-country"
        />
        {start.error && <LightAlert className={styles.alert} type="error" showIcon title={start.error.message} data-testid="age-verification-error" />}
        <div className={styles.actions}>
          <Button className={styles.logout} type="text" onClick={() => dispatch(logoutRequested())}>
            Log out
          </Button>
          <Button onClick={() => dispatch(ageVerificationDismissed())}>Not now</Button>
          <Button type="primary" loading={leaving} disabled={!country} onClick={verify} data-testid="age-verification-start">
            Verify my age
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export default withAntdScope(AgeVerificationModal);
