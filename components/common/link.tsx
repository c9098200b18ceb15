import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: Next's Link, except that it does not fetch the target page's code as soon as the link
 * scrolls into view (it still does when a pointer rests on it or a finger touches it). Listings show links to
 * many routes; fetching and running all their code right after the load kept slow phones busy just when the
 * visitor first tapped. tests/unit/lib/one-link.test.ts keeps every link going through here.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
