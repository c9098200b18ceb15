import reducer, { errorCleared, initialErrorsState, redirectToErrorPage } from '../../../redux/errors/slice';
import { errorPageRedirect } from '../../../redux/errors/sagas';
import { navigate } from '../../../lib/navigation';
import { recordSaga } from '../helpers/record-saga';

jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));

const error = { statusCode: 404, error: 'Not Found', message: 'Video not found' };

describe('redirect to error page', () => {
  it('stores the error', () => {
    const state = reducer(initialErrorsState, redirectToErrorPage({ error, url: '/error' }));
    expect(state.lastError).toEqual(error);
    expect(reducer(state, errorCleared()).lastError).toBeNull();
  });

  it('navigates to the given url', async () => {
    await recordSaga(errorPageRedirect, redirectToErrorPage({ error, url: '/404' }));
    expect(navigate).toHaveBeenCalledWith('/404');
  });
});
