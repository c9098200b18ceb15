import type { NextPage } from 'next';

/** Layouts a page may ask for. 'maintenance' and 'geoBlock' are chosen by the app shell only. */
export type PageLayoutName = 'primary' | 'blank' | 'auth' | 'public' | 'admin';
export type LayoutName = PageLayoutName | 'maintenance' | 'geoBlock';

/** Statics a page component can declare; read by pages/_app.tsx. */
export interface PageStatics {
  layout?: PageLayoutName;
  /** The page needs a logged-in user. */
  authenticate?: boolean;
  /** Never redirect from this page, even when authentication fails. */
  noredirect?: boolean;
  /** A page for visitors only (log in, register, forgot password): a logged-in user goes on to ?next or their feed. */
  guestOnly?: true;
  /** false: a step of the age verification itself, where a restored session does not open the age prompt. */
  agePrompt?: false;
}

export type LimelightPage<P = Record<string, unknown>, IP = P> = NextPage<P, IP> & PageStatics;
