import { useState, type FormEvent } from 'react';
import { formatBytes } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useAppDispatch } from '../../redux/hooks';
import { uploadVideoFile } from '../../redux/video-uploads/uploader';
import type { OwnVideo } from '../../types/studio';
import FormItem from '../form/form-item';
import LightForm from '../form/light-form';
import FormActions from './form-actions';
import { useUploadLimits } from './use-upload-limits';
import VideoDropZone from './video-drop-zone';

interface Props {
  video: OwnVideo;
  onDone: () => void;
}

/**
 * Studio > Videos > Replace file: a new file for a processed video. It is uploaded and processed while the video plays
 * its current file; the new one takes its place once processed (the upload goes on after the form closes).
 */
export default function VideoReplaceForm({ video, onDone }: Props) {
  const dispatch = useAppDispatch();
  const limits = useUploadLimits();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File) => {
    setFile(chosen);
    setError(
      limits && chosen.size > limits.maxBytes ? `This file is ${formatBytes(chosen.size)}; the site takes files up to ${formatBytes(limits.maxBytes)}.` : null,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setError('Choose the new file of this video.');
    if (error) return;
    void uploadVideoFile(dispatch, video._id, file);
    notify.success(`The new file of ${video.title} is uploading; the video plays its current file until the new one is processed.`);
    onDone();
  };

  const help = limits
    ? `Up to ${formatBytes(limits.maxBytes)} and ${limits.maxMinutes / 60} h. The video plays its current file until this one is processed.`
    : undefined;
  return (
    <LightForm id="video-replace" noValidate onSubmit={onSubmit} data-testid="video-replace-form">
      <FormItem id="video-replace_file" label="New file" errors={error ? [error] : []} help={help}>
        <VideoDropZone
          id="video-replace_file"
          file={file}
          onFile={choose}
          invalid={!!error}
          describedBy={error || help ? 'video-replace_file_help' : undefined}
        />
      </FormItem>
      <FormActions onCancel={onDone} submitLabel="Replace" submitting={false} submitTestId="video-replace-save" />
    </LightForm>
  );
}
