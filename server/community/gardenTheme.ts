// The garden's theme: read by everyone (it is on every page anyway), set by operators. The
// page renderer reads it per request, so the next page served is drawn in it.
import {
  parseThemeConfig,
  type ColorMode,
  type ThemeConfig,
  type ThemePalette,
} from '../../common/themeConfig';
import type {
  GardenColorMode,
  GardenPalette,
  GardenTheme,
  Resolvers,
} from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { writeTenantSettings } from '../db/tenantSettings';
import { clientMutationIdReused } from '../graphql/typedErrors';
import type { StoredTheme } from '../platform/tables';
import { OPERATOR_ROLES, requireRole } from './roles';

function gardenTheme(stored: StoredTheme): GardenTheme {
  const theme = parseThemeConfig(stored);
  return {
    colorMode: theme.colorMode.toUpperCase() as GardenColorMode,
    accentTheme: theme.accentTheme.toUpperCase() as GardenPalette,
    greyScale: theme.greyScale.toUpperCase() as GardenPalette,
  };
}

function storedTheme(theme: GardenTheme): ThemeConfig {
  return {
    colorMode: theme.colorMode.toLowerCase() as ColorMode,
    accentTheme: theme.accentTheme.toLowerCase() as ThemePalette,
    greyScale: theme.greyScale.toLowerCase() as ThemePalette,
  };
}

export const gardenThemeResolvers: Resolvers = {
  Community: {
    theme: (community) => gardenTheme(community.theme),
  },
  Mutation: {
    updateGardenTheme: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { clientMutationId, ...theme } = input;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'updateGardenTheme',
          clientMutationId,
          input,
        },
        async (tx) => {
          await writeTenantSettings(tx, { theme: storedTheme(theme) });
          return { done: true, resultRef: 'theme' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      if ('refusal' in result) return result.refusal;
      // A retry answers with the theme the first call set (equal input, by the receipt).
      return { __typename: 'UpdateGardenThemePayload', clientMutationId, theme };
    },
  },
};
