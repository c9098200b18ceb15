import type { PrivateUserDto } from '../modules/users/presenter';

/**
 * A signed-in page rendered once for every viewer of the same shape: the render gets a stand-in user whose texts
 * are placeholders, and each answer swaps them for the viewer's own, escaped for where they stand (the page's
 * markup, or the JSON that hydrates it). What is not a text (roles, flags, which texts are empty) is the shape:
 * pages are kept apart by it.
 */

type Texts = Pick<PrivateUserDto, '_id' | 'name' | 'username' | 'email' | 'createdAt' | 'avatar' | 'cover' | 'gender' | 'country' | 'bio'>;
type TextField = keyof Texts;

const TEXT_FIELDS: TextField[] = ['_id', 'name', 'username', 'email', 'createdAt', 'avatar', 'cover', 'gender', 'country', 'bio'];

/**
 * Two placeholder sets that differ in their first character, their length and their dates: a page rendered with
 * each and spliced alike must come out the same, else it does more with a text than show it (an initial, a date
 * format, a comparison) and is not shared (viewer-pages.ts).
 */
export type PlaceholderSet = 'a' | 'b';
const DATES: Record<PlaceholderSet, string> = { a: '2001-02-03T04:05:06.007Z', b: '2012-11-10T09:08:07.065Z' };

function placeholder(field: TextField, set: PlaceholderSet): string {
  if (field === 'createdAt') return DATES[set];
  return set === 'a' ? `\uE000${field}\uE001` : `\uE002${field}-${field}\uE003`;
}

/** What of a viewer changes a page's structure: everything but the texts, and which texts are empty. */
export function viewerShape(user: PrivateUserDto): string {
  const empty = TEXT_FIELDS.filter((field) => !user[field]);
  return [[...user.roles].sort().join('+'), user.status, user.isPerformer, user.verifiedEmail, user.verifymyage_verified, empty.join('+')].join('/');
}

/** The stand-in user a shared render gets: the viewer's shape, with placeholders for its texts. */
export function standInUser(user: PrivateUserDto, set: PlaceholderSet): PrivateUserDto {
  const stand = { ...user, roles: [...user.roles] };
  for (const field of TEXT_FIELDS) if (user[field]) (stand as Record<TextField, string | null>)[field] = placeholder(field, set);
  return stand;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** As React escapes text and attribute values. */
const inMarkup = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
/** As JSON.stringify, then Next's escaping of the JSON inside its <script> (&, <, >, U+2028, U+2029). */
const inJson = (value: string) =>
  JSON.stringify(value)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const PAGE_DATA = /(<script id="__NEXT_DATA__"[^>]*>)([\s\S]*?)(<\/script>)/;

/** `html`, rendered with placeholder set `set`, with `user`'s texts in their places. */
export function spliceViewer(html: string, set: PlaceholderSet, user: Texts): string {
  const values = new Map<string, string>();
  for (const field of TEXT_FIELDS) if (user[field]) values.set(placeholder(field, set), user[field]);
  if (values.size === 0) return html;
  const pattern = new RegExp([...values.keys()].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const fill = (text: string, escape: (value: string) => string) => text.replace(pattern, (p) => escape(values.get(p)!));
  const data = PAGE_DATA.exec(html);
  if (!data) return fill(html, inMarkup);
  const before = html.slice(0, data.index);
  const after = html.slice(data.index + data[0].length);
  return fill(before, inMarkup) + data[1] + fill(data[2], inJson) + data[3] + fill(after, inMarkup);
}

/** The texts of placeholder set `set`, as if they were a viewer's (to check that a shared page splices as it should). */
export function placeholderTexts(set: PlaceholderSet): Texts {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, placeholder(field, set)])) as unknown as Texts;
}
