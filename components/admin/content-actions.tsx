import { Button, Popconfirm } from 'antd';
import { adminService } from '../../services/admin.service';
import type { ModerationResult } from '../../types/report';
import type { ContentItem } from '../common/content-sources';
import RemovalForm from './removal-form';
import { useAction } from './use-action';

/** Take an item down (its buyers keep it; or removed for everyone as illegal) with the reason recorded, or restore it. */
export default function ContentActions({ item, onChanged }: { item: ContentItem; onChanged: () => void }) {
  const { busy, run } = useAction<ModerationResult>(onChanged, 'That did not work.');
  const testId = `content-${item._id}`;
  if (item.moderation) {
    return (
      <Popconfirm title={`Show “${item.title}” on the site again?`} onConfirm={() => run(() => adminService.restore(item.kind, item._id), 'Restored.')}>
        <Button size="small" loading={busy} data-testid={`${testId}-restore`}>
          Restore
        </Button>
      </Popconfirm>
    );
  }
  return (
    <RemovalForm
      label="Take down"
      placeholder="Why (recorded, and shown to its creator)"
      confirm="Take it down"
      busy={busy}
      onSend={(reason, illegal) =>
        run(() => adminService.takeDown(item.kind, item._id, reason, illegal), illegal ? 'Removed for everyone.' : 'Taken down: its buyers keep it.')
      }
      testId={`${testId}-take-down`}
    />
  );
}
