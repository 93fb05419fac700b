import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReferralCodePageQuery } from '../../__generated__/ReferralCodePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { CoinBalanceChip } from '../engagement/components/CoinBalanceChip';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EnterInviteCodeForm } from './components/EnterInviteCodeForm';
import { InviteCodeCard } from './components/InviteCodeCard';
import { SignUpToUseCodes } from './components/SignUpToUseCodes';

/** /referral-code. The route's loader has already started the query. */
export function ReferralCodePage() {
  return <ReferralCodeView queryRef={usePageQueryRef<ReferralCodePageQuery>()} />;
}

/** The fan's own invite code to share, and a friend's code to enter if they have not yet. */
export function ReferralCodeView({
  queryRef,
}: {
  queryRef: PreloadedQuery<ReferralCodePageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<ReferralCodePageQuery>(referralCodePageQuery, queryRef);
  usePageMetadata(intl.formatMessage({ id: 'referrals.title' }));
  const { referralProgram: program, viewer } = data;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            <FormattedMessage id="referrals.title" />
          </Title>
          <CoinBalanceChip viewer={viewer} />
        </Group>
        <Text>
          <FormattedMessage
            id="referrals.lead"
            values={{ inviter: program.inviterCoins, invitee: program.inviteeCoins }}
          />
        </Text>
        {!viewer.referral ? (
          <SignUpToUseCodes lead="invite" />
        ) : (
          <>
            <InviteCodeCard
              referral={viewer.referral}
              inviterCoins={program.inviterCoins}
              inviteeCoins={program.inviteeCoins}
            />
            <Paper radius="lg" withBorder p="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  <FormattedMessage id="referrals.enter.title" />
                </Title>
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="referrals.enter.lead"
                    values={{ coins: program.inviteeCoins }}
                  />
                </Text>
                <EnterInviteCodeForm referral={viewer.referral} />
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}

const referralCodePageQuery = graphql`
  query ReferralCodePageQuery {
    referralProgram {
      inviterCoins
      inviteeCoins
    }
    viewer {
      ...CoinBalanceChip_viewer
      referral {
        ...InviteCodeCard_referral
        ...EnterInviteCodeForm_referral
      }
    }
  }
`;
