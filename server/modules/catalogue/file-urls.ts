import { publicFileUrl, signFileUrl } from '../../storage';

/** Turns stored keys into the addresses the browser uses: public files directly, protected ones signed. */
export class FileUrls {
  constructor(private readonly secret: string) {}

  public(key: string | null | undefined): string | null {
    return key ? publicFileUrl(key) : null;
  }

  /** A short-lived link to a protected file (5 minutes unless told otherwise). */
  signed(key: string, options: { expiresInSeconds?: number; filename?: string } = {}): string {
    return signFileUrl(key, { secret: this.secret, ...options });
  }
}
