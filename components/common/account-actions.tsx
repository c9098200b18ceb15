import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Avatar, Button } from 'antd';
import Link from 'next/link';
import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { logoutRequested } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import styles from './account-actions.module.css';
import { UserMenuDropdown, UserMenuList } from './user-menu';

type Placement = 'header' | 'drawer';

const testIds: Record<Placement, { avatar: string; name: string; logout: string; login: string; register: string }> = {
  header: { avatar: 'header-avatar', name: 'header-user-name', logout: 'logout-button', login: 'header-login-link', register: 'header-register-link' },
  drawer: { avatar: 'drawer-avatar', name: 'drawer-user-name', logout: 'drawer-logout-button', login: 'drawer-login-link', register: 'drawer-register-link' },
};

/** Log in / Register for visitors; avatar + name (to /user/account), their pages and Log out for users. */
export default function AccountActions({ placement }: { placement: Placement }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const user = useAppSelector((s) => s.user.current);
  const ids = testIds[placement];
  const layout = placement === 'drawer' ? styles.vertical : styles.horizontal;

  if (!loggedIn) {
    return (
      <div className={layout}>
        <Link href={ROUTES.authLogin} className={styles.ghostLink} data-testid={ids.login}>
          Log in
        </Link>
        <Link href={PAGE_ROUTES.register} className={styles.primaryLink} data-testid={ids.register}>
          Register
        </Link>
      </div>
    );
  }

  return (
    <div className={layout}>
      <Link href={PAGE_ROUTES.account} className={styles.user} title="My account">
        <Avatar src={user.avatar} alt="" size={32} className={styles.avatar} data-testid={ids.avatar} />
        <span className={styles.userName} data-testid={ids.name}>
          {user.name || user.username}
        </span>
      </Link>
      {placement === 'drawer' ? <UserMenuList /> : <UserMenuDropdown />}
      <Button
        type="text"
        icon={<LogoutOutlined />}
        className={styles.logout}
        data-testid={ids.logout}
        onClick={() => dispatch(logoutRequested())}
      >
        Log out
      </Button>
    </div>
  );
}
