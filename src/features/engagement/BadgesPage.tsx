import {
  Container,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BadgesPageQuery } from '../../__generated__/BadgesPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { useShowBadgeMutation } from './useShowBadgeMutation';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /mypage/badges. The route's loader has already started the query. */
export function BadgesPage() {
  return <BadgesView queryRef={usePageQueryRef<BadgesPageQuery>()} />;
}

/** The fan's badges; tapping one shows it next to their name in chat (tap again: none). */
export function BadgesView({ queryRef }: { queryRef: PreloadedQuery<BadgesPageQuery> }) {
  const intl = useIntl();
  const { viewerBadges } = usePreloadedQuery<BadgesPageQuery>(badgesPageQuery, queryRef);
  const [show, showing] = useShowBadgeMutation();
  const title = intl.formatMessage({ id: 'engagement.badges.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="engagement.badges.description" />
          </Text>
        </div>
        {viewerBadges.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="engagement.badges.empty" />}
            description={<FormattedMessage id="engagement.badges.emptyDescription" />}
          />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {viewerBadges.map(({ badge, earnedAt, shown }) => (
              <UnstyledButton
                key={badge.id}
                disabled={showing}
                aria-pressed={shown}
                onClick={() =>
                  show(shown ? null : badge.id, (message) =>
                    notifications.show({
                      color: 'red',
                      message: message ?? intl.formatMessage({ id: 'engagement.failed' }),
                    }),
                  )
                }
              >
                <Paper
                  radius="lg"
                  shadow="xs"
                  p="md"
                  withBorder
                  style={{
                    borderColor: shown ? 'var(--mantine-color-gold-5)' : 'transparent',
                    borderWidth: 2,
                  }}
                >
                  <Stack align="center" gap={4}>
                    {badge.imageUrl ? (
                      <Image src={badge.imageUrl} alt="" w={64} h={64} />
                    ) : (
                      <Text fz={44} aria-hidden>
                        {badge.symbol}
                      </Text>
                    )}
                    <Text fw={700} ta="center">
                      {badge.name}
                    </Text>
                    <Text size="xs" c="dimmed" ta="center">
                      {badge.description}
                    </Text>
                    <Text size="xs" c={shown ? 'gold.8' : 'dimmed'} fw={shown ? 700 : 400}>
                      {shown ? (
                        <FormattedMessage id="engagement.badges.shown" />
                      ) : (
                        <FormattedDate
                          value={earnedAt}
                          year="numeric"
                          month="short"
                          day="numeric"
                        />
                      )}
                    </Text>
                  </Stack>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

const badgesPageQuery = graphql`
  query BadgesPageQuery {
    viewerBadges {
      earnedAt
      shown
      badge {
        id
        name
        description
        symbol
        imageUrl
      }
    }
  }
`;
