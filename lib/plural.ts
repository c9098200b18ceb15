/** Plural nouns whose singular is not the plural less its "s". */
const IRREGULAR: Record<string, string> = {
  galleries: 'gallery',
  categories: 'category',
  replies: 'reply',
  people: 'person',
  news: 'news',
};

const rules = new Intl.PluralRules('en');

/** "videos" -> "video", "galleries" -> "gallery". */
export function singularOf(plural: string): string {
  return IRREGULAR[plural] ?? (plural.endsWith('s') ? plural.slice(0, -1) : plural);
}

/** The form of a noun a count takes: "video" for 1, "videos" for 0, 2, 1.5... Nouns are named in the plural, as lists are. */
export function nounFor(count: number, plural: string): string {
  return rules.select(count) === 'one' ? singularOf(plural) : plural;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** "1 video", "12,500 videos", "1.2K views" (with `format` for the number). */
export function countOf(count: number, plural: string, format: (n: number) => string = grouped): string {
  return `${format(count)} ${nounFor(count, plural)}`;
}
