import { render } from '@testing-library/react';
import type { NextPageContext } from 'next';
import type { ParsedUrlQuery } from 'querystring';
import { Provider } from 'react-redux';
import { sessionRestored } from '../../../redux/auth/slice';
import { makeStore } from '../../../redux/store';
import type { LimelightPage } from '../../../types/page';
import type { User } from '../../../types/user';

/**
 * A page as a visit runs it: its getInitialProps with a real store and sagas (the services mocked by the
 * test), then the render. Answers the store (to see what was dispatched and held) and the response's status.
 * With `as`, the visit is signed in as that user (the session the app restores before the page loads).
 */
export async function visitPage<P extends object>(Page: LimelightPage<P>, query: ParsedUrlQuery = {}, { as }: { as?: User } = {}) {
  const store = makeStore();
  if (as) store.dispatch(sessionRestored(as));
  const res = { statusCode: 200, headersSent: false };
  const ctx = { store, query, res, pathname: '/', AppTree: () => null } as unknown as NextPageContext;
  const props = (await Page.getInitialProps!(ctx)) as P;
  const view = render(
    <Provider store={store}>
      <Page {...props} />
    </Provider>,
  );
  return { store, res, props, ...view };
}
