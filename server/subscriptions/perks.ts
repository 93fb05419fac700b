// Perks: the named capabilities a membership gives, and the one place that answers
// "does this fan have perk X now" for every feature.
//
//   MEMBERS_ONLY_POSTS  reads members-only information articles in full
//                       (InformationArticle.paragraphs; others get none, and a notice).
//   LIMITED_CHAT        reads and posts in the members' limited chat channels
//                       (Channel.isMembersOnly; server/chat/membersOnlyChannels.ts: messages,
//                       node, /stream, unread counts, pushes; others get MembershipRequiredError).
//   EXTRA_DRAWS         one more free entry in prize draws that offer members extra draws
//                       (server/draws/prizeDraws/memberExtraDraw.ts: enterPrizeDrawAsMember,
//                       PrizeDraw.viewerMemberExtraDraw; others get MembershipRequiredError).
//   MEMBERS_ONLY_VIDEOS plays the player's members-only videos (server/player/videoAccess.ts:
//                       Video.source, saveVideoPosition and the /video-media route).
//
// A fan has a plan's perks while the membership is ACTIVE, and during the grace period
// after a failed renewal (PAST_DUE, 7 days); INCOMPLETE, LAPSED and ENDED give none.
import type { MembershipPerk } from '../__generated__/resolvers-types';
import type { TenantScope } from '../db/tenantScope';
import { createPerkLoaders, type PerkLoaders } from './loaders';
import type { MembershipPlanRow, MembershipRow } from './tables';

/**
 * Where a perk check reads memberships: a request's context (its loaders), another
 * feature's loaders (`{ loaders: others }`), or perkReaderOf(db) outside a request.
 */
export interface PerkReader {
  loaders: { subscriptions: PerkLoaders };
}

/** A reader over a tenant scope, for work outside a request (a scheduled job). */
export function perkReaderOf(db: TenantScope): PerkReader {
  return { loaders: { subscriptions: createPerkLoaders(db) } };
}

export function activePerksOf(
  membership: MembershipRow | null,
  plan: MembershipPlanRow | null,
): MembershipPerk[] {
  if (!membership || !plan) return [];
  return membership.status === 'ACTIVE' || membership.status === 'PAST_DUE' ? plan.perks : [];
}

/** The perks a fan of the request's garden has now. */
export async function perksOf(context: PerkReader, userId: number): Promise<MembershipPerk[]> {
  const { subscriptions } = context.loaders;
  const membership = await subscriptions.currentMembershipByUserId.load(userId);
  const plan = membership ? await subscriptions.planById.load(membership.planId) : null;
  return activePerksOf(membership, plan);
}

/** Whether the fan has the perk now: the only check other features make. */
export async function hasPerk(
  context: PerkReader,
  userId: number,
  perk: MembershipPerk,
): Promise<boolean> {
  return (await perksOf(context, userId)).includes(perk);
}
