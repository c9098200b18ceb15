import type { VideoDetailsErrors, VideoDetailsValues } from '../../lib/video-form';
import AccessPriceFields from './access-price-fields';
import DescribedFields from './described-fields';

interface Props {
  values: VideoDetailsValues;
  errors: VideoDetailsErrors;
  set: (field: keyof VideoDetailsValues, value: VideoDetailsValues[keyof VideoDetailsValues]) => void;
  /** Prefix of the fields' ids: `${idPrefix}_title`... (the form focuses the first field with an error by it). */
  idPrefix: string;
  /** What the details are of: a video (default) or a gallery, which share them. */
  kind?: 'video' | 'gallery';
}

/**
 * What the owner says about a video (in its upload and edit forms) or a gallery (new and edit): title, description,
 * tags, categories, access, price.
 */
export default function VideoDetailsFields({ values, errors, set, idPrefix, kind = 'video' }: Props) {
  return (
    <>
      <DescribedFields values={values} errors={errors} set={set} idPrefix={idPrefix} kind={kind} />
      <AccessPriceFields values={values} errors={errors} set={set} idPrefix={idPrefix} kind={kind} />
    </>
  );
}
