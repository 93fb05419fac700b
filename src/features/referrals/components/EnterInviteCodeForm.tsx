import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EnterInviteCodeForm_referral$key } from '../../../__generated__/EnterInviteCodeForm_referral.graphql';
import { useRedeemReferralCodeMutation } from '../useRedeemReferralCodeMutation';

/**
 * A friend's invite code, entered once: the form until it is used, then whose code it was.
 * `onRedeemed` runs after the server accepted the code.
 */
export function EnterInviteCodeForm({
  referral,
  initialCode = '',
  onRedeemed,
}: {
  referral: EnterInviteCodeForm_referral$key;
  initialCode?: string;
  onRedeemed?: () => void;
}) {
  const intl = useIntl();
  const data = useFragment(enterInviteCodeFormFragment, referral);
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [rewarded, setRewarded] = useState<number | null>(null);
  const [redeem, redeeming] = useRedeemReferralCodeMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError(intl.formatMessage({ id: 'referrals.enter.required' }));
      return;
    }
    redeem(code, (outcome) => {
      if (outcome.kind === 'redeemed') {
        setRewarded(outcome.rewardCoins);
        onRedeemed?.();
      } else setError(outcome.message ?? intl.formatMessage({ id: 'referrals.failed' }));
    });
  };

  if (data.hasUsedCode)
    return (
      <Stack gap="xs">
        {rewarded !== null && (
          <Alert color="gold" variant="light" role="status">
            <FormattedMessage id="referrals.enter.rewarded" values={{ coins: rewarded }} />
          </Alert>
        )}
        <Text size="sm" c="dimmed" data-testid="invited-by">
          <FormattedMessage
            id="referrals.enter.used"
            values={{ name: data.invitedBy?.displayName ?? '' }}
          />
        </Text>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={intl.formatMessage({ id: 'referrals.enter.label' })}
            placeholder="ABCD2345"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em' } }}
          />
          <Button type="submit" loading={redeeming}>
            <FormattedMessage id="referrals.enter.submit" />
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

const enterInviteCodeFormFragment = graphql`
  fragment EnterInviteCodeForm_referral on ViewerReferral {
    hasUsedCode
    invitedBy {
      displayName
    }
  }
`;
