import type { PromotionQuery } from '../../services/banner.service';
import type { Promotion } from '../../types/content';
import { createResourceSlice } from '../lists/resource-slice';

/** Banners of every position (GET /banners/search); the home page places them by position. */
const bannersSlice = createResourceSlice<Promotion[], PromotionQuery>('banners', 'loading', []);
/** Site promos (GET /site-promo/search), shown at the top of the home page. */
const promosSlice = createResourceSlice<Promotion[], PromotionQuery>('promos', 'loading', []);

export const bannersActions = bannersSlice.actions;
export const promosActions = promosSlice.actions;
export const bannersReducer = bannersSlice.reducer;
export const promosReducer = promosSlice.reducer;
