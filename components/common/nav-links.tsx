import Link from './link';
import { useRouter } from 'next/router';
import type { MenuItem } from '../../types/settings';
import { isExternalPath } from '../../lib/menus';

interface Props {
  items: MenuItem[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
}

/** Menu entries from the site settings: internal paths use client routing, others a plain link. */
export default function NavLinks({ items, className, linkClassName, activeClassName = '' }: Props) {
  const { asPath } = useRouter();
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item) => {
        const newTab = item.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        if (isExternalPath(item.path)) {
          return (
            <li key={item._id}>
              <a href={item.path} className={linkClassName} {...newTab}>
                {item.title}
              </a>
            </li>
          );
        }
        const active = asPath === item.path || asPath.startsWith(`${item.path}/`) || asPath.startsWith(`${item.path}?`);
        return (
          <li key={item._id}>
            <Link
              href={item.path}
              className={`${linkClassName || ''} ${active ? activeClassName : ''}`.trim()}
              aria-current={active ? 'page' : undefined}
              {...newTab}
            >
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
