// The mock of the garden's operator actions (server/community/memberAdministration.ts and
// gardenTheme.ts): only the garden's operators may give roles, block or set the theme.
import { buildNotFoundError, buildPermissionDeniedError, shouldSignUp } from './gardenBuilders';
import type { MockFeature } from './mockFeature';

interface ThemeInput {
  clientMutationId: string;
  colorMode: string;
  accentTheme: string;
  greyScale: string;
}

interface MemberInput {
  clientMutationId: string;
  userId: string;
  role?: string;
}

const membersResolvers: MockFeature['resolvers'] = (garden) => {
  /** The typed error for a viewer who is not an operator, or null. */
  const operatorRefusal = (viewerUid: string | null, language: 'ja' | 'en') => {
    const viewerKey = garden.memberUserKey(viewerUid);
    if (!viewerUid || !viewerKey) return shouldSignUp(language);
    if (garden.store.get('User', viewerKey, 'role') !== 'OPERATOR')
      return { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) };
    return null;
  };
  /** The typed error for this viewer and target, or null when the action may go ahead. */
  const refusal = (viewerUid: string | null, input: MemberInput, language: 'ja' | 'en') => {
    const refused = operatorRefusal(viewerUid, language);
    if (refused) return refused;
    if (!garden.isUser(input.userId))
      return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
    return null;
  };
  return {
    Mutation: {
      updateGardenTheme: (_root, { input }: { input: ThemeInput }, { viewerUid, language }) => {
        const refused = operatorRefusal(viewerUid, language);
        if (refused) return refused;
        const { clientMutationId, ...theme } = input;
        garden.once(viewerUid!, 'updateGardenTheme', clientMutationId, () =>
          garden.store.set('Community', garden.communityKey, 'theme', theme),
        );
        return { __typename: 'UpdateGardenThemePayload', clientMutationId, theme };
      },
      setMemberRole: (_root, { input }: { input: MemberInput }, { viewerUid, language }) => {
        const refused = refusal(viewerUid, input, language);
        if (refused) return refused;
        garden.once(viewerUid!, 'setMemberRole', input.clientMutationId, () =>
          garden.store.set('User', input.userId, 'role', input.role),
        );
        return {
          __typename: 'SetMemberRolePayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', input.userId),
        };
      },
      blockMember: (_root, { input }: { input: MemberInput }, { viewerUid, language }) => {
        const refused = refusal(viewerUid, input, language);
        if (refused) return refused;
        return {
          __typename: 'BlockMemberPayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', input.userId),
        };
      },
    },
  };
};

export const membersMock: MockFeature = {
  builders: (locale) => ({
    PermissionDeniedError: () => buildPermissionDeniedError(locale),
    SetMemberRolePayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    BlockMemberPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    UpdateGardenThemePayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    GardenTheme: () => ({ colorMode: 'LIGHT', accentTheme: 'CRIMSON', greyScale: 'PLUM' }),
  }),
  resolvers: membersResolvers,
};
