import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import Link from './link';
import { PAGE_ROUTES } from '../../lib/constants';
import { logoutRequested } from '../../redux/auth/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { Placement, TestIds } from './account-actions';
import LightAvatar from './light-avatar';
import LightButton from './light-button';
import styles from './account-actions.module.css';
import { UserMenuDropdown, UserMenuList } from './user-menu';

/** A signed-in user's avatar + name (to /user/account), their pages and Log out (see account-actions.tsx). */
export default function AccountUserActions({ placement, ids, layout }: { placement: Placement; ids: TestIds; layout: string }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.user.current);
  return (
    <div className={layout}>
      <Link href={PAGE_ROUTES.account} className={styles.user} title="My account">
        <LightAvatar src={user.avatar} alt="" size={32} className={styles.avatar} data-testid={ids.avatar} />
        <span className={styles.userName} data-testid={ids.name}>
          {user.name || user.username}
        </span>
      </Link>
      {placement === 'drawer' ? <UserMenuList /> : <UserMenuDropdown />}
      <LightButton
        type="text"
        icon={<LogoutOutlined />}
        className={styles.logout}
        data-testid={ids.logout}
        // For a pointer's hover where the header shows the icon alone (account-actions.module.css).
        title="Log out"
        onClick={() => dispatch(logoutRequested())}
      >
        <span className={styles.logoutLabel}>Log out</span>
      </LightButton>
    </div>
  );
}
