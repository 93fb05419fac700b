import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OnboardingReferralCodePageQuery } from '../../__generated__/OnboardingReferralCodePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { safeRedirectPath } from '../accounts/termsAgreementRedirect';
import { CoinBalanceChip } from '../engagement/components/CoinBalanceChip';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EnterInviteCodeForm } from './components/EnterInviteCodeForm';
import { SignUpToUseCodes } from './components/SignUpToUseCodes';

/** /onboarding/referral-code?code=…&redirect=…. The route's loader has already started the query. */
export function OnboardingReferralCodePage() {
  return (
    <OnboardingReferralCodeView queryRef={usePageQueryRef<OnboardingReferralCodePageQuery>()} />
  );
}

/**
 * The onboarding step for a friend's invite code (optional): the code from a shared link is
 * filled in; the fan uses it or skips, then goes on where they were headed.
 */
export function OnboardingReferralCodeView({
  queryRef,
}: {
  queryRef: PreloadedQuery<OnboardingReferralCodePageQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const sharedCode = (params.get('code') ?? '').slice(0, 64);
  const data = usePreloadedQuery<OnboardingReferralCodePageQuery>(
    onboardingReferralCodePageQuery,
    queryRef,
  );
  usePageMetadata(intl.formatMessage({ id: 'referrals.onboarding.title' }));
  const { referralProgram: program, viewer } = data;
  const used = viewer.referral?.hasUsedCode ?? false;
  return (
    <Container size="sm" py="xl">
      <Paper radius="lg" shadow="sm" p="xl">
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={1} size="h2">
              <FormattedMessage id="referrals.onboarding.title" />
            </Title>
            <CoinBalanceChip viewer={viewer} />
          </Group>
          <Text>
            <FormattedMessage
              id="referrals.onboarding.lead"
              values={{ inviter: program.inviterCoins, invitee: program.inviteeCoins }}
            />
          </Text>
          {!viewer.referral ? (
            <SignUpToUseCodes lead="invite" />
          ) : (
            <>
              <EnterInviteCodeForm referral={viewer.referral} initialCode={sharedCode} />
              <Button
                variant={used ? 'filled' : 'subtle'}
                radius="xl"
                onClick={() => navigate(redirect, { replace: true })}
              >
                {used ? (
                  <FormattedMessage id="referrals.onboarding.continue" />
                ) : (
                  <FormattedMessage id="referrals.onboarding.skip" />
                )}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

const onboardingReferralCodePageQuery = graphql`
  query OnboardingReferralCodePageQuery {
    referralProgram {
      inviterCoins
      inviteeCoins
    }
    viewer {
      ...CoinBalanceChip_viewer
      referral {
        hasUsedCode
        ...EnterInviteCodeForm_referral
      }
    }
  }
`;
