import type { ListingItems } from '../../redux/listings';
import CatalogueGrid from './catalogue-grid';
import Section from './section';

interface Props<K extends 'videos' | 'galleries'> {
  kind: K;
  title: string;
  items: ListingItems[K][];
  href: string;
}

/** "More like this" under a video or a gallery; hidden when there is nothing related. */
export default function RelatedList<K extends 'videos' | 'galleries'>({ kind, title, items, href }: Props<K>) {
  if (items.length === 0) return null;
  return (
    <Section title={title} href={href} testId={`related-${kind}`}>
      <CatalogueGrid kind={kind} items={items} testId={`related-${kind}-list`} />
    </Section>
  );
}
