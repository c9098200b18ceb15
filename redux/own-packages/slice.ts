import { createAction } from '@reduxjs/toolkit';
import type { PackageSearchQuery, SubscriptionPackage } from '../../types/subscriptions';
import { createListSlice } from '../lists/list-slice';

/** A package was created, edited or deactivated (the API answered it): the list shows it at once. */
export const ownPackageSaved = createAction<SubscriptionPackage>('ownPackages/saved');

/** /performer/packages: the performer's own packages, inactive ones too (GET /package/subscription/search?performerId=). */
const ownPackagesSlice = createListSlice<SubscriptionPackage, PackageSearchQuery>('ownPackages', {
  extraReducers: (builder) =>
    builder.addCase(ownPackageSaved, (state, action) => {
      const index = state.items.findIndex((item) => item._id === action.payload._id);
      if (index >= 0) {
        state.items[index] = action.payload;
        return;
      }
      state.items.push(action.payload);
      state.items.sort((a, b) => a.price - b.price);
      state.total += 1;
    }),
});

export const ownPackagesActions = ownPackagesSlice.actions;
export default ownPackagesSlice.reducer;
