import { ACCESS_CHOICES, type VideoAccess, type VideoDetailsErrors, type VideoDetailsValues } from '../../lib/video-form';
import { useAppSelector } from '../../redux/hooks';
import FormItem from '../form/form-item';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';
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

/** The words that differ between a video's details and a gallery's. */
const WORDS = {
  video: { access: 'Who can watch', price: 'Fans pay this once to watch it for good.' },
  gallery: { access: 'Who can see it', price: 'Fans pay this once to see its photos for good.' },
};

/**
 * What the owner says about a video (in its upload and edit forms) or a gallery (new and edit): title, description,
 * tags, categories, access, price.
 */
export default function VideoDetailsFields({ values, errors, set, idPrefix, kind = 'video' }: Props) {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const words = WORDS[kind];
  const item = (field: keyof VideoDetailsValues) => ({ id: `${idPrefix}_${field}`, errors: errors[field] ? [errors[field]] : [] });

  return (
    <>
      <DescribedFields values={values} errors={errors} set={set} idPrefix={idPrefix} kind={kind} />
      <FormItem {...item('access')} label={words.access}>
        <LightSelect value={values.access} onChange={(e) => set('access', e.target.value as VideoAccess)}>
          {ACCESS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </LightSelect>
      </FormItem>
      {values.access === 'sale' && (
        <FormItem {...item('price')} label={`Price (${symbol})`} help={words.price}>
          <LightInput value={values.price} inputMode="decimal" placeholder="9.99" onChange={(e) => set('price', e.target.value)} aria-required />
        </FormItem>
      )}
    </>
  );
}
