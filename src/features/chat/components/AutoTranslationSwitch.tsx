import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AUTO_TRANSLATION_COOKIE_NAME,
  COOKIE_MAX_AGE_SECONDS,
  readAutoTranslationCookie,
} from '../../../../common/localeCookies';
import { documentCookies } from '../../../i18n/documentCookies';
import { useBumpViewerRevision } from '../../../state/viewerRevision';

/**
 * The fan's auto-translation switch (spec §4: saved in a cookie for 10 days, sent as the
 * Auto-Translation header). Turning it fetches the page again, so messages come translated
 * or as written. Only where the garden can translate: `available` false renders nothing.
 */
export function AutoTranslationSwitch({ available }: { available: boolean }) {
  const intl = useIntl();
  const refetch = useBumpViewerRevision();
  // Off while hydrating (the server drew it so); the cookie's value right after.
  const [on, setOn] = useState(false);
  useEffect(() => setOn(readAutoTranslationCookie(documentCookies())), []);
  if (!available) return null;

  const change = (next: boolean) => {
    document.cookie = `${AUTO_TRANSLATION_COOKIE_NAME}=${next}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
    setOn(next);
    refetch();
  };
  return (
    <Switch
      size="sm"
      checked={on}
      onChange={(event) => change(event.currentTarget.checked)}
      label={intl.formatMessage({ id: 'chat.translation.switch' })}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
