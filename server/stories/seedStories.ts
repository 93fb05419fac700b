// Seeding a new tenant's stories inside the transaction that creates it (server/db/tenants.ts),
// after its store and supporter seasons: a view pass names its store item by Japanese name.
// Dates are relative to the seeding moment, so the demo's future chapter stays in the future.
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { storeItems } from '../store/tables';
import { stories, storyChapters, storyParts, type StoryPartBody } from './tables';

const DAY = 24 * 60 * 60 * 1000;

export type StoryUnlockSeed =
  | { kind: 'PERIOD'; opensInDays: number }
  | { kind: 'SUPPORTER_RANK'; rankKey: string }
  | { kind: 'VIEW_PASS'; itemNameJa: string };

export interface StoriesSeed {
  stories: {
    slug: string;
    title: LocalizedText;
    description: LocalizedText;
    coverImageUrl?: string;
    chapters: {
      slug: string;
      title: LocalizedText;
      summary: LocalizedText;
      unlock?: StoryUnlockSeed;
      parts: { title: LocalizedText; body: StoryPartBody }[];
    }[];
  }[];
}

async function unlockColumns(tx: TenantScope, unlock: StoryUnlockSeed | undefined, now: number) {
  if (!unlock) return {};
  if (unlock.kind === 'PERIOD')
    return { unlockKind: unlock.kind, opensAt: new Date(now + unlock.opensInDays * DAY) };
  if (unlock.kind === 'SUPPORTER_RANK')
    return { unlockKind: unlock.kind, supporterRankKey: unlock.rankKey };
  const items = await tx.selectFields({ id: storeItems.id, name: storeItems.name }, storeItems);
  const item = items.find((candidate) => candidate.name.ja === unlock.itemNameJa);
  if (!item) throw new Error(`No store item ${unlock.itemNameJa} for a view pass`);
  return { unlockKind: unlock.kind, viewPassItemId: item.id };
}

export async function seedStories(tx: TenantScope, seed: StoriesSeed): Promise<void> {
  const now = Date.now();
  for (const story of seed.stories) {
    const [row] = await tx
      .insert(stories, {
        slug: story.slug,
        title: story.title,
        description: story.description,
        coverImageUrl: story.coverImageUrl ?? null,
      })
      .returning({ id: stories.id });
    for (const [position, chapter] of story.chapters.entries()) {
      const [chapterRow] = await tx
        .insert(storyChapters, {
          storyId: row.id,
          slug: chapter.slug,
          position,
          title: chapter.title,
          summary: chapter.summary,
          ...(await unlockColumns(tx, chapter.unlock, now)),
        })
        .returning({ id: storyChapters.id });
      await tx.insert(
        storyParts,
        chapter.parts.map((part, index) => ({
          chapterId: chapterRow.id,
          position: index,
          kind: part.body.kind,
          title: part.title,
          body: part.body,
        })),
      );
    }
  }
}
