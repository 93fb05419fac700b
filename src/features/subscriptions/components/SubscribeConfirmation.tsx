import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { SubscribeConfirmation_plan$key } from '../../../__generated__/SubscribeConfirmation_plan.graphql';
import { newClientMutationId } from '../../../relay/clientMutationId';
import { Price, Yen } from '../../store/components/Price';
import { termsMessages } from '../subscriptionsMessages';
import { useSubscribeToMembershipMutation } from '../useSubscribeToMembershipMutation';

export const MEMBERSHIP_SETTINGS_PATH = '/settings/store/subscription';

/**
 * The final confirmation of a subscription (特定商取引法 §12-6, for a contract that
 * renews): the plan and its price with tax, the contract period and automatic renewal,
 * when payment is taken, how to cancel and what happens then, and a button that says it
 * starts a paid monthly membership.
 */
export function SubscribeConfirmation({ plan }: { plan: SubscribeConfirmation_plan$key }) {
  const data = useFragment(planFragment, plan);
  const intl = useIntl();
  const navigate = useNavigate();
  const [subscribe, subscribing] = useSubscribeToMembershipMutation();
  const [card, setCard] = useState('');
  // One id per card typed: a double press or a retry never charges twice.
  const [clientMutationId, setClientMutationId] = useState(newClientMutationId);
  const [error, setError] = useState<string | null>(null);
  const terms = [
    [termsMessages.periodLabel, termsMessages.period],
    [termsMessages.renewalLabel, termsMessages.renewal],
    [termsMessages.paymentLabel, termsMessages.payment],
    [termsMessages.cancelLabel, termsMessages.cancel],
    [termsMessages.failureLabel, termsMessages.failure],
  ] as const;

  const submit = async () => {
    const outcome = await subscribe(data.id, card, clientMutationId);
    if ('error' in outcome) {
      setClientMutationId(newClientMutationId());
      return setError(outcome.error || intl.formatMessage({ id: 'subscriptions.error.generic' }));
    }
    if (outcome.status === 'INCOMPLETE' && outcome.actionUrl)
      return window.location.assign(outcome.actionUrl);
    navigate(MEMBERSHIP_SETTINGS_PATH);
  };

  return (
    <Paper radius="lg" shadow="xs" p="md" data-testid="subscribe-confirmation">
      <Stack gap="md">
        <Title order={2} size="h4">
          <FormattedMessage id="subscriptions.confirm.title" values={{ plan: data.name }} />
        </Title>
        <Text>
          <FormattedMessage
            id="subscriptions.plan.monthly"
            values={{ price: <Price amount={data.monthlyPrice} /> }}
          />
        </Text>
        <Stack gap="sm" component="dl" m={0}>
          {terms.map(([label, text]) => (
            <div key={label.id}>
              <Text component="dt" size="sm" fw={700}>
                <FormattedMessage {...label} />
              </Text>
              <Text component="dd" size="sm" m={0} c="dimmed">
                <FormattedMessage
                  {...text}
                  values={{ price: <Yen amount={data.monthlyPrice} /> }}
                />
              </Text>
            </div>
          ))}
          <Anchor component={Link} to="/tokushoho" size="sm">
            <FormattedMessage id="subscriptions.terms.tokushoho" />
          </Anchor>
        </Stack>
        <TextInput
          label={<FormattedMessage id="subscriptions.confirm.cardNumber" />}
          description={<FormattedMessage id="subscriptions.confirm.testCards" />}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card}
          onChange={(event) => {
            setCard(event.currentTarget.value);
            setClientMutationId(newClientMutationId());
          }}
          placeholder="4242 4242 4242 4242"
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button
          size="lg"
          h="auto"
          py="sm"
          // The button says all it does; on a phone that takes two lines.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={submit}
          loading={subscribing}
          disabled={card.trim() === ''}
        >
          <FormattedMessage
            id="subscriptions.confirm.pay"
            values={{ price: <Yen amount={data.monthlyPrice} /> }}
          />
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          <FormattedMessage id="subscriptions.confirm.payNote" />
        </Text>
      </Stack>
    </Paper>
  );
}

const planFragment = graphql`
  fragment SubscribeConfirmation_plan on MembershipPlan {
    id
    name
    monthlyPrice
  }
`;
