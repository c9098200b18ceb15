/** The key of an object's comment list and reactions: `${objectType}:${objectId}` (as its socket room). */
export function objectKey({ objectType, objectId }: { objectType: string; objectId: string }): string {
  return `${objectType}:${objectId}`;
}

/** The API refuses longer comments. */
export const COMMENT_MAX_LENGTH = 1000;
/** Comments shown at first and added by each load-more. */
export const COMMENTS_PAGE_SIZE = 10;
/** Pictures the API accepts (avatars, covers, comment pictures): JPEG, PNG, WebP or GIF of at most 5 MB. */
export const IMAGE_UPLOAD_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Reactions offered on videos and galleries, on products, and on performers (whom fans follow besides). */
export const ALL_REACTIONS = ['like', 'favourite', 'watch_later'] as const;
export const LIKE_AND_FAVOURITE = ['like', 'favourite'] as const;
export const LIKE_ONLY = ['like'] as const;

/** The counts an asset's stats give the reaction buttons before any reaction answers. */
export function statCounts(stats: { likes: number; favourites?: number }): { like: number; favourite?: number } {
  return { like: stats.likes, favourite: stats.favourites };
}
