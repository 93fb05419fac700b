// What joining records besides the fan profile: the terms version agreed to, and the date
// of birth with its age band. Checked before the join's transaction (a refusal writes
// nothing), written inside it (server/community/joinCommunity.ts).
import { and, eq, isNull } from 'drizzle-orm';
import {
  ageBandOf,
  ageOn,
  CURRENT_TERMS_VERSION,
  MINIMUM_JOIN_AGE,
  parseDateOfBirth,
  type AgeBand,
} from '../../common/ageBands';
import type { TenantScope } from '../db/tenantScope';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import { fanProfiles } from './tables';

export interface AgeRestrictionResult {
  __typename: 'AgeRestrictionError';
  message: string;
  minimumAge: number;
}

export interface JoinAgreements {
  dateOfBirth: string | null;
  ageBand: AgeBand | null;
  termsVersion: string | null;
}

/** The agreements of a join input, or the typed error that refuses it. */
export function checkJoinAgreements(
  t: Translate,
  input: { dateOfBirth?: string | null; acceptedTermsVersion?: string | null },
  currentTermsVersion = CURRENT_TERMS_VERSION,
  today = new Date(),
): JoinAgreements | InvalidInputResult | AgeRestrictionResult {
  let ageBand: AgeBand | null = null;
  if (input.dateOfBirth != null) {
    const birth = parseDateOfBirth(input.dateOfBirth);
    if (!birth || birth > today) return invalidInput(t, 'dateOfBirth', 'INVALID_FORMAT');
    ageBand = ageBandOf(ageOn(birth, today));
    if (ageBand === 'UNDER_13')
      return {
        __typename: 'AgeRestrictionError',
        message: t('errors.ageRestriction', { age: MINIMUM_JOIN_AGE }),
        minimumAge: MINIMUM_JOIN_AGE,
      };
  }
  // Agreeing to terms other than the current ones (an old form) is asked again.
  if (input.acceptedTermsVersion != null && input.acceptedTermsVersion !== currentTermsVersion)
    return invalidInput(t, 'acceptedTermsVersion', 'INVALID_FORMAT');
  return {
    dateOfBirth: input.dateOfBirth ?? null,
    ageBand,
    termsVersion: input.acceptedTermsVersion ?? null,
  };
}

/**
 * Records them for the joined fan. A date of birth, once set, is never changed by a later
 * join; agreeing to terms again records the newer version.
 */
export async function recordJoinAgreements(
  tx: TenantScope,
  userId: number,
  agreements: JoinAgreements,
): Promise<void> {
  if (agreements.termsVersion) {
    const terms = { termsVersion: agreements.termsVersion, termsAcceptedAt: new Date() };
    await tx
      .insert(fanProfiles, { userId, ...terms })
      .onConflictDoUpdate({ target: [fanProfiles.tenantId, fanProfiles.userId], set: terms });
  }
  if (agreements.dateOfBirth) {
    const birth = { dateOfBirth: agreements.dateOfBirth, ageBand: agreements.ageBand };
    await tx.insert(fanProfiles, { userId }).onConflictDoNothing();
    // Only where it was never set: the date is read-only once given.
    await tx.update(
      fanProfiles,
      birth,
      and(eq(fanProfiles.userId, userId), isNull(fanProfiles.dateOfBirth)),
    );
  }
}
