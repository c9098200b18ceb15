import { render, screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import { Provider } from 'react-redux';
import PerformerPage from '../../../pages/performers/[id]';
import { makeStore } from '../../../redux/store';
import { performerService } from '../../../services/performer.service';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/performers/nobody', query: { id: 'nobody' }, push: jest.fn() }) }));
jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../services/performer.service', () => ({ performerService: { search: jest.fn(), findOne: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

/** The page as a visit runs it: getInitialProps (real store and sagas, mocked API), then the render. */
async function visit(thrown: unknown) {
  jest.mocked(performerService.findOne).mockRejectedValue(thrown);
  const store = makeStore();
  const res = { statusCode: 200, headersSent: false };
  const ctx = { store, query: { id: 'nobody' }, res, pathname: '/performers/[id]', AppTree: () => null } as unknown as NextPageContext;
  const props = await PerformerPage.getInitialProps!(ctx);
  render(
    <Provider store={store}>
      <PerformerPage {...props} />
    </Provider>,
  );
  return { res, error: store.getState().performers.profile.error };
}

// The page decides "not found" from the answer's status, never from the wording of its message.
describe('performer page', () => {
  it('a 404 from the API shows the not-found state and answers 404', async () => {
    const { res, error } = await visit({ statusCode: 404, error: 'Not Found', message: 'No such creator' });
    expect(error).toEqual({ message: 'No such creator', status: 404 });
    expect(res.statusCode).toBe(404);
    expect(screen.getByTestId('page-error')).toHaveTextContent('This performer is not available');
    expect(screen.queryByText('No such creator')).not.toBeInTheDocument();
  });

  it('a 500 does not, even when its message says "not found": it shows the message and answers 500', async () => {
    const { res } = await visit({ statusCode: 500, error: 'Internal Server Error', message: 'Settings not found' });
    expect(res.statusCode).toBe(500);
    expect(screen.getByTestId('page-error')).toHaveTextContent("We couldn't load this performer");
    expect(screen.getByText('Settings not found')).toBeInTheDocument();
    expect(screen.queryByText('This performer is not available')).not.toBeInTheDocument();
  });

  it('no answer at all (network) is not a 404 either', async () => {
    const { res } = await visit({ statusCode: 0, error: 'NetworkError', message: 'Could not reach the server, please try again later' });
    expect(res.statusCode).toBe(500);
    expect(screen.getByText('Could not reach the server, please try again later')).toBeInTheDocument();
  });
});
