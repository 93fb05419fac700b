import {
  Anchor,
  Badge,
  Box,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CardPageQuery } from '../../__generated__/CardPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { categoryPath } from './cardsPaths';
import { CardArt } from './components/CardArt';
import { NotFoundCard } from './components/NotFoundCard';
import { RarityBadge, shines } from './components/RarityBadge';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /collectable-card/:cardId. The route's loader has already started the query. */
export function CardPage() {
  return <CardView queryRef={usePageQueryRef<CardPageQuery>()} />;
}

/** A card: its artwork large, its line, its edition, and the viewer's copies and serials. */
export function CardView({ queryRef }: { queryRef: PreloadedQuery<CardPageQuery> }) {
  const { node } = usePreloadedQuery<CardPageQuery>(cardPageQuery, queryRef);
  const card = node?.card;
  usePageMetadata(card?.name, card?.text);
  useNotFoundStatus(!card);
  if (!card) return <NotFoundCard of="card" />;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={categoryPath(card.category.id)} size="sm">
          {card.category.name}
        </Anchor>
        <Grid gutter="xl" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Box maw={320} mx="auto">
              <CardArt src={card.imageUrl} alt={card.name} shine={shines(card.rarity)} />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <Group gap="xs">
                <RarityBadge rarity={card.rarity} size="lg" />
                <Text c="dimmed" ff="monospace">
                  <FormattedMessage id="cards.card.number" values={{ number: card.number }} />
                </Text>
                {card.editionSize != null && (
                  <Badge variant="outline" color="gold">
                    <FormattedMessage
                      id="cards.card.limitedEdition"
                      values={{ size: <FormattedNumber value={card.editionSize} /> }}
                    />
                  </Badge>
                )}
              </Group>
              <Title order={1} size="h2">
                {card.name}
              </Title>
              <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
                {card.text}
              </Text>
              <Paper radius="lg" p="md" withBorder>
                {card.viewerOwnedCount > 0 ? (
                  <Stack gap={4}>
                    <Text fw={700} c="crimson">
                      <FormattedMessage
                        id="cards.card.owned"
                        values={{ count: card.viewerOwnedCount }}
                      />
                    </Text>
                    {card.viewerSerialNumbers.length > 0 && (
                      <Text size="sm">
                        <FormattedMessage
                          id="cards.card.serials"
                          values={{
                            serials: card.viewerSerialNumbers
                              .map((serial) => `#${serial}/${card.editionSize ?? ''}`)
                              .join('、'),
                          }}
                        />
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text c="dimmed">
                    <FormattedMessage id="cards.card.notOwned" />
                  </Text>
                )}
                {card.editionSize != null && (
                  <Text size="xs" c="dimmed" mt="xs">
                    <FormattedMessage
                      id="cards.card.issued"
                      values={{ issued: card.issuedCount, size: card.editionSize }}
                    />
                  </Text>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

const cardPageQuery = graphql`
  query CardPageQuery($cardId: ID!) {
    node(id: $cardId) {
      ... on CollectableCard @alias(as: "card") {
        id
        number
        name
        text
        rarity
        imageUrl
        editionSize
        issuedCount
        viewerOwnedCount
        viewerSerialNumbers
        category {
          id
          name
        }
      }
    }
  }
`;
