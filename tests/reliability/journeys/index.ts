// The journeys of the reliability runs: the one place to add a journey (checkout, subscriptions, ...).
import { browseJourney } from './browse';
import { checkoutJourney } from './checkout';
import { commentJourney } from './comment';
import { reactJourney } from './react';
import { searchJourney } from './search';
import { signInOutJourney } from './sign-in-out';
import type { Journey, JourneyFactory } from './types';
import { viewJourney } from './view';

export const JOURNEYS: JourneyFactory[] = [browseJourney, searchJourney, commentJourney, reactJourney, signInOutJourney, viewJourney, checkoutJourney];

export function createJourneys(): Journey[] {
  return JOURNEYS.map((create) => create());
}
