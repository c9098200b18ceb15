import type { Static } from '@sinclair/typebox';
import type { CreatorApplicationRow } from '../../db/schema';
import type { AgeVerificationStatusDto } from '../age-verification/presenter';
import type { ApplicationSchema, ReviewSchema } from './schemas';

export type ApplicationDto = Static<typeof ApplicationSchema>;
export type ReviewDto = Static<typeof ReviewSchema>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toApplication(row: CreatorApplicationRow, agreementVersion: string, ageCheck: AgeVerificationStatusDto): ApplicationDto {
  return {
    _id: row.id,
    state: row.state,
    legalName: row.legal_name,
    birthDate: row.birth_date,
    country: row.country,
    stageName: row.stage_name,
    documents: { document: row.document_key !== null, selfie: row.selfie_key !== null },
    agreement: row.agreement_version && row.agreement_accepted_at ? { version: row.agreement_version, acceptedAt: iso(row.agreement_accepted_at)! } : null,
    agreementVersion,
    ageCheck,
    submittedAt: iso(row.submitted_at),
    reviewedAt: iso(row.reviewed_at),
    reviewNote: row.review_note,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
