import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CampaignCodePageQuery } from '../../__generated__/CampaignCodePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { useRequireMember } from '../auth/useRequireMember';
import { CoinBalanceChip } from '../engagement/components/CoinBalanceChip';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { CampaignCodeDetails } from './components/CampaignCodeDetails';
import { useRedeemCampaignCodeMutation } from './useRedeemCampaignCodeMutation';

/** /campaign-code/:campaignCodePageId. The route's loader has already started the query. */
export function CampaignCodePage() {
  return <CampaignCodeView queryRef={usePageQueryRef<CampaignCodePageQuery>()} />;
}

/** A campaign: what it gives and until when, and the form to enter its code. */
export function CampaignCodeView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CampaignCodePageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<CampaignCodePageQuery>(campaignCodePageQuery, queryRef);
  const page = data.community.campaignCodePage;
  const requireMember = useRequireMember();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rewarded, setRewarded] = useState<number | null>(null);
  const [redeem, redeeming] = useRedeemCampaignCodeMutation();
  useNotFoundStatus(!page);
  usePageMetadata(page?.title ?? intl.formatMessage({ id: 'referrals.campaign.notFound' }));
  if (!page)
    return (
      <EmptyState title={<FormattedMessage id="referrals.campaign.notFound" />} headingOrder={1} />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setRewarded(null);
    if (!requireMember()) return;
    if (!code.trim()) {
      setError(intl.formatMessage({ id: 'referrals.campaign.required' }));
      return;
    }
    redeem(page.id, code, (outcome) => {
      if (outcome.kind === 'redeemed') {
        setRewarded(outcome.rewardCoins);
        setCode('');
      } else setError(outcome.message ?? intl.formatMessage({ id: 'referrals.failed' }));
    });
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" fw={600}>
            <FormattedMessage id="referrals.campaign.kicker" />
          </Text>
          <CoinBalanceChip viewer={data.viewer} />
        </Group>
        <Title order={1} size="h2">
          {page.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{page.description}</Text>
        <CampaignCodeDetails page={page} />
        <Paper radius="lg" withBorder p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={intl.formatMessage({ id: 'referrals.campaign.label' })}
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={64}
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.08em' } }}
                />
                <Button type="submit" loading={redeeming}>
                  <FormattedMessage id="referrals.campaign.submit" />
                </Button>
              </Group>
              {rewarded !== null && (
                <Alert color="gold" variant="light" role="status">
                  <FormattedMessage id="referrals.campaign.rewarded" values={{ coins: rewarded }} />
                </Alert>
              )}
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}

const campaignCodePageQuery = graphql`
  query CampaignCodePageQuery($pageId: String!) {
    community {
      campaignCodePage(pageId: $pageId) {
        id
        title
        description
        ...CampaignCodeDetails_page
      }
    }
    viewer {
      ...CoinBalanceChip_viewer
    }
  }
`;
