// Members' limited channels in the mock garden, with the server's rules: an operator
// limits a public channel to members (setChannelMembersOnly); then only fans with the
// LIMITED_CHAT perk (the memberships' mock) and the staff read it (viewerCanRead; for others
// its messages are empty, lastMessage null and the unread count 0) and post there
// (MembershipRequiredError otherwise).
import { errorMessage } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';

const STAFF_ROLES = ['OFFICIAL', 'MODERATOR', 'OPERATOR'];

function buildMembershipRequiredError(locale: MockLocale) {
  return {
    message: errorMessage(locale, 'errors.membership.required.LIMITED_CHAT'),
    perk: 'LIMITED_CHAT',
  };
}

function mayRead(garden: MockGarden, channelKey: string, userKey: string | null): boolean {
  if (garden.store.get('Channel', channelKey, 'isMembersOnly') !== true) return true;
  if (userKey === null) return false;
  const role = String(garden.store.get('User', userKey, 'role'));
  return STAFF_ROLES.includes(role) || garden.hasPerk(userKey, 'LIMITED_CHAT');
}

const membersOnlyResolvers: MockFeature['resolvers'] = (garden) => {
  garden.addReadRule((channelKey, userKey) => mayRead(garden, channelKey, userKey));
  garden.addPostRule((channelKey, authorKey, language) =>
    mayRead(garden, channelKey, authorKey)
      ? null
      : { __typename: 'MembershipRequiredError', ...buildMembershipRequiredError(language) },
  );
  return {
    Channel: {
      isMembersOnly: (parent: { $ref: { key: string } }) =>
        garden.store.get('Channel', parent.$ref.key, 'isMembersOnly') === true,
      viewerCanRead: (parent: { $ref: { key: string } }, _args: unknown, context: MockContext) =>
        garden.mayReadMessages(parent.$ref.key, garden.memberUserKey(context.viewerUid)),
    },
    Mutation: {
      setChannelMembersOnly: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; channelId: string; membersOnly: boolean } },
        context: MockContext,
      ) => {
        const viewerKey = garden.memberUserKey(context.viewerUid);
        if (!context.viewerUid || !viewerKey) return shouldSignUp(context.language);
        if (garden.store.get('User', viewerKey, 'role') !== 'OPERATOR')
          return {
            __typename: 'PermissionDeniedError',
            ...buildPermissionDeniedError(context.language),
          };
        const isPublic =
          garden.isChannel(input.channelId) && !garden.privateMembers(input.channelId);
        if (!isPublic)
          return { __typename: 'NotFoundError', ...buildNotFoundError(context.language) };
        garden.once(context.viewerUid, 'setChannelMembersOnly', input.clientMutationId, () =>
          garden.store.set('Channel', input.channelId, 'isMembersOnly', input.membersOnly),
        );
        return {
          __typename: 'SetChannelMembersOnlyPayload',
          clientMutationId: input.clientMutationId,
          channel: garden.ref('Channel', input.channelId),
        };
      },
    },
  };
};

export const membersOnlyChannelsMock: MockFeature = {
  builders: (locale) => ({
    MembershipRequiredError: () => buildMembershipRequiredError(locale),
    ...payloadBuilders('SetChannelMembersOnlyPayload'),
  }),
  resolvers: membersOnlyResolvers,
};
