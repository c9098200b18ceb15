import Link from './link';
import { useRouter } from 'next/router';
import type { MenuItem } from '../../types/settings';
import { isActivePath, isExternalPath } from '../../lib/menus';
import { useLinkedPaths } from './use-linked-paths';

interface Props {
  items: MenuItem[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  /** A class for the entry at this position (the header hides the entries its "More" menu holds). */
  itemClassName?: (index: number) => string | undefined;
  /** Prefix of each entry's test id, followed by its path's words (e.g. "header-link-channels"). */
  testIdPrefix?: string;
}

const testIdOf = (prefix: string | undefined, path: string) =>
  prefix ? `${prefix}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}` : undefined;

/** Menu entries from the site settings: internal paths use client routing, others a plain link. */
export default function NavLinks({ items, className, linkClassName, activeClassName = '', itemClassName, testIdPrefix }: Props) {
  const { asPath } = useRouter();
  const linkedPaths = useLinkedPaths();
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item, index) => {
        const newTab = item.isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        const testId = testIdOf(testIdPrefix, item.path);
        if (isExternalPath(item.path)) {
          return (
            <li key={item._id} className={itemClassName?.(index)}>
              <a href={item.path} className={linkClassName} data-testid={testId} {...newTab}>
                {item.title}
              </a>
            </li>
          );
        }
        const active = isActivePath(asPath, item.path, linkedPaths);
        return (
          <li key={item._id} className={itemClassName?.(index)}>
            <Link
              href={item.path}
              className={`${linkClassName || ''} ${active ? activeClassName : ''}`.trim()}
              aria-current={active ? 'page' : undefined}
              data-testid={testId}
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
