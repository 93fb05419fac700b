import { NavLink, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useIntl } from 'react-intl';
import { NavigationIcon } from './NavigationIcon';

/** Night or day: the fan's choice, kept by Mantine (local storage) over the tenant's default. */
export function ColorSchemeToggle() {
  const intl = useIntl();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <NavLink
      component="button"
      type="button"
      label={
        next === 'dark'
          ? intl.formatMessage({ id: 'common.colorScheme.toDark' })
          : intl.formatMessage({ id: 'common.colorScheme.toLight' })
      }
      leftSection={<NavigationIcon name={next === 'dark' ? 'moon' : 'sun'} />}
      onClick={() => setColorScheme(next)}
      mih={44}
    />
  );
}
