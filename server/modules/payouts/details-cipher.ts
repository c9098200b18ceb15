import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a stored value cannot be opened: another key, or altered. */
export class DetailsCipherError extends Error {}

/**
 * Payout details encrypted at rest: AES-256-GCM under a key derived (HKDF-SHA256) from PAYOUT_DETAILS_KEY, or from
 * the one kept in DATA_DIR. Each value is bound to its performer (additional data), so a value copied onto another
 * row does not open. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class DetailsCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'limelight', 'payout-details', 32));
  }

  seal(performerId: string, details: object): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(performerId));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  open(performerId: string, stored: string): Record<string, string> {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new DetailsCipherError('not a sealed value');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(performerId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as Record<string, string>;
    } catch {
      throw new DetailsCipherError('the payout details do not open with this key');
    }
  }
}
