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
  // 44 px tall: tap targets on phones.
  const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
  return (
    <Group component="footer" gap="lg" px="md" py="xs" justify="center">
      {external ? (
        <Anchor href={privacyChoicesUrl} size="xs" c="dimmed" style={tapTarget}>
          {privacyLabel}
        </Anchor>
      ) : (
        <Anchor component={Link} to={privacyChoicesUrl} size="xs" c="dimmed" style={tapTarget}>
          {privacyLabel}
        </Anchor>
      )}
      <Anchor component={Link} to="/settings/language" size="xs" c="dimmed" style={tapTarget}>
        {intl.formatMessage({ id: 'common.footer.language' })}
      </Anchor>
    </Group>
  );
}
