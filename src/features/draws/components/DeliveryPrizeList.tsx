import { Group, Image, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryPrizeList_pulls$key } from '../../../__generated__/DeliveryPrizeList_pulls.graphql';

/** The prizes a delivery sends: picture, rank, name and how many, one line per prize. */
export function DeliveryPrizeList({ pulls }: { pulls: DeliveryPrizeList_pulls$key }) {
  const data = useFragment(pullsFragment, pulls);
  // The same prize won several times is one line with its count.
  const lines = new Map<string, { prize: (typeof data)[number]['prize']; count: number }>();
  for (const pull of data) {
    const line = lines.get(pull.prize.id);
    if (line) line.count += 1;
    else lines.set(pull.prize.id, { prize: pull.prize, count: 1 });
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {[...lines.values()].map(({ prize, count }) => (
        <Group key={prize.id} component="li" gap="sm" wrap="nowrap">
          <Image src={prize.imageUrl} alt="" w={36} h={48} radius="sm" fit="contain" />
          <Text size="sm" style={{ flex: 1 }}>
            <Text span fw={700} c="var(--mantine-primary-color-filled)" mr={6}>
              {prize.rankCode}
            </Text>
            {prize.name}
          </Text>
          <Text size="sm" fw={700} c="dimmed">
            <FormattedMessage id="draws.realGoods.count" values={{ count }} />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const pullsFragment = graphql`
  fragment DeliveryPrizeList_pulls on TreasurePull @relay(plural: true) {
    id
    prize {
      id
      name
      imageUrl
      rankCode
    }
  }
`;
