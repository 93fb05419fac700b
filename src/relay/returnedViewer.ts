import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Viewer has no id, so the `viewer` a mutation or a live event answers with
 * (`<rootField> { viewer { … } }`) is stored apart from Query.viewer: this copies what it
 * carries (a coin balance, an unread count…) onto the viewer the pages and the shell read.
 */
export function copyReturnedViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const returned = store.getRootField(rootField)?.getLinkedRecord('viewer');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (returned && viewer) viewer.copyFieldsFrom(returned);
}
