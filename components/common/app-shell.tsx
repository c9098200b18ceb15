import { App as AntApp, ConfigProvider } from 'antd';
import type { NextComponentType, NextPageContext } from 'next';
import { useEffect, useMemo } from 'react';
import { layoutComponent, pickLayout } from '../../layouts';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { uiRestoreRequested } from '../../redux/ui/slice';
import { antdThemeFor, SSR_THEME_VARS_ID } from '../../styles/theme';
import type { PageStatics } from '../../types/page';
import NotifyBridge from './notify-bridge';
import SiteHead from './site-head';
import { useRouteProgress } from './use-route-progress';

interface Props {
  Component: NextComponentType<NextPageContext, unknown, Record<string, unknown>> & PageStatics;
  pageProps: Record<string, unknown>;
}

/** Theme, messages, head, route progress and the layout the page (or maintenance / geo-block) asks for. */
export default function AppShell({ Component, pageProps }: Props) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.ui.theme);
  const maintenanceMode = useAppSelector((s) => s.ui.maintenanceMode);
  const geoBlocked = useAppSelector((s) => s.ui.geoBlocked);
  const themeConfig = useMemo(() => antdThemeFor(theme), [theme]);

  useRouteProgress();
  useEffect(() => {
    // The client has injected its own antd theme variables by now; the server's copy would otherwise
    // keep overriding them after a theme switch.
    document.getElementById(SSR_THEME_VARS_ID)?.remove();
    dispatch(uiRestoreRequested());
  }, [dispatch]);

  const layout = pickLayout({ page: Component.layout, maintenanceMode, geoBlocked });
  const Layout = layoutComponent(layout);
  const showsPage = layout !== 'maintenance' && layout !== 'geoBlock';

  return (
    <ConfigProvider theme={themeConfig}>
      <AntApp>
        <NotifyBridge />
        <SiteHead />
        <Layout>{showsPage && <Component {...pageProps} />}</Layout>
      </AntApp>
    </ConfigProvider>
  );
}
