import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { DropdownProps } from 'antd';
import Link from './link';
import Router from 'next/router';
import { useState, type ReactNode } from 'react';
import { PAGE_ROUTES } from '../../lib/constants';
import { ADMIN_ROUTES, isAdmin } from '../../lib/admin-routes';
import { STUDIO_ROUTES, isPerformer } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { selectAuthUser } from '../../redux/user/selectors';
import { lazyComponent } from './lazy-antd';
import LightButton from './light-button';
import styles from './account-actions.module.css';

const dropdown = lazyComponent<DropdownProps>(() => import('./antd-dropdown'));

interface UserLink {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
}

export const USER_LINKS: UserLink[] = [
  { key: 'feed', href: PAGE_ROUTES.feed, label: 'Your feed', icon: <HomeOutlined /> },
  { key: 'messages', href: PAGE_ROUTES.messages, label: 'Messages', icon: <MessageOutlined /> },
  { key: 'account', href: PAGE_ROUTES.account, label: 'My account', icon: <UserOutlined /> },
  { key: 'following', href: PAGE_ROUTES.following, label: 'Following', icon: <TeamOutlined /> },
  { key: 'favourites', href: PAGE_ROUTES.favourites, label: 'Favourites', icon: <HeartOutlined /> },
  { key: 'watch-later', href: PAGE_ROUTES.watchLater, label: 'Watch later', icon: <ClockCircleOutlined /> },
  { key: 'orders', href: PAGE_ROUTES.orders, label: 'Orders', icon: <ShoppingOutlined /> },
  { key: 'subscriptions', href: PAGE_ROUTES.subscriptions, label: 'Subscriptions', icon: <CrownOutlined /> },
  { key: 'downloads', href: PAGE_ROUTES.downloads, label: 'Downloads', icon: <DownloadOutlined /> },
  { key: 'transactions', href: PAGE_ROUTES.transactions, label: 'Transactions', icon: <TransactionOutlined /> },
  { key: 'reports', href: PAGE_ROUTES.reports, label: 'Your reports', icon: <FlagOutlined /> },
];

/** A performer's own area: earnings, subscribers, packages, sales and listings. */
export const STUDIO_LINK: UserLink = { key: 'studio', href: STUDIO_ROUTES.earnings, label: 'Studio', icon: <DashboardOutlined /> };

/** The staff's area: the site run from the browser. */
export const ADMIN_LINK: UserLink = { key: 'admin', href: ADMIN_ROUTES.dashboard, label: 'Admin', icon: <SafetyOutlined /> };

/** The signed-in user's pages: an admin's begin with the admin area, a performer's with their Studio. */
function useUserLinks(): UserLink[] {
  const user = useAppSelector(selectAuthUser);
  return [...(isAdmin(user) ? [ADMIN_LINK] : []), ...(isPerformer(user) ? [STUDIO_LINK] : []), ...USER_LINKS];
}

/**
 * Header: the signed-in user's pages in a dropdown. The whole row navigates, not only the link's text.
 * antd's Dropdown (with its Menu) is swapped in, open, at the first press of the button; its code is
 * fetched when the browser is idle, so that is immediate, and it is not in the page's first load.
 */
export function UserMenuDropdown() {
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const links = useUserLinks();
  dropdown.usePrefetch();
  const Dropdown = dropdown.useLoaded(asked ? 'now' : 'no');
  const trigger = (
    <LightButton
      type="text"
      icon={<DownOutlined />}
      aria-label="Your pages"
      className={styles.menuButton}
      data-testid="user-menu-button"
      onClick={
        Dropdown && asked
          ? undefined
          : () =>
              // After the click has been handled everywhere (an opening dropdown would take it for a click outside).
              window.setTimeout(() => {
                setAsked(true);
                setOpen(true);
              }, 0)
      }
    />
  );
  if (!Dropdown || !asked) return trigger;
  const items = links.map(({ key, href, label, icon }) => ({
    key,
    icon,
    label: (
      <Link href={href} data-testid={`user-menu-${key}`}>
        {label}
      </Link>
    ),
  }));
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          const link = links.find((l) => l.key === key);
          // A click on the link itself is already a navigation.
          if (link && !(domEvent.target as HTMLElement).closest('a')) void Router.push(link.href);
        },
      }}
      trigger={['click']}
      placement="bottomRight"
      // Beside its button in the sticky header, not in the page's body: the page can scroll under an open menu
      // (the browser restoring a reload's position, content loading above), and it must not leave its button.
      getPopupContainer={(button) => button.parentElement ?? document.body}
    >
      {trigger}
    </Dropdown>
  );
}

/** Drawer: the same pages as a plain list. */
export function UserMenuList() {
  const links = useUserLinks();
  return (
    <ul className={styles.menuList} aria-label="Your pages">
      {links.map(({ key, href, label, icon }) => (
        <li key={key}>
          <Link href={href} className={styles.menuLink} data-testid={`drawer-${key}-link`}>
            {icon} {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
