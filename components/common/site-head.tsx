import Head from 'next/head';
import { useAppSelector } from '../../redux/hooks';

/** Document title, favicon and viewport from the site settings. Pages may override the title with <PageTitle>. */
export default function SiteHead() {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const favicon = useAppSelector((s) => s.ui.favicon);
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <title key="title">{siteName}</title>
      <link key="favicon" rel="icon" href={favicon} />
    </Head>
  );
}
