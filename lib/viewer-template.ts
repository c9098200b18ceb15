import type { IncomingMessage } from 'http';
import type { ApiUser } from '../types/user';

/**
 * The contract between the server's shared signed-in pages (server/web/viewer-pages.ts) and server rendering: a
 * page rendered once for every signed-in viewer alike gets, instead of a token, a stand-in user whose texts are
 * placeholders the server swaps for each viewer's own. With no token, nothing the render fetches is anyone's.
 * It rides on the request under a symbol, which nothing a client sends can set.
 */
const KEY = Symbol.for('limelight.viewer-template');
type Holder = { [KEY]?: ApiUser };

export function attachViewerTemplate(req: IncomingMessage, user: ApiUser): void {
  (req as Holder)[KEY] = user;
}

/** The stand-in user of a shared signed-in render; null for every other request (and in the browser). */
export function viewerTemplateOf(req: IncomingMessage | undefined): ApiUser | null {
  return (req as Holder | undefined)?.[KEY] ?? null;
}
