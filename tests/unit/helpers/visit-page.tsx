import { render } from '@testing-library/react';
import type { NextPageContext } from 'next';
import type { ParsedUrlQuery } from 'querystring';
import { Provider } from 'react-redux';
import { makeStore } from '../../../redux/store';
import type { LimelightPage } from '../../../types/page';

/**
 * A page as a visit runs it: its getInitialProps with a real store and sagas (the services mocked by the
 * test), then the render. Answers the store (to see what was dispatched and held) and the response's status.
 */
export async function visitPage<P extends object>(Page: LimelightPage<P>, query: ParsedUrlQuery = {}) {
  const store = makeStore();
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
