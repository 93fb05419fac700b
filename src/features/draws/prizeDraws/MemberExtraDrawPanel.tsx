import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MemberExtraDrawPanel_prizeDraw$key } from '../../../__generated__/MemberExtraDrawPanel_prizeDraw.graphql';
import { EntryResultBadge } from './EntryResultBadge';
import { entryHistoryPath } from './prizeDrawPaths';
import { useEnterPrizeDrawAsMemberMutation } from './useEnterPrizeDrawAsMemberMutation';

/**
 * The members' extra draw of a prize draw that offers it (the EXTRA_DRAWS perk): a member
 * sees the extra entry they have and takes it here; anyone else sees what the membership
 * would give, and where to join. Nothing when the draw does not offer it.
 */
export function MemberExtraDrawPanel({
  prizeDraw,
}: {
  prizeDraw: MemberExtraDrawPanel_prizeDraw$key;
}) {
  const intl = useIntl();
  const draw = useFragment(prizeDrawFragment, prizeDraw);
  const [enter, inFlight] = useEnterPrizeDrawAsMemberMutation();
  const [error, setError] = useState<string | null>(null);
  const extra = draw.viewerMemberExtraDraw;
  if (!extra) return null;
  const open = draw.status === 'OPEN';
  const take = async () => {
    setError(null);
    const outcome = await enter(draw.id);
    if ('message' in outcome)
      setError(outcome.message ?? intl.formatMessage({ id: 'draws.prizeDraw.enterFailed' }));
  };

  return (
    <Paper
      radius="lg"
      withBorder
      p="lg"
      aria-labelledby="member-extra-draw"
      data-testid="member-extra-draw"
      style={{ borderColor: 'var(--mantine-color-grape-4)' }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge radius="sm" color="grape" variant="light">
            <FormattedMessage id="draws.memberExtraDraw.badge" />
          </Badge>
        </Group>
        <Text fw={700} id="member-extra-draw">
          <FormattedMessage id="draws.memberExtraDraw.title" />
        </Text>
        {extra.entry ? (
          <Group justify="space-between">
            <Text>
              <FormattedMessage
                id="draws.memberExtraDraw.used"
                values={{ number: extra.entry.number }}
              />
            </Text>
            <Group gap="xs">
              <EntryResultBadge result={extra.entry.result} />
              <Button
                component={Link}
                to={entryHistoryPath(extra.entry.id)}
                variant="light"
                radius="xl"
                size="xs"
              >
                <FormattedMessage id="draws.entry.see" />
              </Button>
            </Group>
          </Group>
        ) : extra.hasPerk ? (
          <Stack gap="xs">
            <Text size="sm">
              <FormattedMessage
                id="draws.memberExtraDraw.left"
                values={{ count: extra.entriesLeft }}
              />
            </Text>
            {open ? (
              <Button radius="xl" size="md" color="grape" loading={inFlight} onClick={take}>
                <FormattedMessage id="draws.memberExtraDraw.enter" />
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id={
                    draw.status === 'UPCOMING'
                      ? 'draws.prizeDraw.notOpenYet'
                      : 'draws.prizeDraw.closedNote'
                  }
                />
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              <FormattedMessage id="draws.memberExtraDraw.forMembers" />
            </Text>
            <Button
              component={Link}
              to="/store/membership"
              variant="light"
              color="grape"
              radius="xl"
            >
              <FormattedMessage id="draws.memberExtraDraw.plans" />
            </Button>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

const prizeDrawFragment = graphql`
  fragment MemberExtraDrawPanel_prizeDraw on PrizeDraw {
    id
    status
    viewerMemberExtraDraw {
      hasPerk
      entriesLeft
      entry {
        id
        number
        result
      }
    }
  }
`;
