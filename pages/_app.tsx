import type { AppProps } from 'next/app';
import { Provider } from 'react-redux';
import { END } from 'redux-saga';
import AppShell from '../components/common/app-shell';
import { requestOptions } from '../lib/request-options';
import { loadSiteState, restoreSession } from '../redux/app-bootstrap';
import { wrapper } from '../redux/store';
import type { PageStatics } from '../types/page';
import 'nprogress/nprogress.css';
import '../styles/globals.css';

function LimelightApp({ Component, ...rest }: AppProps) {
  const { store, props } = wrapper.useWrappedStore(rest);
  return (
    <Provider store={store}>
      <AppShell Component={Component} pageProps={props.pageProps ?? {}} />
    </Provider>
  );
}

/**
 * Per request (and per client-side navigation): site settings and country block into the UI slice,
 * session from the token cookie, the page's authenticate/noredirect statics, then the page's own
 * getInitialProps. On the server the sagas are ended and awaited so rendering never hangs.
 */
LimelightApp.getInitialProps = wrapper.getInitialAppProps((store) => async ({ Component, ctx }) => {
  try {
    await loadSiteState(store, requestOptions(ctx.req));
    const { ui } = store.getState();
    if (ui.maintenanceMode || ui.geoBlocked) return { pageProps: {} };

    const outcome = await restoreSession(store, ctx, Component as PageStatics);
    if (outcome === 'redirected') return { pageProps: {} };

    const pageProps = Component.getInitialProps ? await Component.getInitialProps(ctx) : {};
    return { pageProps };
  } finally {
    if (ctx.req) {
      store.dispatch(END);
      await store.sagaTask.toPromise();
    }
  }
});

export default LimelightApp;
