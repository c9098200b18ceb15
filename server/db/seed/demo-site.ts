import type { Services } from '../../services';
import type { DatabaseHandle } from '../index';
import { withStartupLock } from '../startup-lock';
import { seedDemoCatalogueOnce } from './catalogue';
import { seedDemoCheckoutOnce } from './checkout';
import { seedDemoDataOnce } from './index';

export interface DemoSiteReport {
  accounts: boolean;
  catalogue: Awaited<ReturnType<typeof seedDemoCatalogueOnce>>;
  orders: Awaited<ReturnType<typeof seedDemoCheckoutOnce>>;
}

/**
 * The demo site, each part once: its accounts, and with `catalogue` its catalogue and order history (made through
 * the API's own checkout and settlement). Processes starting together take turns (withStartupLock): one seeds, the
 * others find it seeded.
 */
export function seedDemoSiteOnce(
  handle: Pick<DatabaseHandle, 'db' | 'pglite'>,
  services: Pick<Services, 'storage' | 'checkout' | 'settlement' | 'coupons' | 'sellables'>,
  { catalogue }: { catalogue: boolean },
): Promise<DemoSiteReport> {
  return withStartupLock(handle, async () => {
    const accounts = await seedDemoDataOnce(handle.db);
    const seededCatalogue = catalogue ? await seedDemoCatalogueOnce(handle.db, services.storage) : null;
    const orders = catalogue ? await seedDemoCheckoutOnce(handle.db, services) : null;
    return { accounts, catalogue: seededCatalogue, orders };
  });
}
