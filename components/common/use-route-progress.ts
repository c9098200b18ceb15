import Router from 'next/router';
import { useEffect } from 'react';

type NProgress = typeof import('nprogress');

/**
 * Spec 2: a pending route change shows a loading indicator. nprogress is first needed on a navigation, so it loads
 * after the page instead of among every page's first-load scripts; a change that starts before it arrives shows
 * the bar when it does.
 */
export function useRouteProgress(): void {
  useEffect(() => {
    let progress: NProgress | null = null;
    let changing = false;
    let mounted = true;
    void import('nprogress').then(({ default: loaded }) => {
      if (!mounted) return;
      loaded.configure({ showSpinner: false, trickleSpeed: 150 });
      progress = loaded;
      if (changing) loaded.start();
    });
    const start = () => {
      changing = true;
      progress?.start();
    };
    const done = () => {
      changing = false;
      progress?.done();
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      mounted = false;
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
}
