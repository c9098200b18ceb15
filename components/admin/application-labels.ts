import type { ApplicationReview } from '../../types/creator-application';

export const STATE_LABELS: Record<ApplicationReview['state'], string> = {
  draft: 'Draft',
  submitted: 'Waiting for review',
  needs_documents: 'New documents asked for',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const AGE_CHECK_LABELS: Record<ApplicationReview['ageCheck']['status'], string> = {
  verified: 'Verified',
  failed: 'Not confirmed',
  pending: 'Pending at the provider',
  none: 'Not done',
};
