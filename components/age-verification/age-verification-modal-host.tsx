import { lazyComponent } from '../common/lazy-antd';
import { selectAgePromptOpen } from '../../redux/age-verification/selectors';
import { useAppSelector } from '../../redux/hooks';

const modal = lazyComponent<object>(() => import('./age-verification-modal'));

/**
 * Where the age prompt lives (once, in the app shell): it opens when auth.verificationRequired is set (after
 * a login or a restored session, or from a "Verify my age" button). Its code loads only then.
 */
export default function AgeVerificationModalHost() {
  const open = useAppSelector(selectAgePromptOpen);
  // Once loaded it stays mounted (closed), so that it can animate out.
  const AgeVerificationModal = modal.useLoaded(open ? 'now' : 'no');
  return AgeVerificationModal ? <AgeVerificationModal /> : null;
}
