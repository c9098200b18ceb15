import { Type } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { AgeVerificationStatusSchema } from '../age-verification/schemas';
import { Body } from '../auth/schemas';
import { Fixed, StringEnum } from '../../http/string-enum';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const APPLICATION_STATES = ['draft', 'submitted', 'needs_documents', 'approved', 'rejected'] as const;
export const ApplicationState = StringEnum(APPLICATION_STATES);

export const LegalName = Type.String({ minLength: 2, maxLength: 200, pattern: '\\S' });
export const StageName = Type.String({ minLength: 2, maxLength: 60, pattern: '\\S', description: 'Becomes the display name on the creator page' });
export const BirthDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD; under 18 is refused' });
export const Country = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' });

/** An application as its applicant sees it. The identity files are never sent back: only whether each is in. */
export const ApplicationSchema = Type.Object({
  _id: Type.String(),
  state: ApplicationState,
  legalName: Nullable(Type.String()),
  birthDate: Nullable(Type.String()),
  country: Nullable(Type.String()),
  stageName: Nullable(Type.String()),
  documents: Type.Object({ document: Type.Boolean(), selfie: Type.Boolean() }),
  agreement: Nullable(Type.Object({ version: Type.String(), acceptedAt: Type.String({ format: 'date-time' }) })),
  /** The agreement in force: an application must have accepted this version to be submitted. */
  agreementVersion: Type.String(),
  /** What the age-verification provider (the same as fans') said of the applicant. */
  ageCheck: AgeVerificationStatusSchema,
  submittedAt: Nullable(Type.String({ format: 'date-time' })),
  reviewedAt: Nullable(Type.String({ format: 'date-time' })),
  /** Why it was rejected, or what to send again. */
  reviewNote: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const MyApplicationSchema = Type.Object({ application: Nullable(ApplicationSchema) });

/** Saving a step: any of the fields (each checked as it comes), and accepting the agreement in force. */
export const SaveApplicationBody = Body({
  legalName: Type.Optional(LegalName),
  birthDate: Type.Optional(BirthDate),
  country: Type.Optional(Country),
  stageName: Type.Optional(StageName),
  acceptAgreement: Type.Optional(Fixed(true)),
});

export const AgeCheckStartSchema = Type.Object({ redirectUrl: Type.String() });

/** An application as the admins review it: the applicant, and short-lived links to the identity files. */
export const ReviewSchema = Type.Object({
  ...ApplicationSchema.properties,
  applicant: Type.Object({
    _id: Type.String(),
    username: Type.String(),
    name: Type.String(),
    email: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  }),
  /** Links bound to the reviewing admin's session, valid for a few minutes; null once the files are deleted. */
  documentLinks: Nullable(Type.Object({ document: Nullable(Type.String()), selfie: Nullable(Type.String()), expiresAt: Type.String({ format: 'date-time' }) })),
  reviewerName: Nullable(Type.String()),
  documentsDeleteAfter: Nullable(Type.String({ format: 'date-time' })),
  documentsDeletedAt: Nullable(Type.String({ format: 'date-time' })),
});

export const ReviewQuery = Type.Object({ ...PagingQuery, state: Type.Optional(ApplicationState) });
export const ApplicationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DecisionBody = Body({ reason: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S', description: 'Shown to the applicant' }) });
export const IdentityFileParams = Type.Object({ id: Type.String({ format: 'uuid' }), slot: StringEnum(['document', 'selfie']) });
export const IdentityFileQuery = Type.Object({ expires: Type.String({ maxLength: 20 }), signature: Type.String({ maxLength: 100 }) });
