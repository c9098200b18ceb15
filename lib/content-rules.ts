// What a creator may publish (videos, galleries, products, posts), in one place: the server's schemas are built from
// these (server/modules/catalogue/content-fields.ts) and the Studio's forms check them before sending, with the
// messages below, so a form never lets through what the server refuses nor refuses what it takes.

export const CONTENT_RULES = {
  title: { maxLength: 200 },
  description: { maxLength: 5000 },
  tags: { maxItems: 30, maxLength: 50 },
  categories: { maxItems: 10 },
  /** Integer cents: a price is at least 0.01 and at most 1,000,000.00. */
  price: { minCents: 1, maxCents: 100_000_000 },
  /** A physical product's stock (none: unlimited) and how it ships. */
  stock: { max: 1_000_000 },
  shippingNote: { maxLength: 500 },
  /** Pictures of a product. */
  productImages: { maxItems: 8 },
  /** A gallery photo's caption. */
  caption: { maxLength: 500 },
  /** A creator post's text, as written (its marks included), and its photos and videos. */
  postBody: { maxLength: 10_000 },
  postMedia: { maxItems: 20 },
} as const;

const { title, description, tags } = CONTENT_RULES;

/** `kind`: what is titled ("video"), for the message; `word`: what its title is called (a product's is its "name"). */
export function titleProblem(text: string, kind: string, word = 'title'): string | null {
  const trimmed = text.trim();
  if (!trimmed) return `Give the ${kind} a ${word}.`;
  if (trimmed.length > title.maxLength) return `A ${word} has at most ${title.maxLength} characters.`;
  return null;
}

export function descriptionProblem(text: string): string | null {
  return text.trim().length > description.maxLength ? `A description has at most ${description.maxLength} characters.` : null;
}

export function postBodyProblem(text: string): string | null {
  const { maxLength } = CONTENT_RULES.postBody;
  return text.trim().length > maxLength ? `A post has at most ${maxLength.toLocaleString('en-US')} characters.` : null;
}

/** Tags as typed ("summer, #beach"): trimmed, without "#", duplicates and empties. */
export function tagsFromInput(text: string): string[] {
  const seen = new Set<string>();
  for (const entry of text.split(',')) {
    const tag = entry.trim().replace(/^#+/, '').trim();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** The tags as the input shows them. */
export const inputFromTags = (list: string[]) => list.join(', ');

export function tagsProblem(list: string[]): string | null {
  if (list.length > tags.maxItems) return `At most ${tags.maxItems} tags.`;
  const long = list.find((t) => t.length > tags.maxLength);
  return long ? `A tag has at most ${tags.maxLength} characters ("${long.slice(0, 20)}…").` : null;
}

export function categoriesProblem(ids: string[]): string | null {
  return ids.length > CONTENT_RULES.categories.maxItems ? `At most ${CONTENT_RULES.categories.maxItems} categories.` : null;
}

/** A stock as typed: empty is unlimited. */
export function stockProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,7}$/.test(trimmed) || Number(trimmed) > CONTENT_RULES.stock.max)
    return `Say how many are left as a whole number up to ${CONTENT_RULES.stock.max.toLocaleString('en-US')}, or leave it empty for unlimited.`;
  return null;
}

export function shippingNoteProblem(text: string): string | null {
  const { maxLength } = CONTENT_RULES.shippingNote;
  return text.trim().length > maxLength ? `A shipping note has at most ${maxLength} characters.` : null;
}
