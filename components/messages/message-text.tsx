import { Fragment } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A message's plain text as written (line breaks kept), its web addresses as links that open apart and pass no
 * standing (rel ugc nofollow). Nothing in it is ever read as HTML.
 */
export default function MessageText({ text }: { text: string }) {
  const parts: Array<{ text: string; link: boolean }> = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), link: false });
    parts.push({ text: match[0], link: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), link: false });
  return (
    <>
      {parts.map((part, i) =>
        part.link ? (
          <a key={i} href={part.text} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
