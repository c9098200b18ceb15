import LightAlert from './light-alert';
import LightButton from './light-button';
import LightResult from './light-result';
import styles from './list-status.module.css';

export { default as ListEmpty } from './list-empty';

/** A list that could not load at all: what happened and a way to try again. */
export function ListError({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <LightResult
      status="warning"
      title={title}
      subTitle={message}
      data-testid="list-error"
      extra={onRetry ? <LightButton onClick={onRetry}>Try again</LightButton> : undefined}
    />
  );
}

/** Loading more failed: the shown items stay, the message sits under them. */
export function ListInlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LightAlert
      className={styles.inlineError}
      type="error"
      showIcon
      title={message}
      data-testid="list-more-error"
      action={
        <LightButton size="small" onClick={onRetry}>
          Retry
        </LightButton>
      }
    />
  );
}
