import { Type } from '@sinclair/typebox';
import { Nullable, PerformerCardSchema } from '../catalogue/schemas';

export const ChannelSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  cover: Nullable(Type.String()),
  /** Live videos only. */
  videosCount: Type.Integer(),
  performers: Type.Array(PerformerCardSchema),
});
