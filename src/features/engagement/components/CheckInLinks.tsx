import { NavLink, Paper } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

const LINKS = [
  { to: '/check-in/histories', id: 'engagement.checkIn.toHistories' },
  { to: '/check-in/presents', id: 'engagement.checkIn.toPresents' },
  { to: '/check-in/stores', id: 'engagement.checkIn.toStores' },
] as const;

/** The check-in's own pages: the calendar, the presents and the exchange. */
export function CheckInLinks() {
  const intl = useIntl();
  return (
    <Paper
      radius="lg"
      shadow="xs"
      p={4}
      component="nav"
      aria-label={intl.formatMessage({ id: 'engagement.checkIn.title' })}
    >
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          h={52}
          label={<FormattedMessage id={link.id} />}
        />
      ))}
    </Paper>
  );
}
