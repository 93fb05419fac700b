import { Anchor, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export const DEFAULT_PRIVACY_CHOICES_PATH = '/privacy-choices';

/** The footer: the privacy choices link (spec §9) and the language settings. */
export function AppFooter({
  privacyChoicesUrl = DEFAULT_PRIVACY_CHOICES_PATH,
}: {
  privacyChoicesUrl?: string;
}) {
  const intl = useIntl();
  const external = /^https?:\/\//.test(privacyChoicesUrl);
  const privacyLabel = intl.formatMessage({ id: 'common.footer.privacyChoices' });
  return (
    <Group component="footer" gap="lg" px="md" py="sm" justify="center">
      {external ? (
        <Anchor href={privacyChoicesUrl} size="xs" c="dimmed">
          {privacyLabel}
        </Anchor>
      ) : (
        <Anchor component={Link} to={privacyChoicesUrl} size="xs" c="dimmed">
          {privacyLabel}
        </Anchor>
      )}
      <Anchor component={Link} to="/settings/language" size="xs" c="dimmed">
        {intl.formatMessage({ id: 'common.footer.language' })}
      </Anchor>
    </Group>
  );
}
