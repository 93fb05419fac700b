// Referrals: a member's invite code, a friend's code used once with the invite code errors of
// spec §8, a campaign code page by its address and its codes redeemed once per fan, and the
// operators' mutations refused to a member — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const REFERRAL = /* GraphQL */ `
  query ContractReferral {
    referralProgram {
      inviterCoins
      inviteeCoins
    }
    viewer {
      referral {
        code
        sharePath
        invitedCount
        hasUsedCode
        invitedBy {
          displayName
        }
      }
    }
  }
`;

const REDEEM = /* GraphQL */ `
  mutation ContractRedeemReferralCode($input: RedeemReferralCodeInput!) {
    redeemReferralCode(input: $input) {
      __typename
      ... on RedeemReferralCodePayload {
        rewardCoins
        inviter {
          displayName
        }
      }
      ... on InviteCodeError {
        inviteCodeProblem
      }
      ... on InvalidInputError {
        field
        reason
      }
      ... on Error {
        message
      }
    }
  }
`;

const CAMPAIGN = /* GraphQL */ `
  query ContractCampaignCodePage($pageId: String!) {
    community {
      campaignCodePage(pageId: $pageId) {
        id
        pageId
        title
        description
        rewardCoins
        perFanLimit
        totalLimit
        remaining
        viewerRedemptionCount
      }
    }
  }
`;

const REDEEM_CAMPAIGN = /* GraphQL */ `
  mutation ContractRedeemCampaignCode($input: RedeemCampaignCodeInput!) {
    redeemCampaignCode(input: $input) {
      __typename
      ... on RedeemCampaignCodePayload {
        rewardCoins
        page {
          viewerRedemptionCount
        }
      }
      ... on CampaignCodeError {
        campaignCodeProblem
      }
      ... on Error {
        message
      }
    }
  }
`;

const SET_PROGRAM = /* GraphQL */ `
  mutation ContractSetReferralProgram($input: SetReferralProgramInput!) {
    setReferralProgram(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default defineContract('referrals', [
  {
    name: 'gives a member an invite code and a visitor none',
    async run(server) {
      await joinAs(server, 'contract-inviter');
      const result = await server.call(REFERRAL, {}, { as: 'contract-inviter', language: 'en' });
      expect(result.data?.referralProgram).toEqual({ inviterCoins: 300, inviteeCoins: 200 });
      const referral = result.data?.viewer.referral;
      expect(referral).toMatchObject({ invitedCount: 0, hasUsedCode: false, invitedBy: null });
      expect(referral.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(referral.sharePath).toBe(`/onboarding/referral-code?code=${referral.code}`);
      expect((await server.call(REFERRAL)).data?.viewer.referral).toBeNull();
    },
  },
  {
    name: 'uses a friend’s code once and answers the invite code errors',
    async run(server) {
      await joinAs(server, 'contract-friend');
      await joinAs(server, 'contract-newcomer');
      const friend = (await server.call(REFERRAL, {}, { as: 'contract-friend' })).data?.viewer
        .referral.code as string;
      const newcomer = (await server.call(REFERRAL, {}, { as: 'contract-newcomer' })).data?.viewer
        .referral.code as string;
      const redeem = async (as: string, code: string, id: string) =>
        (
          await server.call(
            REDEEM,
            { input: { clientMutationId: id, code } },
            { as, language: 'en' },
          )
        ).data?.redeemReferralCode;
      expect(await redeem('contract-newcomer', friend.toLowerCase(), 'use-1')).toEqual({
        __typename: 'RedeemReferralCodePayload',
        rewardCoins: 200,
        inviter: { displayName: 'contract-friend' },
      });
      expect(await redeem('contract-newcomer', friend, 'use-2')).toEqual({
        __typename: 'InviteCodeError',
        inviteCodeProblem: 'ALREADY_USED',
        message: 'You have already entered an invite code. Each fan can use one only once.',
      });
      expect(await redeem('contract-friend', newcomer, 'use-3')).toMatchObject({
        inviteCodeProblem: 'ALREADY_INVITED',
      });
      expect(await redeem('contract-friend', friend, 'use-4')).toMatchObject({
        inviteCodeProblem: 'INVALID',
      });
      expect(await redeem('contract-friend', 'no!', 'use-5')).toMatchObject({
        inviteCodeProblem: 'INVALID',
      });
      expect(await redeem('contract-friend', 'ZZZZ2345', 'use-6')).toMatchObject({
        inviteCodeProblem: 'NOT_FOUND',
      });
      expect(await redeem('contract-friend', ' ', 'use-7')).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'code',
        reason: 'REQUIRED',
      });
      const after = await server.call(REFERRAL, {}, { as: 'contract-newcomer' });
      expect(after.data?.viewer.referral).toMatchObject({
        hasUsedCode: true,
        invitedBy: { displayName: 'contract-friend' },
      });
      const invitedCount = (await server.call(REFERRAL, {}, { as: 'contract-friend' })).data?.viewer
        .referral.invitedCount;
      expect(invitedCount).toBe(1);
    },
  },
  {
    name: 'shows a campaign code page by its address and redeems its code once per fan',
    async run(server) {
      await joinAs(server, 'contract-campaigner');
      const page = async () =>
        (
          await server.call(
            CAMPAIGN,
            { pageId: 'winter-2026' },
            { as: 'contract-campaigner', language: 'en' },
          )
        ).data?.community.campaignCodePage;
      const before = await page();
      expect(before).toMatchObject({
        pageId: 'winter-2026',
        title: 'Season 2 premiere campaign code',
        rewardCoins: 100,
        perFanLimit: 1,
        totalLimit: 10_000,
        viewerRedemptionCount: 0,
      });
      const redeem = async (code: string, id: string) =>
        (
          await server.call(
            REDEEM_CAMPAIGN,
            { input: { clientMutationId: id, campaignCodePageId: before.id, code } },
            { as: 'contract-campaigner', language: 'en' },
          )
        ).data?.redeemCampaignCode;
      expect(await redeem('NOPE1234', 'cc-1')).toMatchObject({
        __typename: 'CampaignCodeError',
        campaignCodeProblem: 'NOT_FOUND',
      });
      expect(await redeem('moonlit-2026', 'cc-2')).toEqual({
        __typename: 'RedeemCampaignCodePayload',
        rewardCoins: 100,
        page: { viewerRedemptionCount: 1 },
      });
      expect(await redeem('MOONLIT2026', 'cc-3')).toEqual({
        __typename: 'CampaignCodeError',
        campaignCodeProblem: 'ALREADY_USED',
        message: 'You have already used a code of this campaign.',
      });
      expect((await page()).remaining).toBe(before.remaining - 1);
      const unknown = await server.call(CAMPAIGN, { pageId: 'no-such-campaign' });
      expect(unknown.data?.community.campaignCodePage).toBeNull();
    },
  },
  {
    name: 'refuses the operators’ referral rewards to a member',
    async run(server) {
      await joinAs(server, 'contract-not-operator');
      const result = await server.call(
        SET_PROGRAM,
        { input: { clientMutationId: 'program-1', inviterCoins: 1, inviteeCoins: 1 } },
        { as: 'contract-not-operator', language: 'en' },
      );
      expect(result.data?.setReferralProgram).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
  {
    name: 'refuses the operators’ campaign page tools to a member and a visitor, and shows them no CSV',
    async run(server) {
      const found = await server.call(CAMPAIGN, { pageId: 'winter-2026' });
      const campaignCodePageId = found.data?.community.campaignCodePage.id;
      const tools = (clientMutationId: string) => [
        {
          field: 'updateCampaignCodePage',
          query: `mutation ContractUpdateCampaignCodePage($input: UpdateCampaignCodePageInput!) {
            updateCampaignCodePage(input: $input) { __typename ... on Error { message } } }`,
          input: {
            clientMutationId,
            campaignCodePageId,
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
        {
          field: 'closeCampaignCodePage',
          query: `mutation ContractCloseCampaignCodePage($input: CloseCampaignCodePageInput!) {
            closeCampaignCodePage(input: $input) { __typename ... on Error { message } } }`,
          input: { clientMutationId, campaignCodePageId },
        },
        {
          field: 'generateCampaignCodes',
          query: `mutation ContractGenerateCampaignCodes($input: GenerateCampaignCodesInput!) {
            generateCampaignCodes(input: $input) { __typename ... on Error { message } } }`,
          input: { clientMutationId, campaignCodePageId, count: 3 },
        },
      ];
      await joinAs(server, 'contract-campaign-member');
      for (const tool of tools('campaign-tools-member')) {
        const member = await server.call(
          tool.query,
          { input: tool.input },
          { as: 'contract-campaign-member', language: 'en' },
        );
        expect(member.data?.[tool.field]).toEqual({
          __typename: 'PermissionDeniedError',
          message: "Only the garden's operators can do this.",
        });
      }
      for (const tool of tools('campaign-tools-visitor')) {
        const visitor = await server.call(tool.query, { input: tool.input }, { language: 'en' });
        expect(visitor.data?.[tool.field].__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      }
      const csv = await server.call(
        `query ContractCampaignCodesCsv($pageId: String!) {
          community { campaignCodePage(pageId: $pageId) { codesCsvPath } } }`,
        { pageId: 'winter-2026' },
        { as: 'contract-campaign-member' },
      );
      expect(csv.data?.community.campaignCodePage).toEqual({ codesCsvPath: null });
    },
  },
]);
