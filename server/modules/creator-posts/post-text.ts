import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * A creator's post as its author writes it (plain text with a few marks: **bold**, *italic*, [a link](https://...),
 * bare addresses, line breaks) and as the site shows it: markdown-it with every other rule off and no HTML of the
 * author's own, then sanitize-html keeping only those marks, so no mark the author types can run or restyle the page.
 * Links open in a new tab, marked nofollow (a creator's links are not the site's endorsement).
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, typographer: false }).enable([
  'paragraph',
  'newline',
  'emphasis',
  'link',
  'linkify',
  'escape',
  'text',
]);

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow ugc' } }),
  },
};

/** The post's body as HTML, safe to put on a page. */
export function postHtml(text: string): string {
  return sanitizeHtml(markdown.render(text), SANITISE).trim();
}

/** The first words of a post as plain text (a card, an e-mail, a locked post's teaser). */
export function postExcerpt(text: string, maxLength = 160): string {
  const plain = sanitizeHtml(markdown.render(text), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return plain.length <= maxLength ? plain : `${plain.slice(0, maxLength - 1).trimEnd()}…`;
}
