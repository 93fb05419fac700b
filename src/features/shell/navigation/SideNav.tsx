import { Divider, ScrollArea, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { MoreLinks } from './MoreLinks';
import { NavigationBadge } from './NavigationBadges';
import { NavigationIcon } from './NavigationIcon';
import { RouteNavLink } from './RouteNavLink';
import { useNavigationItems } from './useNavigationItems';

/** From `sm` up: the route table's tab entries as a side navigation, the rest below. */
export function SideNav({ privacyChoicesUrl }: { privacyChoicesUrl: string }) {
  const intl = useIntl();
  const tabs = useNavigationItems('tabs');
  return (
    <ScrollArea type="never" style={{ flex: 1 }}>
      <Stack gap="xs" p="sm">
        <nav aria-label={intl.formatMessage({ id: 'common.nav.label' })}>
          <Stack gap={4}>
            {tabs.map((tab) => (
              <RouteNavLink
                key={tab.to}
                to={tab.to}
                end={tab.end}
                label={intl.formatMessage(tab.label)}
                leftSection={<NavigationIcon name={tab.icon} />}
                rightSection={<NavigationBadge name={tab.badge} />}
                fw={600}
              />
            ))}
          </Stack>
        </nav>
        <Divider />
        <MoreLinks privacyChoicesUrl={privacyChoicesUrl} />
      </Stack>
    </ScrollArea>
  );
}
