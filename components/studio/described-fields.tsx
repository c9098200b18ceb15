import { useEffect, useState } from 'react';
import { CONTENT_RULES } from '../../lib/content-rules';
import { categoryService } from '../../services/category.service';
import type { Category, CategoryGroup } from '../../types/catalogue';
import FormItem from '../form/form-item';
import LightCheckbox from '../form/light-checkbox';
import LightInput from '../form/light-input';
import styles from './studio.module.css';

/** What every item of the catalogue is described by (a video, a gallery, a product). */
export interface DescribedValues {
  title: string;
  description: string;
  /** As typed: "summer, beach". */
  tags: string;
  categoryIds: string[];
}

interface Props {
  values: DescribedValues;
  errors: Partial<Record<keyof DescribedValues, string>>;
  set: (field: keyof DescribedValues, value: string | string[]) => void;
  /** Prefix of the fields' ids: `${idPrefix}_title`... (the form focuses the first field with an error by it). */
  idPrefix: string;
  /** Whose categories are offered. */
  kind: CategoryGroup;
  /** The title's label ("Title", a product's "Name"). */
  titleLabel?: string;
}

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

/** A Studio form's title, description, tags and categories. */
export default function DescribedFields({ values, errors, set, idPrefix, kind, titleLabel = 'Title' }: Props) {
  const categories = useCategories(kind);
  const item = (field: keyof DescribedValues) => ({ id: `${idPrefix}_${field}`, errors: errors[field] ? [errors[field]] : [] });
  const toggleCategory = (id: string, on: boolean) =>
    set('categoryIds', on ? [...values.categoryIds, id] : values.categoryIds.filter((chosen) => chosen !== id));

  return (
    <>
      <FormItem {...item('title')} label={titleLabel}>
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
    </>
  );
}
