import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { NONCE_HEADER } from '../lib/constants';
import { ANTD_PRECEDENCE, THEME_BOOTSTRAP_SCRIPT } from '../styles/theme';

/** antd's prebuilt base stylesheet (scripts/antd-stylesheet.ts); next.config.js compiles its hashed address in. */
const ANTD_BASE_STYLESHEET = process.env.ANTD_BASE_STYLESHEET;

/**
 * antd's CSS is static, cacheable stylesheets instead of CSS computed and inlined per request; the app renders
 * antd with `zeroRuntime` (styles/theme.ts), so nothing regenerates it in the server or the browser. Every page
 * links the base sheet here; the components' sheet comes with the parts that render antd (antd-scope.tsx).
 */
type Props = DocumentInitialProps & { nonce?: string };

export default class LimelightDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initialProps = await Document.getInitialProps(ctx);
    const nonce = ctx.req?.headers[NONCE_HEADER];
    return {
      ...initialProps,
      nonce: typeof nonce === 'string' ? nonce : undefined,
      // In `styles`, so it comes after the app's own CSS files, where antd's inline styles used to be:
      // the cascade between the two is unchanged.
      styles: (
        <>
          {initialProps.styles}
          {/* In React's "antd" precedence, so that React puts the components' sheet right after it. */}
          {ANTD_BASE_STYLESHEET && <link rel="stylesheet" href={ANTD_BASE_STYLESHEET} data-precedence={ANTD_PRECEDENCE} />}
        </>
      ),
    };
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          {/* Sets <html data-theme="dark"> before the first paint when that is the saved theme. */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />
          <meta name="theme-color" content="#101218" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
