import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MembershipStatusCard_membership$key } from '../../../__generated__/MembershipStatusCard_membership.graphql';
import { Price } from '../../store/components/Price';
import { statusMessages } from '../subscriptionsMessages';
import { useChangeMembershipRenewalMutation } from '../useChangeMembershipRenewalMutation';
import { PerkList } from './PerkList';

const statusColors = {
  INCOMPLETE: 'yellow',
  ACTIVE: 'teal',
  PAST_DUE: 'orange',
  LAPSED: 'gray',
  ENDED: 'gray',
} as const;

/** Dates of a Japanese membership are the days in Japan. */
function Day({ value }: { value: string }) {
  return <FormattedDate value={value} dateStyle="long" timeZone="Asia/Tokyo" />;
}

/**
 * The fan's membership: plan, status, price, the next renewal (or the end when
 * cancelled, or the grace period's end after a failed renewal), the perks held now, and
 * the cancel / resume button.
 */
export function MembershipStatusCard({
  membership,
}: {
  membership: MembershipStatusCard_membership$key;
}) {
  const data = useFragment(membershipFragment, membership);
  const intl = useIntl();
  const [change, changing] = useChangeMembershipRenewalMutation();
  const [error, setError] = useState<string | null>(null);
  const run = async (which: 'cancel' | 'resume') => {
    const failure = await change(which);
    setError(
      failure === null
        ? null
        : failure || intl.formatMessage({ id: 'subscriptions.error.generic' }),
    );
  };
  const current = data.status === 'ACTIVE' || data.status === 'PAST_DUE';
  return (
    <Paper radius="lg" shadow="xs" p="md" data-testid="membership-status">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3">
            {data.plan.name}
          </Title>
          <Badge
            color={statusColors[data.status as keyof typeof statusColors] ?? 'gray'}
            variant="light"
          >
            <FormattedMessage {...statusMessages[data.status as keyof typeof statusMessages]} />
          </Badge>
        </Group>
        <Text>
          <FormattedMessage
            id="subscriptions.status.monthly"
            values={{ price: <Price amount={data.monthlyPrice} /> }}
          />
        </Text>
        {data.status === 'ACTIVE' && !data.cancelAtPeriodEnd && (
          <Text size="sm" data-testid="next-renewal">
            <FormattedMessage
              id="subscriptions.status.nextRenewal"
              values={{ date: <Day value={data.currentPeriodEnd} /> }}
            />
          </Text>
        )}
        {data.status === 'ACTIVE' && data.cancelAtPeriodEnd && (
          <Alert color="yellow" data-testid="cancel-at-period-end">
            <FormattedMessage
              id="subscriptions.status.endsAt"
              values={{ date: <Day value={data.currentPeriodEnd} /> }}
            />
          </Alert>
        )}
        {data.status === 'PAST_DUE' && data.graceEndsAt && (
          <Alert color="orange">
            <FormattedMessage
              id="subscriptions.status.grace"
              values={{ date: <Day value={data.graceEndsAt} /> }}
            />
          </Alert>
        )}
        {data.status === 'INCOMPLETE' && data.paymentActionUrl && (
          <Button component="a" href={data.paymentActionUrl} variant="light">
            <FormattedMessage id="subscriptions.status.completePayment" />
          </Button>
        )}
        {current && (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              <FormattedMessage id="subscriptions.status.perksNow" />
            </Text>
            <PerkList perks={data.activePerks} />
          </Stack>
        )}
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {data.status === 'ACTIVE' &&
          (data.cancelAtPeriodEnd ? (
            <Button variant="light" loading={changing} onClick={() => run('resume')}>
              <FormattedMessage id="subscriptions.action.resume" />
            </Button>
          ) : (
            <Stack gap={4}>
              <Button
                variant="default"
                color="red"
                loading={changing}
                onClick={() => run('cancel')}
              >
                <FormattedMessage id="subscriptions.action.cancel" />
              </Button>
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="subscriptions.action.cancelNote"
                  values={{ date: <Day value={data.currentPeriodEnd} /> }}
                />
              </Text>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}

const membershipFragment = graphql`
  fragment MembershipStatusCard_membership on Membership {
    status
    monthlyPrice
    currentPeriodEnd
    cancelAtPeriodEnd
    graceEndsAt
    activePerks
    paymentActionUrl
    plan {
      name
    }
  }
`;
