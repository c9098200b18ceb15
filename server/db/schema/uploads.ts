import type { ColumnType } from 'kysely';
import type { Counter, Timestamp } from './columns';

// The uploads module's tables: resumable (tus) uploads and the locks on them (0024).

export type UploadKind = 'video' | 'photo' | 'product' | 'post_media' | 'identity' | 'message_attachment' | 'message_video';

export interface UploadsTable {
  /** The tus upload id, also its name in storage. */
  id: string;
  user_id: string;
  /** What the upload is for: a video's original (video_id), a gallery's photo (photo_id), a product's file (product_id). */
  kind: ColumnType<UploadKind, UploadKind | undefined, UploadKind>;
  /** null once the video (or photo) was deleted: the upload is removed by the next clean-up. */
  video_id: string | null;
  photo_id: ColumnType<string | null, string | null | undefined, string | null>;
  product_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A creator post's photo (0029). */
  post_media_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A creator application's identity document or selfie (0033). */
  application_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A photo for a message (0047). */
  message_attachment_id: ColumnType<string | null, string | null | undefined, string | null>;
  size: number;
  received: Counter;
  filename: string | null;
  created_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UploadLocksTable {
  id: string;
  /** The lock holder's random token. */
  holder: string;
  expires_at: Timestamp;
}
