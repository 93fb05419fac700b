// Seeding a new tenant's home sections inside the transaction that creates it
// (server/db/tenants.ts), after its topics: a topic is named by its Japanese name.
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { topics } from '../posts/tables';
import { homeSections, type HomeSectionConfig } from './tables';

/** A section as seeded: a TOPIC or topic-sourced POSTS section names its topic in `topicJa`. */
export type HomeSectionSeed = { title?: LocalizedText; topicJa?: string } & (
  | Exclude<HomeSectionConfig, { kind: 'POSTS' } | { kind: 'TOPIC' }>
  | Omit<Extract<HomeSectionConfig, { kind: 'POSTS' }>, 'topicId'>
  | { kind: 'TOPIC' }
);

export async function seedHomeSections(
  tx: TenantScope,
  seeds: readonly HomeSectionSeed[],
): Promise<void> {
  const topicRows = await tx.selectFields({ id: topics.id, name: topics.name }, topics);
  const topicId = (nameJa: string | undefined) => {
    const topic = topicRows.find((row) => row.name.ja === nameJa);
    if (!topic) throw new Error(`No topic ${nameJa} for a home section`);
    return topic.id;
  };
  for (const [position, { title, topicJa, ...seed }] of seeds.entries()) {
    let config: HomeSectionConfig;
    if (seed.kind === 'TOPIC') config = { kind: 'TOPIC', topicId: topicId(topicJa) };
    else if (seed.kind === 'POSTS')
      config = { ...seed, topicId: seed.source === 'TOPIC' ? topicId(topicJa) : null };
    else config = seed;
    await tx.insert(homeSections, { kind: seed.kind, position, title: title ?? null, config });
  }
}
