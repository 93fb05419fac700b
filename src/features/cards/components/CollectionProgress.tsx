import { Group, Progress, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CollectionProgress_collection$key } from '../../../__generated__/CollectionProgress_collection.graphql';

/** N/M cards collected, as a bar, with "complete" once every card is held. */
export function CollectionProgress({
  collection,
}: {
  collection: CollectionProgress_collection$key;
}) {
  const data = useFragment(
    graphql`
      fragment CollectionProgress_collection on CardCollection {
        ownedCardCount
        cardCount
        completed
      }
    `,
    collection,
  );
  const percent = data.cardCount === 0 ? 0 : (100 * data.ownedCardCount) / data.cardCount;
  return (
    <div>
      <Group justify="space-between" gap={4} mb={4}>
        <Text size="sm" fw={600}>
          <FormattedMessage
            id="cards.collection.progress"
            values={{ owned: data.ownedCardCount, total: data.cardCount }}
          />
        </Text>
        {data.completed && (
          <Text size="sm" fw={700} c="gold">
            <FormattedMessage id="cards.collection.completed" />
          </Text>
        )}
      </Group>
      <Progress
        value={percent}
        color={data.completed ? 'gold' : 'crimson'}
        radius="xl"
        size="md"
        aria-hidden
      />
    </div>
  );
}
