import { ApplicationSchema } from '../creator-applications/schemas';
import { PayoutAccountSchema, PayoutSchema } from '../payouts/schemas';
import { Type } from '@sinclair/typebox';
import { Body } from '../auth/schemas';
import { DeviceSessionSchema } from '../auth/session-schemas';
import { Nullable } from '../catalogue/schemas';
import { CommentTargetFields } from '../comments/schemas';
import { ReportSchema } from '../moderation/schemas';
import { NotificationPreferencesSchema } from '../notifications/schemas';
import { OrderSchema } from '../orders/schemas';
import { ReactionSchema } from '../reactions/schemas';
import { BroadcastSchema, MessageExportSchema } from '../messages/schemas';
import { PrivateUser } from '../users/schemas';

/** POST /users/me/deletion: the password, and the typed confirmation. */
export const AccountDeletionBody = Body({
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmation: Type.String({ maxLength: 40 }),
});
export const AccountDeletedSchema = Type.Object({ deleted: Type.Boolean() });

/** GET /users/me/export: everything the site keeps about the user, as a file. Never a password or a token hash. */
export const DataExportSchema = Type.Object({
  exportedAt: Type.String(),
  profile: Type.Object({ ...PrivateUser.properties, termsAcceptedAt: Nullable(Type.String()) }),
  notificationPreferences: NotificationPreferencesSchema,
  orders: Type.Array(OrderSchema),
  purchases: Type.Array(Type.Object({ objectType: Type.String(), objectId: Type.String(), orderId: Nullable(Type.String()), boughtAt: Type.String() })),
  subscriptions: Type.Array(
    Type.Object({
      _id: Type.String(),
      performerId: Nullable(Type.String()),
      status: Type.String(),
      startedAt: Type.String(),
      currentPeriodEnd: Type.String(),
      price: Type.Integer(),
      currency: Type.String(),
      recurring: Type.Boolean(),
      cancelledAt: Nullable(Type.String()),
      endedAt: Nullable(Type.String()),
    }),
  ),
  comments: Type.Array(Type.Object({ _id: Type.String(), ...CommentTargetFields, content: Type.String(), createdAt: Type.String() })),
  /** Likes, favourites and saves for later. */
  reactions: Type.Array(ReactionSchema),
  /** The creators the user follows, oldest first. */
  following: Type.Array(Type.Object({ performerId: Type.String(), followedAt: Type.String() })),
  sessions: Type.Array(DeviceSessionSchema),
  /** Applications to become a creator, newest first (the identity files themselves are never sent back). */
  creatorApplications: Type.Array(ApplicationSchema),
  /** What the user reported, and what came of it. */
  reports: Type.Array(ReportSchema),
  /** A performer's payout method and threshold (the details themselves stay encrypted: only their summary), and payouts sent. */
  payoutAccount: Type.Union([PayoutAccountSchema, Type.Null()]),
  payouts: Type.Array(PayoutSchema),
  /** Messages sent and received, newest first (a deleted or hidden one without its text). */
  messages: Type.Array(MessageExportSchema),
  /** A creator's messages to all their fans, newest first (each once, not its copy in every conversation). */
  messagesToAll: Type.Array(BroadcastSchema),
});
