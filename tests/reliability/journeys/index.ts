// The journeys of the reliability runs: the one place to add a journey (checkout, subscriptions, ...).
import { browseJourney } from './browse';
import { checkoutJourney } from './checkout';
import { commentJourney } from './comment';
import { reactJourney } from './react';
import { searchJourney } from './search';
import { signInOutJourney } from './sign-in-out';
import type { Deployment, Journey, JourneyFactory } from './types';
import { viewJourney } from './view';

export const JOURNEYS: JourneyFactory[] = [browseJourney, searchJourney, commentJourney, reactJourney, signInOutJourney, viewJourney, checkoutJourney];

/** The embedded site by default: one process, its counters in its memory. */
export function createJourneys(deployment: Deployment = { sharedCounters: false }): Journey[] {
  return JOURNEYS.map((create) => create(deployment));
}
