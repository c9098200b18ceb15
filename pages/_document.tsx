import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { SSR_THEME_VARS_ID } from '../styles/theme';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';

/** Server HTML carries antd's CSS-in-JS styles inline, so the first paint is styled. */
export default class LimelightDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const cache = createCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) =>
          function StyledApp(props) {
            return (
              <StyleProvider cache={cache}>
                <App {...props} />
              </StyleProvider>
            );
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    // Theme variables go in their own tag, first: the client injects its own copy and the app shell then
    // removes this one, so a theme switch is not overridden by the server's values. The component
    // styles (with cssinjs' cache map, which must come last) stay and are reused by the client.
    const vars = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
    const style = extractStyle(cache, { plain: true, types: ['style'] });
    return {
      ...initialProps,
      styles: (
        <>
          {initialProps.styles}
          <style id={SSR_THEME_VARS_ID} dangerouslySetInnerHTML={{ __html: vars }} />
          <style id="antd-ssr" dangerouslySetInnerHTML={{ __html: style }} />
        </>
      ),
    };
  }

  render() {
    return (
      <Html lang="en">
        <Head>
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
