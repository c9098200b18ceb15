import { Alert, Button, Result } from 'antd';
import AntdScope from './antd-scope';
import styles from './list-status.module.css';

/** A list that could not load at all: what happened and a way to try again. */
export function ListError({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <AntdScope>
      <Result
        status="warning"
        title={title}
        subTitle={message}
        data-testid="list-error"
        extra={onRetry ? <Button onClick={onRetry}>Try again</Button> : undefined}
      />
    </AntdScope>
  );
}

/** Loading more failed: the shown items stay, the message sits under them. */
export function ListInlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AntdScope>
      <Alert
        className={styles.inlineError}
        type="error"
        showIcon
        title={message}
        data-testid="list-more-error"
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </AntdScope>
  );
}
