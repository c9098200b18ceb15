// The staff's admin area: its pages, and who it is for (the user menu and the layout need only these).

export const ADMIN_ROUTES = {
  dashboard: '/admin',
  applications: '/admin/applications',
  users: '/admin/users',
  content: '/admin/content',
  reports: '/admin/reports',
  payments: '/admin/payments',
  payouts: '/admin/payouts',
  packages: '/admin/packages',
  coupons: '/admin/coupons',
  countries: '/admin/countries',
  settings: '/admin/settings',
  jobs: '/admin/jobs',
  audit: '/admin/audit',
} as const;

export type AdminSection = keyof typeof ADMIN_ROUTES;

export const ADMIN_SECTIONS: { key: AdminSection; label: string }[] = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'applications', label: 'Creator applications' },
  { key: 'users', label: 'Users and creators' },
  { key: 'content', label: 'Content' },
  { key: 'reports', label: 'Reports' },
  { key: 'payments', label: 'Payments' },
  { key: 'payouts', label: 'Payouts' },
  { key: 'packages', label: 'Site packages' },
  { key: 'coupons', label: 'Coupons' },
  { key: 'countries', label: 'Blocked countries' },
  { key: 'settings', label: 'Settings' },
  { key: 'jobs', label: 'Failed jobs' },
  { key: 'audit', label: 'Audit log' },
];

/** Admin > Creator applications > one application. */
export const adminApplicationPath = (id: string) => `${ADMIN_ROUTES.applications}/${encodeURIComponent(id)}`;

/** The admin area is the staff's. */
export const isAdmin = (user: { roles?: readonly string[] } | null | undefined) => Boolean(user?.roles?.includes('admin'));
