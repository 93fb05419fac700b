import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Moves the coin balance a reward mutation returned (`<field> { viewer { coinBalance } }`)
 * onto the store's viewer: the viewer has no id, so Relay keeps the payload's copy apart.
 */
export function moveViewerCoinBalance(store: RecordSourceSelectorProxy, rootField: string) {
  const balance = store
    .getRootField(rootField)
    ?.getLinkedRecord('viewer')
    ?.getLinkedRecord('coinBalance');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (balance && viewer) viewer.setLinkedRecord(balance, 'coinBalance');
}
