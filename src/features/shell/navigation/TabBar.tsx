import { Box, Drawer, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { MoreLinks } from './MoreLinks';
import { NavigationBadge, useAnyNavigationBadge } from './NavigationBadges';
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
  const moreItems = useNavigationItems('more');
  const moreActive = moreItems.some((item) => pathname.startsWith(item.to));
  const moreHasNews = useAnyNavigationBadge(moreItems.map((item) => item.badge));
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
          {/* After the label, so it is read out as "messages, 3 unread". */}
          <NavigationBadge name={tab.badge} className={classes.badge} />
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
        {moreHasNews && (
          <>
            <span className={classes.dot} aria-hidden />{' '}
            <VisuallyHidden>{intl.formatMessage({ id: 'common.nav.moreUnread' })}</VisuallyHidden>
          </>
        )}
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
