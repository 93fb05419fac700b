// The GraphQL documents the membership tests send, and helpers to read the demo plan.

export const PLANS = `query { community { membershipPlans(first: 5) { edges { node {
  id name description monthlyPrice taxRate perks isArchived } } } } }`;

export const MEMBERSHIP_FIELDS = `id status monthlyPrice currentPeriodStart currentPeriodEnd
  cancelAtPeriodEnd graceEndsAt activePerks paymentActionUrl plan { id name }`;

export const VIEWER_MEMBERSHIP = `query { viewer { activePerks membership { ${MEMBERSHIP_FIELDS} }
  membershipInvoices(first: 10) { edges { node { id status amount periodStart periodEnd } } } } }`;

export const SUBSCRIBE = `mutation S($input: SubscribeToMembershipInput!) {
  subscribeToMembership(input: $input) {
    __typename
    ... on SubscribeToMembershipPayload { membership { ${MEMBERSHIP_FIELDS} } viewer { activePerks } }
    ... on MembershipError { message membershipReason }
    ... on PaymentError { message paymentReason }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const renewal = (name: string) => `mutation M($input: ChangeMembershipRenewalInput!) {
  ${name}(input: $input) {
    __typename
    ... on ChangeMembershipRenewalPayload { membership { ${MEMBERSHIP_FIELDS} } }
    ... on MembershipError { message membershipReason }
    ... on Error { message }
  }
}`;
export const CANCEL = renewal('cancelMembership');
export const RESUME = renewal('resumeMembership');

export const INVOICE = `query I($id: ID!) { membershipInvoice(id: $id) {
  id status planName amount invoiceNumber paidAt
  taxBreakdown { rate taxableTotal tax } seller { name invoiceRegistrationNumber } } }`;

export const NODE = `query N($id: ID!) { node(id: $id) { __typename id } }`;

export const ARTICLES = `query { community { information(first: 10) { edges { node {
  title isMembersOnly paragraphs } } } } }`;

const planMutation = (name: string, input: string) => `mutation P($input: ${input}!) {
  ${name}(input: $input) {
    __typename
    ... on MembershipPlanPayload { plan { id name description monthlyPrice taxRate perks isArchived } }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;
export const CREATE_PLAN = planMutation('createMembershipPlan', 'CreateMembershipPlanInput');
export const UPDATE_PLAN = planMutation('updateMembershipPlan', 'UpdateMembershipPlanInput');
export const ARCHIVE_PLAN = planMutation('archiveMembershipPlan', 'ArchiveMembershipPlanInput');

/** The id of the first plan the tenant offers. */
export async function firstPlanId(
  garden: {
    call(
      query: string,
      variables: Record<string, unknown>,
      options: { tenant: string },
    ): Promise<{
      data?: { community: { membershipPlans: { edges: { node: { id: string } }[] } } };
    }>;
  },
  tenant = 'demo',
): Promise<string> {
  const result = await garden.call(PLANS, {}, { tenant });
  const id = result.data?.community.membershipPlans.edges[0]?.node.id;
  if (!id) throw new Error(`The tenant ${tenant} offers no plan`);
  return id;
}

export const RETRY_PAYMENT = `mutation R($input: RetryMembershipPaymentInput!) {
  retryMembershipPayment(input: $input) {
    __typename
    ... on RetryMembershipPaymentPayload { membership { ${MEMBERSHIP_FIELDS} } viewer { activePerks } }
    ... on MembershipError { message membershipReason }
    ... on PaymentError { message paymentReason }
    ... on Error { message }
  }
}`;

export const ADD_CARD = `mutation A($input: AddPaymentMethodInput!) {
  addPaymentMethod(input: $input) {
    __typename
    ... on AddPaymentMethodPayload { paymentMethod { id } }
    ... on Error { message }
  }
}`;
