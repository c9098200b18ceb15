import { combineReducers } from '@reduxjs/toolkit';
import type { Earning, EarningSearchQuery, EarningStats, EarningStatsQuery, EarningTimeline, EarningTimelineQuery } from '../../types/earnings';
import { createListSlice } from '../lists/list-slice';
import { createResourceSlice } from '../lists/resource-slice';

/** /performer/earnings: the performer's earnings (GET /earning/performer/search), their totals and their timeline. */
const listSlice = createListSlice<Earning, EarningSearchQuery>('earnings/list');
const statsSlice = createResourceSlice<EarningStats | null, EarningStatsQuery, 'requesting'>('earnings/stats', 'requesting', null);
const timelineSlice = createResourceSlice<EarningTimeline | null, EarningTimelineQuery, 'requesting'>('earnings/timeline', 'requesting', null);

export const earningsActions = listSlice.actions;
export const earningStatsActions = statsSlice.actions;
export const earningTimelineActions = timelineSlice.actions;

export default combineReducers({ list: listSlice.reducer, stats: statsSlice.reducer, timeline: timelineSlice.reducer });
