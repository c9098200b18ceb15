import { Type } from '@sinclair/typebox';

/** GET /users/verifymyage/enabled: whether logins must pass age verification. */
export const AgeVerificationEnabledSchema = Type.Object({ enabled: Type.Boolean() });
