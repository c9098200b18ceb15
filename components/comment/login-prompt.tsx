import Link from '../common/link';
import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import styles from './comments.module.css';

/** Visitors read comments; writing one needs an account. */
export default function LoginPrompt() {
  return (
    <p className={styles.prompt} data-testid="comment-login-prompt">
      <Link href={ROUTES.authLogin}>Log in</Link> or <Link href={PAGE_ROUTES.register}>create an account</Link> to comment.
    </p>
  );
}
