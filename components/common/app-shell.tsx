import type { NextComponentType, NextPageContext } from 'next';
import { useEffect, useRef } from 'react';
import { layoutComponent, pickLayout } from '../../layouts';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { uiRestoreRequested } from '../../redux/ui/slice';
import { ANTD_THEME_CLASS, THEME_ATTRIBUTE } from '../../styles/theme';
import type { PageStatics } from '../../types/page';
import NotifyBridge from './notify-bridge';
import SiteHead from './site-head';
import AgeVerificationModalHost from '../age-verification/age-verification-modal-host';
import SubscribeModalHost from '../subscription/subscribe-modal-host';
import UploadLeaveGuard from '../studio/upload-leave-guard';
import { useStoredCart } from './use-stored-cart';
import { useRouteProgress } from './use-route-progress';

interface Props {
  Component: NextComponentType<NextPageContext, unknown, Record<string, unknown>> & PageStatics;
  pageProps: Record<string, unknown>;
}

/** Theme attribute, messages, head, route progress and the layout the page (or maintenance / geo-block) asks for. */
export default function AppShell({ Component, pageProps }: Props) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.ui.theme);
  const maintenanceMode = useAppSelector((s) => s.ui.maintenanceMode);
  const geoBlocked = useAppSelector((s) => s.ui.geoBlocked);

  useRouteProgress();
  useEffect(() => {
    dispatch(uiRestoreRequested());
  }, [dispatch]);
  useThemeAttribute(theme);
  useStoredCart();

  const layout = pickLayout({ page: Component.layout, maintenanceMode, geoBlocked });
  const Layout = layoutComponent(layout);
  const showsPage = layout !== 'maintenance' && layout !== 'geoBlock';

  return (
    // antd's App root as plain markup (its base font, colour and theme variables come from the static sheet):
    // nothing here uses App's context, and App's code would weigh ~60 kB in every page's first load. No
    // ConfigProvider either: the parts that render antd bring their own (AntdScope).
    <div className={`ant-app ${ANTD_THEME_CLASS}`}>
      <NotifyBridge />
      <SiteHead />
      <UploadLeaveGuard />
      <Layout>{showsPage && <Component {...pageProps} />}</Layout>
      {showsPage && <SubscribeModalHost />}
      {showsPage && <AgeVerificationModalHost />}
    </div>
  );
}

/**
 * Keeps <html data-theme> (which selects the dark variables in antd's static stylesheet) in step with the
 * theme setting. On load pages/_document.tsx has already set it from the saved setting, before the first
 * paint, while the store still holds the server's default until the saved setting is restored: so the
 * attribute is written only when the theme changes after the first render (restore, toggle), never with
 * that default, which would flash the light theme.
 */
export function useThemeAttribute(theme: string) {
  const rendered = useRef(theme);
  useEffect(() => {
    if (rendered.current === theme) return;
    rendered.current = theme;
    document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  }, [theme]);
}
