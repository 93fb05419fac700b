import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Moves what a code mutation returned on its `viewer` (the coin balance, the referral) onto
 * the store's viewer: the viewer has no id, so Relay keeps the payload's copy apart.
 */
export function moveViewerRecords(
  store: RecordSourceSelectorProxy,
  rootField: string,
  fields: readonly ('coinBalance' | 'referral')[],
) {
  const returned = store.getRootField(rootField)?.getLinkedRecord('viewer');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!returned || !viewer) return;
  for (const field of fields) {
    const record = returned.getLinkedRecord(field);
    if (record) viewer.setLinkedRecord(record, field);
  }
}
