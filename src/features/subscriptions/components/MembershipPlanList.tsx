import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MembershipPlanList_community$key } from '../../../__generated__/MembershipPlanList_community.graphql';
import type { MembershipPlanList_viewer$key } from '../../../__generated__/MembershipPlanList_viewer.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { Price } from '../../store/components/Price';
import { SignInNotice } from '../../store/components/SignInNotice';
import { PLANS_PAGE_SIZE } from '../subscriptionsPageSize';
import { PerkList } from './PerkList';
import { MEMBERSHIP_SETTINGS_PATH, SubscribeConfirmation } from './SubscribeConfirmation';

/**
 * The garden's plans, each with its price and perks; choosing one opens its final
 * confirmation. A fan who is already a member is sent to their membership instead.
 */
export function MembershipPlanList({
  community,
  viewer,
}: {
  community: MembershipPlanList_community$key;
  viewer: MembershipPlanList_viewer$key;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    plansFragment,
    community,
  );
  const viewerData = useFragment(viewerFragment, viewer);
  const [chosen, setChosen] = useState<string | null>(null);
  const status = viewerData.membership?.status;
  const isMember = status === 'ACTIVE' || status === 'PAST_DUE' || status === 'INCOMPLETE';
  const edges = data.membershipPlans.edges;
  if (edges.length === 0)
    return <EmptyState title={<FormattedMessage id="subscriptions.plans.empty" />} />;
  return (
    <Stack gap="md">
      {isMember && (
        <Alert color="teal">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <FormattedMessage id="subscriptions.plans.alreadyMember" />
            </Text>
            <Button component={Link} to={MEMBERSHIP_SETTINGS_PATH} variant="light" size="xs">
              <FormattedMessage id="subscriptions.plans.seeMembership" />
            </Button>
          </Stack>
        </Alert>
      )}
      {edges.map(({ node }) => (
        <Stack gap="sm" key={node.id}>
          <Paper radius="lg" shadow="xs" p="md" data-testid="membership-plan">
            <Stack gap="sm">
              <Group justify="space-between" align="baseline">
                <Title order={2} size="h3">
                  {node.name}
                </Title>
                <Text>
                  <FormattedMessage
                    id="subscriptions.plan.monthly"
                    values={{ price: <Price amount={node.monthlyPrice} /> }}
                  />
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {node.description}
              </Text>
              <PerkList perks={node.perks} />
              {!isMember && viewerData.isSignedIn && chosen !== node.id && (
                <Button onClick={() => setChosen(node.id)} variant="light">
                  <FormattedMessage id="subscriptions.plans.choose" />
                </Button>
              )}
            </Stack>
          </Paper>
          {!isMember && chosen === node.id && <SubscribeConfirmation plan={node} />}
        </Stack>
      ))}
      {!viewerData.isSignedIn && <SignInNotice />}
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(PLANS_PAGE_SIZE)}>
          <FormattedMessage id="subscriptions.more" />
        </Button>
      )}
    </Stack>
  );
}

const plansFragment = graphql`
  fragment MembershipPlanList_community on Community
  @refetchable(queryName: "MembershipPlanListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    membershipPlans(first: $count, after: $cursor)
      @connection(key: "MembershipPlanList_membershipPlans") {
      edges {
        node {
          id
          name
          description
          monthlyPrice
          perks
          ...SubscribeConfirmation_plan
        }
      }
    }
  }
`;

const viewerFragment = graphql`
  fragment MembershipPlanList_viewer on Viewer {
    isSignedIn
    membership {
      status
    }
  }
`;
