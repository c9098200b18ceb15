import Head from 'next/head';
import { absoluteUrl } from '../../lib/seo';
import { useAppSelector } from '../../redux/hooks';

interface Props {
  title: string;
  description?: string | null;
  /** Site-relative or absolute; made absolute against `origin` for share previews. */
  image?: string | null;
  /** The site's origin as seen by the request (lib/seo requestOrigin). */
  origin?: string;
  type?: 'website' | 'video.other' | 'article' | 'profile' | 'product';
}

/** "<title> | <site name>", the description and the Open Graph / Twitter card tags a share preview reads. */
export default function SeoMeta({ title, description, image, origin = '', type = 'website' }: Props) {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const fullTitle = `${title} | ${siteName}`;
  const imageUrl = absoluteUrl(image, origin);
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      {description ? <meta key="description" name="description" content={description} /> : null}
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:site_name" property="og:site_name" content={siteName} />
      <meta key="og:type" property="og:type" content={type} />
      {description ? <meta key="og:description" property="og:description" content={description} /> : null}
      {imageUrl ? <meta key="og:image" property="og:image" content={imageUrl} /> : null}
      <meta key="twitter:card" name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
