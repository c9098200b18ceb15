import { publicFileUrl, signFileUrl, signFolderUrl, type LinkGrant } from '../../storage';

/** Turns stored keys into the addresses the browser uses: public files directly, protected ones signed. */
export class FileUrls {
  constructor(private readonly secret: string) {}

  public(key: string | null | undefined): string | null {
    return key ? publicFileUrl(key) : null;
  }

  /**
   * A short-lived link to a protected file (5 minutes unless told otherwise), bound to the grant it is issued for
   * and the account it is issued to (EntitlementService.forLinks gives both): the file route refuses it once that
   * grant is revoked, and to another account's session.
   */
  signed(key: string, link: LinkGrant, options: { expiresInSeconds?: number; filename?: string } = {}): string {
    return signFileUrl(key, { secret: this.secret, link, ...options });
  }

  /** A link to the file at protected `key` whose token opens its whole folder (an HLS master playlist and all it names). */
  stream(key: string, link: LinkGrant, options: { expiresInSeconds?: number } = {}): string {
    const slash = key.lastIndexOf('/');
    return signFolderUrl(key.slice(0, slash), key.slice(slash + 1), { secret: this.secret, link, ...options });
  }
}
