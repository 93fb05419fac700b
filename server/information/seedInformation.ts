// Seeding a new tenant's news articles and official schedule, inside the transaction that
// creates the tenant (server/db/tenants.ts). Times are relative to the seeding moment so
// the demo garden always has recent news and upcoming events.
import type { InformationCategory } from '../__generated__/resolvers-types';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { informationArticles, officialSchedules } from './tables';

const HOUR = 60 * 60 * 1000;

export interface InformationSeed {
  articles: {
    category: InformationCategory;
    title: LocalizedText;
    paragraphs: { ja: string[]; en: string[] };
    pinned?: boolean;
    /** Read in full only with the MEMBERS_ONLY_POSTS perk. */
    membersOnly?: boolean;
    /** How long ago it was published. */
    hoursAgo: number;
  }[];
  schedules: {
    title: LocalizedText;
    description: LocalizedText;
    /** Days after the seeding day, and the hour it starts in Japan time. */
    startsInDays: number;
    tokyoHour: number;
    durationHours: number;
    place?: LocalizedText;
    streamUrl?: string;
  }[];
}

const TOKYO_OFFSET = 9 * HOUR;

/** `hour`:00 in Japan, `days` days after the Japanese day of `now`. */
function tokyoTime(now: number, days: number, hour: number): Date {
  const tokyoMidnight = Math.floor((now + TOKYO_OFFSET) / (24 * HOUR)) * 24 * HOUR;
  return new Date(tokyoMidnight + days * 24 * HOUR + hour * HOUR - TOKYO_OFFSET);
}

export async function seedInformation(tx: TenantScope, seed: InformationSeed): Promise<void> {
  const now = Date.now();
  for (const article of seed.articles) {
    const publishedAt = new Date(now - article.hoursAgo * HOUR);
    await tx.insert(informationArticles, {
      category: article.category,
      title: article.title,
      body: article.paragraphs,
      pinnedAt: article.pinned ? publishedAt : null,
      membersOnly: article.membersOnly ?? false,
      publishedAt,
    });
  }
  for (const schedule of seed.schedules) {
    const startsAt = tokyoTime(now, schedule.startsInDays, schedule.tokyoHour);
    await tx.insert(officialSchedules, {
      title: schedule.title,
      description: schedule.description,
      startsAt,
      endsAt: new Date(startsAt.getTime() + schedule.durationHours * HOUR),
      place: schedule.place ?? null,
      streamUrl: schedule.streamUrl ?? null,
    });
  }
}
