import { agePreviewOf, isNotFound, toRequestError } from '../../../lib/errors';

describe('toRequestError: what a failed request leaves in the store', () => {
  it("keeps the API's message, status and code", () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'This email address is already registered', code: 'EMAIL_TAKEN', details: {} };
    expect(toRequestError(body, 'fallback')).toEqual({ message: 'This email address is already registered', status: 409, code: 'EMAIL_TAKEN' });
  });

  it('has no code when the API sent none, and the fallback message when it sent no message', () => {
    expect(toRequestError({ statusCode: 500, error: 'Internal Server Error', message: '' }, 'Error occured')).toStrictEqual({
      message: 'Error occured',
      status: 500,
    });
  });

  it('status 0 when no HTTP answer came (network failure, a thrown Error)', () => {
    expect(toRequestError({ statusCode: 0, error: 'NetworkError', message: 'Could not reach the server' }, 'x')).toEqual({
      message: 'Could not reach the server',
      status: 0,
    });
    expect(toRequestError(new Error('boom'), 'x')).toEqual({ message: 'boom', status: 0 });
  });

  it('keeps what the API sent along; the card of an age gate is read from it for that refusal only', () => {
    const preview = { _id: 'v1', title: 'Night walk', thumbnail: '/t.jpg', teaser: null };
    const gate = { statusCode: 403, error: 'Forbidden', message: 'Verify your age first', code: 'AGE_VERIFICATION_REQUIRED', details: { preview } };
    const kept = toRequestError(gate, 'x');
    expect(kept).toEqual({ message: 'Verify your age first', status: 403, code: 'AGE_VERIFICATION_REQUIRED', details: { preview } });
    expect(agePreviewOf(kept)).toEqual(preview);
    expect(toRequestError({ ...gate, details: undefined }, 'x')).toStrictEqual({
      message: 'Verify your age first',
      status: 403,
      code: 'AGE_VERIFICATION_REQUIRED',
    });
    expect(agePreviewOf(toRequestError({ ...gate, code: 'FORBIDDEN' }, 'x'))).toBeUndefined();
  });

  it('not found is decided by the status alone', () => {
    expect(isNotFound({ message: 'Whatever the wording', status: 404 })).toBe(true);
    expect(isNotFound({ message: 'Video not found', status: 500 })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
