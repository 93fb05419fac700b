import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { MAX_SAVED_PAYMENT_METHODS } from '../../../../common/storeLimits';
import type { SavedCardList_viewer$key } from '../../../__generated__/SavedCardList_viewer.graphql';
import { useConfirmPaymentMethodMutation } from '../useConfirmPaymentMethodMutation';
import { useRemovePaymentMethodMutation } from '../useRemovePaymentMethodMutation';
import { useSetDefaultPaymentMethodMutation } from '../useSetDefaultPaymentMethodMutation';
import { AddCardForm } from './AddCardForm';
import { SavedCardSummary } from './SavedCardSummary';

/**
 * The fan's saved cards in settings: add one, choose the default, remove one. Back from a
 * card's 3-D Secure challenge, a card still waiting is confirmed at once.
 */
export function SavedCardList({ viewer }: { viewer: SavedCardList_viewer$key }) {
  const intl = useIntl();
  const { data, refetch } = usePaginationFragment(listFragment, viewer);
  const connection = data.savedPaymentMethods;
  const connections = [connection.__id];
  const cards = connection.edges.map((edge) => edge.node);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm] = useConfirmPaymentMethodMutation();
  const [setDefault, settingDefault] = useSetDefaultPaymentMethodMutation();
  const [remove, removing] = useRemovePaymentMethodMutation();

  const reload = () =>
    refetch({ count: MAX_SAVED_PAYMENT_METHODS }, { fetchPolicy: 'network-only' });

  // Cards waiting for 3-D Secure: the fan is back from the challenge (or left it).
  const pendingIds = cards.filter((card) => card.status === 'REQUIRES_ACTION').map((c) => c.id);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const fresh = pendingIds.filter((id) => !asked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.add(id);
    void (async () => {
      for (const id of fresh) {
        const message = await confirm(id);
        if (message !== null) {
          setError(message || intl.formatMessage({ id: 'store.error.generic' }));
          reload();
        } else setNotice(intl.formatMessage({ id: 'store.card.saved' }));
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per waiting card
  }, [pendingIds.join()]);

  const act = async (action: Promise<string | null>, after?: () => void) => {
    setError(null);
    setNotice(null);
    const message = await action;
    if (message !== null) setError(message || intl.formatMessage({ id: 'store.error.generic' }));
    else after?.();
  };

  return (
    <Stack gap="sm">
      {notice && (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {cards.length === 0 && !adding && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            <FormattedMessage id="store.card.empty" />
          </Text>
        </Paper>
      )}
      {cards.map((card) => (
        <Paper key={card.id} withBorder radius="md" p="sm" data-testid="saved-card">
          <Stack gap="xs">
            <SavedCardSummary card={card} />
            <Group gap="xs">
              {card.status === 'REQUIRES_ACTION' && card.actionUrl && (
                <Button size="xs" component="a" href={card.actionUrl}>
                  <FormattedMessage id="store.card.authenticate" />
                </Button>
              )}
              {card.status === 'ACTIVE' && !card.isDefault && (
                <Button
                  size="xs"
                  variant="light"
                  loading={settingDefault}
                  onClick={() => act(setDefault(card.id), reload)}
                >
                  <FormattedMessage id="store.card.makeDefaultAction" />
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={removing}
                onClick={() => act(remove(card.id, connections), reload)}
              >
                <FormattedMessage id="store.address.remove" />
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {adding ? (
        <Paper withBorder radius="md" p="md">
          <AddCardForm
            connections={connections}
            defaultChecked={cards.length === 0}
            onSaved={() => {
              setAdding(false);
              setNotice(intl.formatMessage({ id: 'store.card.saved' }));
              reload();
            }}
            onCancel={() => setAdding(false)}
          />
        </Paper>
      ) : cards.length < MAX_SAVED_PAYMENT_METHODS ? (
        <Button variant="light" radius="xl" onClick={() => setAdding(true)}>
          <FormattedMessage id="store.card.add" />
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="store.card.full" values={{ limit: MAX_SAVED_PAYMENT_METHODS }} />
        </Text>
      )}
    </Stack>
  );
}

const listFragment = graphql`
  fragment SavedCardList_viewer on Viewer
  @refetchable(queryName: "SavedCardListPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    savedPaymentMethods(first: $count, after: $cursor)
      @connection(key: "SavedCardList_savedPaymentMethods") {
      __id
      edges {
        node {
          id
          status
          isDefault
          actionUrl
          ...SavedCardSummary_card
        }
      }
    }
  }
`;
