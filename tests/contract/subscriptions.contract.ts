// Memberships: the garden's plan, subscribing with the test cards, cancelling at the end of
// the period and resuming, the typed refusals, and invoices only their owner reads — the
// same answers from the real server and the mock.
import { expect } from 'vitest';
import type { ContractServer } from './contractServer';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const PLANS = /* GraphQL */ `
  query ContractMembershipPlans {
    community {
      membershipPlans(first: 5) {
        edges {
          node {
            id
            name
            monthlyPrice
            taxRate
            perks
            isArchived
          }
        }
      }
    }
  }
`;

const MEMBERSHIP = /* GraphQL */ `
  query ContractMembership {
    viewer {
      activePerks
      membership {
        id
        status
        cancelAtPeriodEnd
        monthlyPrice
      }
      membershipInvoices(first: 5) {
        edges {
          node {
            id
            status
            amount
          }
        }
      }
    }
  }
`;

const SUBSCRIBE = /* GraphQL */ `
  mutation ContractSubscribe($input: SubscribeToMembershipInput!) {
    subscribeToMembership(input: $input) {
      __typename
      ... on SubscribeToMembershipPayload {
        membership {
          status
          cancelAtPeriodEnd
          activePerks
        }
      }
      ... on MembershipError {
        membershipReason
      }
      ... on PaymentError {
        paymentReason
      }
      ... on Error {
        message
      }
    }
  }
`;

const CANCEL = /* GraphQL */ `
  mutation ContractCancelMembership($input: ChangeMembershipRenewalInput!) {
    cancelMembership(input: $input) {
      __typename
      ... on ChangeMembershipRenewalPayload {
        membership {
          status
          cancelAtPeriodEnd
        }
      }
      ... on MembershipError {
        membershipReason
      }
    }
  }
`;

const RETRY = /* GraphQL */ `
  mutation ContractRetryMembershipPayment($input: RetryMembershipPaymentInput!) {
    retryMembershipPayment(input: $input) {
      __typename
      ... on MembershipError {
        membershipReason
      }
      ... on Error {
        message
      }
    }
  }
`;

const RESUME = /* GraphQL */ `
  mutation ContractResumeMembership($input: ChangeMembershipRenewalInput!) {
    resumeMembership(input: $input) {
      __typename
      ... on ChangeMembershipRenewalPayload {
        membership {
          cancelAtPeriodEnd
        }
      }
      ... on MembershipError {
        membershipReason
      }
    }
  }
`;

const INVOICE = /* GraphQL */ `
  query ContractMembershipInvoice($id: ID!) {
    membershipInvoice(id: $id) {
      status
      amount
      taxBreakdown {
        rate
        taxableTotal
        tax
      }
      seller {
        invoiceRegistrationNumber
      }
    }
  }
`;

const CREATE_PLAN = /* GraphQL */ `
  mutation ContractCreateMembershipPlan($input: CreateMembershipPlanInput!) {
    createMembershipPlan(input: $input) {
      __typename
    }
  }
`;

const TEST_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

async function planId(server: ContractServer): Promise<string> {
  const plans = await server.call(PLANS, {}, { language: 'en' });
  return plans.data?.community.membershipPlans.edges[0].node.id as string;
}

export default defineContract('subscriptions', [
  {
    name: 'offers the garden’s plan with its tax-included price and perks',
    async run(server) {
      const plans = await server.call(PLANS, {}, { language: 'en' });
      expect(plans.data?.community.membershipPlans.edges[0].node).toMatchObject({
        name: 'Gardeners’ Circle',
        monthlyPrice: 550,
        taxRate: 'STANDARD_10',
        perks: ['MEMBERS_ONLY_POSTS', 'LIMITED_CHAT', 'EXTRA_DRAWS', 'MEMBERS_ONLY_VIDEOS'],
        isArchived: false,
      });
    },
  },
  {
    name: 'subscribes with the test card, refuses a second subscription, cancels at the period end and resumes',
    async run(server) {
      const as = 'contract-member';
      await joinAs(server, as);
      const plan = await planId(server);
      const input = { clientMutationId: 'c-subscribe-1', planId: plan, card: TEST_CARD };
      const subscribed = await server.call(SUBSCRIBE, { input }, { as });
      expect(subscribed.data?.subscribeToMembership).toMatchObject({
        __typename: 'SubscribeToMembershipPayload',
        membership: { status: 'ACTIVE', cancelAtPeriodEnd: false },
      });
      const retried = await server.call(SUBSCRIBE, { input }, { as });
      expect(retried.data?.subscribeToMembership.__typename).toBe('SubscribeToMembershipPayload');
      const twice = await server.call(
        SUBSCRIBE,
        { input: { ...input, clientMutationId: 'c-subscribe-2' } },
        { as },
      );
      expect(twice.data?.subscribeToMembership).toMatchObject({
        __typename: 'MembershipError',
        membershipReason: 'ALREADY_SUBSCRIBED',
      });
      const mine = await server.call(MEMBERSHIP, {}, { as });
      expect(mine.data?.viewer.activePerks).toContain('MEMBERS_ONLY_POSTS');
      expect(mine.data?.viewer.membershipInvoices.edges).toHaveLength(1);

      const cancelled = await server.call(
        CANCEL,
        { input: { clientMutationId: 'c-cancel-1' } },
        { as },
      );
      expect(cancelled.data?.cancelMembership.membership).toEqual({
        status: 'ACTIVE',
        cancelAtPeriodEnd: true,
      });
      const again = await server.call(
        CANCEL,
        { input: { clientMutationId: 'c-cancel-2' } },
        { as },
      );
      expect(again.data?.cancelMembership.membershipReason).toBe('NOT_CANCELLABLE');
      const resumed = await server.call(
        RESUME,
        { input: { clientMutationId: 'c-resume-1' } },
        { as },
      );
      expect(resumed.data?.resumeMembership.membership.cancelAtPeriodEnd).toBe(false);
    },
  },
  {
    name: 'refuses paying a renewal for a visitor, someone else’s membership and an unknown card',
    async run(server) {
      const as = 'contract-retry';
      await joinAs(server, as);
      await joinAs(server, 'contract-retry-nosy');
      const plan = await planId(server);
      await server.call(
        SUBSCRIBE,
        { input: { clientMutationId: 'c-retry-sub', planId: plan, card: TEST_CARD } },
        { as },
      );
      const membershipId = (await server.call(MEMBERSHIP, {}, { as })).data?.viewer.membership.id;
      const input = (clientMutationId: string, paymentMethodId = 'not-a-card') => ({
        input: { clientMutationId, membershipId, paymentMethodId },
      });
      const visitor = await server.call(RETRY, input('c-retry-1'));
      expect(visitor.data?.retryMembershipPayment.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      const nosy = await server.call(RETRY, input('c-retry-2'), { as: 'contract-retry-nosy' });
      expect(nosy.data?.retryMembershipPayment.__typename).toBe('NotFoundError');
      const unknownCard = await server.call(RETRY, input('c-retry-3'), { as });
      expect(unknownCard.data?.retryMembershipPayment.__typename).toBe('NotFoundError');
    },
  },
  {
    name: 'refuses a declined card, a visitor, a fan without a membership and a fan who is not an operator',
    async run(server) {
      const as = 'contract-declined';
      await joinAs(server, as);
      const plan = await planId(server);
      const declined = await server.call(
        SUBSCRIBE,
        { input: { clientMutationId: 'c-declined', planId: plan, card: DECLINED_CARD } },
        { as },
      );
      expect(declined.data?.subscribeToMembership).toMatchObject({
        __typename: 'PaymentError',
        paymentReason: 'DECLINED',
      });
      const visitor = await server.call(SUBSCRIBE, {
        input: { clientMutationId: 'c-visitor', planId: plan, card: TEST_CARD },
      });
      expect(visitor.data?.subscribeToMembership.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      const none = await server.call(CANCEL, { input: { clientMutationId: 'c-none' } }, { as });
      expect(none.data?.cancelMembership.membershipReason).toBe('NOT_SUBSCRIBED');
      const nothing = await server.call(MEMBERSHIP, {}, { as });
      expect(nothing.data?.viewer).toMatchObject({ activePerks: [], membership: null });
      const operator = await server.call(
        CREATE_PLAN,
        {
          input: {
            clientMutationId: 'c-plan',
            plan: {
              nameJa: 'プラン',
              nameEn: 'Plan',
              descriptionJa: '説明',
              descriptionEn: 'About',
              monthlyPrice: 300,
              taxRatePercent: 10,
              perks: [],
            },
          },
        },
        { as },
      );
      expect(operator.data?.createMembershipPlan.__typename).toBe('PermissionDeniedError');
    },
  },
  {
    name: 'shows an invoice, a qualified invoice, to its owner only',
    async run(server) {
      const owner = 'contract-invoice-owner';
      const other = 'contract-invoice-other';
      await joinAs(server, owner);
      await joinAs(server, other);
      await server.call(
        SUBSCRIBE,
        {
          input: { clientMutationId: 'c-invoice', planId: await planId(server), card: TEST_CARD },
        },
        { as: owner },
      );
      const mine = await server.call(MEMBERSHIP, {}, { as: owner });
      const id = mine.data?.viewer.membershipInvoices.edges[0].node.id;
      const invoice = await server.call(INVOICE, { id }, { as: owner });
      expect(invoice.data?.membershipInvoice).toMatchObject({
        status: 'PAID',
        amount: 550,
        taxBreakdown: [{ rate: 'STANDARD_10', taxableTotal: 550, tax: 50 }],
      });
      expect(invoice.data?.membershipInvoice.seller.invoiceRegistrationNumber).toMatch(/^T\d{13}$/);
      expect(
        (await server.call(INVOICE, { id }, { as: other })).data?.membershipInvoice,
      ).toBeNull();
      expect((await server.call(INVOICE, { id })).data?.membershipInvoice).toBeNull();
    },
  },
]);
