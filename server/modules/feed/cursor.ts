import { cursorPosition, signedCursor, type ListPosition } from '../../http/signed-cursor';

const PURPOSE = 'feed-cursor';

/** Where the fan's next feed page starts (after this item), signed for this fan. */
export const feedCursor = (secret: string, fanId: string, position: ListPosition) => signedCursor(secret, PURPOSE, fanId, position);

/** The position of a feed cursor; 400 BAD_CURSOR when it was edited or is another fan's. */
export const feedPosition = (secret: string, fanId: string, cursor: string) =>
  cursorPosition(secret, PURPOSE, fanId, cursor, 'This feed position is not valid: load the feed from the top again.');
