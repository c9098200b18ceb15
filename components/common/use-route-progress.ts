import Router from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/** Spec 2: a pending route change shows a loading indicator. */
export function useRouteProgress(): void {
  useEffect(() => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 150 });
    const start = () => NProgress.start();
    const done = () => NProgress.done();
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
}
