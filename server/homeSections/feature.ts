// The home sections feature: the ordered, per-garden list of sections the home screen (/)
// is built from, and the operators' mutations that compose it.
import { defineServerFeature } from '../platform/serverFeature';
import { createHomeSectionsLoaders } from './loaders';
import { homeSectionOperatorResolvers } from './operatorResolvers';
import { homeSectionResolvers } from './sectionResolvers';
import { homeSections } from './tables';

export const homeSectionsFeature = defineServerFeature({
  name: 'homeSections',
  resolvers: [homeSectionResolvers, homeSectionOperatorResolvers],
  tables: { homeSections },
  loaders: createHomeSectionsLoaders,
});
