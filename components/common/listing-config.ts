import { ACCESS_FILTERS, ASSET_SORTS, DURATION_FILTERS, PERFORMER_SORTS, PRODUCT_TYPES, type Option } from '../../lib/catalogue';
import type { ServiceOptions } from '../../lib/request-options';
import { categoryService } from '../../services/category.service';
import { utilsService } from '../../services/utils.service';
import type { CategoryGroup } from '../../types/catalogue';
import type { ListingKind } from '../../types/listing';
import type { FilterSelect } from './listing-filters';

/** Option lists a listing's selects need, by URL query word (categoryId, gender, country). */
export type SelectOptions = Record<string, Option[]>;

interface ListingConfig {
  title: string;
  intro: string;
  searchLabel: string;
  emptyText: string;
  /** Lists filtered by their query words, e.g. "No videos match your filters". */
  noMatchText: string;
  loadOptions: (options: ServiceOptions) => Promise<SelectOptions>;
  selects: (options: SelectOptions) => FilterSelect[];
}

const categoriesOf = (group: CategoryGroup) => async (options: ServiceOptions) => ({
  categoryId: (await categoryService.search(group, options)).map((c) => ({ value: c._id, label: c.name })),
});

/** The video listing's access and length selects (also on the search's videos tab). */
export const VIDEO_FILTER_SELECTS: FilterSelect[] = [
  { name: 'access', label: 'Access', placeholder: 'Any access', options: ACCESS_FILTERS, clearable: true },
  { name: 'duration', label: 'Length', placeholder: 'Any length', options: DURATION_FILTERS, clearable: true },
];

const assetSelects =
  (extra: FilterSelect[] = []) =>
  (options: SelectOptions): FilterSelect[] => [
    { name: 'categoryId', label: 'Category', placeholder: 'All categories', options: options.categoryId ?? [], clearable: true },
    ...extra,
    { name: 'sortBy', label: 'Sort by', placeholder: 'Newest', options: ASSET_SORTS },
  ];

async function performerOptions(): Promise<SelectOptions> {
  const [extra, countries] = await Promise.all([utilsService.userAdditional(), utilsService.countries()]);
  return {
    gender: (extra.genders ?? []).map((g) => ({ value: g.value, label: g.text })),
    country: countries.map((c) => ({ value: c.code, label: c.name })),
  };
}

/** Titles, words and filters of the four listings. */
export const LISTING_CONFIG: Record<ListingKind, ListingConfig> = {
  videos: {
    title: 'Videos',
    intro: 'Fresh clips, full scenes and exclusives from every performer.',
    searchLabel: 'Search videos',
    emptyText: 'No videos yet. Check back soon: performers publish new ones every week.',
    noMatchText: 'No videos match your filters. Try another search or clear a filter.',
    loadOptions: categoriesOf('video'),
    selects: assetSelects(VIDEO_FILTER_SELECTS),
  },
  galleries: {
    title: 'Galleries',
    intro: 'Photo sets from behind the scenes and beyond.',
    searchLabel: 'Search galleries',
    emptyText: 'No galleries yet. New photo sets are on their way.',
    noMatchText: 'No galleries match your filters. Try another search or clear a filter.',
    loadOptions: categoriesOf('gallery'),
    selects: assetSelects(),
  },
  products: {
    title: 'Products',
    intro: 'Merch, signed prints and digital downloads straight from the performers.',
    searchLabel: 'Search products',
    emptyText: 'The shop is empty for now. Come back soon.',
    noMatchText: 'No products match your filters. Try another search or clear a filter.',
    loadOptions: categoriesOf('product'),
    selects: assetSelects([{ name: 'type', label: 'Type', placeholder: 'All types', options: PRODUCT_TYPES, clearable: true }]),
  },
  performers: {
    title: 'Performers',
    intro: 'Find your favourite creators and discover new ones.',
    searchLabel: 'Search performers',
    emptyText: 'No performers yet.',
    noMatchText: 'No performers match your filters. Try another name or clear a filter.',
    loadOptions: performerOptions,
    selects: (options) => [
      { name: 'gender', label: 'Gender', placeholder: 'Any gender', options: options.gender ?? [], clearable: true },
      { name: 'country', label: 'Country', placeholder: 'Any country', options: options.country ?? [], clearable: true },
      { name: 'sortBy', label: 'Sort by', placeholder: 'Most popular', options: PERFORMER_SORTS },
    ],
  },
};
