import { createLinkTokenPage } from '../../components/auth/link-token-page';
import VerifyEmail from '../../components/auth/verify-email';

/** The link mailed at registration. */
export default createLinkTokenPage({ title: 'Verify email', heading: 'Email verification', Body: VerifyEmail });
