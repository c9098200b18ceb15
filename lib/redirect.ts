import type { NextPageContext } from 'next';
import Router from 'next/router';

/** Temporary redirect: 302 during server rendering, Router.replace in the browser. */
export async function redirect(ctx: Pick<NextPageContext, 'res'>, location: string): Promise<void> {
  if (ctx.res) {
    if (!ctx.res.headersSent) {
      ctx.res.writeHead(302, { Location: location });
      ctx.res.end();
    }
    return;
  }
  await Router.replace(location);
}
