import { Alert, Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { MembershipPaymentFix_membership$key } from '../../../__generated__/MembershipPaymentFix_membership.graphql';
import type { MembershipPaymentFix_viewer$key } from '../../../__generated__/MembershipPaymentFix_viewer.graphql';
import { AddCardForm } from '../../store/components/AddCardForm';
import { Price } from '../../store/components/Price';
import { SavedCardSummary } from '../../store/components/SavedCardSummary';
import { useRetryMembershipPaymentMutation } from '../useRetryMembershipPaymentMutation';

/**
 * After a failed renewal (PAST_DUE): says so, until when perks are kept, and lets the fan
 * pay now with one of their saved cards or a new one. Once paid it says so until the page
 * is left (the membership is ACTIVE again).
 */
export function MembershipPaymentFix({
  membership,
  viewer,
}: {
  membership: MembershipPaymentFix_membership$key;
  viewer: MembershipPaymentFix_viewer$key;
}) {
  const intl = useIntl();
  const data = useFragment(membershipFragment, membership);
  const { data: cardsData } = usePaginationFragment(cardsFragment, viewer);
  const [retry, paying] = useRetryMembershipPaymentMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const cards = cardsData.savedPaymentMethods.edges
    .map((edge) => edge.node)
    .filter((card) => card.status === 'ACTIVE');
  // The card that just failed renews the membership; another one is the likelier fix.
  const suggested =
    cards.find((card) => !card.usedForMembership && card.isDefault) ??
    cards.find((card) => !card.usedForMembership) ??
    cards[0];
  const cardId = chosen ?? suggested?.id ?? null;

  if (paid && data.status === 'ACTIVE')
    return (
      <Alert color="teal" role="status" data-testid="membership-payment-paid">
        <FormattedMessage id="subscriptions.fix.paid" />
      </Alert>
    );
  if (data.status !== 'PAST_DUE') return null;

  const pay = async () => {
    if (!cardId) return;
    setError(null);
    const outcome = await retry(data.id, cardId);
    if ('paid' in outcome) return setPaid(true);
    if ('actionUrl' in outcome) return window.location.assign(outcome.actionUrl);
    setError(outcome.message || intl.formatMessage({ id: 'subscriptions.error.generic' }));
  };

  return (
    <Paper
      radius="lg"
      p="md"
      withBorder
      style={{ borderColor: 'var(--mantine-color-orange-5)' }}
      data-testid="membership-payment-fix"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="subscriptions.fix.title" />
        </Title>
        <Text>
          {data.graceEndsAt ? (
            <FormattedMessage
              id="subscriptions.fix.body"
              values={{
                amount: <Price amount={data.monthlyPrice} />,
                date: (
                  <Text span fw={700}>
                    <FormattedDate
                      value={data.graceEndsAt}
                      dateStyle="long"
                      timeZone="Asia/Tokyo"
                    />
                  </Text>
                ),
              }}
            />
          ) : (
            <FormattedMessage id="subscriptions.fix.bodyNoDate" />
          )}
        </Text>
        {cards.length > 0 && (
          <Radio.Group
            value={cardId}
            onChange={setChosen}
            label={<FormattedMessage id="subscriptions.fix.chooseCard" />}
          >
            <Stack gap="xs" mt="xs">
              {cards.map((card) => (
                <Paper key={card.id} withBorder radius="md" p="sm">
                  <Radio
                    value={card.id}
                    label={<SavedCardSummary card={card} />}
                    aria-label={intl.formatMessage(
                      { id: 'subscriptions.fix.cardLabel' },
                      { last4: card.last4 },
                    )}
                  />
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {adding || cards.length === 0 ? (
          <AddCardForm
            connections={[cardsData.savedPaymentMethods.__id]}
            onSaved={() => setAdding(false)}
            onCancel={cards.length > 0 ? () => setAdding(false) : undefined}
            defaultChecked
          />
        ) : (
          <Button variant="subtle" onClick={() => setAdding(true)} style={{ alignSelf: 'start' }}>
            <FormattedMessage id="subscriptions.fix.addCard" />
          </Button>
        )}
        {error !== null && (
          <Alert color="red" role="alert" data-testid="membership-payment-error">
            {error}
          </Alert>
        )}
        <Button onClick={pay} loading={paying} disabled={!cardId} color="orange">
          <FormattedMessage id="subscriptions.fix.payNow" />
        </Button>
      </Stack>
    </Paper>
  );
}

const membershipFragment = graphql`
  fragment MembershipPaymentFix_membership on Membership {
    id
    status
    graceEndsAt
    monthlyPrice
  }
`;

const cardsFragment = graphql`
  fragment MembershipPaymentFix_viewer on Viewer
  @refetchable(queryName: "MembershipPaymentFixPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
    savedPaymentMethods(first: $count, after: $cursor)
      @connection(key: "MembershipPaymentFix_savedPaymentMethods") {
      __id
      edges {
        node {
          id
          status
          isDefault
          usedForMembership
          last4
          ...SavedCardSummary_card
        }
      }
    }
  }
`;
