import { Affix, Button, Transition } from '@mantine/core';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, ConnectionHandler } from 'relay-runtime';
import { useOfficialPostAddedSubscription } from '../useOfficialPostAddedSubscription';

/**
 * "N new posts": official posts that arrived while the timeline was open. The list does not
 * jump under the fan's thumb; a tap puts them on top of the given connections and scrolls up.
 */
export function NewPostsBanner({ connectionIds }: { connectionIds: string[] }) {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<string[]>([]);
  const onPost = useCallback(
    (postId: string) => setPending((ids) => (ids.includes(postId) ? ids : [...ids, postId])),
    [],
  );
  useOfficialPostAddedSubscription(onPost);

  const show = () => {
    commitLocalUpdate(environment, (store) => {
      for (const connectionId of connectionIds) {
        const connection = store.get(connectionId);
        if (!connection) continue;
        const shown = new Set(
          (connection.getLinkedRecords('edges') ?? []).map((edge) =>
            edge?.getLinkedRecord('node')?.getDataID(),
          ),
        );
        for (const postId of pending) {
          const post = store.get(postId);
          if (!post || shown.has(postId)) continue;
          const edge = ConnectionHandler.createEdge(store, connection, post, 'PostEdge');
          ConnectionHandler.insertEdgeBefore(connection, edge);
        }
      }
    });
    setPending([]);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Affix position={{ top: 72, left: 0, right: 0 }} zIndex={150} style={{ pointerEvents: 'none' }}>
      <Transition mounted={pending.length > 0} transition="slide-down">
        {(styles) => (
          <div style={{ ...styles, display: 'flex', justifyContent: 'center' }}>
            <Button
              radius="xl"
              color="red"
              style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-md)' }}
              onClick={show}
              aria-live="polite"
            >
              <FormattedMessage id="posts.newPosts" values={{ count: pending.length }} />
            </Button>
          </div>
        )}
      </Transition>
    </Affix>
  );
}
