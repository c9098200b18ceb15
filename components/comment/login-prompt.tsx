import Link from '../common/link';
import { useRouter } from 'next/router';
import { loginPath, registerPath } from '../../lib/return-path';
import styles from './comments.module.css';

/** Visitors read comments; writing one needs an account. */
export default function LoginPrompt() {
  const { asPath } = useRouter();
  return (
    <p className={styles.prompt} data-testid="comment-login-prompt">
      <Link href={loginPath(asPath)}>Log in</Link> or <Link href={registerPath(asPath)}>create an account</Link> to comment.
    </p>
  );
}
