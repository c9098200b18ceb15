import type { LayoutProps } from './types';

/** Bare children only. */
export default function PublicLayout({ children }: LayoutProps) {
  return <>{children}</>;
}
