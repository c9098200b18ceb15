import { createLinkTokenPage } from '../../components/auth/link-token-page';
import ConfirmEmailChange from '../../components/auth/confirm-email-change';

/** The link of an e-mail change, mailed to the new address (it works signed in or not). */
export default createLinkTokenPage({ title: 'Confirm your new email', heading: 'New email address', Body: ConfirmEmailChange });
