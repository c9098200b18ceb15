import { Alert, Button, Select } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import styles from '../../components/admin/admin.module.css';
import { useAction } from '../../components/admin/use-action';
import LightSpin from '../../components/common/light-spin';
import { useLoaded } from '../../components/common/use-loaded';
import { countries } from '../../lib/countries';
import { countryName } from '../../lib/format';
import { siteAdminService } from '../../services/site-admin.service';

/** /admin/countries: the countries the site is closed to (their visitors see the blocked page), adding and lifting. */
function CountriesPage() {
  const { loaded, reload } = useLoaded(() => siteAdminService.blockedCountries(), 'blocked-countries');
  const [code, setCode] = useState<string | undefined>();
  const { busy, run } = useAction<unknown>(() => {
    setCode(undefined);
    void reload();
  }, 'That did not work. Try again.');
  const blocked = loaded.state === 'ready' ? loaded.data : [];
  return (
    <div data-testid="admin-countries">
      <AdminHeading title="Blocked countries" />
      <p className={styles.muted}>Visitors from a blocked country see a page saying the site is not available where they are; nothing else loads.</p>
      <div className={styles.toolbar}>
        <Select
          showSearch
          placeholder="Choose a country"
          aria-label="Country to block"
          value={code}
          onChange={setCode}
          optionFilterProp="label"
          options={countries()
            .filter((c) => !blocked.includes(c.code))
            .map((c) => ({ value: c.code, label: c.name }))}
          style={{ width: 280 }}
        />
        <Button
          type="primary"
          disabled={!code}
          loading={busy}
          onClick={() => code && void run(() => siteAdminService.blockCountry(code), `${countryName(code)} is blocked.`)}
        >
          Block
        </Button>
      </div>
      {loaded.state === 'loading' && <LightSpin />}
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      {loaded.state === 'ready' &&
        (blocked.length === 0 ? (
          <p className={styles.empty}>The site is open to every country.</p>
        ) : (
          <ul className={styles.plainList} data-testid="blocked-countries">
            {blocked.map((blockedCode) => (
              <li key={blockedCode} className={styles.plainRow}>
                <span>
                  {countryName(blockedCode)} <span className={styles.muted}>({blockedCode})</span>
                </span>
                <Button onClick={() => void run(() => siteAdminService.unblockCountry(blockedCode), `${countryName(blockedCode)} is open again.`)}>
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export default adminPage('countries', CountriesPage);
