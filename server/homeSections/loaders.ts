// Per-request loaders of the home sections, through the tenant scope.
import { asc } from 'drizzle-orm';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import { homeSections, type HomeSectionRow } from './tables';

export interface HomeSectionsLoaders {
  sectionById: NodeLoader<HomeSectionRow>;
  /** Every section of the garden (shown now or not), in order. */
  allSections(): Promise<HomeSectionRow[]>;
}

export function createHomeSectionsLoaders({ db }: RequestScope): HomeSectionsLoaders {
  let all: Promise<HomeSectionRow[]> | null = null;
  return {
    sectionById: db.rowsById(homeSections),
    allSections: () =>
      (all ??= db.select(homeSections).orderBy(asc(homeSections.position), asc(homeSections.id))),
  };
}
