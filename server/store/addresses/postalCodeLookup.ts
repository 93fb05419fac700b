// Query.postalCodeAreas: a Japanese postal code's prefecture, city and town, for the address
// form to fill in (common/delivery/postalCodeAreas.ts reads Japan Post's list).
import { postalCodeAreas } from './postalCodeAreas';
import type { Resolvers } from '../../__generated__/resolvers-types';

export const postalCodeResolvers: Resolvers = {
  Query: {
    postalCodeAreas: (_parent, { postalCode }) => postalCodeAreas(postalCode),
  },
};
