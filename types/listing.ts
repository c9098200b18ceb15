/** The four catalogue listings that share one list view (cards, filters, load-more). */
export type ListingKind = 'videos' | 'galleries' | 'products' | 'performers';

/** Filters of a listing as kept in the URL, plus paging when sent to the API. */
export type ListingQuery = Record<string, string | number | boolean | undefined>;

/** The list view every listing offers, whatever its slice's own shape. */
export interface ListView<T> {
  items: T[];
  total: number;
  requesting: boolean;
  error: string | null;
  success: boolean;
}
