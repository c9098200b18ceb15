import { formatLocalDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { ownVideoSaved } from '../../redux/own-videos/slice';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnVideo } from '../../types/studio';
import ScheduleForm from './schedule-form';

/** Studio > Videos > Schedule: when a draft goes live (one still processing goes live once processed, if later). */
export default function VideoScheduleForm({ video, onDone }: { video: OwnVideo; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const schedule = async (at: string) => {
    const saved = await ownVideosService.publish(video._id, true, at);
    dispatch(ownVideoSaved(saved));
    const ready = saved.media.state === 'ready' ? '' : ', once processed';
    notify.success(`${saved.title} goes live on ${formatLocalDateTime(saved.publishedAt)}${ready}.`);
  };
  return <ScheduleForm name="video" schedule={schedule} onDone={onDone} />;
}
