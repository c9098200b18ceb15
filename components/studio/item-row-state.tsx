import type { ComponentProps } from 'react';
import ButtonLink from '../common/button-link';
import styles from './item-editor.module.css';
import PublicationState from './publication-state';

interface Props {
  item: ComponentProps<typeof PublicationState>['item'];
  /** Its title (a product's name), for the Edit link's label. */
  title: string;
  /** Its Studio editor. */
  editHref: string;
  /** What it is ("gallery", "product"): the Edit link's test id starts with it. */
  noun: string;
}

/** An item's row in a Studio list (galleries, products): where it stands (when a scheduled one goes live) and the way to its editor. */
export default function ItemRowState({ item, title, editHref, noun }: Props) {
  return (
    <span className={styles.rowState}>
      <PublicationState item={item} />
      {item.publication !== 'inactive' && (
        <ButtonLink href={editHref} size="small" aria-label={`Edit ${title}`} data-testid={`${noun}-edit-link`}>
          Edit
        </ButtonLink>
      )}
    </span>
  );
}
