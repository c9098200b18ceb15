/** The four catalogue listings that share one list view (cards, filters, load-more). */
export type ListingKind = 'videos' | 'galleries' | 'products' | 'performers';

/** Filters of a listing as kept in the URL, plus paging when sent to the API. */
export type ListingQuery = Record<string, string | number | boolean | undefined>;
