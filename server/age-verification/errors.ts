import { HttpError } from '../http/errors';

export const providerUnavailable = () =>
  new HttpError(
    502,
    'The age verification service could not be reached. Your verification is still pending: please try again in a moment.',
    'AGE_VERIFICATION_UNAVAILABLE',
  );

export const codeRejected = () => new HttpError(400, 'The age verification service did not accept this verification. Please start again.', 'AGE_CODE_REJECTED');
