import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InviteCodeCard_referral$key } from '../../../__generated__/InviteCodeCard_referral.graphql';

/** The fan's own invite code: copy it, share the link, and how many friends joined with it. */
export function InviteCodeCard({
  referral,
  inviterCoins,
  inviteeCoins,
}: {
  referral: InviteCodeCard_referral$key;
  inviterCoins: number;
  inviteeCoins: number;
}) {
  const intl = useIntl();
  const data = useFragment(inviteCodeCardFragment, referral);
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);

  const copy = async (text: string, what: 'code' | 'link') => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  const share = async () => {
    const url = `${window.location.origin}${data.sharePath}`;
    const text = intl.formatMessage(
      { id: 'referrals.share.text' },
      { code: data.code, coins: inviteeCoins },
    );
    if (navigator.share) {
      try {
        await navigator.share({ text, url });
      } catch {
        // The fan closed the share sheet.
      }
      return;
    }
    await copy(`${text} ${url}`, 'link');
  };

  return (
    <Paper radius="lg" shadow="xs" p="lg" withBorder>
      <Stack gap="sm" align="center">
        <Title order={2} size="h4">
          <FormattedMessage id="referrals.mine.title" />
        </Title>
        <Text
          data-testid="invite-code"
          fw={700}
          ff="monospace"
          fz={32}
          style={{ letterSpacing: '0.15em' }}
        >
          {data.code}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          <FormattedMessage
            id="referrals.mine.rewards"
            values={{ inviter: inviterCoins, invitee: inviteeCoins }}
          />
        </Text>
        <Group gap="sm" justify="center">
          <Button variant="light" radius="xl" onClick={() => void copy(data.code, 'code')}>
            <FormattedMessage id="referrals.mine.copy" />
          </Button>
          <Button color="crimson" radius="xl" onClick={() => void share()}>
            <FormattedMessage id="referrals.mine.share" />
          </Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite" c="teal">
          {copied && <FormattedMessage id={`referrals.mine.copied.${copied}`} />}
        </Text>
        <Text fw={600} data-testid="invited-count">
          <FormattedMessage id="referrals.mine.invited" values={{ count: data.invitedCount }} />
        </Text>
      </Stack>
    </Paper>
  );
}

const inviteCodeCardFragment = graphql`
  fragment InviteCodeCard_referral on ViewerReferral {
    code
    sharePath
    invitedCount
  }
`;
