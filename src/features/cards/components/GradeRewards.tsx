import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GradeRewards_category$key } from '../../../__generated__/GradeRewards_category.graphql';

/** A category's grades: how many different cards each needs, its reward, and whether the viewer has it. */
export function GradeRewards({ category }: { category: GradeRewards_category$key }) {
  const data = useFragment(
    graphql`
      fragment GradeRewards_category on CollectableCardCategory {
        gradeRewards {
          id
          name
          requiredCards
          rewardKind
          coinAmount
          title
          viewerGrantedAt
        }
      }
    `,
    category,
  );
  if (data.gradeRewards.length === 0) return null;
  return (
    <Paper radius="lg" p="md" withBorder aria-labelledby="grade-rewards">
      <Stack gap="xs">
        <Title order={2} size="h4" id="grade-rewards">
          <FormattedMessage id="cards.grades.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="cards.grades.note" />
        </Text>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.gradeRewards.map((grade) => (
            <Group component="li" key={grade.id} justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700} size="sm">
                  <FormattedMessage
                    id="cards.grades.grade"
                    values={{ name: grade.name, count: grade.requiredCards }}
                  />
                </Text>
                <Text size="xs" c="dimmed">
                  {grade.rewardKind === 'COIN' ? (
                    <FormattedMessage
                      id="cards.grades.coins"
                      values={{ coins: grade.coinAmount ?? 0 }}
                    />
                  ) : (
                    <FormattedMessage
                      id="cards.grades.titleReward"
                      values={{ title: grade.title }}
                    />
                  )}
                </Text>
              </div>
              <Badge
                radius="sm"
                variant={grade.viewerGrantedAt ? 'filled' : 'light'}
                color={grade.viewerGrantedAt ? 'pink' : 'gray'}
              >
                <FormattedMessage
                  id={grade.viewerGrantedAt ? 'cards.grades.reached' : 'cards.grades.notYet'}
                />
              </Badge>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
