import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useAppDispatch } from '../../redux/hooks';
import { feedNewsSeen } from '../../redux/feed-news/slice';
import { reactionStatesLoaded } from '../../redux/reactions/slice';
import { feedService } from '../../services/feed.service';
import type { FeedFilter, FeedItem } from '../../types/feed';
import { feedItemFacts } from './feed-item';

export interface FeedState {
  items: FeedItem[];
  /** The next page's cursor; null: the end. */
  next: string | null;
  loading: boolean;
  error: string | null;
  /** The first page has come (an empty feed is then known to be empty). */
  loaded: boolean;
}

/** The fan's own reactions that came with the items, so their buttons need no read each. */
const reactionsOf = (items: FeedItem[]) => reactionStatesLoaded(items.map((item) => ({ ...feedItemFacts(item).target, state: item.reactions })));

const START: FeedState = { items: [], next: null, loading: true, error: null, loaded: false };

/** The fan's feed for a filter: the first page, then each next page from its cursor; `reload` starts from the top again. */
export function useFeed(kind: FeedFilter, subscribed: boolean) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FeedState>(START);
  // Answers to an older filter or reload are dropped.
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setState(START);
    dispatch(feedNewsSeen());
    try {
      const page = await feedService.page({ kind, subscribed });
      if (mine !== generation.current) return;
      dispatch(reactionsOf(page.items));
      setState({ items: page.items, next: page.next, loading: false, error: null, loaded: true });
    } catch (error) {
      if (mine === generation.current) setState({ ...START, loading: false, error: errorMessage(error, 'Your feed could not be loaded.') });
    }
  }, [dispatch, kind, subscribed]);

  const more = useCallback(async () => {
    const { next, loading } = state;
    if (!next || loading) return;
    const mine = generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const page = await feedService.page({ kind, subscribed, cursor: next });
      if (mine !== generation.current) return;
      dispatch(reactionsOf(page.items));
      setState((s) => ({ ...s, items: [...s.items, ...page.items], next: page.next, loading: false }));
    } catch (error) {
      if (mine === generation.current) setState((s) => ({ ...s, loading: false, error: errorMessage(error, 'More could not be loaded.') }));
    }
  }, [dispatch, state, kind, subscribed]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload, more };
}
