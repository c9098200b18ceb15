import { createLinkTokenPage } from '../../components/auth/link-token-page';
import ResetPasswordForm from '../../components/auth/reset-password-form';

/** The link of a forgotten password. */
export default createLinkTokenPage({ title: 'Reset password', heading: 'Choose a new password', Body: ResetPasswordForm });
