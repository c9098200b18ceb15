import dynamic from 'next/dynamic';
import Link from './link';
import { useRouter } from 'next/router';
import { loginPath, registerPath } from '../../lib/return-path';
import { useAppSelector } from '../../redux/hooks';
import styles from './account-actions.module.css';

export type Placement = 'header' | 'drawer';
export type TestIds = { avatar: string; name: string; logout: string; login: string; register: string };

// A signed-in user's part (their pages' dropdown menu, log out) is only downloaded for signed-in users.
const AccountUserActions = dynamic(() => import('./account-user-actions'));

const testIds: Record<Placement, TestIds> = {
  header: { avatar: 'header-avatar', name: 'header-user-name', logout: 'logout-button', login: 'header-login-link', register: 'header-register-link' },
  drawer: { avatar: 'drawer-avatar', name: 'drawer-user-name', logout: 'drawer-logout-button', login: 'drawer-login-link', register: 'drawer-register-link' },
};

/** Log in / Register for visitors; avatar + name (to /user/account), their pages and Log out for users. */
export default function AccountActions({ placement }: { placement: Placement }) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const { asPath } = useRouter();
  const ids = testIds[placement];
  const layout = placement === 'drawer' ? styles.vertical : styles.horizontal;

  if (!loggedIn) {
    return (
      <div className={layout}>
        <Link href={loginPath(asPath)} className={styles.ghostLink} data-testid={ids.login}>
          Log in
        </Link>
        <Link href={registerPath(asPath)} className={styles.primaryLink} data-testid={ids.register}>
          Register
        </Link>
      </div>
    );
  }

  return <AccountUserActions placement={placement} ids={ids} layout={layout} />;
}
