import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { THEME_BOOTSTRAP_SCRIPT } from '../styles/theme';

/** antd's prebuilt stylesheets (scripts/antd-stylesheet.ts); next.config.js compiles their hashed addresses in. */
const ANTD_STYLESHEET = process.env.ANTD_STYLESHEET;
const ANTD_LATER_STYLESHEET = process.env.ANTD_LATER_STYLESHEET;

/**
 * antd's CSS is two static, cacheable stylesheets instead of CSS computed and inlined per request; the app
 * renders antd with `zeroRuntime` (styles/theme.ts), so nothing regenerates it in the server or the browser.
 */
export default class LimelightDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const initialProps = await Document.getInitialProps(ctx);
    return {
      ...initialProps,
      // In `styles`, so it comes after the app's own CSS files, where antd's inline styles used to be:
      // the cascade between the two is unchanged.
      styles: (
        <>
          {initialProps.styles}
          {ANTD_STYLESHEET && <link rel="stylesheet" href={ANTD_STYLESHEET} data-antd="" />}
          {/* The popups' sheet: linked by the parts that need it (lib/later-stylesheet.ts), or here without JavaScript. */}
          {ANTD_LATER_STYLESHEET && (
            <noscript>
              <link rel="stylesheet" href={ANTD_LATER_STYLESHEET} />
            </noscript>
          )}
        </>
      ),
    };
  }

  render() {
    return (
      <Html lang="en">
        <Head>
          {/* Sets <html data-theme="dark"> before the first paint when that is the saved theme. */}
          <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />
          <meta name="theme-color" content="#101218" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
