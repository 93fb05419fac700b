// A final standing of the probing fan in each tenant's seeded season, for the tenancy probe
// (server/platform/tenancyProbe.test.ts): the season-end job writes these rows.
import type { TenantScope } from '../db/tenantScope';
import { supporterSeasonResults, supporterSeasons } from './tables';

export async function writeSupporterRankRows(db: TenantScope, userId: number): Promise<void> {
  const [season] = await db.select(supporterSeasons).limit(1);
  await db.insert(supporterSeasonResults, {
    seasonId: season.id,
    userId,
    points: 1,
    position: 1,
    rankKey: null,
  });
}
