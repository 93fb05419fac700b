// The home screen's sections: one row each, its kind's settings in `config` (checked on
// write by sectionInput.ts, so a stored config always has its kind's shape).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  HomeBannerStyle,
  HomePostLayout,
  HomePostSource,
  HomeSectionKind,
} from '../__generated__/resolvers-types';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export interface StoredNavigationLink {
  label: LocalizedText;
  href: string;
}

/** A section's settings, by its kind. */
export type HomeSectionConfig =
  | { kind: 'BANNER'; style: HomeBannerStyle; bannerSectionId: string; count: number }
  | { kind: 'CASUAL_GAME'; description: LocalizedText; imageUrl: string | null; href: string }
  | { kind: 'EVENT_CAROUSEL'; count: number }
  | { kind: 'NAVIGATION'; links: StoredNavigationLink[] }
  | {
      kind: 'POSTS';
      layout: HomePostLayout;
      source: HomePostSource;
      topicId: number | null;
      count: number;
    }
  | { kind: 'TOPIC'; topicId: number }
  | { kind: 'USER_INFORMATION' };

export const homeSections = pgTable(
  'home_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<HomeSectionKind>().notNull(),
    /** 0 first; kept dense (0, 1, 2, …) by every write. */
    position: integer('position').notNull(),
    /** Null: no heading. */
    title: jsonb('title').$type<LocalizedText>(),
    config: jsonb('config').$type<HomeSectionConfig>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('home_sections_tenant_position').on(t.tenantId, t.position)],
);

export type HomeSectionRow = typeof homeSections.$inferSelect;
/** Each section type resolves from its row (the type is the row's kind). */
export type HomeBannerSectionRow = HomeSectionRow;
export type HomeCasualGameSectionRow = HomeSectionRow;
export type HomeEventCarouselSectionRow = HomeSectionRow;
export type HomeNavigationSectionRow = HomeSectionRow;
export type HomePostSectionRow = HomeSectionRow;
export type HomeTopicSectionRow = HomeSectionRow;
export type HomeUserInformationSectionRow = HomeSectionRow;
export type HomeNavigationLinkRow = StoredNavigationLink;
