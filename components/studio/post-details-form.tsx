import { CONTENT_RULES } from '../../lib/content-rules';
import { checkPostForm, emptyPostForm, postBody, postFormOf, type PostFormValues } from '../../lib/post-form';
import { studioPostPath } from '../../lib/studio-routes';
import { useAppDispatch } from '../../redux/hooks';
import { ownPostSaved } from '../../redux/own-creator-posts/editor-slice';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import LightInput from '../form/light-input';
import { useCheckedForm } from '../form/use-checked-form';
import AccessPriceFields from './access-price-fields';
import FormActions from './form-actions';
import styles from './studio.module.css';
import { useDetailsSubmit } from './use-details-submit';

interface Props {
  /** The post to edit; none: a new one. */
  post?: OwnCreatorPostDetail;
  onDone: () => void;
}

/** A new post (a draft) or the changes to one. */
const savePost = (id: string | null, values: PostFormValues) =>
  id ? ownCreatorPostsService.update(id, postBody(values)) : ownCreatorPostsService.create(postBody(values));

/**
 * Studio > Posts > New post, and the editor's "Edit post": title, text (with its few marks), access and price. A new
 * post is a draft: the performer is taken to its editor to add photos and videos and publish it.
 */
export default function PostDetailsForm({ post, onDone }: Props) {
  const dispatch = useAppDispatch();
  const idPrefix = post ? 'post-edit' : 'post';
  const { values, errors, set, passes, item } = useCheckedForm(() => (post ? postFormOf(post) : emptyPostForm), checkPostForm, idPrefix);
  const { submitting, error, onSubmit } = useDetailsSubmit({
    id: post?._id ?? null,
    values,
    passes,
    save: savePost,
    onSaved: (saved) => dispatch(ownPostSaved(saved)),
    onDone,
    said: { saved: (saved) => `${saved.title} is saved.`, made: (saved) => `${saved.title} is a draft: add photos or videos, then publish it.` },
    editorPath: (saved) => studioPostPath(saved._id),
  });

  return (
    <LightForm id={idPrefix} noValidate onSubmit={(event) => void onSubmit(event)} data-testid="post-details-form">
      {error && (
        <p className={styles.formError} role="alert" data-testid="post-form-error">
          {error}
        </p>
      )}
      <FormItem {...item('title')} label="Title">
        <LightInput value={values.title} maxLength={CONTENT_RULES.title.maxLength} onChange={(e) => set('title', e.target.value)} aria-required />
      </FormItem>
      <FormItem {...item('body')} label="Text" help="**bold**, *italics*, [a link](https://…); web addresses become links; line breaks stay.">
        <textarea
          id={`${idPrefix}_body`}
          className={styles.textarea}
          rows={8}
          value={values.body}
          maxLength={CONTENT_RULES.postBody.maxLength}
          onChange={(e) => set('body', e.target.value)}
        />
      </FormItem>
      <AccessPriceFields values={values} errors={errors} set={(field, value) => set(field, value as never)} idPrefix={idPrefix} kind="post" />
      <FormActions onCancel={onDone} submitLabel={post ? 'Save' : 'Write post'} submitting={submitting} submitTestId="post-details-save" />
    </LightForm>
  );
}
