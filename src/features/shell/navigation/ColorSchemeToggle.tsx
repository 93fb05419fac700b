import { NavLink, useMantineColorScheme } from '@mantine/core';
import { useIntl } from 'react-intl';
import { NavigationIcon } from './NavigationIcon';

/**
 * Night or day: the fan's choice, kept by Mantine (local storage) over the tenant's default.
 * Both buttons are in the page and CSS shows the one that fits the scheme on <html>: the
 * server cannot know the fan's choice, so markup that depended on it would not match.
 */
export function ColorSchemeToggle() {
  const intl = useIntl();
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        darkHidden
        label={intl.formatMessage({ id: 'common.colorScheme.toDark' })}
        leftSection={<NavigationIcon name="moon" />}
        onClick={() => setColorScheme('dark')}
        mih={44}
      />
      <NavLink
        component="button"
        type="button"
        lightHidden
        label={intl.formatMessage({ id: 'common.colorScheme.toLight' })}
        leftSection={<NavigationIcon name="sun" />}
        onClick={() => setColorScheme('light')}
        mih={44}
      />
    </>
  );
}
