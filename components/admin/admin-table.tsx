import { Table, type TableProps } from 'antd';
import styles from './admin.module.css';

interface Props<T> extends Omit<TableProps<T>, 'locale' | 'scroll' | 'pagination'> {
  /** What the table lists, for the scrolling region's name. */
  label: string;
  emptyText: string;
}

/**
 * An admin list: antd's Table in a region that scrolls sideways on a narrow screen and can be scrolled from the
 * keyboard, with an empty text that reads at the site's contrast (antd's own is the disabled colour).
 */
export default function AdminTable<T extends object>({ label, emptyText, ...table }: Props<T>) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <Table<T> pagination={false} {...table} locale={{ emptyText: <span className={styles.empty}>{emptyText}</span> }} />
    </div>
  );
}
