import type { AgeCheckStart, CreatorApplication, MyCreatorApplication, SaveCreatorApplication } from '../types/creator-application';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const MINE = 'GET /creator-application';
const SAVE = 'PUT /creator-application';
const SUBMIT = 'POST /creator-application/submit';
const AGE_CHECK = 'POST /creator-application/age-check';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { MINE, SAVE, SUBMIT, AGE_CHECK };

/** Becoming a creator: the signed-in user's own application (its identity files go by tus: lib/uploads/identity-upload.ts). */
export const creatorApplicationService = {
  mine: async () => (await getOne<MyCreatorApplication>(to(MINE))).application,
  /** Saves the fields sent (a step); starts the application when there is none open. */
  save: async (body: SaveCreatorApplication) => (await send<CreatorApplication>(to(SAVE), { body })).data,
  submit: async () => (await send<CreatorApplication>(to(SUBMIT))).data,
  /** Where to send the browser for the age check; it comes back to /age-verification/callback. */
  startAgeCheck: async () => (await send<AgeCheckStart>(to(AGE_CHECK))).data,
};
