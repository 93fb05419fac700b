// @vitest-environment node
// The mock server, in process through yoga.fetch: it answers the whole schema, keeps
// what is posted, streams it to subscribers, and follows the real header contract.

import { getNamedType, type GraphQLObjectType } from 'graphql';
import { createClient } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { mockGlobalId } from './gardenBuilders';
import { loadGardenSchema } from './gardenSchema';
import { createMockClient, mockHeaders, type GraphQLResponseBody } from './mockYogaClient';
import { createMockYoga } from './mockYoga';
import { selectAll } from './operationSelection';
import { CHAT_PAGE_SIZE } from '../src/state/chatList';

const schema = loadGardenSchema();

function rootSelection(typeName: 'Query' | 'Mutation', fieldName: string, depth = 6): string {
  const root = schema.getType(typeName) as GraphQLObjectType;
  return selectAll(schema, getNamedType(root.getFields()[fieldName].type), depth);
}

async function channelIds(request: ReturnType<typeof createMockClient>) {
  const { body } = await request<{
    community: { channels: { edges: { node: { id: string } }[] } };
  }>('{ community { channels { edges { node { id } } } } }');
  return body.data!.community.channels.edges.map((edge) => edge.node.id);
}

const questionnaireFields = {
  titleJa: '春のアンケート',
  titleEn: 'Spring survey',
  descriptionJa: '説明',
  descriptionEn: 'About',
  rewardCoins: 10,
  opensAt: '2026-11-22T00:00:00.000Z',
  closesAt: '2026-12-22T00:00:00.000Z',
  editableUntilClose: false,
  questions: [{ kind: 'FREE_TEXT', titleJa: '感想', titleEn: 'Thoughts', required: true }],
};

const JOIN = /* GraphQL */ `
  mutation Join($input: JoinCommunityInput!) {
    joinCommunity(input: $input) {
      __typename
      ... on JoinCommunityPayload {
        user {
          id
          displayName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const POST = /* GraphQL */ `
  mutation Post($input: PostChatMessageInput!) {
    postChatMessage(input: $input) {
      __typename
      ... on PostChatMessagePayload {
        clientMutationId
        messageEdge {
          cursor
          node {
            id
            body
            viewerIsAuthor
            author {
              displayName
            }
          }
        }
      }
      ... on InvalidInputError {
        message
        field
        reason
        limit
      }
      ... on Error {
        message
      }
    }
  }
`;
async function joinedViewer(request: ReturnType<typeof createMockClient>, token = 'fan-token') {
  const { body } = await request(
    JOIN,
    { input: { clientMutationId: 'join-1', displayName: 'ミオ' } },
    { token },
  );
  expect(body.data).toMatchObject({ joinCommunity: { __typename: 'JoinCommunityPayload' } });
  return token;
}

describe('mock server', () => {
  it('answers every root field of the schema, every field believable', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const token = await joinedViewer(request);
    const [channelId] = await channelIds(request);
    const newest = await request<{
      node: { messages: { edges: { node: { id: string } }[] } };
    }>(
      `query ($id: ID!) { node(id: $id) { ... on Channel { messages(last: 1) { edges { node { id } } } } } }`,
      { id: channelId },
      { token },
    );
    const messageId = newest.body.data!.node.messages.edges[0].node.id;
    const firstPostId = (
      await request<{ community: { timeline: { edges: { node: { id: string } }[] } } }>(
        '{ community { timeline(first: 1) { edges { node { id } } } } }',
      )
    ).body.data!.community.timeline.edges[0].node.id;

    const saveDraft = async (clientMutationId: string) =>
      (
        await request<{ savePostDraft: { draftEdge: { node: { id: string } } } }>(
          `mutation ($input: SavePostDraftInput!) { savePostDraft(input: $input) { ... on SavePostDraftPayload { draftEdge { node { id } } } } }`,
          { input: { clientMutationId, body: '下書きです', visibility: 'PUBLIC' } },
          { token },
        )
      ).body.data!.savePostDraft.draftEdge.node.id;
    const [draftToPublish, draftToDelete] = [
      await saveDraft('draft-a'),
      await saveDraft('draft-b'),
    ];

    const treasureMachineId = Buffer.from('TreasureMachine:1').toString('base64');
    const treasurePrizeId = Buffer.from('TreasureMachinePrize:1').toString('base64');
    const pageContent = {
      titleJa: '夏',
      titleEn: 'Summer',
      descriptionJa: '夏の庭',
      descriptionEn: 'The summer garden',
      blocksJa: '[{"kind":"heading","text":"夏"}]',
      blocksEn: '[{"kind":"heading","text":"Summer"}]',
    };
    const articleContent = {
      slug: 'summer-talk',
      titleJa: '夏',
      titleEn: 'Summer',
      leadJa: '夏の庭',
      leadEn: 'The summer garden',
      blocksJa: '[{"kind":"heading","text":"夏"}]',
      blocksEn: '[{"kind":"heading","text":"Summer"}]',
    };
    const bannerFields = {
      sectionId: 'home',
      titleJa: '夏',
      titleEn: 'Summer',
      altJa: '夏の庭',
      altEn: 'The summer garden',
      imageUrl: '/images/pages/tea-party-banner.svg',
      imageWidth: 1200,
      imageHeight: 400,
      href: '/',
      startsAt: '2030-01-01T00:00:00.000Z',
    };
    const operations: Record<string, { query: string; variables?: Record<string, unknown> }> = {
      'Query.viewer': { query: `{ viewer ${rootSelection('Query', 'viewer')} }` },
      'Query.community': { query: `{ community ${rootSelection('Query', 'community')} }` },
      'Query.node': {
        query: `query ($id: ID!) { node(id: $id) ${rootSelection('Query', 'node')} }`,
        variables: { id: channelId },
      },
      'Query.nodes': {
        query: `query ($ids: [ID!]!) { nodes(ids: $ids) ${rootSelection('Query', 'nodes', 3)} }`,
        variables: { ids: [channelId, 'not-an-id'] },
      },
      'Mutation.joinCommunity': {
        query: `mutation ($input: JoinCommunityInput!) { joinCommunity(input: $input) ${rootSelection('Mutation', 'joinCommunity')} }`,
        variables: { input: { clientMutationId: 'join-2', displayName: 'ミオ' } },
      },
      'Mutation.postChatMessage': {
        query: `mutation ($input: PostChatMessageInput!) { postChatMessage(input: $input) ${rootSelection('Mutation', 'postChatMessage')} }`,
        variables: {
          input: { clientMutationId: 'post-1', channelId, body: '庭の薔薇がきれいです' },
        },
      },
      'Mutation.setChatMessageReaction': {
        query: `mutation ($input: SetChatMessageReactionInput!) { setChatMessageReaction(input: $input) ${rootSelection('Mutation', 'setChatMessageReaction')} }`,
        variables: {
          input: { clientMutationId: 'react-1', messageId, emoji: '🌹', reacted: true },
        },
      },
      'Mutation.editChatMessage': {
        query: `mutation ($input: EditChatMessageInput!) { editChatMessage(input: $input) ${rootSelection('Mutation', 'editChatMessage')} }`,
        variables: { input: { clientMutationId: 'edit-1', messageId, body: '薔薇の話' } },
      },
      'Mutation.deleteChatMessage': {
        query: `mutation ($input: DeleteChatMessageInput!) { deleteChatMessage(input: $input) ${rootSelection('Mutation', 'deleteChatMessage')} }`,
        variables: { input: { clientMutationId: 'delete-1', messageId } },
      },
      'Mutation.markChannelRead': {
        query: `mutation ($input: MarkChannelReadInput!) { markChannelRead(input: $input) ${rootSelection('Mutation', 'markChannelRead')} }`,
        variables: { input: { clientMutationId: 'read-1', messageId } },
      },
      'Mutation.setMemberRole': {
        query: `mutation ($input: SetMemberRoleInput!) { setMemberRole(input: $input) ${rootSelection('Mutation', 'setMemberRole')} }`,
        variables: { input: { clientMutationId: 'role-1', userId: channelId, role: 'OFFICIAL' } },
      },
      'Mutation.blockMember': {
        query: `mutation ($input: BlockMemberInput!) { blockMember(input: $input) ${rootSelection('Mutation', 'blockMember')} }`,
        variables: { input: { clientMutationId: 'block-1', userId: channelId } },
      },
      'Mutation.updateGardenTheme': {
        query: `mutation ($input: UpdateGardenThemeInput!) { updateGardenTheme(input: $input) ${rootSelection('Mutation', 'updateGardenTheme')} }`,
        variables: {
          input: {
            clientMutationId: 'theme-1',
            colorMode: 'DARK',
            accentTheme: 'GOLD',
            greyScale: 'PLUM',
          },
        },
      },
      'Mutation.createPost': {
        query: `mutation ($input: CreatePostInput!) { createPost(input: $input) ${rootSelection('Mutation', 'createPost')} }`,
        variables: {
          input: { clientMutationId: 'create-1', body: '推し活がんばる', visibility: 'MEMBERS' },
        },
      },
      'Mutation.likePost': {
        query: `mutation ($input: LikePostInput!) { likePost(input: $input) ${rootSelection('Mutation', 'likePost')} }`,
        variables: { input: { clientMutationId: 'like-1', postId: firstPostId } },
      },
      'Mutation.commentOnPost': {
        query: `mutation ($input: CommentOnPostInput!) { commentOnPost(input: $input) ${rootSelection('Mutation', 'commentOnPost')} }`,
        variables: {
          input: { clientMutationId: 'comment-1', postId: firstPostId, body: '素敵！' },
        },
      },
      'Mutation.editPost': {
        query: `mutation ($input: EditPostInput!) { editPost(input: $input) ${rootSelection('Mutation', 'editPost')} }`,
        variables: {
          input: {
            clientMutationId: 'edit-1',
            postId: firstPostId,
            body: '追記',
            visibility: 'PUBLIC',
          },
        },
      },
      'Mutation.deletePost': {
        query: `mutation ($input: DeletePostInput!) { deletePost(input: $input) ${rootSelection('Mutation', 'deletePost')} }`,
        variables: { input: { clientMutationId: 'delete-1', postId: firstPostId } },
      },
      'Mutation.createTopicCategory': {
        query: `mutation ($input: CreateTopicCategoryInput!) { createTopicCategory(input: $input) ${rootSelection('Mutation', 'createTopicCategory')} }`,
        variables: { input: { clientMutationId: 'category-1', nameJa: 'グッズ', nameEn: 'Goods' } },
      },
      'Mutation.createTopic': {
        query: `mutation ($input: CreateTopicInput!) { createTopic(input: $input) ${rootSelection('Mutation', 'createTopic')} }`,
        variables: {
          input: {
            clientMutationId: 'topic-1',
            nameJa: 'アクスタ',
            nameEn: 'Stands',
            descriptionJa: '見せ合いましょう',
            descriptionEn: 'Show them',
          },
        },
      },
      'Mutation.pinPost': {
        query: `mutation ($input: PinPostInput!) { pinPost(input: $input) ${rootSelection('Mutation', 'pinPost')} }`,
        variables: { input: { clientMutationId: 'pin-1', postId: firstPostId, pinned: true } },
      },
      'Mutation.savePostDraft': {
        query: `mutation ($input: SavePostDraftInput!) { savePostDraft(input: $input) ${rootSelection('Mutation', 'savePostDraft')} }`,
        variables: {
          input: { clientMutationId: 'draft-1', body: 'あとで投稿する', visibility: 'MEMBERS' },
        },
      },
      'Mutation.publishPostDraft': {
        query: `mutation ($input: PublishPostDraftInput!) { publishPostDraft(input: $input) ${rootSelection('Mutation', 'publishPostDraft')} }`,
        variables: { input: { clientMutationId: 'publish-1', draftId: draftToPublish } },
      },
      'Mutation.deletePostDraft': {
        query: `mutation ($input: DeletePostDraftInput!) { deletePostDraft(input: $input) ${rootSelection('Mutation', 'deletePostDraft')} }`,
        variables: { input: { clientMutationId: 'delete-draft-1', draftId: draftToDelete } },
      },
      'Query.termsVersion': { query: '{ termsVersion }', variables: {} },
      'Query.currentTerms': {
        query: '{ currentTerms { version summary publishedAt } }',
        variables: {},
      },
      'Mutation.setCountryOfResidence': {
        query: `mutation ($input: SetCountryOfResidenceInput!) { setCountryOfResidence(input: $input) ${rootSelection('Mutation', 'setCountryOfResidence')} }`,
        variables: { input: { clientMutationId: 'country-1', countryCode: 'JP' } },
      },
      'Mutation.agreeToTerms': {
        query: `mutation ($input: AgreeToTermsInput!) { agreeToTerms(input: $input) ${rootSelection('Mutation', 'agreeToTerms')} }`,
        variables: { input: { clientMutationId: 'agree-1', termsVersion: '2026-11' } },
      },
      'Mutation.publishTermsVersion': {
        query: `mutation ($input: PublishTermsVersionInput!) { publishTermsVersion(input: $input) ${rootSelection('Mutation', 'publishTermsVersion')} }`,
        variables: {
          input: {
            clientMutationId: 'publish-1',
            version: '2027-01',
            summaryJa: '変更',
            summaryEn: 'Changes',
          },
        },
      },
      'Mutation.deleteAccount': {
        query: `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) ${rootSelection('Mutation', 'deleteAccount')} }`,
        variables: { input: { clientMutationId: 'delete-1', confirmed: false } },
      },
      'Mutation.followUser': {
        query: `mutation ($input: FollowUserInput!) { followUser(input: $input) ${rootSelection('Mutation', 'followUser')} }`,
        variables: { input: { clientMutationId: 'follow-1', userId: channelId } },
      },
      'Mutation.unfollowUser': {
        query: `mutation ($input: UnfollowUserInput!) { unfollowUser(input: $input) ${rootSelection('Mutation', 'unfollowUser')} }`,
        variables: { input: { clientMutationId: 'unfollow-1', userId: channelId } },
      },
      'Query.prepaidBalanceReport': {
        query: `query { prepaidBalanceReport(baseDate: "2026-03-31") ${rootSelection('Query', 'prepaidBalanceReport')} }`,
        variables: {},
      },
      'Mutation.grantFreeCoins': {
        query: `mutation ($input: GrantFreeCoinsInput!) { grantFreeCoins(input: $input) ${rootSelection('Mutation', 'grantFreeCoins')} }`,
        variables: {
          input: {
            clientMutationId: 'grant-1',
            userIds: [channelId],
            amount: 100,
            labelJa: 'お詫び',
            labelEn: 'Apology',
          },
        },
      },
      'Query.missions': {
        query: `{ missions(first: 10) ${rootSelection('Query', 'missions')} }`,
        variables: {},
      },
      'Query.stepMission': {
        query: `{ stepMission ${rootSelection('Query', 'stepMission')} }`,
        variables: {},
      },
      'Query.checkIn': { query: `{ checkIn ${rootSelection('Query', 'checkIn')} }`, variables: {} },
      'Query.votingEvent': {
        query: `{ votingEvent(identifier: "best-scene-2026") ${rootSelection('Query', 'votingEvent')} }`,
        variables: {},
      },
      'Query.viewerBadges': {
        query: `{ viewerBadges ${rootSelection('Query', 'viewerBadges')} }`,
        variables: {},
      },
      'Mutation.claimMissionReward': {
        query: `mutation ($input: ClaimMissionRewardInput!) { claimMissionReward(input: $input) ${rootSelection('Mutation', 'claimMissionReward')} }`,
        variables: { input: { clientMutationId: 'claim-1', missionId: 'TWlzc2lvbjox' } },
      },
      'Mutation.claimAllMissionRewards': {
        query: `mutation ($input: ClaimAllMissionRewardsInput!) { claimAllMissionRewards(input: $input) ${rootSelection('Mutation', 'claimAllMissionRewards')} }`,
        variables: { input: { clientMutationId: 'claim-all-1' } },
      },
      'Mutation.recordDailyVisit': {
        query: `mutation ($input: RecordDailyVisitInput!) { recordDailyVisit(input: $input) ${rootSelection('Mutation', 'recordDailyVisit')} }`,
        variables: { input: { clientMutationId: 'visit-1' } },
      },
      'Mutation.claimStepMissionReward': {
        query: `mutation ($input: ClaimStepMissionRewardInput!) { claimStepMissionReward(input: $input) ${rootSelection('Mutation', 'claimStepMissionReward')} }`,
        variables: { input: { clientMutationId: 'step-1', stepId: 'U3RlcE1pc3Npb25TdGVwOjE=' } },
      },
      'Mutation.checkIn': {
        query: `mutation ($input: CheckInInput!) { checkIn(input: $input) ${rootSelection('Mutation', 'checkIn')} }`,
        variables: { input: { clientMutationId: 'check-in-1' } },
      },
      'Mutation.claimCheckInPresent': {
        query: `mutation ($input: ClaimCheckInPresentInput!) { claimCheckInPresent(input: $input) ${rootSelection('Mutation', 'claimCheckInPresent')} }`,
        variables: {
          input: { clientMutationId: 'present-1', presentId: 'Q2hlY2tJblByZXNlbnQ6MQ==' },
        },
      },
      'Mutation.exchangeCheckInStoreItem': {
        query: `mutation ($input: ExchangeCheckInStoreItemInput!) { exchangeCheckInStoreItem(input: $input) ${rootSelection('Mutation', 'exchangeCheckInStoreItem')} }`,
        variables: {
          input: { clientMutationId: 'exchange-1', itemId: 'Q2hlY2tJblN0b3JlSXRlbTox' },
        },
      },
      'Mutation.vote': {
        query: `mutation ($input: VoteInput!) { vote(input: $input) ${rootSelection('Mutation', 'vote')} }`,
        variables: {
          input: { clientMutationId: 'vote-1', candidateId: 'Vm90aW5nQ2FuZGlkYXRlOjE=' },
        },
      },
      'Query.supporterSeason': {
        query: `{ supporterSeason ${rootSelection('Query', 'supporterSeason')} }`,
        variables: {},
      },
      'Mutation.setSupporterLeaderboardVisibility': {
        query: `mutation ($input: SetSupporterLeaderboardVisibilityInput!) { setSupporterLeaderboardVisibility(input: $input) ${rootSelection('Mutation', 'setSupporterLeaderboardVisibility')} }`,
        variables: {
          input: {
            clientMutationId: 'supporter-1',
            seasonId: mockGlobalId('SupporterSeason', 1),
            hidden: true,
          },
        },
      },
      'Mutation.createSupporterSeason': {
        query: `mutation ($input: CreateSupporterSeasonInput!) { createSupporterSeason(input: $input) ${rootSelection('Mutation', 'createSupporterSeason')} }`,
        variables: {
          input: {
            clientMutationId: 'season-1',
            titleJa: '春',
            titleEn: 'Spring',
            descriptionJa: '説明',
            descriptionEn: 'About',
            firstDay: '2027-03-01',
            lastDay: '2027-05-31',
            countsSpending: false,
            ranks: [
              { key: 'bronze', nameJa: 'ブロンズ', nameEn: 'Bronze', threshold: 10, rewards: [] },
            ],
          },
        },
      },
      'Mutation.updateSupporterSeason': {
        query: `mutation ($input: UpdateSupporterSeasonInput!) { updateSupporterSeason(input: $input) ${rootSelection('Mutation', 'updateSupporterSeason')} }`,
        variables: {
          input: {
            clientMutationId: 'season-2',
            seasonId: mockGlobalId('SupporterSeason', 1),
            titleJa: '春',
            titleEn: 'Spring',
            descriptionJa: '説明',
            descriptionEn: 'About',
            firstDay: '2027-03-01',
            lastDay: '2027-05-31',
            countsSpending: false,
            ranks: [
              { key: 'bronze', nameJa: 'ブロンズ', nameEn: 'Bronze', threshold: 10, rewards: [] },
            ],
          },
        },
      },
      'Query.referralProgram': {
        query: `{ referralProgram ${rootSelection('Query', 'referralProgram')} }`,
        variables: {},
      },
      'Mutation.redeemReferralCode': {
        query: `mutation ($input: RedeemReferralCodeInput!) { redeemReferralCode(input: $input) ${rootSelection('Mutation', 'redeemReferralCode')} }`,
        variables: { input: { clientMutationId: 'invite-1', code: 'ZZZZ2345' } },
      },
      'Mutation.redeemCampaignCode': {
        query: `mutation ($input: RedeemCampaignCodeInput!) { redeemCampaignCode(input: $input) ${rootSelection('Mutation', 'redeemCampaignCode')} }`,
        variables: {
          input: {
            clientMutationId: 'campaign-1',
            campaignCodePageId: mockGlobalId('CampaignCodePage', 1),
            code: 'MOONLIT2026',
          },
        },
      },
      'Mutation.setReferralProgram': {
        query: `mutation ($input: SetReferralProgramInput!) { setReferralProgram(input: $input) ${rootSelection('Mutation', 'setReferralProgram')} }`,
        variables: {
          input: { clientMutationId: 'program-1', inviterCoins: 100, inviteeCoins: 100 },
        },
      },
      'Mutation.createCampaignCodePage': {
        query: `mutation ($input: CreateCampaignCodePageInput!) { createCampaignCodePage(input: $input) ${rootSelection('Mutation', 'createCampaignCodePage')} }`,
        variables: {
          input: {
            clientMutationId: 'campaign-page-1',
            pageId: 'spring-2027',
            titleJa: '春',
            titleEn: 'Spring',
            descriptionJa: '説明',
            descriptionEn: 'About',
            rewardCoins: 10,
            perFanLimit: 1,
            totalLimit: 100,
            startsAt: '2026-11-22T00:00:00.000Z',
            endsAt: '2026-12-22T00:00:00.000Z',
            sharedCodes: ['SPRING2027'],
            generateCount: 0,
          },
        },
      },
      'Mutation.updateCampaignCodePage': {
        query: `mutation ($input: UpdateCampaignCodePageInput!) { updateCampaignCodePage(input: $input) ${rootSelection('Mutation', 'updateCampaignCodePage')} }`,
        variables: {
          input: {
            clientMutationId: 'campaign-page-2',
            campaignCodePageId: mockGlobalId('CampaignCodePage', 1),
            titleJa: '春',
            titleEn: 'Spring',
            descriptionJa: '説明',
            descriptionEn: 'About',
            rewardCoins: 10,
            perFanLimit: 1,
            totalLimit: 100,
            startsAt: '2026-11-22T00:00:00.000Z',
            endsAt: '2026-12-22T00:00:00.000Z',
          },
        },
      },
      'Mutation.closeCampaignCodePage': {
        query: `mutation ($input: CloseCampaignCodePageInput!) { closeCampaignCodePage(input: $input) ${rootSelection('Mutation', 'closeCampaignCodePage')} }`,
        variables: {
          input: {
            clientMutationId: 'campaign-page-3',
            campaignCodePageId: mockGlobalId('CampaignCodePage', 1),
          },
        },
      },
      'Mutation.generateCampaignCodes': {
        query: `mutation ($input: GenerateCampaignCodesInput!) { generateCampaignCodes(input: $input) ${rootSelection('Mutation', 'generateCampaignCodes')} }`,
        variables: {
          input: {
            clientMutationId: 'campaign-page-4',
            campaignCodePageId: mockGlobalId('CampaignCodePage', 1),
            count: 3,
          },
        },
      },
      'Mutation.answerQuestionnaire': {
        query: `mutation ($input: AnswerQuestionnaireInput!) { answerQuestionnaire(input: $input) ${rootSelection('Mutation', 'answerQuestionnaire')} }`,
        variables: {
          input: {
            clientMutationId: 'questionnaire-1',
            questionnaireId: mockGlobalId('Questionnaire', 1),
            answers: [],
          },
        },
      },
      'Mutation.createQuestionnaire': {
        query: `mutation ($input: CreateQuestionnaireInput!) { createQuestionnaire(input: $input) ${rootSelection('Mutation', 'createQuestionnaire')} }`,
        variables: {
          input: {
            clientMutationId: 'questionnaire-create-1',
            questionnaireId: 'spring-survey',
            fields: questionnaireFields,
          },
        },
      },
      'Mutation.updateQuestionnaire': {
        query: `mutation ($input: UpdateQuestionnaireInput!) { updateQuestionnaire(input: $input) ${rootSelection('Mutation', 'updateQuestionnaire')} }`,
        variables: {
          input: {
            clientMutationId: 'questionnaire-update-1',
            id: mockGlobalId('Questionnaire', 1),
            fields: questionnaireFields,
          },
        },
      },
      'Mutation.closeQuestionnaire': {
        query: `mutation ($input: CloseQuestionnaireInput!) { closeQuestionnaire(input: $input) ${rootSelection('Mutation', 'closeQuestionnaire')} }`,
        variables: {
          input: {
            clientMutationId: 'questionnaire-close-1',
            id: mockGlobalId('Questionnaire', 1),
          },
        },
      },
      'Mutation.createStory': {
        query: `mutation ($input: CreateStoryInput!) { createStory(input: $input) ${rootSelection('Mutation', 'createStory')} }`,
        variables: {
          input: {
            clientMutationId: 'story-create-1',
            storyId: 'winter-tales',
            titleJa: '冬の話',
            titleEn: 'Winter tales',
            descriptionJa: '説明',
            descriptionEn: 'About',
          },
        },
      },
      'Mutation.createHomeSection': {
        query: `mutation ($input: CreateHomeSectionInput!) { createHomeSection(input: $input) ${rootSelection('Mutation', 'createHomeSection')} }`,
        variables: {
          input: {
            clientMutationId: 'home-section-create-1',
            section: { kind: 'EVENT_CAROUSEL', titleJa: '予定', titleEn: 'Schedule', count: 4 },
          },
        },
      },
      'Mutation.updateHomeSection': {
        query: `mutation ($input: UpdateHomeSectionInput!) { updateHomeSection(input: $input) ${rootSelection('Mutation', 'updateHomeSection')} }`,
        variables: {
          input: {
            clientMutationId: 'home-section-update-1',
            sectionId: mockGlobalId('HomeSection', 5),
            section: { kind: 'EVENT_CAROUSEL', count: 3 },
          },
        },
      },
      'Mutation.moveHomeSection': {
        query: `mutation ($input: MoveHomeSectionInput!) { moveHomeSection(input: $input) ${rootSelection('Mutation', 'moveHomeSection')} }`,
        variables: {
          input: {
            clientMutationId: 'home-section-move-1',
            sectionId: mockGlobalId('HomeSection', 2),
            position: 0,
          },
        },
      },
      'Mutation.deleteHomeSection': {
        query: `mutation ($input: DeleteHomeSectionInput!) { deleteHomeSection(input: $input) ${rootSelection('Mutation', 'deleteHomeSection')} }`,
        variables: {
          input: {
            clientMutationId: 'home-section-delete-1',
            sectionId: mockGlobalId('HomeSection', 9),
          },
        },
      },
      'Mutation.updateStory': {
        query: `mutation ($input: UpdateStoryInput!) { updateStory(input: $input) ${rootSelection('Mutation', 'updateStory')} }`,
        variables: {
          input: {
            clientMutationId: 'story-update-1',
            id: mockGlobalId('Story', 1),
            titleJa: '冬の話',
            titleEn: 'Winter tales',
            descriptionJa: '説明',
            descriptionEn: 'About',
          },
        },
      },
      'Mutation.deleteStory': {
        query: `mutation ($input: DeleteStoryInput!) { deleteStory(input: $input) ${rootSelection('Mutation', 'deleteStory')} }`,
        variables: { input: { clientMutationId: 'story-delete-1', id: mockGlobalId('Story', 1) } },
      },
      'Mutation.updateStoryChapter': {
        query: `mutation ($input: UpdateStoryChapterInput!) { updateStoryChapter(input: $input) ${rootSelection('Mutation', 'updateStoryChapter')} }`,
        variables: {
          input: {
            clientMutationId: 'story-chapter-update-1',
            id: mockGlobalId('StoryChapter', 1),
            titleJa: '初雪',
            titleEn: 'First snow',
            summaryJa: 'あらすじ',
            summaryEn: 'Summary',
            parts: [
              {
                kind: 'BOOK',
                titleJa: '本',
                titleEn: 'Book',
                pages: [{ textJa: '雪', textEn: 'Snow' }],
              },
            ],
          },
        },
      },
      'Mutation.deleteStoryChapter': {
        query: `mutation ($input: DeleteStoryChapterInput!) { deleteStoryChapter(input: $input) ${rootSelection('Mutation', 'deleteStoryChapter')} }`,
        variables: {
          input: {
            clientMutationId: 'story-chapter-delete-1',
            id: mockGlobalId('StoryChapter', 1),
          },
        },
      },
      'Mutation.createStoryChapter': {
        query: `mutation ($input: CreateStoryChapterInput!) { createStoryChapter(input: $input) ${rootSelection('Mutation', 'createStoryChapter')} }`,
        variables: {
          input: {
            clientMutationId: 'story-chapter-1',
            storyId: mockGlobalId('Story', 1),
            chapterId: 'first-snow',
            titleJa: '初雪',
            titleEn: 'First snow',
            summaryJa: 'あらすじ',
            summaryEn: 'Summary',
            unlockCondition: { kind: 'PERIOD', opensAt: '2026-12-24T00:00:00.000Z' },
            parts: [
              {
                kind: 'BOOK',
                titleJa: '本',
                titleEn: 'Book',
                pages: [{ textJa: '雪', textEn: 'Snow' }],
              },
            ],
          },
        },
      },
      'Mutation.saveVideoPosition': {
        query: `mutation ($input: SaveVideoPositionInput!) { saveVideoPosition(input: $input) ${rootSelection('Mutation', 'saveVideoPosition')} }`,
        variables: {
          input: {
            clientMutationId: 'video-save-1',
            videoId: mockGlobalId('Video', 1),
            seconds: 4,
          },
        },
      },
      'Mutation.createPlaylist': {
        query: `mutation ($input: CreatePlaylistInput!) { createPlaylist(input: $input) ${rootSelection('Mutation', 'createPlaylist')} }`,
        variables: {
          input: {
            clientMutationId: 'playlist-create-1',
            playlistId: 'cast-talks',
            titleJa: 'トーク',
            titleEn: 'Talks',
            descriptionJa: '説明',
            descriptionEn: 'About',
          },
        },
      },
      'Mutation.updatePlaylist': {
        query: `mutation ($input: UpdatePlaylistInput!) { updatePlaylist(input: $input) ${rootSelection('Mutation', 'updatePlaylist')} }`,
        variables: {
          input: {
            clientMutationId: 'playlist-update-1',
            id: mockGlobalId('Playlist', 1),
            titleEn: 'Films',
          },
        },
      },
      'Mutation.addVideo': {
        query: `mutation ($input: AddVideoInput!) { addVideo(input: $input) ${rootSelection('Mutation', 'addVideo')} }`,
        variables: {
          input: {
            clientMutationId: 'video-add-1',
            playlistId: mockGlobalId('Playlist', 1),
            videoId: 'cast-talk',
            titleJa: 'トーク',
            titleEn: 'Talk',
            descriptionJa: '説明',
            descriptionEn: 'About',
            durationSeconds: 60,
            isMembersOnly: false,
            source: 'clip:prelude',
          },
        },
      },
      'Mutation.updateVideo': {
        query: `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) ${rootSelection('Mutation', 'updateVideo')} }`,
        variables: {
          input: {
            clientMutationId: 'video-update-1',
            id: mockGlobalId('Video', 1),
            titleEn: 'Prelude',
          },
        },
      },
      'Mutation.removeVideo': {
        query: `mutation ($input: RemoveVideoInput!) { removeVideo(input: $input) ${rootSelection('Mutation', 'removeVideo')} }`,
        variables: { input: { clientMutationId: 'video-remove-1', id: mockGlobalId('Video', 3) } },
      },
      'Mutation.receiveVotingShareReward': {
        query: `mutation ($input: ReceiveVotingShareRewardInput!) { receiveVotingShareReward(input: $input) ${rootSelection('Mutation', 'receiveVotingShareReward')} }`,
        variables: { input: { clientMutationId: 'share-1', eventId: 'Vm90aW5nRXZlbnQ6MQ==' } },
      },
      'Mutation.showBadge': {
        query: `mutation ($input: ShowBadgeInput!) { showBadge(input: $input) ${rootSelection('Mutation', 'showBadge')} }`,
        variables: { input: { clientMutationId: 'badge-1', badgeId: 'QmFkZ2U6MQ==' } },
      },
      'Mutation.createMission': {
        query: `mutation ($input: CreateMissionInput!) { createMission(input: $input) ${rootSelection('Mutation', 'createMission')} }`,
        variables: {
          input: {
            clientMutationId: 'op-1',
            kind: 'POST',
            titleJa: 'a',
            titleEn: 'a',
            descriptionJa: 'a',
            descriptionEn: 'a',
            period: 'DAILY',
            targetCount: 1,
            rewards: [{ kind: 'COIN', amount: 10 }],
          },
        },
      },
      'Mutation.setMissionActive': {
        query: `mutation ($input: SetMissionActiveInput!) { setMissionActive(input: $input) ${rootSelection('Mutation', 'setMissionActive')} }`,
        variables: {
          input: { clientMutationId: 'op-2', missionId: 'TWlzc2lvbjox', active: false },
        },
      },
      'Mutation.createStepMissionStep': {
        query: `mutation ($input: CreateStepMissionStepInput!) { createStepMissionStep(input: $input) ${rootSelection('Mutation', 'createStepMissionStep')} }`,
        variables: {
          input: {
            clientMutationId: 'op-3',
            titleJa: 'a',
            titleEn: 'a',
            requiredPoints: 3,
            rewards: [{ kind: 'COIN', amount: 10 }],
          },
        },
      },
      'Mutation.createCheckInPresent': {
        query: `mutation ($input: CreateCheckInPresentInput!) { createCheckInPresent(input: $input) ${rootSelection('Mutation', 'createCheckInPresent')} }`,
        variables: {
          input: {
            clientMutationId: 'op-4',
            titleJa: 'a',
            titleEn: 'a',
            descriptionJa: 'a',
            descriptionEn: 'a',
            rule: 'STREAK',
            threshold: 3,
            rewards: [{ kind: 'COIN', amount: 10 }],
          },
        },
      },
      'Mutation.createCheckInStoreItem': {
        query: `mutation ($input: CreateCheckInStoreItemInput!) { createCheckInStoreItem(input: $input) ${rootSelection('Mutation', 'createCheckInStoreItem')} }`,
        variables: {
          input: {
            clientMutationId: 'op-5',
            titleJa: 'a',
            titleEn: 'a',
            descriptionJa: 'a',
            descriptionEn: 'a',
            pricePoints: 30,
            rewards: [{ kind: 'COIN', amount: 10 }],
          },
        },
      },
      'Mutation.createVotingEvent': {
        query: `mutation ($input: CreateVotingEventInput!) { createVotingEvent(input: $input) ${rootSelection('Mutation', 'createVotingEvent')} }`,
        variables: {
          input: {
            clientMutationId: 'op-6',
            identifier: 'e',
            titleJa: 'a',
            titleEn: 'a',
            descriptionJa: 'a',
            descriptionEn: 'a',
            opensAt: '2026-01-01T00:00:00Z',
            closesAt: '2026-02-01T00:00:00Z',
            freeVotesPerDay: 1,
            showCounts: true,
            shareRewardCoins: 0,
            candidates: [],
          },
        },
      },
      'Mutation.createBadge': {
        query: `mutation ($input: CreateBadgeInput!) { createBadge(input: $input) ${rootSelection('Mutation', 'createBadge')} }`,
        variables: {
          input: {
            clientMutationId: 'op-7',
            key: 'k',
            nameJa: 'a',
            nameEn: 'a',
            descriptionJa: 'a',
            descriptionEn: 'a',
            symbol: '🌹',
          },
        },
      },
      'Mutation.addToBasket': {
        query: `mutation ($input: AddToBasketInput!) { addToBasket(input: $input) ${rootSelection('Mutation', 'addToBasket')} }`,
        variables: {
          input: {
            clientMutationId: 'basket-1',
            itemId: mockGlobalId('StoreItem', 1),
            quantity: 2,
          },
        },
      },
      'Mutation.setBasketQuantity': {
        query: `mutation ($input: SetBasketQuantityInput!) { setBasketQuantity(input: $input) ${rootSelection('Mutation', 'setBasketQuantity')} }`,
        variables: {
          input: {
            clientMutationId: 'basket-2',
            lineId: mockGlobalId('BasketLine', 1),
            quantity: 1,
          },
        },
      },
      'Mutation.startCheckout': {
        query: `mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) ${rootSelection('Mutation', 'startCheckout')} }`,
        variables: { input: { clientMutationId: 'checkout-1' } },
      },
      'Mutation.payCheckout': {
        query: `mutation ($input: PayCheckoutInput!) { payCheckout(input: $input) ${rootSelection('Mutation', 'payCheckout')} }`,
        variables: {
          input: {
            clientMutationId: 'pay-1',
            sessionId: mockGlobalId('CheckoutSession', 1),
            method: 'CARD',
            card: '4242424242424242',
          },
        },
      },
      'Mutation.refreshCheckout': {
        query: `mutation ($input: RefreshCheckoutInput!) { refreshCheckout(input: $input) ${rootSelection('Mutation', 'refreshCheckout')} }`,
        variables: {
          input: { clientMutationId: 'refresh-1', sessionId: mockGlobalId('CheckoutSession', 1) },
        },
      },
      'Query.receipt': {
        query: `query ($id: ID!) { receipt(id: $id) ${rootSelection('Query', 'receipt')} }`,
        variables: { id: mockGlobalId('Order', 1) },
      },
      'Mutation.subscribeToMembership': {
        query: `mutation ($input: SubscribeToMembershipInput!) { subscribeToMembership(input: $input) ${rootSelection('Mutation', 'subscribeToMembership')} }`,
        variables: {
          input: {
            clientMutationId: 'subscribe-1',
            planId: mockGlobalId('MembershipPlan', 1),
            card: '4242424242424242',
          },
        },
      },
      'Query.membershipInvoice': {
        query: `query ($id: ID!) { membershipInvoice(id: $id) ${rootSelection('Query', 'membershipInvoice')} }`,
        variables: { id: mockGlobalId('MembershipInvoice', 1) },
      },
      'Mutation.cancelMembership': {
        query: `mutation ($input: ChangeMembershipRenewalInput!) { cancelMembership(input: $input) ${rootSelection('Mutation', 'cancelMembership')} }`,
        variables: { input: { clientMutationId: 'cancel-membership-1' } },
      },
      'Mutation.resumeMembership': {
        query: `mutation ($input: ChangeMembershipRenewalInput!) { resumeMembership(input: $input) ${rootSelection('Mutation', 'resumeMembership')} }`,
        variables: { input: { clientMutationId: 'resume-membership-1' } },
      },
      'Mutation.retryMembershipPayment': {
        query: `mutation ($input: RetryMembershipPaymentInput!) { retryMembershipPayment(input: $input) ${rootSelection('Mutation', 'retryMembershipPayment')} }`,
        variables: {
          input: {
            clientMutationId: 'retry-membership-1',
            membershipId: mockGlobalId('Membership', 1),
            paymentMethodId: mockGlobalId('SavedPaymentMethod', 1),
          },
        },
      },
      'Mutation.createMembershipPlan': {
        query: `mutation ($input: CreateMembershipPlanInput!) { createMembershipPlan(input: $input) ${rootSelection('Mutation', 'createMembershipPlan')} }`,
        variables: {
          input: {
            clientMutationId: 'plan-1',
            plan: {
              nameJa: 'ひだまりプラン',
              nameEn: 'Sunny Spot plan',
              descriptionJa: 'メンバー限定のお知らせを読めます。',
              descriptionEn: 'Read the members-only news.',
              monthlyPrice: 330,
              taxRatePercent: 10,
              perks: ['MEMBERS_ONLY_POSTS'],
            },
          },
        },
      },
      'Mutation.updateMembershipPlan': {
        query: `mutation ($input: UpdateMembershipPlanInput!) { updateMembershipPlan(input: $input) ${rootSelection('Mutation', 'updateMembershipPlan')} }`,
        variables: {
          input: {
            clientMutationId: 'plan-2',
            planId: mockGlobalId('MembershipPlan', 1),
            plan: {
              nameJa: 'ひだまりプラン',
              nameEn: 'Sunny Spot plan',
              descriptionJa: 'メンバー限定のお知らせを読めます。',
              descriptionEn: 'Read the members-only news.',
              monthlyPrice: 330,
              taxRatePercent: 10,
              perks: ['MEMBERS_ONLY_POSTS'],
            },
          },
        },
      },
      'Mutation.archiveMembershipPlan': {
        query: `mutation ($input: ArchiveMembershipPlanInput!) { archiveMembershipPlan(input: $input) ${rootSelection('Mutation', 'archiveMembershipPlan')} }`,
        variables: {
          input: { clientMutationId: 'plan-3', planId: mockGlobalId('MembershipPlan', 1) },
        },
      },
      'Mutation.createStoreSection': {
        query: `mutation ($input: CreateStoreSectionInput!) { createStoreSection(input: $input) ${rootSelection('Mutation', 'createStoreSection')} }`,
        variables: {
          input: {
            clientMutationId: 'section-1',
            titleJa: '冬の新作',
            titleEn: 'Winter goods',
            descriptionJa: '冬のグッズ',
            descriptionEn: 'Goods for winter',
          },
        },
      },
      'Mutation.createStoreItem': {
        query: `mutation ($input: CreateStoreItemInput!) { createStoreItem(input: $input) ${rootSelection('Mutation', 'createStoreItem')} }`,
        variables: {
          input: {
            clientMutationId: 'item-1',
            sectionId: mockGlobalId('StoreSection', 1),
            kind: 'PHYSICAL',
            nameJa: 'マフラー',
            nameEn: 'Scarf',
            descriptionJa: '薔薇の刺繍',
            descriptionEn: 'An embroidered rose',
            price: 4400,
            taxRate: 'STANDARD_10',
          },
        },
      },
      'Mutation.updateStoreItem': {
        query: `mutation ($input: UpdateStoreItemInput!) { updateStoreItem(input: $input) ${rootSelection('Mutation', 'updateStoreItem')} }`,
        variables: {
          input: { clientMutationId: 'item-2', itemId: mockGlobalId('StoreItem', 1), price: 300 },
        },
      },
      'Mutation.setStoreItemStock': {
        query: `mutation ($input: SetStoreItemStockInput!) { setStoreItemStock(input: $input) ${rootSelection('Mutation', 'setStoreItemStock')} }`,
        variables: {
          input: { clientMutationId: 'stock-1', itemId: mockGlobalId('StoreItem', 3), stock: 5 },
        },
      },
      'Mutation.saveDeliveryAddress': {
        query: `mutation ($input: SaveDeliveryAddressInput!) { saveDeliveryAddress(input: $input) ${rootSelection('Mutation', 'saveDeliveryAddress')} }`,
        variables: {
          input: {
            clientMutationId: 'address-1',
            recipientName: '花守 ミオ',
            postalCode: '150-0001',
            prefecture: '東京都',
            city: '渋谷区神宮前',
            street: '1-2-3',
            phone: '090-1234-5678',
          },
        },
      },
      'Mutation.removeDeliveryAddress': {
        query: `mutation ($input: RemoveDeliveryAddressInput!) { removeDeliveryAddress(input: $input) ${rootSelection('Mutation', 'removeDeliveryAddress')} }`,
        variables: {
          input: { clientMutationId: 'unaddress-1', id: mockGlobalId('DeliveryAddress', 999) },
        },
      },
      'Mutation.addPaymentMethod': {
        query: `mutation ($input: AddPaymentMethodInput!) { addPaymentMethod(input: $input) ${rootSelection('Mutation', 'addPaymentMethod')} }`,
        variables: {
          input: {
            clientMutationId: 'card-1',
            card: '4242424242424242',
            expMonth: 8,
            expYear: 2029,
          },
        },
      },
      'Mutation.confirmPaymentMethod': {
        query: `mutation ($input: ConfirmPaymentMethodInput!) { confirmPaymentMethod(input: $input) ${rootSelection('Mutation', 'confirmPaymentMethod')} }`,
        variables: {
          input: { clientMutationId: 'card-2', id: mockGlobalId('SavedPaymentMethod', 999) },
        },
      },
      'Mutation.setDefaultPaymentMethod': {
        query: `mutation ($input: SetDefaultPaymentMethodInput!) { setDefaultPaymentMethod(input: $input) ${rootSelection('Mutation', 'setDefaultPaymentMethod')} }`,
        variables: {
          input: { clientMutationId: 'card-3', id: mockGlobalId('SavedPaymentMethod', 999) },
        },
      },
      'Mutation.requestSignUpCode': {
        query: `mutation ($input: RequestSignUpCodeInput!) { requestSignUpCode(input: $input) ${rootSelection('Mutation', 'requestSignUpCode')} }`,
        variables: { input: { clientMutationId: 'code-1', email: 'new-fan@example.com' } },
      },
      'Mutation.confirmSignUpCode': {
        query: `mutation ($input: ConfirmSignUpCodeInput!) { confirmSignUpCode(input: $input) ${rootSelection('Mutation', 'confirmSignUpCode')} }`,
        variables: {
          input: {
            clientMutationId: 'code-2',
            authCodeId: mockGlobalId('SignUpCode', 999),
            code: '000000',
          },
        },
      },
      'Mutation.verifySignUpEmail': {
        query: `mutation ($input: VerifySignUpEmailInput!) { verifySignUpEmail(input: $input) ${rootSelection('Mutation', 'verifySignUpEmail')} }`,
        variables: {
          input: { clientMutationId: 'code-3', authCodeId: mockGlobalId('SignUpCode', 999) },
        },
      },
      'Mutation.setTimelinePreferences': {
        query: `mutation ($input: SetTimelinePreferencesInput!) { setTimelinePreferences(input: $input) ${rootSelection('Mutation', 'setTimelinePreferences')} }`,
        variables: {
          input: {
            clientMutationId: 'timeline-1',
            showOfficialPosts: true,
            showFollowedPosts: true,
            showOwnPosts: false,
            showTopicPosts: true,
          },
        },
      },
      'Mutation.removePaymentMethod': {
        query: `mutation ($input: RemovePaymentMethodInput!) { removePaymentMethod(input: $input) ${rootSelection('Mutation', 'removePaymentMethod')} }`,
        variables: {
          input: { clientMutationId: 'card-4', id: mockGlobalId('SavedPaymentMethod', 999) },
        },
      },
      'Mutation.refundOrder': {
        query: `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) ${rootSelection('Mutation', 'refundOrder')} }`,
        variables: { input: { clientMutationId: 'refund-1', orderId: mockGlobalId('Order', 1) } },
      },
      'Query.pendingShipments': {
        query: `{ pendingShipments(first: 5) ${rootSelection('Query', 'pendingShipments')} }`,
      },
      'Mutation.markOrderShipped': {
        query: `mutation ($input: MarkOrderShippedInput!) { markOrderShipped(input: $input) ${rootSelection('Mutation', 'markOrderShipped')} }`,
        variables: {
          input: {
            clientMutationId: 'ship-1',
            orderId: mockGlobalId('Order', 1),
            carrier: 'YAMATO',
            trackingNumber: '1234-5678-9012',
          },
        },
      },
      'Mutation.createGardenPage': {
        query: `mutation ($input: CreateGardenPageInput!) { createGardenPage(input: $input) ${rootSelection('Mutation', 'createGardenPage')} }`,
        variables: {
          input: {
            clientMutationId: 'page-1',
            kind: 'LANDING',
            slug: 'summer',
            content: pageContent,
          },
        },
      },
      'Mutation.updateGardenPage': {
        query: `mutation ($input: UpdateGardenPageInput!) { updateGardenPage(input: $input) ${rootSelection('Mutation', 'updateGardenPage')} }`,
        variables: {
          input: {
            clientMutationId: 'page-2',
            pageId: mockGlobalId('GardenPage', 1),
            content: pageContent,
          },
        },
      },
      'Mutation.deleteGardenPage': {
        query: `mutation ($input: DeleteGardenPageInput!) { deleteGardenPage(input: $input) ${rootSelection('Mutation', 'deleteGardenPage')} }`,
        variables: { input: { clientMutationId: 'page-3', pageId: mockGlobalId('GardenPage', 1) } },
      },
      'Mutation.publishArticle': {
        query: `mutation ($input: PublishArticleInput!) { publishArticle(input: $input) ${rootSelection('Mutation', 'publishArticle')} }`,
        variables: { input: { clientMutationId: 'article-1', content: articleContent } },
      },
      'Mutation.updateArticle': {
        query: `mutation ($input: UpdateArticleInput!) { updateArticle(input: $input) ${rootSelection('Mutation', 'updateArticle')} }`,
        variables: {
          input: {
            clientMutationId: 'article-2',
            articleId: mockGlobalId('Article', 1),
            content: articleContent,
          },
        },
      },
      'Mutation.deleteArticle': {
        query: `mutation ($input: DeleteArticleInput!) { deleteArticle(input: $input) ${rootSelection('Mutation', 'deleteArticle')} }`,
        variables: {
          input: { clientMutationId: 'article-3', articleId: mockGlobalId('Article', 1) },
        },
      },
      'Mutation.createBanner': {
        query: `mutation ($input: CreateBannerInput!) { createBanner(input: $input) ${rootSelection('Mutation', 'createBanner')} }`,
        variables: { input: { clientMutationId: 'banner-1', banner: bannerFields } },
      },
      'Mutation.updateBanner': {
        query: `mutation ($input: UpdateBannerInput!) { updateBanner(input: $input) ${rootSelection('Mutation', 'updateBanner')} }`,
        variables: {
          input: {
            clientMutationId: 'banner-2',
            bannerId: mockGlobalId('Banner', 1),
            banner: bannerFields,
          },
        },
      },
      'Mutation.deleteBanner': {
        query: `mutation ($input: DeleteBannerInput!) { deleteBanner(input: $input) ${rootSelection('Mutation', 'deleteBanner')} }`,
        variables: { input: { clientMutationId: 'banner-3', bannerId: mockGlobalId('Banner', 1) } },
      },
      'Mutation.createShareLink': {
        query: `mutation ($input: CreateShareLinkInput!) { createShareLink(input: $input) ${rootSelection('Mutation', 'createShareLink')} }`,
        variables: {
          input: {
            clientMutationId: 'link-1',
            urlId: 'summer',
            titleJa: '夏',
            titleEn: 'Summer',
            descriptionJa: '夏の庭',
            descriptionEn: 'The summer garden',
            targetPath: '/',
          },
        },
      },
      'Query.oauthAuthorization': {
        query: `query { oauthAuthorization(uid: "mock-interaction-1") ${rootSelection('Query', 'oauthAuthorization')} }`,
      },
      'Query.oauthClients': {
        query: `{ oauthClients(first: 5) ${rootSelection('Query', 'oauthClients')} }`,
      },
      'Mutation.approveOAuthAuthorization': {
        query: `mutation ($input: ApproveOAuthAuthorizationInput!) { approveOAuthAuthorization(input: $input) ${rootSelection('Mutation', 'approveOAuthAuthorization')} }`,
        variables: { input: { uid: 'mock-interaction-1' } },
      },
      'Mutation.denyOAuthAuthorization': {
        query: `mutation ($input: DenyOAuthAuthorizationInput!) { denyOAuthAuthorization(input: $input) ${rootSelection('Mutation', 'denyOAuthAuthorization')} }`,
        variables: { input: { uid: 'mock-interaction-1' } },
      },
      'Mutation.redeemPartnerSignInLink': {
        query: `mutation ($input: RedeemPartnerSignInLinkInput!) { redeemPartnerSignInLink(input: $input) ${rootSelection('Mutation', 'redeemPartnerSignInLink')} }`,
        variables: { input: { clientMutationId: 'partner-link-1', token: 'mock-partner-link' } },
      },
      'Mutation.registerOAuthClient': {
        query: `mutation ($input: RegisterOAuthClientInput!) { registerOAuthClient(input: $input) ${rootSelection('Mutation', 'registerOAuthClient')} }`,
        variables: {
          input: {
            clientMutationId: 'oauth-client-1',
            nameJa: '魔王子パズル',
            nameEn: 'Demon Prince Puzzle',
            redirectUris: ['http://localhost:7777/callback'],
            scopes: ['PROFILE'],
            confidential: false,
          },
        },
      },
      'Mutation.revokeOAuthClient': {
        query: `mutation ($input: RevokeOAuthClientInput!) { revokeOAuthClient(input: $input) ${rootSelection('Mutation', 'revokeOAuthClient')} }`,
        variables: { input: { clientId: 'demon-prince-puzzle' } },
      },
      'Mutation.markInformationRead': {
        query: `mutation ($input: MarkInformationReadInput!) { markInformationRead(input: $input) ${rootSelection('Mutation', 'markInformationRead')} }`,
        variables: { input: { clientMutationId: 'read-1', articleId: channelId } },
      },
      'Mutation.setInformationFavorite': {
        query: `mutation ($input: SetInformationFavoriteInput!) { setInformationFavorite(input: $input) ${rootSelection('Mutation', 'setInformationFavorite')} }`,
        variables: { input: { clientMutationId: 'star-1', articleId: channelId, favorite: true } },
      },
      'Mutation.publishInformationArticle': {
        query: `mutation ($input: PublishInformationArticleInput!) { publishInformationArticle(input: $input) ${rootSelection('Mutation', 'publishInformationArticle')} }`,
        variables: {
          input: {
            clientMutationId: 'publish-1',
            category: 'NEWS',
            titleJa: 'お知らせ',
            titleEn: 'News',
            bodyJa: '本文',
            bodyEn: 'Body',
          },
        },
      },
      'Mutation.createOfficialSchedule': {
        query: `mutation ($input: CreateOfficialScheduleInput!) { createOfficialSchedule(input: $input) ${rootSelection('Mutation', 'createOfficialSchedule')} }`,
        variables: {
          input: {
            clientMutationId: 'schedule-1',
            titleJa: '配信',
            titleEn: 'Stream',
            descriptionJa: '説明',
            descriptionEn: 'About',
            startsAt: '2030-01-01T00:00:00.000Z',
            endsAt: '2030-01-01T01:00:00.000Z',
          },
        },
      },
      'Mutation.updateProfile': {
        query: `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) ${rootSelection('Mutation', 'updateProfile')} }`,
        variables: {
          input: { clientMutationId: 'profile-1', displayName: 'ミオ', bio: '人形推し' },
        },
      },
      'Mutation.startDirectMessage': {
        query: `mutation ($input: StartDirectMessageInput!) { startDirectMessage(input: $input) ${rootSelection('Mutation', 'startDirectMessage')} }`,
        variables: { input: { clientMutationId: 'dm-1', userId: channelId } },
      },
      'Mutation.respondToChannelRequest': {
        query: `mutation ($input: RespondToChannelRequestInput!) { respondToChannelRequest(input: $input) ${rootSelection('Mutation', 'respondToChannelRequest')} }`,
        variables: { input: { clientMutationId: 'respond-1', channelId, accept: true } },
      },
      'Mutation.addPrivateChannelMember': {
        query: `mutation ($input: AddPrivateChannelMemberInput!) { addPrivateChannelMember(input: $input) ${rootSelection('Mutation', 'addPrivateChannelMember')} }`,
        variables: { input: { clientMutationId: 'add-1', channelId, userId: channelId } },
      },
      'Mutation.leavePrivateChannel': {
        query: `mutation ($input: LeavePrivateChannelInput!) { leavePrivateChannel(input: $input) ${rootSelection('Mutation', 'leavePrivateChannel')} }`,
        variables: { input: { clientMutationId: 'leave-1', channelId } },
      },
      'Mutation.setUserBlocked': {
        query: `mutation ($input: SetUserBlockedInput!) { setUserBlocked(input: $input) ${rootSelection('Mutation', 'setUserBlocked')} }`,
        variables: { input: { clientMutationId: 'block-1', userId: channelId, blocked: true } },
      },
      'Mutation.setUserMuted': {
        query: `mutation ($input: SetUserMutedInput!) { setUserMuted(input: $input) ${rootSelection('Mutation', 'setUserMuted')} }`,
        variables: { input: { clientMutationId: 'mute-1', userId: channelId, muted: true } },
      },
      'Mutation.setMessageHidden': {
        query: `mutation ($input: SetMessageHiddenInput!) { setMessageHidden(input: $input) ${rootSelection('Mutation', 'setMessageHidden')} }`,
        variables: { input: { clientMutationId: 'hide-1', messageId, hidden: true } },
      },
      'Mutation.addMuteWord': {
        query: `mutation ($input: AddMuteWordInput!) { addMuteWord(input: $input) ${rootSelection('Mutation', 'addMuteWord')} }`,
        variables: { input: { clientMutationId: 'word-1', word: 'ネタバレ' } },
      },
      'Mutation.removeMuteWord': {
        query: `mutation ($input: RemoveMuteWordInput!) { removeMuteWord(input: $input) ${rootSelection('Mutation', 'removeMuteWord')} }`,
        variables: { input: { clientMutationId: 'unword-1', muteWordId: 'MuteWord:999' } },
      },
      'Query.collectableCardCategoryGroups': {
        query: `{ collectableCardCategoryGroups ${rootSelection('Query', 'collectableCardCategoryGroups')} }`,
      },
      ...Object.fromEntries(
        (
          [
            ['setCardCollectionsShown', 'SetCardCollectionsShownInput', { shown: true }],
            ['setCardShowcase', 'SetCardShowcaseInput', { cardIds: [] }],
            [
              'createCollectableCardCategoryGroup',
              'CreateCollectableCardCategoryGroupInput',
              { nameJa: '第二幕', nameEn: 'Act II', imageUrl: '/images/cards/group-act-one.svg' },
            ],
            [
              'createCollectableCardCategory',
              'CreateCollectableCardCategoryInput',
              {
                groupId: treasureMachineId,
                nameJa: '旅立ち',
                nameEn: 'Departure',
                imageUrl: '/images/cards/category-prince.svg',
              },
            ],
            [
              'createCollectableCard',
              'CreateCollectableCardInput',
              {
                categoryId: treasureMachineId,
                nameJa: '王子の寝顔',
                nameEn: 'The sleeping prince',
                rarity: 'SR',
                imageUrl: '/images/cards/prince-crown.svg',
              },
            ],
            [
              'grantCollectableCards',
              'GrantCollectableCardsInput',
              { userId: treasureMachineId, cardId: treasureMachineId, count: 1 },
            ],
            [
              'updateTreasureMachine',
              'UpdateTreasureMachineInput',
              {
                machineId: treasureMachineId,
                nameJa: '薔薇',
                nameEn: 'Roses',
                descriptionJa: '説明',
                descriptionEn: 'About',
                imageUrl: '/images/draws/rose-night-machine.svg',
                opensAt: '2026-11-22T00:00:00.000Z',
                singleCoinPrice: 100,
                ranks: [],
              },
            ],
          ] as const
        ).map(([field, inputType, input]) => [
          `Mutation.${field}`,
          {
            query: `mutation ($input: ${inputType}!) { ${field}(input: $input) ${rootSelection('Mutation', field)} }`,
            variables: { input: { clientMutationId: `${field}-1`, ...input } },
          },
        ]),
      ),
      'Mutation.setChannelMembersOnly': {
        query: `mutation ($input: SetChannelMembersOnlyInput!) { setChannelMembersOnly(input: $input) ${rootSelection('Mutation', 'setChannelMembersOnly')} }`,
        variables: {
          input: { clientMutationId: 'members-only-1', channelId, membersOnly: true },
        },
      },
      'Query.chatReportQueue': {
        query: `{ chatReportQueue ${rootSelection('Query', 'chatReportQueue')} }`,
      },
      'Mutation.reportChatMessage': {
        query: `mutation ($input: ReportChatMessageInput!) { reportChatMessage(input: $input) ${rootSelection('Mutation', 'reportChatMessage')} }`,
        variables: { input: { clientMutationId: 'report-1', messageId, reason: 'SPAM' } },
      },
      'Mutation.reportUser': {
        query: `mutation ($input: ReportUserInput!) { reportUser(input: $input) ${rootSelection('Mutation', 'reportUser')} }`,
        variables: {
          input: { clientMutationId: 'report-user-1', userId: channelId, reason: 'SPAM' },
        },
      },
      'Mutation.resolveChatReport': {
        query: `mutation ($input: ResolveChatReportInput!) { resolveChatReport(input: $input) ${rootSelection('Mutation', 'resolveChatReport')} }`,
        variables: {
          input: { clientMutationId: 'resolve-1', reportId: 'ChatReport:999', action: 'DISMISS' },
        },
      },
      'Query.postalCodeAreas': {
        query: `{ postalCodeAreas(postalCode: "150-0001") ${rootSelection('Query', 'postalCodeAreas')} }`,
      },
      'Query.treasureMachines': {
        query: `{ treasureMachines ${rootSelection('Query', 'treasureMachines')} }`,
      },
      'Query.prizeDraws': {
        query: `{ prizeDraws ${rootSelection('Query', 'prizeDraws')} }`,
      },
      'Query.webPushPublicKey': { query: `{ webPushPublicKey }` },
      'Query.translationAvailable': { query: `{ translationAvailable }` },
      'Mutation.subscribeToPush': {
        query: `mutation ($input: SubscribeToPushInput!) { subscribeToPush(input: $input) ${rootSelection('Mutation', 'subscribeToPush')} }`,
        variables: {
          input: {
            clientMutationId: 'push-1',
            endpoint: 'https://push.example/send/1',
            p256dh: `B${'A'.repeat(86)}`,
            auth: 'A'.repeat(22),
          },
        },
      },
      'Mutation.unsubscribeFromPush': {
        query: `mutation ($input: UnsubscribeFromPushInput!) { unsubscribeFromPush(input: $input) ${rootSelection('Mutation', 'unsubscribeFromPush')} }`,
        variables: {
          input: { clientMutationId: 'unpush-1', endpoint: 'https://push.example/send/1' },
        },
      },
      'Mutation.setNotificationPreferences': {
        query: `mutation ($input: SetNotificationPreferencesInput!) { setNotificationPreferences(input: $input) ${rootSelection('Mutation', 'setNotificationPreferences')} }`,
        variables: { input: { clientMutationId: 'prefs-1', officialPosts: false } },
      },
      'Mutation.sendTestNotification': {
        query: `mutation ($input: SendTestNotificationInput!) { sendTestNotification(input: $input) ${rootSelection('Mutation', 'sendTestNotification')} }`,
        variables: { input: { clientMutationId: 'test-push-1' } },
      },
      ...Object.fromEntries(
        (
          [
            [
              'drawTreasureMachine',
              'DrawTreasureMachineInput',
              { machineId: treasureMachineId, pulls: 1, payment: 'TICKETS' },
            ],
            [
              'setTreasureClientSeed',
              'SetTreasureClientSeedInput',
              { machineId: treasureMachineId, clientSeed: 'rose' },
            ],
            [
              'convertTreasurePullToPoints',
              'ConvertTreasurePullToPointsInput',
              { pullId: treasureMachineId },
            ],
            ['redeemGachaPoints', 'RedeemGachaPointsInput', { prizeId: treasurePrizeId }],
            [
              'requestTreasurePrizeDelivery',
              'RequestTreasurePrizeDeliveryInput',
              {
                pullIds: [treasurePrizeId],
                deliveryAddressId: mockGlobalId('DeliveryAddress', 1),
              },
            ],
            [
              'setTreasureMachineStatus',
              'SetTreasureMachineStatusInput',
              { machineId: treasureMachineId, status: 'OPEN' },
            ],
            [
              'rotateTreasureMachineSeed',
              'RotateTreasureMachineSeedInput',
              { machineId: treasureMachineId },
            ],
            [
              'grantTreasureTickets',
              'GrantTreasureTicketsInput',
              { userId: treasureMachineId, amount: 1 },
            ],
            [
              'dryRunTreasureMachine',
              'DryRunTreasureMachineInput',
              { machineId: treasureMachineId, pulls: 10 },
            ],
            [
              'markRealGoodsDeliveryShipped',
              'MarkRealGoodsDeliveryShippedInput',
              {
                realGoodsDeliveryId: mockGlobalId('RealGoodsDelivery', 1),
                carrier: 'YAMATO',
                trackingNumber: '1234-5678-9012',
              },
            ],
            [
              'enterPrizeDraw',
              'EnterPrizeDrawInput',
              { prizeDrawId: mockGlobalId('PrizeDraw', 1), route: 'FREE' },
            ],
            [
              'enterPrizeDrawAsMember',
              'EnterPrizeDrawAsMemberInput',
              { prizeDrawId: mockGlobalId('PrizeDraw', 1) },
            ],
            [
              'markPrizeDrawResultSeen',
              'MarkPrizeDrawResultSeenInput',
              { entryId: mockGlobalId('PrizeDrawEntry', 1) },
            ],
            [
              'closePrizeDraw',
              'ClosePrizeDrawInput',
              { prizeDrawId: mockGlobalId('PrizeDraw', 1) },
            ],
            [
              'createPrizeDraw',
              'CreatePrizeDrawInput',
              {
                titleJa: '抽選',
                titleEn: 'Draw',
                descriptionJa: '説明',
                descriptionEn: 'About',
                imageUrl: '/images/draws/rose-night-machine.svg',
                opensAt: '2026-11-22T00:00:00.000Z',
                closesAt: '2026-11-30T00:00:00.000Z',
                freeEntry: true,
                prizes: [],
              },
            ],
            [
              'updatePrizeDraw',
              'UpdatePrizeDrawInput',
              {
                prizeDrawId: mockGlobalId('PrizeDraw', 1),
                titleJa: '抽選',
                titleEn: 'Draw',
                descriptionJa: '説明',
                descriptionEn: 'About',
                imageUrl: '/images/draws/rose-night-machine.svg',
                opensAt: '2026-11-22T00:00:00.000Z',
                closesAt: '2026-11-30T00:00:00.000Z',
                freeEntry: true,
                prizes: [],
              },
            ],
            [
              'createCardGradeReward',
              'CreateCardGradeRewardInput',
              {
                categoryId: mockGlobalId('CollectableCardCategory', 1),
                nameJa: 'ブロンズ',
                nameEn: 'Bronze',
                requiredCards: 3,
                rewardKind: 'TITLE',
                titleJa: '見習い',
                titleEn: 'Apprentice',
              },
            ],
            [
              'createTreasureMachine',
              'CreateTreasureMachineInput',
              {
                nameJa: '薔薇',
                nameEn: 'Roses',
                descriptionJa: '説明',
                descriptionEn: 'About',
                imageUrl: '/images/draws/rose-night-machine.svg',
                kind: 'PROBABILITY',
                opensAt: '2026-11-22T00:00:00.000Z',
                singleCoinPrice: 100,
                ranks: [],
              },
            ],
          ] as const
        ).map(([field, inputType, input]) => [
          `Mutation.${field}`,
          {
            query: `mutation ($input: ${inputType}!) { ${field}(input: $input) ${rootSelection('Mutation', field)} }`,
            variables: { input: { clientMutationId: `${field}-1`, ...input } },
          },
        ]),
      ),
    };
    // Subscription fields are proven over /stream below; every other root field must be listed here.
    const rootFields = (['Query', 'Mutation'] as const).flatMap((typeName) =>
      Object.keys((schema.getType(typeName) as GraphQLObjectType).getFields()).map(
        (field) => `${typeName}.${field}`,
      ),
    );
    expect(Object.keys(operations).sort()).toEqual(rootFields.sort());

    for (const [name, { query, variables }] of Object.entries(operations)) {
      const { status, body } = await request(query, variables, { token });
      expect({ name, status, errors: body.errors }).toEqual({
        name,
        status: 200,
        errors: undefined,
      });
      const [value] = Object.values(body.data ?? {});
      expect(value, name).not.toBeNull();
      // "Hello World" is @graphql-tools/mock's fallback: every field should have garden data.
      expect(JSON.stringify(body.data), name).not.toContain('Hello World');
    }
    // Every root field in turn: seconds on a busy machine (a limit, not a speed target).
  }, 30_000);

  it('answers in the request language; chat lines stay as their fans wrote them', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const QUERY =
      '{ community { name channels(first: 1) { edges { node { name messages(last: 20) { edges { node { body } } } } } } } }';
    const ja = await request(QUERY, {}, { language: 'ja' });
    const en = await request(QUERY, {}, { language: 'en' });
    expect(ja.body.data).toMatchObject({
      community: { name: '魔王子と人形の庭', channels: { edges: [{ node: { name: 'ひろば' } }] } },
    });
    expect(en.body.data).toMatchObject({
      community: {
        name: 'The Garden of the Demon Prince and the Puppet',
        channels: { edges: [{ node: { name: 'The Square' } }] },
      },
    });
    const bodies = (data: unknown) => JSON.stringify(data).match(/"body":"[^"]*"/g) ?? [];
    // There is no translation: the same lines in both languages, Japanese and English mixed.
    expect(bodies(en.body.data)).toEqual(bodies(ja.body.data));
    expect(bodies(ja.body.data).some((body) => /[\u3040-\u30ff]/.test(body))).toBe(true);
    expect(bodies(ja.body.data).some((body) => /^"body":"[A-Z]/.test(body))).toBe(true);
  });

  type ChannelPage = {
    node: {
      name: string;
      messages: {
        edges: { node: { body: string } }[];
        pageInfo: { hasPreviousPage: boolean; startCursor: string };
      };
    };
  };

  it('holds more than three chat pages per channel, no line twice, each on its topic', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const ids = await channelIds(request);
    const bodiesByChannel = new Map<string, string[]>();
    for (const id of ids) {
      const bodies: string[] = [];
      let before: string | null = null;
      let name = '';
      for (;;) {
        const { body }: { body: GraphQLResponseBody<ChannelPage> } = await request<ChannelPage>(
          `query ($id: ID!, $before: String) { node(id: $id) { ... on Channel { name
            messages(last: ${CHAT_PAGE_SIZE}, before: $before) { edges { node { body } }
            pageInfo { hasPreviousPage startCursor } } } } }`,
          { id, before },
          { language: 'en' },
        );
        const page: ChannelPage['node']['messages'] = body.data!.node.messages;
        name = body.data!.node.name;
        bodies.unshift(...page.edges.map((edge) => edge.node.body));
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(bodies.length).toBeGreaterThan(3 * CHAT_PAGE_SIZE);
      expect(new Set(bodies).size).toBe(bodies.length);
      bodiesByChannel.set(name, bodies);
    }
    // No story spoilers outside the story channel (e.g. chapter 12 in Events).
    const events = bodiesByChannel.get('Events')!.join('\n');
    expect(events).not.toMatch(/chapter|第\d+章/i);
    expect(events).toMatch(/festival|まつり/i);
  });

  it("hides a members-only channel's messages from fans without the perk, as the server does", async () => {
    const { yoga, garden } = createMockYoga();
    const request = createMockClient(yoga);
    const [channelId] = await channelIds(request);
    const token = await joinedViewer(request);
    garden.store.set('Channel', channelId, 'isMembersOnly', true);
    const CHANNEL = `query ($id: ID!) { node(id: $id) { ... on Channel { viewerCanRead
      viewerUnreadCount lastMessage { id } messages(last: 5) { edges { node { id } } } } } }`;
    for (const headers of [{ token }, {}]) {
      const { body } = await request(CHANNEL, { id: channelId }, headers);
      expect(body.data).toEqual({
        node: {
          viewerCanRead: false,
          viewerUnreadCount: 0,
          lastMessage: null,
          messages: { edges: [] },
        },
      });
    }
    garden.store.set('Channel', channelId, 'isMembersOnly', false);
    const { body } = await request<{ node: { messages: { edges: unknown[] } } }>(
      CHANNEL,
      { id: channelId },
      { token },
    );
    expect(body.data!.node.messages.edges).toHaveLength(5);
  });

  it('is deterministic: two fresh servers give the same answers', async () => {
    const QUERY = `{ community ${rootSelection('Query', 'community')} viewer { isSignedIn } }`;
    const first = await createMockClient(createMockYoga().yoga)(QUERY);
    const second = await createMockClient(createMockYoga().yoga)(QUERY);
    expect(first.body.errors).toBeUndefined();
    expect(second.body).toEqual(first.body);
    const otherSeed = await createMockClient(createMockYoga({ seed: 7 }).yoga)(QUERY);
    expect(otherSeed.body).not.toEqual(first.body);
  });
});

describe('mock server /stream (GraphQL over SSE, single connection mode)', () => {
  it('answers PUT 201, POST 202 and DELETE 200 like the protocol says', async () => {
    const { yoga } = createMockYoga();
    const url = 'http://mock.test/stream';
    const headers = mockHeaders();

    const put = await yoga.fetch(url, { method: 'PUT', headers });
    expect(put.status).toBe(201);
    const token = await put.text();
    const withToken = { ...headers, 'x-graphql-event-stream-token': token };

    const stream = await yoga.fetch(url, {
      method: 'GET',
      headers: { ...withToken, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');

    const [channelId] = await channelIds(createMockClient(yoga));
    const post = await yoga.fetch(url, {
      method: 'POST',
      headers: withToken,
      body: JSON.stringify({
        query:
          'subscription ($id: ID!) { chatMessageAdded(channelId: $id) { messageEdge { cursor } } }',
        variables: { id: channelId },
        extensions: { operationId: 'op-1' },
      }),
    });
    expect(post.status).toBe(202);

    const stop = await yoga.fetch(`${url}?operationId=op-1`, {
      method: 'DELETE',
      headers: withToken,
    });
    expect(stop.status).toBe(200);
    await stream.body?.cancel();
  });

  it('delivers a posted message to a subscriber of its channel', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const token = await joinedViewer(request);
    const [channelId] = await channelIds(request);

    const client = createClient({
      url: 'http://mock.test/stream',
      singleConnection: true,
      headers: mockHeaders({ token }),
      fetchFn: (input: string, init?: RequestInit) => yoga.fetch(input, init ?? {}),
      retryAttempts: 0,
    });
    const events = client.iterate<{
      chatMessageAdded: { messageEdge: { node: { body: string; viewerIsAuthor: boolean } } };
    }>({
      query: `subscription ($id: ID!) { chatMessageAdded(channelId: $id) {
        messageEdge { cursor node { body viewerIsAuthor } } channel { id } } }`,
      variables: { id: channelId },
    });
    const first = events.next();
    // The subscription is live once the server has accepted it; post until it is.
    let received: Awaited<typeof first> | undefined;
    for (let attempt = 0; attempt < 20 && !received; attempt += 1) {
      await request(
        POST,
        { input: { clientMutationId: `live-${attempt}`, channelId, body: '魔王子、ばんざい！' } },
        { token },
      );
      received = await Promise.race([
        first,
        new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
      ]);
    }
    expect(received?.value?.data?.chatMessageAdded.messageEdge.node).toEqual({
      body: '魔王子、ばんざい！',
      viewerIsAuthor: true,
    });
    await events.return?.();
    client.dispose();
  });

  it("moves a member's chat missions live as they post, and says which one they completed", async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const token = await joinedViewer(request);
    const [channelId] = await channelIds(request);
    const client = createClient({
      url: 'http://mock.test/stream',
      singleConnection: true,
      headers: mockHeaders({ token, language: 'en' }),
      fetchFn: (input: string, init?: RequestInit) => yoga.fetch(input, init ?? {}),
      retryAttempts: 0,
    });
    type Changed = {
      missionProgressChanged: {
        missions: { title: string; progress: number; claimable: boolean }[];
        reached: { title: string }[];
      };
    };
    const events = client.iterate<Changed>({
      query: `subscription { missionProgressChanged {
        missions { title progress claimable } reached { title } } }`,
    });
    const first = events.next();
    // The mock member's chat mission stands at 2 of 3: the first post completes it.
    let received: Awaited<typeof first> | undefined;
    let posts = 0;
    for (let attempt = 0; attempt < 20 && !received; attempt += 1) {
      posts += 1;
      await request(
        POST,
        { input: { clientMutationId: `mission-${attempt}`, channelId, body: '今日も推し活' } },
        { token },
      );
      received = await Promise.race([
        first,
        new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
      ]);
    }
    const changed = received?.value?.data?.missionProgressChanged;
    expect(changed?.missions).toContainEqual({
      title: 'Post 3 times in chat',
      progress: 3,
      claimable: true,
    });
    // Only the post that made the target says so (one sent before the stream was live
    // completed it unheard).
    expect(changed?.reached).toEqual(posts === 1 ? [{ title: 'Post 3 times in chat' }] : []);
    await events.return?.();
    client.dispose();
  });
});
