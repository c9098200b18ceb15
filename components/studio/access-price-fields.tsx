import { ACCESS_CHOICES, type VideoAccess } from '../../lib/video-form';
import { useAppSelector } from '../../redux/hooks';
import FormItem from '../form/form-item';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';

/** What is sold one item at a time: a video, a gallery or a post. */
export type AccessKind = 'video' | 'gallery' | 'post';

/** The words that differ between the kinds. */
const WORDS: Record<AccessKind, { access: string; price: string }> = {
  video: { access: 'Who can watch', price: 'Fans pay this once to watch it for good.' },
  gallery: { access: 'Who can see it', price: 'Fans pay this once to see its photos for good.' },
  post: { access: 'Who can see it', price: 'Fans pay this once to see this post for good.' },
};

interface Props {
  values: { access: VideoAccess; price: string };
  errors: { access?: string; price?: string };
  set: (field: 'access' | 'price', value: string) => void;
  /** Prefix of the fields' ids: `${idPrefix}_access`, `${idPrefix}_price`. */
  idPrefix: string;
  kind: AccessKind;
}

/** A Studio form's access (subscribers, pay-per-view, free) and, for pay-per-view, its price. */
export default function AccessPriceFields({ values, errors, set, idPrefix, kind }: Props) {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const words = WORDS[kind];
  const item = (field: 'access' | 'price') => ({ id: `${idPrefix}_${field}`, errors: errors[field] ? [errors[field]] : [] });
  return (
    <>
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
