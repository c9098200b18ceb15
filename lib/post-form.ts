import { postBodyProblem, titleProblem } from './content-rules';
import { centsFromInput, inputFromCents, priceProblem } from './price-input';
import type { VideoAccess } from './video-form';
import type { CreatePost, OwnCreatorPost, OwnCreatorPostDetail, UpdatePost } from '../types/creator-post';

// The Studio's post forms (new post, edit): their values as typed, their checks (lib/content-rules.ts, the server's own
// rules, said before sending) and the bodies they send. Photos go by tus (lib/uploads/photo-upload.ts).

export interface PostFormValues {
  title: string;
  /** As written: **bold**, *italics*, [a link](https://...), addresses and line breaks. */
  body: string;
  access: VideoAccess;
  /** In the site's currency, for pay-per-view. */
  price: string;
}

export type PostFormErrors = Partial<Record<keyof PostFormValues, string>>;

/** Who may see a post, in the Studio's words. */
export const POST_ACCESS: Record<OwnCreatorPost['access'], string> = { free: 'Free', subscribers: 'Subscribers only', sale: 'Pay-per-view' };

export const emptyPostForm: PostFormValues = { title: '', body: '', access: 'subscribers', price: '' };

/** The edit form's first values: the post as it is. */
export const postFormOf = (post: OwnCreatorPostDetail): PostFormValues => ({
  title: post.title,
  body: post.body,
  access: post.access,
  price: post.access === 'sale' && post.price > 0 ? inputFromCents(post.price) : '',
});

/** Every field's problem, if any (none: the form may be sent). */
export function checkPostForm(values: PostFormValues): PostFormErrors {
  const problems: PostFormErrors = {
    title: titleProblem(values.title, 'post') ?? undefined,
    body: postBodyProblem(values.body) ?? undefined,
    price: values.access === 'sale' ? (priceProblem(values.price) ?? undefined) : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as PostFormErrors;
}

/** POST /performer/creator-posts and PATCH /performer/creator-posts/:id for checked values: every field, as the form shows it. */
export function postBody(values: PostFormValues): CreatePost & UpdatePost {
  const body: CreatePost = { title: values.title.trim(), body: values.body.trim(), access: values.access };
  if (values.access === 'sale') body.price = centsFromInput(values.price)!;
  return body;
}

/** "Text only", "1 photo or video", "3 photos and videos". */
export const mediaCountText = (count: number) => (count === 0 ? 'Text only' : count === 1 ? '1 photo or video' : `${count} photos and videos`);
