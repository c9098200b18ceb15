import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import type { OwnCreatorPostDetail } from '../../types/creator-post';
import LightButton from '../common/light-button';

/** Pins a published post to the top of the creator's posts on their profile (their other pinned one is unpinned), or unpins it. */
export default function PinToggle({ post, onSaved }: { post: OwnCreatorPostDetail; onSaved: (saved: OwnCreatorPostDetail) => void }) {
  const [busy, setBusy] = useState(false);
  if (post.publication === 'draft' && !post.pinned) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      onSaved(await ownCreatorPostsService.pin(post._id, !post.pinned));
      notify.success(post.pinned ? 'Unpinned.' : 'Pinned to the top of your posts.');
    } catch (error) {
      notify.error(errorMessage(error, 'That did not work: try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LightButton icon={<PushpinOutlined aria-hidden />} loading={busy} aria-pressed={post.pinned} onClick={() => void toggle()} data-testid="post-pin">
      {post.pinned ? 'Pinned' : 'Pin to the top'}
    </LightButton>
  );
}
