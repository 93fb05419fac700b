import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { InstallHelper } from './useInstallHelper';

/** "Add to home screen", shown only while the browser offers to install the app. */
export function InstallButton({
  helper,
}: {
  helper: Pick<InstallHelper, 'canPrompt' | 'promptInstall'>;
}) {
  const intl = useIntl();
  if (!helper.canPrompt) return null;
  return (
    <Button size="xs" variant="light" onClick={() => void helper.promptInstall()}>
      {intl.formatMessage({ id: 'common.install.button' })}
    </Button>
  );
}
