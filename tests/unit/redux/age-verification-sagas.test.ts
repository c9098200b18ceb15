import { ageVerificationRequired, ageVerified } from '../../../redux/auth/slice';
import { purchaseFailed } from '../../../redux/checkout/slice';
import { subscriptionsActions } from '../../../redux/subscriptions/slice';
import {
  AGE_MESSAGES,
  callbackFlow,
  checkFlow,
  isAgeRefusal,
  loadStatusFlow,
  promptOnRefusal,
  recheckFlow,
  startFlow,
} from '../../../redux/age-verification/sagas';
import reducer, { ageVerificationActions as actions, initialAgeVerificationState } from '../../../redux/age-verification/slice';
import { leaveSite, navigate } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { ageVerificationService } from '../../../services/age-verification.service';
import type { AgeVerificationStatus } from '../../../types/age-verification';
import { makeUser, requestError } from '../helpers/fixtures';
import { recordSaga } from '../helpers/record-saga';

jest.mock('../../../services/age-verification.service', () => ({
  ageVerificationService: { enabled: jest.fn(), status: jest.fn(), recheck: jest.fn(), callback: jest.fn(), start: jest.fn() },
}));
jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const service = jest.mocked(ageVerificationService);

const none: AgeVerificationStatus = { status: 'none', verified: false, provider: null, updatedAt: null, verifiedAt: null, reference: null };
const pending: AgeVerificationStatus = { ...none, status: 'pending', provider: 'simulator', updatedAt: '2026-11-23T10:00:00.000Z' };
const verified: AgeVerificationStatus = { ...pending, status: 'verified', verified: true, verifiedAt: '2026-11-23T10:05:00.000Z', reference: 'ref-1' };
const failedStatus: AgeVerificationStatus = { ...pending, status: 'failed' };
const unavailable = { statusCode: 502, error: 'Bad Gateway', message: 'The age verification provider is unavailable', code: 'AGE_VERIFICATION_UNAVAILABLE' };

beforeEach(() => jest.clearAllMocks());

describe('whether verification applies', () => {
  it('stores the answer with the visitor country', async () => {
    service.enabled.mockResolvedValue({ enabled: true, country: 'FR' });
    expect(await recordSaga(checkFlow, actions.checkRequested())).toEqual([actions.checkSucceeded({ enabled: true, country: 'FR' })]);
  });

  it('a failing check is logged and counts as enabled (no country to preselect)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    service.enabled.mockRejectedValue({ statusCode: 500, error: 'x', message: 'boom' });
    expect(await recordSaga(checkFlow, actions.checkRequested())).toEqual([actions.checkSucceeded({ enabled: true, country: null })]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('age verification status (a status that can be rechecked)', () => {
  it('loads the status into the store', async () => {
    service.status.mockResolvedValue(pending);
    expect(await recordSaga(loadStatusFlow, actions.statusRequested())).toEqual([actions.statusSucceeded(pending)]);
  });

  it('a verified status marks the user verified (the prompt never shows again)', async () => {
    service.status.mockResolvedValue(verified);
    expect(await recordSaga(loadStatusFlow, actions.statusRequested())).toEqual([actions.statusSucceeded(verified), ageVerified()]);
  });

  it('a recheck that comes back verified says so', async () => {
    service.recheck.mockResolvedValue(verified);
    expect(await recordSaga(recheckFlow, actions.recheckRequested())).toEqual([actions.statusSucceeded(verified), ageVerified()]);
    expect(notify.success).toHaveBeenCalledWith(AGE_MESSAGES.verified);
  });

  it('a recheck while the provider is down keeps the status and shows the server message', async () => {
    service.recheck.mockRejectedValue(unavailable);
    const put = await recordSaga(recheckFlow, actions.recheckRequested());
    expect(put).toEqual([actions.statusFailed({ ...requestError(unavailable.message, 502), code: 'AGE_VERIFICATION_UNAVAILABLE' })]);
    expect(notify.error).toHaveBeenCalledWith(unavailable.message);
  });

  it('the reducer keeps the last status while a recheck is out, then replaces it', () => {
    let state = reducer(initialAgeVerificationState, actions.statusSucceeded(pending));
    state = reducer(state, actions.recheckRequested());
    expect(state.status).toMatchObject({ data: pending, requesting: true, error: null });
    state = reducer(state, actions.statusSucceeded(verified));
    expect(state.status).toMatchObject({ data: verified, requesting: false, success: true });
  });
});

describe('callback', () => {
  const answer = { code: 'c0de', state: 'st4te' };

  it('verified: stores it, marks the user verified, says so and goes to their feed', async () => {
    service.callback.mockResolvedValue(verified);
    const put = await recordSaga(callbackFlow, actions.callbackRequested(answer));
    expect(service.callback).toHaveBeenCalledWith(answer);
    expect(put).toEqual([actions.callbackSucceeded(verified), ageVerified()]);
    expect(notify.success).toHaveBeenCalledWith(AGE_MESSAGES.verified);
    expect(navigate).toHaveBeenCalledWith('/feed');
  });

  it('failed: stores it and stays for the page to offer another try', async () => {
    service.callback.mockResolvedValue(failedStatus);
    expect(await recordSaga(callbackFlow, actions.callbackRequested(answer))).toEqual([actions.callbackSucceeded(failedStatus)]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an API error is kept with its code, and nothing is retried', async () => {
    service.callback.mockRejectedValue({ statusCode: 410, error: 'Gone', message: 'This verification link has expired', code: 'AGE_STATE_EXPIRED' });
    const put = await recordSaga(callbackFlow, actions.callbackRequested(answer));
    expect(put).toEqual([actions.callbackFailed({ message: 'This verification link has expired', status: 410, code: 'AGE_STATE_EXPIRED' })]);
    expect(service.callback).toHaveBeenCalledTimes(1);
  });

  it('a new callback forgets the previous answer', () => {
    const before = reducer(initialAgeVerificationState, actions.callbackSucceeded(failedStatus));
    expect(reducer(before, actions.callbackRequested(answer)).callback).toMatchObject({ data: null, requesting: true, success: false });
  });
});

describe('start', () => {
  const loggedIn = { auth: { loggedIn: true }, user: { current: makeUser({ _id: 'u7' }) } };

  it('opens a verification for the logged-in user with the chosen country, then leaves for the provider', async () => {
    service.start.mockResolvedValue({ redirectUrl: 'https://provider.example/authorize?state=s' });
    const put = await recordSaga(startFlow, actions.startRequested({ country: 'GB' }), loggedIn);
    expect(service.start).toHaveBeenCalledWith({ userId: 'u7', country: 'GB' });
    expect(put).toEqual([actions.startSucceeded()]);
    expect(leaveSite).toHaveBeenCalledWith('https://provider.example/authorize?state=s');
  });

  it('keeps the server message (already verified, switched off) and stays', async () => {
    service.start.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'Your age is already verified', code: 'AGE_ALREADY_VERIFIED' });
    const put = await recordSaga(startFlow, actions.startRequested({ country: 'GB' }), loggedIn);
    expect(put).toEqual([actions.startFailed({ message: 'Your age is already verified', status: 409, code: 'AGE_ALREADY_VERIFIED' })]);
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('asks a visitor who is not logged in to log in first, without calling the API', async () => {
    const put = await recordSaga(startFlow, actions.startRequested({ country: 'GB' }), { auth: { loggedIn: false } });
    expect(put).toEqual([actions.startFailed({ message: AGE_MESSAGES.loginFirst, status: 401 })]);
    expect(service.start).not.toHaveBeenCalled();
  });
});

describe('a refusal for want of a verified age', () => {
  const refused = { message: 'Verify your age first', status: 403, code: 'AGE_VERIFICATION_REQUIRED' };

  it('is recognised in a failed purchase or subscription, and nothing else', () => {
    expect(isAgeRefusal(purchaseFailed(refused))).toBe(true);
    expect(isAgeRefusal(subscriptionsActions.cancelFailed({ id: 's1', error: refused }))).toBe(true);
    expect(isAgeRefusal(purchaseFailed({ message: 'Forbidden', status: 403, code: 'FORBIDDEN' }))).toBe(false);
    expect(isAgeRefusal(actions.statusRequested())).toBe(false);
  });

  it('opens the prompt for a logged-in unverified user only', async () => {
    const unverified = { auth: { loggedIn: true }, user: { current: makeUser({ verifymyage_verified: false }) } };
    const verifiedUser = { auth: { loggedIn: true }, user: { current: makeUser({ verifymyage_verified: true }) } };
    expect(await recordSaga(promptOnRefusal, purchaseFailed(refused), unverified)).toEqual([ageVerificationRequired()]);
    expect(await recordSaga(promptOnRefusal, purchaseFailed(refused), verifiedUser)).toEqual([]);
    expect(await recordSaga(promptOnRefusal, purchaseFailed(refused), { auth: { loggedIn: false } })).toEqual([]);
  });
});
