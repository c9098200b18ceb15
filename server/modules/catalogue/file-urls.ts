import { publicFileUrl, signFileUrl, type LinkGrant } from '../../storage';

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
}
