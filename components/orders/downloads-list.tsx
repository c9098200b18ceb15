import { paths } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import { downloadsActions } from '../../redux/downloads/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import AspectImage from '../common/aspect-image';
import CardGrid, { GridItem } from '../common/card-grid';
import { IMAGE_SIZES } from '../common/image-sizes';
import Link from '../common/link';
import PagedList from '../common/paged-list';
import DownloadButton from './download-button';
import styles from './purchases.module.css';

/** The digital products the user owns, each with its picture, name (to its page), when it was bought, and Download. */
export default function DownloadsList() {
  const list = useAppSelector((s) => s.downloads);
  const dispatch = useAppDispatch();
  // The API answers them all at once: there is never more to load, only the whole list to load again.
  const request = () => dispatch(downloadsActions.loadRequested({ query: {} }));
  return (
    <PagedList
      list={list}
      noun="downloads"
      emptyText="No downloads yet: digital products you buy show here, ready to download."
      emptyTestId="downloads-empty"
      request={request}
    >
      <CardGrid variant="square" testId="downloads-list" label="Downloads">
        {list.items.map((item) => (
          <GridItem key={item._id}>
            <div className={styles.downloadCard} data-testid="download-item">
              <Link href={paths.product(item)} className={styles.downloadLink}>
                <AspectImage src={item.image} alt="" ratio="1 / 1" sizes={IMAGE_SIZES.squareCard} />
                <span className={styles.downloadName}>{item.name}</span>
              </Link>
              <span className={styles.rowDate}>Bought {formatDate(item.boughtAt)}</span>
              <DownloadButton productId={item._id} name={item.name} />
            </div>
          </GridItem>
        ))}
      </CardGrid>
    </PagedList>
  );
}
