import { Box, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { MoreLinks } from './MoreLinks';
import { NavigationIcon } from './NavigationIcon';
import classes from './TabBar.module.css';
import { useNavigationItems } from './useNavigationItems';

/**
 * The phone's bottom tab bar (below `sm`): the route table's tab entries, then "more",
 * which opens a sheet with the rest (settings, language, colour scheme, privacy).
 */
export function TabBar({ privacyChoicesUrl }: { privacyChoicesUrl: string }) {
  const intl = useIntl();
  const tabs = useNavigationItems('tabs');
  const [moreOpen, more] = useDisclosure(false);
  const { pathname } = useLocation();
  const moreActive = useNavigationItems('more').some((item) => pathname.startsWith(item.to));
  return (
    <Box
      component="nav"
      hiddenFrom="sm"
      className={classes.bar}
      aria-label={intl.formatMessage({ id: 'common.nav.tabs' })}
    >
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={classes.tab}>
          <NavigationIcon name={tab.icon} />
          {intl.formatMessage(tab.label)}
        </NavLink>
      ))}
      <button
        type="button"
        className={classes.tab}
        aria-haspopup="dialog"
        aria-expanded={moreOpen}
        aria-current={moreActive ? 'page' : undefined}
        onClick={more.open}
      >
        <NavigationIcon name="more" />
        {intl.formatMessage({ id: 'common.nav.more' })}
      </button>
      <Drawer
        opened={moreOpen}
        onClose={more.close}
        position="bottom"
        size="auto"
        radius="lg"
        title={intl.formatMessage({ id: 'common.nav.more' })}
      >
        <MoreLinks privacyChoicesUrl={privacyChoicesUrl} onNavigate={more.close} />
      </Drawer>
    </Box>
  );
}
