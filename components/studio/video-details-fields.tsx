import { useEffect, useState } from 'react';
import { CONTENT_RULES } from '../../lib/content-rules';
import { ACCESS_CHOICES, type VideoAccess, type VideoDetailsErrors, type VideoDetailsValues } from '../../lib/video-form';
import { useAppSelector } from '../../redux/hooks';
import { categoryService } from '../../services/category.service';
import type { Category, CategoryGroup } from '../../types/catalogue';
import FormItem from '../form/form-item';
import LightCheckbox from '../form/light-checkbox';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';
import styles from './studio.module.css';

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

/** The site's categories of one kind, once loaded (an empty list until then, or when they cannot be had). */
function useCategories(group: CategoryGroup): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let current = true;
    categoryService
      .search(group)
      .then((found) => current && setCategories(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [group]);
  return categories;
}

/**
 * What the owner says about a video (in its upload and edit forms) or a gallery (new and edit): title, description,
 * tags, categories, access, price.
 */
export default function VideoDetailsFields({ values, errors, set, idPrefix, kind = 'video' }: Props) {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const categories = useCategories(kind);
  const words = WORDS[kind];
  const item = (field: keyof VideoDetailsValues) => ({ id: `${idPrefix}_${field}`, errors: errors[field] ? [errors[field]] : [] });
  const toggleCategory = (id: string, on: boolean) =>
    set('categoryIds', on ? [...values.categoryIds, id] : values.categoryIds.filter((chosen) => chosen !== id));

  return (
    <>
      <FormItem {...item('title')} label="Title">
        <LightInput value={values.title} maxLength={CONTENT_RULES.title.maxLength} onChange={(e) => set('title', e.target.value)} aria-required />
      </FormItem>
      <FormItem {...item('description')} label="Description">
        <textarea
          id={`${idPrefix}_description`}
          className={styles.textarea}
          value={values.description}
          maxLength={CONTENT_RULES.description.maxLength}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormItem>
      <FormItem {...item('tags')} label="Tags" help={`Separated by commas, at most ${CONTENT_RULES.tags.maxItems}.`}>
        <LightInput value={values.tags} placeholder="summer, beach" onChange={(e) => set('tags', e.target.value)} />
      </FormItem>
      {categories.length > 0 && (
        <fieldset className={styles.choiceGroup} id={`${idPrefix}_categoryIds`} data-testid={`${idPrefix}-categories`}>
          <legend className={styles.choiceLegend}>Categories</legend>
          <div className={styles.choices}>
            {categories.map((category) => (
              <LightCheckbox
                key={category._id}
                checked={values.categoryIds.includes(category._id)}
                onChange={(e) => toggleCategory(category._id, e.target.checked)}
              >
                {category.name}
              </LightCheckbox>
            ))}
          </div>
          {errors.categoryIds && (
            <p className={styles.formError} role="alert">
              {errors.categoryIds}
            </p>
          )}
        </fieldset>
      )}
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
