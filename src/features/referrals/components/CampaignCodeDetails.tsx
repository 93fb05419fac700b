import { Badge, Group, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CampaignCodeDetails_page$key } from '../../../__generated__/CampaignCodeDetails_page.graphql';
import { useNow } from '../../../serverRendering/renderClock';

export type CampaignPhase = 'upcoming' | 'open' | 'ended';

export function campaignPhase(
  page: { startsAt: string; endsAt: string; remaining: number },
  now: Date,
): CampaignPhase {
  if (now < new Date(page.startsAt)) return 'upcoming';
  if (now >= new Date(page.endsAt) || page.remaining === 0) return 'ended';
  return 'open';
}

/** What a campaign gives, its window, what is left, and the viewer's use of it. */
export function CampaignCodeDetails({ page }: { page: CampaignCodeDetails_page$key }) {
  const data = useFragment(campaignCodeDetailsFragment, page);
  const phase = campaignPhase(data, useNow());
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={phase === 'open' ? 'teal' : 'gray'} variant="light">
          <FormattedMessage id={`referrals.campaign.phase.${phase}`} />
        </Badge>
        <Badge color="gold" variant="light" leftSection={<span aria-hidden>🪙</span>}>
          <FormattedMessage id="referrals.campaign.reward" values={{ coins: data.rewardCoins }} />
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="referrals.campaign.window"
          values={{
            start: (
              <time dateTime={data.startsAt}>
                <FormattedDate value={data.startsAt} dateStyle="medium" timeStyle="short" />
              </time>
            ),
            end: (
              <time dateTime={data.endsAt}>
                <FormattedDate value={data.endsAt} dateStyle="medium" timeStyle="short" />
              </time>
            ),
          }}
        />
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="referrals.campaign.limits"
          values={{ perFan: data.perFanLimit, remaining: data.remaining }}
        />
      </Text>
      {data.viewerRedemptionCount > 0 && (
        <Text size="sm" fw={600} data-testid="campaign-used">
          <FormattedMessage
            id="referrals.campaign.used"
            values={{ count: data.viewerRedemptionCount, limit: data.perFanLimit }}
          />
        </Text>
      )}
    </Stack>
  );
}

const campaignCodeDetailsFragment = graphql`
  fragment CampaignCodeDetails_page on CampaignCodePage {
    rewardCoins
    perFanLimit
    remaining
    startsAt
    endsAt
    viewerRedemptionCount
  }
`;
