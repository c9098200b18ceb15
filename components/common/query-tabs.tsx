import type { ReactNode } from 'react';
import LightTabs from './light-tabs';
import { useQueryHref, useQueryUpdate } from './use-query-update';

interface Props {
  tabs: { key: string; label: string }[];
  active: string;
  /** URL query word that holds the active tab (the page's getInitialProps loads that tab's content). */
  param: string;
  /** The active tab's content. */
  children: ReactNode;
  label?: string;
  testId: string;
}

/** Tabs whose active tab is a word of the URL query: each tab links to the page's address with its key there. */
export default function QueryTabs({ tabs, active, param, children, label, testId }: Props) {
  const update = useQueryUpdate();
  const hrefWith = useQueryHref();
  return (
    <LightTabs
      tabs={tabs.map((tab) => ({ ...tab, href: hrefWith({ [param]: tab.key }) }))}
      activeKey={active}
      onSelect={(key) => update({ [param]: key })}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </LightTabs>
  );
}
