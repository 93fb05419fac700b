import { Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { FairnessPanel_machine$key } from '../../../__generated__/FairnessPanel_machine.graphql';
import type { FairnessPanelSetSeedMutation } from '../../../__generated__/FairnessPanelSetSeedMutation.graphql';
import { newClientMutationId } from '../../../relay/clientMutationId';

/**
 * The machine's proof: the commitment published before any draw, the fan's own client
 * seed (changeable), and the seeds already revealed, with which any past pull verifies.
 */
export function FairnessPanel({ machine }: { machine: FairnessPanel_machine$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FairnessPanel_machine on TreasureMachine {
        id
        currentSeed {
          commitment
        }
        revealedSeeds {
          id
          commitment
          serverSeed
          revealedAt
        }
        viewerState {
          clientSeed
          nonce
        }
      }
    `,
    machine,
  );
  const [commit, saving] = useMutation<FairnessPanelSetSeedMutation>(setSeedMutation);
  const [seed, setSeed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (seed === null) return;
    commit({
      variables: {
        input: { clientMutationId: newClientMutationId(), machineId: data.id, clientSeed: seed },
      },
      onCompleted: ({ setTreasureClientSeed: result }) => {
        if (result.__typename === 'SetTreasureClientSeedPayload') {
          setSeed(null);
          setError(null);
        } else
          setError(
            'message' in result && typeof result.message === 'string' ? result.message : null,
          );
      },
      onError: () => setError(intl.formatMessage({ id: 'draws.draw.failed' })),
    });
  };
  return (
    <Paper
      radius="lg"
      shadow="xs"
      withBorder
      p="md"
      component="section"
      aria-labelledby="fair-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h5" id="fair-title">
          <FormattedMessage id="draws.fair.title" />
        </Title>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="draws.fair.explain" />
        </Text>
        {data.currentSeed && (
          <div>
            <Text size="xs" fw={700}>
              <FormattedMessage id="draws.fair.commitment" />
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {data.currentSeed.commitment}
            </Code>
          </div>
        )}
        {data.viewerState && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={intl.formatMessage({ id: 'draws.fair.clientSeed' })}
              description={intl.formatMessage(
                { id: 'draws.fair.nextNonce' },
                { nonce: data.viewerState.nonce + 1 },
              )}
              value={seed ?? data.viewerState.clientSeed}
              onChange={(event) => setSeed(event.currentTarget.value)}
              error={error}
              maxLength={64}
              style={{ flex: 1 }}
              size="xs"
            />
            <Button
              size="xs"
              variant="light"
              disabled={seed === null}
              loading={saving}
              onClick={save}
            >
              <FormattedMessage id="draws.fair.save" />
            </Button>
          </Group>
        )}
        {data.revealedSeeds.map((revealed) => (
          <div key={revealed.id}>
            <Text size="xs" fw={700}>
              <FormattedMessage
                id="draws.fair.revealed"
                values={{
                  date: revealed.revealedAt ? (
                    <FormattedDate value={revealed.revealedAt} dateStyle="medium" />
                  ) : (
                    ''
                  ),
                }}
              />
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {revealed.serverSeed}
            </Code>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

const setSeedMutation = graphql`
  mutation FairnessPanelSetSeedMutation($input: SetTreasureClientSeedInput!) {
    setTreasureClientSeed(input: $input) {
      __typename
      ... on SetTreasureClientSeedPayload {
        machine {
          ...FairnessPanel_machine
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
