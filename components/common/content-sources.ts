import { paths } from '../../lib/catalogue';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import { ownGalleriesService } from '../../services/own-galleries.service';
import { ownProductsService } from '../../services/own-products.service';
import { ownVideosService } from '../../services/own-videos.service';
import type { OwnAssetsQuery } from '../../types/studio';
import type { ModerationState } from '../../lib/report-reasons';
import type { ReportableType } from '../../types/report';
import type { Publication } from '../../lib/studio';

/** One item of the admins' content list, whatever its kind. */
export interface ContentItem {
  _id: string;
  kind: ReportableType;
  title: string;
  path: string;
  performer: string | null;
  publication: Publication;
  publishedAt: string | null;
  moderation: { state: ModerationState; reason: string | null } | null;
  createdAt: string;
}

interface Card {
  _id: string;
  slug: string;
  /** A creator's post leaves its author out of the card. */
  performer?: { username: string } | null;
  publication: Publication;
  publishedAt: string | null;
  moderation: ContentItem['moderation'];
  createdAt: string;
}

type Search = (query: OwnAssetsQuery) => Promise<{ data: Card[]; total: number }>;

function source(kind: ReportableType, search: Search, titleOf: (card: Card) => string, pathOf: (card: Card) => string) {
  return async (query: OwnAssetsQuery) => {
    const { data, total } = await search(query);
    const items: ContentItem[] = data.map((card) => ({
      _id: card._id,
      kind,
      title: titleOf(card),
      path: pathOf(card),
      performer: card.performer?.username ?? null,
      publication: card.publication,
      publishedAt: card.publishedAt,
      moderation: card.moderation,
      createdAt: card.createdAt,
    }));
    return { data: items, total };
  };
}

const titled = (card: Card) => (card as Card & { title: string }).title;

/** The four kinds of content, each read from the performer area's own listing: a creator's own, or everyone's for an admin. */
export const CONTENT_SOURCES = {
  video: { label: 'Videos', load: source('video', ownVideosService.search, titled, paths.video) },
  gallery: { label: 'Galleries', load: source('gallery', ownGalleriesService.search, titled, paths.gallery) },
  product: { label: 'Products', load: source('product', ownProductsService.search, (card) => (card as Card & { name: string }).name, paths.product) },
  creator_post: { label: 'Posts', load: source('creator_post', ownCreatorPostsService.search, titled, paths.creatorPost) },
} as const;

export type ContentKind = keyof typeof CONTENT_SOURCES;
