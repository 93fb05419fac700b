import { Container, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleSetting } from '../../i18n/I18nProvider';
import { isSupportedLocale, type SupportedLocale } from '../../../common/localeCookies';
import { saveLocalePreference } from '../../i18n/localePreference';
import { useAnalytics } from '../../platform/analytics/AnalyticsProvider';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { usePageMetadata } from '../shell/DocumentMetadata';

/**
 * /settings/language: the UI language. A change applies at once: the page re-renders in
 * the new language and the data is fetched again, so text the server localises follows
 * too. (Automatic translation of fans' posts does not exist yet, so there is no switch
 * for it.)
 */
export function LanguageSettingsPage() {
  const intl = useIntl();
  const { locale, setLocale } = useLocaleSetting();
  const analytics = useAnalytics();
  // The viewer's data is fetched again with the new Language-Code.
  const refetchViewerData = useBumpViewerRevision();
  // The choice shows at once, while the new language's words load.
  const [chosenLocale, setChosenLocale] = useState<SupportedLocale | null>(null);
  const title = intl.formatMessage({ id: 'settings.language.title' });
  usePageMetadata(title);

  const changeLocale = async (value: string) => {
    if (!isSupportedLocale(value) || value === locale) return;
    setChosenLocale(value);
    try {
      await saveLocalePreference(value, analytics);
      await setLocale(value);
      refetchViewerData();
    } finally {
      setChosenLocale(null);
    }
  };

  return (
    <Container size="sm" px={0}>
      <Stack gap="xl">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Radio.Group
          label={intl.formatMessage({ id: 'settings.language.label' })}
          value={chosenLocale ?? locale}
          onChange={(value) => void changeLocale(value)}
        >
          <Stack gap="xs" mt="xs">
            {/* Each language is named in itself, so a fan who cannot read the other finds theirs. */}
            <Radio
              value="ja"
              label={intl.formatMessage({ id: 'settings.language.ja' })}
              lang="ja"
            />
            <Radio
              value="en"
              label={intl.formatMessage({ id: 'settings.language.en' })}
              lang="en"
            />
          </Stack>
        </Radio.Group>
      </Stack>
    </Container>
  );
}
