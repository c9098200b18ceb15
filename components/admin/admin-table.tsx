import { Alert, Table, type TableProps } from 'antd';
import { countOf } from '../../lib/plural';
import type { Loaded } from '../common/use-loaded';
import styles from './admin.module.css';

interface Props<T> extends Omit<TableProps<T>, 'locale' | 'scroll' | 'pagination' | 'loading' | 'dataSource'> {
  /** What the table lists, for the scrolling region's name. */
  label: string;
  emptyText: string;
  /** The list as it loads (useLoaded): a spinner, the rows, or why it failed. */
  loaded: Loaded<{ data: T[]; total?: number }>;
  /** What the rows are, in the plural: the footer counts them ("1 report", "12 reports") once loaded. */
  noun?: string;
}

/**
 * An admin list: antd's Table in a region that scrolls sideways on a narrow screen and can be scrolled from the
 * keyboard, with an empty text that reads at the site's contrast (antd's own is the disabled colour), and the reason
 * above it when the list could not be loaded.
 */
export default function AdminTable<T extends object>({ label, emptyText, loaded, noun, ...table }: Props<T>) {
  const total = loaded.state === 'ready' ? loaded.data.total : undefined;
  return (
    <>
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
        <Table<T>
          pagination={false}
          footer={noun && total !== undefined ? () => countOf(total, noun) : undefined}
          {...table}
          loading={loaded.state === 'loading'}
          dataSource={loaded.state === 'ready' ? loaded.data.data : []}
          locale={{ emptyText: <span className={styles.empty}>{emptyText}</span> }}
        />
      </div>
    </>
  );
}
