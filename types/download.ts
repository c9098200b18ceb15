import type { Static } from '@sinclair/typebox';
import type { DownloadLinkSchema, OwnedDownloadSchema } from '../server/modules/products/schemas';

/** GET /user/downloads: a digital product the caller bought (and still owns). */
export type OwnedDownload = Static<typeof OwnedDownloadSchema>;
/** GET /user/assets/products/:id/download-link: a signed address of the file, valid for `expiresInSeconds`. */
export type DownloadLink = Static<typeof DownloadLinkSchema>;
