import { Alert, Table, type TableProps } from 'antd';
import type { Loaded } from '../common/use-loaded';
import styles from './admin.module.css';

interface Props<T> extends Omit<TableProps<T>, 'locale' | 'scroll' | 'pagination' | 'loading' | 'dataSource'> {
  /** What the table lists, for the scrolling region's name. */
  label: string;
  emptyText: string;
  /** The list as it loads (useLoaded): a spinner, the rows, or why it failed. */
  loaded: Loaded<{ data: T[] }>;
}

/**
 * An admin list: antd's Table in a region that scrolls sideways on a narrow screen and can be scrolled from the
 * keyboard, with an empty text that reads at the site's contrast (antd's own is the disabled colour), and the reason
 * above it when the list could not be loaded.
 */
export default function AdminTable<T extends object>({ label, emptyText, loaded, ...table }: Props<T>) {
  return (
    <>
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
        <Table<T>
          pagination={false}
          {...table}
          loading={loaded.state === 'loading'}
          dataSource={loaded.state === 'ready' ? loaded.data.data : []}
          locale={{ emptyText: <span className={styles.empty}>{emptyText}</span> }}
        />
      </div>
    </>
  );
}
