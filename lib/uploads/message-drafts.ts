import { broadcastService } from '../../services/broadcast.service';
import { messageService } from '../../services/message.service';
import type { DraftPhoto } from '../../types/message';
import type { PhotoDestination } from './photo-upload';

/** A conversation's draft, or the creator's draft for a message to all. */
export const draftDestination = (conversationId: string | null): PhotoDestination =>
  conversationId ? { kind: 'message', id: conversationId } : { kind: 'broadcast', id: 'all' };

/** The photos uploaded for the next message there. */
export const draftPhotosOf = ({ kind, id }: PhotoDestination): Promise<DraftPhoto[]> =>
  kind === 'broadcast' ? broadcastService.draftPhotos() : messageService.draftPhotos(id);

/** Takes one photo out of that draft. */
export const removeDraftPhoto = ({ kind, id }: PhotoDestination, photoId: string): Promise<void> =>
  kind === 'broadcast' ? broadcastService.removeDraftPhoto(photoId) : messageService.removeDraftPhoto(id, photoId);
