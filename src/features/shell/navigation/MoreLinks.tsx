import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { RouteNavLink } from './RouteNavLink';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { NavigationBadge } from './NavigationBadges';
import { NavigationIcon } from './NavigationIcon';
import { useNavigationItems } from './useNavigationItems';

/** The "more" entries of the route table, then the fan's preferences and the privacy link. */
export function MoreLinks({
  privacyChoicesUrl,
  onNavigate,
}: {
  privacyChoicesUrl: string;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const items = useNavigationItems('more');
  const external = /^https?:\/\//.test(privacyChoicesUrl);
  const privacyLabel = intl.formatMessage({ id: 'common.footer.privacyChoices' });
  return (
    <Stack gap={4}>
      {items.map((item) => (
        <RouteNavLink
          key={item.to}
          to={item.to}
          label={intl.formatMessage(item.label)}
          leftSection={<NavigationIcon name={item.icon} />}
          rightSection={<NavigationBadge name={item.badge} />}
          onClick={onNavigate}
        />
      ))}
      <ColorSchemeToggle />
      {external ? (
        <MantineNavLink
          component="a"
          href={privacyChoicesUrl}
          label={privacyLabel}
          mih={44}
          c="dimmed"
        />
      ) : (
        <RouteNavLink to={privacyChoicesUrl} label={privacyLabel} onClick={onNavigate} c="dimmed" />
      )}
    </Stack>
  );
}
