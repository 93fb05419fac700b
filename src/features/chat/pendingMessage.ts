import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

const PENDING_ID_PREFIX = 'client:optimistic:';

/** Whether a message is the app's pending copy of one the fan is sending. */
export function isPendingMessageId(id: string): boolean {
  return id.startsWith(PENDING_ID_PREFIX);
}

/**
 * Writes the fan's pending copy of a message at the end of the channel's list, and nothing
 * else: no field of the channel. An optimistic layer that wrote a channel field (say
 * `viewerCanPost: true`) would hide the server's change of that field arriving live under
 * it (a request's first message makes it false), and Relay would not show the change once
 * the layer is rolled back, since the field then reads as it did before the layer.
 */
export function insertPendingMessage(
  store: RecordSourceSelectorProxy,
  message: { connectionId: string; clientMutationId: string; body: string },
): void {
  const list = store.get(message.connectionId);
  if (!list) return;
  const id = `${PENDING_ID_PREFIX}${message.clientMutationId}`;
  const node = store.create(id, 'ChatMessage');
  node.setValue(id, 'id');
  node.setValue(message.clientMutationId, 'viewerClientMutationId');
  node.setValue(message.body, 'body');
  node.setValue(new Date().toISOString(), 'createdAt');
  node.setValue(true, 'viewerIsAuthor');
  node.setValue(false, 'isDeleted');
  node.setValue(null, 'editedAt');
  // The quote shows once the server answers with the posted message.
  node.setValue(null, 'replyTo');
  node.setLinkedRecords([], 'reactions');
  node.setValue(false, 'viewerCanEdit');
  node.setValue(false, 'viewerCanDelete');
  node.setValue('VISIBLE', 'viewerVisibility');
  // Own messages show "you", not a name or avatar, so no real profile is needed.
  const author = store.create(`${id}:author`, 'User');
  author.setValue(`${id}:author`, 'id');
  author.setValue('', 'displayName');
  author.setValue(null, 'avatarUrl');
  author.setValue('MEMBER', 'role');
  author.setValue(null, 'shownBadge');
  node.setLinkedRecord(author, 'author');
  const edge = ConnectionHandler.createEdge(store, list, node, 'ChatMessageEdge');
  edge.setValue(`optimistic:${message.clientMutationId}`, 'cursor');
  ConnectionHandler.insertEdgeAfter(list, edge);
}

/**
 * The list without the pending copies of messages that are already there as posted: the
 * live event or a catch-up page can bring a message before the mutation's own answer.
 */
export function withoutSentPendingCopies<
  E extends {
    readonly node: { readonly id: string; readonly viewerClientMutationId?: string | null };
  },
>(edges: readonly E[]): readonly E[] {
  const posted = new Set<string>();
  for (const { node } of edges) {
    if (!isPendingMessageId(node.id) && node.viewerClientMutationId)
      posted.add(node.viewerClientMutationId);
  }
  if (posted.size === 0) return edges;
  return edges.filter(
    ({ node }) =>
      !isPendingMessageId(node.id) ||
      !node.viewerClientMutationId ||
      !posted.has(node.viewerClientMutationId),
  );
}
