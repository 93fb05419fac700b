import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import { useConfirm } from '../../../../design/useConfirm';
import { useSetUserBlocked } from '../../useSafetyMutations';

// Declared here so that `npm run check:i18n` sees the ids useConfirm shows.
const blockDialog = defineMessages({
  title: { id: 'chat.blockDialog.title' },
  body: { id: 'chat.blockDialog.body' },
  confirm: { id: 'chat.blockDialog.confirm' },
});

/** Blocks a fan after the block dialog of spec §3 (what blocking does, confirmed). */
export function useConfirmBlock(): (userId: string) => void {
  const confirm = useConfirm();
  const block = useSetUserBlocked();
  return useCallback(
    (userId) =>
      confirm({
        titleId: blockDialog.title.id,
        bodyId: blockDialog.body.id,
        confirmId: blockDialog.confirm.id,
        destructive: true,
        onConfirm: () => block(userId, true),
      }),
    [block, confirm],
  );
}
