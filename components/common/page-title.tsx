import Head from 'next/head';
import { useAppSelector } from '../../redux/hooks';

/** Sets "<title> | <site name>" for a page. */
export default function PageTitle({ title }: { title: string }) {
  const siteName = useAppSelector((s) => s.ui.siteName);
  return (
    <Head>
      <title key="title">{`${title} | ${siteName}`}</title>
    </Head>
  );
}
