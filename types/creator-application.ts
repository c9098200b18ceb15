import type { Static } from '@sinclair/typebox';
import type {
  AgeCheckStartSchema,
  ApplicationSchema,
  DecisionBody,
  MyApplicationSchema,
  ReviewQuery,
  ReviewSchema,
  SaveApplicationBody,
} from '../server/modules/creator-applications/schemas';

/** The applicant's own application (GET /creator-application). */
export type CreatorApplication = Static<typeof ApplicationSchema>;
export type MyCreatorApplication = Static<typeof MyApplicationSchema>;
/** PUT /creator-application: a step's fields. */
export type SaveCreatorApplication = Static<typeof SaveApplicationBody>;
export type AgeCheckStart = Static<typeof AgeCheckStartSchema>;
/** An application as the admins review it. */
export type ApplicationReview = Static<typeof ReviewSchema>;
export type ApplicationDecision = Static<typeof DecisionBody>;
export type ApplicationReviewQuery = Static<typeof ReviewQuery>;
