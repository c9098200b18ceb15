import type { ComponentType } from 'react';
import { routeId, setFailureStatus } from '../../lib/page-data';
import { requestOptions, type ServiceOptions } from '../../lib/request-options';
import { STUDIO_ROUTES, type StudioSection } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import type { RequestError } from '../../redux/request-state';
import type { AppStore, RootState } from '../../redux/store';
import type { LimelightPage } from '../../types/page';
import PageError from '../common/page-error';
import { studioPage } from './studio-page';

interface EditorPageConfig<Item extends { _id: string; slug: string }> {
  /** The Studio section it belongs to (its list). */
  section: StudioSection;
  /** What it edits ("gallery"), for the not-found page. */
  noun: string;
  /** The way back, for the not-found page ("Your galleries"). */
  backLabel: string;
  /** The editor's slice: the item open, or why it could not be read. */
  select: (state: RootState) => { data: Item | null; error: RequestError | null };
  load: (store: AppStore, id: string, options?: ServiceOptions) => Promise<unknown>;
  Editor: ComponentType<{ item: Item }>;
}

/** A Studio item's editor page (/performer/galleries/[id], /performer/products/[id]): the item read for its owner, else the not-found page. */
export function createStudioEditorPage<Item extends { _id: string; slug: string }>(config: EditorPageConfig<Item>) {
  const { section, noun, backLabel, select, load, Editor } = config;
  const Page: LimelightPage<{ id: string }> = ({ id }) => {
    const { data: item, error } = useAppSelector(select);
    // The slice keeps the last item opened until this one's answer replaces it.
    if (item && (item._id === id || item.slug === id)) return <Editor item={item} />;
    if (error) return <PageError error={error} noun={noun} backHref={STUDIO_ROUTES[section]} backLabel={backLabel} />;
    return null;
  };
  Page.getInitialProps = async (ctx) => {
    const id = routeId(ctx);
    const store = storeOf(ctx);
    await load(store, id, requestOptions(ctx.req));
    const { error } = select(store.getState());
    if (error) setFailureStatus(ctx, error);
    return { id };
  };
  return studioPage(section, Page);
}
