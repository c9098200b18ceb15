import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { useAppSelector } from '../../redux/hooks';
import ButtonLink from '../common/button-link';
import PageTitle from '../common/page-title';
import styles from './hero.module.css';

/** Landing hero; `compact` when content sections follow it, so they start above the fold. */
export default function Hero({ compact = false }: { compact?: boolean }) {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const name = useAppSelector((s) => s.user.current.name);

  return (
    <section className={`${styles.hero} ${compact ? styles.compact : ''}`} data-testid="home-hero">
      <PageTitle title="Home" />
      <div className={styles.glow} aria-hidden />
      <div className={styles.inner}>
        <p className={styles.kicker}>{loggedIn && name ? `Welcome back, ${name}` : 'Welcome'}</p>
        <h1 className={styles.title}>{siteName}</h1>
        <p className={styles.lead}>Videos, photo galleries and products from the performers you love, all in one place.</p>
        <div className={styles.actions}>
          {loggedIn ? (
            <ButtonLink href={PAGE_ROUTES.account} type="primary" size="large">
              My account
            </ButtonLink>
          ) : (
            <>
              <ButtonLink href={PAGE_ROUTES.register} type="primary" size="large">
                Create a free account
              </ButtonLink>
              <ButtonLink href={ROUTES.authLogin} size="large" ghost>
                Log in
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
