import { Type } from '@sinclair/typebox';
import { CONTENT_RULES } from '../../../lib/content-rules';

// The fields of what creators publish, as request schemas built from the rules the Studio's forms check
// (lib/content-rules.ts): one rule, said on both sides. TypeBox only (the web app imports the types).

const { title, description, tags, categories, price, stock, shippingNote } = CONTENT_RULES;

export const TitleField = Type.String({ minLength: 1, maxLength: title.maxLength, pattern: '\\S' });
export const DescriptionField = Type.String({ maxLength: description.maxLength });
export const TagsField = Type.Array(Type.String({ minLength: 1, maxLength: tags.maxLength, pattern: '\\S' }), { maxItems: tags.maxItems });
export const CategoryIdsField = Type.Array(Type.String({ format: 'uuid' }), {
  maxItems: categories.maxItems,
  description: "categories of the item's kind (GET /user/assets/categories/search?group=...)",
});
/** What is always sold (a product): at least the minimum. */
export const SalePriceField = Type.Integer({ minimum: price.minCents, maximum: price.maxCents, description: 'integer cents: 999 is 9.99' });
export const StockField = Type.Union([Type.Integer({ minimum: 0, maximum: stock.max }), Type.Null()], { description: 'how many are left; null: unlimited' });
export const ShippingNoteField = Type.String({ maxLength: shippingNote.maxLength, description: 'how and where it ships, shown before buying' });
/** 0 is taken where access is not pay-per-view (and ignored); pay-per-view needs at least the minimum. */
export const PriceField = Type.Integer({ minimum: 0, maximum: price.maxCents, description: 'integer cents: 999 is 9.99' });

/** POST /performer/<kind>/:id/publish: live now, at a time to come (scheduled), or back to a draft. */
export const PublishBody = Type.Object(
  {
    publish: Type.Boolean(),
    at: Type.Optional(Type.String({ format: 'date-time', description: 'publish at this time (scheduled), not now; a time that has passed is refused' })),
  },
  { additionalProperties: false },
);
