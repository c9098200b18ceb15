import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import type { AccessReason } from '../entitlements/rule';
import type { Viewer } from '../entitlements/service';
import { countryOf } from '../geo/country-of';
import type { AgeVerificationService } from './service';

export const AGE_VERIFICATION_REQUIRED = 'AGE_VERIFICATION_REQUIRED';

/** The refusal of full content and of purchases to a visitor who must verify their age first. */
const ageVerificationRequired = (message: string, details?: unknown) => new HttpError(403, message, AGE_VERIFICATION_REQUIRED, details);

/**
 * After an entitlement check: a viewer whose access waits for age verification is refused (403), told what for
 * ("to watch this video"); `details` may carry what they may still see (the item's card, as a preview).
 */
export function refuseUntilAgeVerified(access: { reason: AccessReason }, toDo: string, details?: unknown): void {
  if (access.reason === 'age_verification') throw ageVerificationRequired(`Please verify your age to ${toDo}.`, details);
}

/**
 * Asks, for a request, whether its visitor must verify their age before seeing full content or buying: decided on
 * the server from the same country lookup as the country block, and the session's user.
 */
export class AgeGate {
  private readonly decided = new WeakMap<FastifyRequest, Promise<boolean>>();

  constructor(
    private readonly ageVerification: AgeVerificationService,
    private readonly countryHeader: string | null,
  ) {}

  country(request: FastifyRequest): string | null {
    return countryOf(request, this.countryHeader).code;
  }

  /** Whether the visitor's country requires verification at all (the same for every visitor from there). */
  appliesTo(request: FastifyRequest): Promise<boolean> {
    return this.ageVerification.appliesTo(this.country(request));
  }

  mustVerify(request: FastifyRequest): Promise<boolean> {
    let answer = this.decided.get(request);
    if (!answer) {
      answer = this.ageVerification.mustVerify(request.session?.user ?? null, this.country(request));
      this.decided.set(request, answer);
    }
    return answer;
  }

  /** The viewer of a read that shows full content: who they are and whether they must verify their age first. */
  async viewer(request: FastifyRequest): Promise<Viewer> {
    return { id: request.session?.user.id ?? null, mustVerifyAge: await this.mustVerify(request) };
  }

  /** A route hook: purchases and subscriptions answer 403 AGE_VERIFICATION_REQUIRED until the buyer is verified. */
  readonly beforeBuying = async (request: FastifyRequest): Promise<void> => {
    if (await this.mustVerify(request)) {
      throw ageVerificationRequired('Please verify your age before buying or subscribing. It takes a minute with our verification partner.');
    }
  };
}
