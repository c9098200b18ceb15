import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../http/string-enum';

export const MenuSectionSchema = StringEnum(['header', 'footer']);

/** A link of the header or footer menu. */
export const MenuSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  path: Type.String(),
  section: MenuSectionSchema,
  isNewTab: Type.Boolean(),
  ordering: Type.Integer(),
});

/**
 * The public settings, every group together. GET /settings/public?group= answers the part in that group
 * (the route's response is this schema made Partial); the general group also carries `logo` and `menus`.
 */
export const PublicSettingsSchema = Type.Object({
  siteName: Type.String(),
  logoUrl: Type.String(),
  /** The same address as logoUrl (the original system's name). */
  logo: Type.String(),
  favicon: Type.String(),
  loginPlaceholderImage: Type.String(),
  menus: Type.Array(MenuSchema),
  /** Staff-written HTML. */
  footerContent: Type.String(),
  maintenanceMode: Type.Boolean(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** Cents each seller who ships an order's physical products charges for it (0: free shipping). */
  shippingFee: Type.Integer(),
  /** The least and the most a fan may tip, in cents. */
  tipMinCents: Type.Integer(),
  tipMaxCents: Type.Integer(),
  requireEmailVerification: Type.Boolean(),
  ageVerificationEnabled: Type.Boolean(),
  /** reCAPTCHA: when on, the register, contact and (after three failures) login forms carry the widget's token. */
  recaptchaEnabled: Type.Boolean(),
  recaptchaSiteKey: Type.String(),
  /** 'v2' (checkbox) or 'v3' (score); a plain string, so a mistyped value set by the admin CLI cannot break this answer. */
  recaptchaVersion: Type.String(),
  /** Group "uploads": the largest video file a performer may upload, in bytes. */
  uploadMaxBytes: Type.Integer(),
  /** Group "uploads": the containers accepted, as the file's own bytes say (mp4, mov, mkv...). */
  uploadVideoContainers: Type.Array(Type.String()),
  /** Group "uploads": the longest video processing accepts. */
  videoMaxDurationMinutes: Type.Integer(),
  /** Group "uploads": the most photos a gallery holds, and the largest photo file in bytes. */
  galleryMaxPhotos: Type.Integer(),
  uploadPhotoMaxBytes: Type.Integer(),
  /** Group "uploads": the most photos and videos a creator's post holds. */
  creatorPostMaxMedia: Type.Integer(),
});

export const PublicSettingsQuery = Type.Object({ group: Type.Optional(Type.String({ maxLength: 50, pattern: '^[a-zA-Z]*$' })) });
