import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { WelcomeCard_community$key } from '../../__generated__/WelcomeCard_community.graphql';
import { useAnalytics } from '../../platform/analytics/AnalyticsProvider';
import { useFeatureFlag } from '../../platform/featureFlags/FeatureFlagProvider';
import classes from './WelcomeCard.module.css';

/**
 * The tenant's `banner-variant` flag: `plain` welcomes with words only, any other value
 * (e.g. the demo garden's `roses`) with the garden's banner. Which variant a visitor saw
 * is reported as an A/B testing event (sent only when the build enables A/B testing).
 */
export const BANNER_EXPERIMENT = 'banner-variant';
const PLAIN_WELCOME = 'plain';
// The banner is the page's largest paint. React 18 knows no `fetchPriority` prop (it warns);
// the lower-case attribute reaches the HTML as is.
const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' };

/** The garden's welcome: banner, crest, name, description, how many fans, the way to the chat. */
export function WelcomeCard({ community }: { community: WelcomeCard_community$key }) {
  const intl = useIntl();
  const analytics = useAnalytics();
  const variant = String(useFeatureFlag<string>(BANNER_EXPERIMENT, 'banner'));
  useEffect(() => analytics.abTestEvent(BANNER_EXPERIMENT, variant), [analytics, variant]);
  const garden = useFragment(
    graphql`
      fragment WelcomeCard_community on Community {
        name
        description
        bannerUrl
        memberCount
      }
    `,
    community,
  );
  const bannerUrl = variant === PLAIN_WELCOME ? null : garden.bannerUrl;

  return (
    <Card padding={0} radius="lg" shadow="md" className={classes.card}>
      {/* A fixed ratio: the banner never pushes the page down when it arrives. */}
      <AspectRatio ratio={5 / 2} className={classes.banner}>
        {bannerUrl ? (
          // Decorative: the garden's name follows as the heading.
          <Image src={bannerUrl} alt="" {...HIGH_FETCH_PRIORITY} />
        ) : (
          <Box className={classes.bannerFallback} />
        )}
      </AspectRatio>
      <Stack gap="sm" p={{ base: 'md', sm: 'xl' }} pt={0} className={classes.body}>
        <Image src="/images/garden/crest.svg" alt="" w={72} h={72} className={classes.crest} />
        <Title order={1} className={classes.title}>
          {garden.name}
        </Title>
        <Text className="garden-user-content" c="dimmed">
          {garden.description}
        </Text>
        <Group gap="sm" mt={4}>
          <Badge size="lg" radius="xl" variant="light" color="gold" className={classes.members}>
            {intl.formatMessage({ id: 'common.home.memberCount' }, { count: garden.memberCount })}
          </Badge>
        </Group>
        <Button component={Link} to="/messages" size="md" mt="xs" className={classes.cta}>
          {intl.formatMessage({ id: 'common.home.toChannels' })}
        </Button>
      </Stack>
    </Card>
  );
}
