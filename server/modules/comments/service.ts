import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { Db } from '../../db';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/server';
import type { FileStorage } from '../../storage';
import type { Session } from '../auth/sessions';
import type { FileUrls } from '../catalogue/file-urls';
import { performerCards } from '../users/cards';
import { COMMENT_IMAGE_SHAPE, removeReplaced } from '../uploads/images';
import { replaceImage } from '../uploads/replace-image';
import { toComment, type CommentDto, type CommentRow } from './presenter';
import { CommentsRepo } from './repo';
import type { CommentableType } from '../../db/schema';
import type { EngagementTargets, Target } from '../engagement/targets';
import type { Notify } from '../notifications/centre';
import type { Paging } from '../../http/paging';
import type { UserBlocks } from '../moderation/blocks';

export const MAX_COMMENT_LENGTH = 1000;

type User = Session['user'];
type Notifier = Pick<Realtime, 'toObject' | 'toUser'>;

/** Text as stored: trimmed, without control characters other than tabs and line breaks. HTML stays plain text. */
export function cleanContent(content: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = content.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  const length = [...text].length;
  if (length === 0 || length > MAX_COMMENT_LENGTH) {
    throw badRequest(`A comment must have 1 to ${MAX_COMMENT_LENGTH} characters`, 'INVALID_COMMENT');
  }
  return text;
}

export class CommentsService {
  private readonly repo: CommentsRepo;

  constructor(
    private readonly db: Db,
    private readonly files: FileUrls,
    private readonly storage: FileStorage,
    private readonly realtime: Notifier,
    private readonly targets: EngagementTargets,
    private readonly blocks: Pick<UserBlocks, 'refuseIfBlocked'>,
    private readonly notify: Notify,
    /** Which of these comments the viewer likes (the reactions module's). */
    private readonly likedBy: (viewerId: string, commentIds: string[]) => Promise<Set<string>>,
  ) {
    this.repo = new CommentsRepo(db, targets);
  }

  /** Comments on what the public can see (unless its creator blocked the user); tells the object's viewers and its performer (unless they wrote it). */
  async create(user: User, objectType: CommentableType, objectId: string, content: string): Promise<CommentDto> {
    const text = cleanContent(content);
    const comment = await inTransaction(this.db, async (trx, afterCommit) => {
      const target = await this.targets.require(trx, objectType, objectId, true);
      await this.blocks.refuseIfBlocked(trx, target.ownerId, user.id, 'comment on their content');
      const [created] = await this.present([await this.repo.on(trx).create(target, user.id, text)], undefined, trx);
      await this.tellCentre(trx, afterCommit, target, user.id);
      afterCommit(() => {
        this.realtime.toObject(objectType, objectId, SOCKET_EVENTS.commentCreated, { comment: created });
        if (target.ownerId && target.ownerId !== user.id) {
          this.realtime.toUser(target.ownerId, SOCKET_EVENTS.commentNotification, { comment: created, objectType, objectId });
        }
      });
      return created;
    });
    return { ...comment, isAuthor: true };
  }

  /** Its performer hears of a comment on their content; the others who commented there, that someone also did. */
  private async tellCentre(trx: Executor, afterCommit: AfterCommit, target: Target<CommentableType>, authorId: string): Promise<void> {
    const about = { groupKey: `comments:${target.objectType}:${target.objectId}`, actorId: authorId, subject: { title: target.title, path: target.path } };
    if (target.ownerId) await this.notify(trx, afterCommit, [target.ownerId], { kind: 'comment_on_content', ...about });
    const others = await this.repo.on(trx).commentersOn(target, [authorId, ...(target.ownerId ? [target.ownerId] : [])]);
    await this.notify(trx, afterCommit, others, { kind: 'comment_reply', ...about });
  }

  async search(objectType: CommentableType, objectId: string, paging: Paging, viewerId: string | null) {
    await this.targets.require(this.db, objectType, objectId, true);
    const { rows, total } = await this.repo.page(objectType, objectId, paging);
    const data = await this.present(rows, viewerId);
    if (!viewerId) return { data, total };
    const liked = await this.likedBy(
      viewerId,
      data.map((c) => c._id),
    );
    return { data: data.map((c) => ({ ...c, liked: liked.has(c._id) })), total };
  }

  /** Every comment the user wrote, newest first (their data export). */
  async byAuthor(userId: string): Promise<Array<{ _id: string; objectType: CommentableType; objectId: string; content: string; createdAt: string }>> {
    const rows = await this.repo.byAuthor(userId);
    return rows.map((c) => ({
      _id: c.id,
      objectType: c.object_type,
      objectId: c.object_id,
      content: c.content,
      createdAt: new Date(c.created_at).toISOString(),
    }));
  }

  /** The author, the performer whose content it is, or an admin may remove a comment. */
  async remove(user: User, id: string): Promise<void> {
    const comment = await this.existing(id);
    const target = await this.targets.find(this.db, comment.object_type, comment.object_id, false);
    const allowed = comment.user_id === user.id || target?.ownerId === user.id || user.roles.includes('admin');
    if (!allowed) throw forbidden('You cannot remove this comment');
    const { object_type: objectType, object_id: objectId } = comment;
    const removed = await inTransaction(this.db, async (trx, afterCommit) => {
      const gone = await this.repo.on(trx).remove(comment);
      if (gone) afterCommit(() => this.realtime.toObject(objectType, objectId, SOCKET_EVENTS.commentDeleted, { commentId: id, objectType, objectId }));
      return gone;
    });
    if (!removed) throw notFound('Comment not found');
    await removeReplaced(this.storage, removed.imageKey, null);
  }

  /** Attaches a picture to one's own comment (max 1280 px, WebP), replacing the previous one. */
  async attachImage(user: User, id: string, readFile: () => Promise<Buffer>): Promise<CommentDto> {
    const comment = await this.existing(id);
    if (comment.user_id !== user.id) throw forbidden('Only the author can add an image to this comment');
    const updated = await replaceImage(this.storage, `comments/${id}`, (key) => this.repo.swapImage(id, key), await readFile(), COMMENT_IMAGE_SHAPE);
    if (!updated) throw notFound('Comment not found');
    const [dto] = await this.present([updated], user.id);
    return dto;
  }

  private async existing(id: string): Promise<CommentRow> {
    const comment = await this.repo.byId(id);
    if (!comment) throw notFound('Comment not found');
    return comment;
  }

  private async present(rows: CommentRow[], viewerId?: string | null, db: Executor = this.db): Promise<CommentDto[]> {
    const creators = await performerCards(
      db,
      this.files,
      rows.map((r) => r.user_id),
    );
    return rows.map((r) => toComment(r, this.files, creators, viewerId));
  }
}
