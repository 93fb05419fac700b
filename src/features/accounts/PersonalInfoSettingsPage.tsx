import { Box, NavLink } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SettingsFrame } from './settings/SettingsFrame';

const m = defineMessages({
  email: { id: 'settings.hub.email' },
  emailHint: { id: 'settings.hub.emailHint' },
  password: { id: 'settings.hub.password' },
  passwordHint: { id: 'settings.hub.passwordHint' },
  phoneNumber: { id: 'settings.hub.phoneNumber' },
  phoneNumberHint: { id: 'settings.hub.phoneNumberHint' },
  dateOfBirth: { id: 'settings.hub.dateOfBirth' },
  dateOfBirthHint: { id: 'settings.hub.dateOfBirthHint' },
  country: { id: 'settings.hub.country' },
  countryHint: { id: 'settings.hub.countryHint' },
  deleteAccount: { id: 'settings.hub.deleteAccount' },
  deleteAccountHint: { id: 'settings.hub.deleteAccountHint' },
});

/** The personal-info pages, in the order fans look for them. */
const links = [
  { to: '/settings/personal-info/email', label: m.email, hint: m.emailHint },
  { to: '/settings/personal-info/password', label: m.password, hint: m.passwordHint },
  {
    to: '/settings/personal-info/phone-number',
    label: m.phoneNumber,
    hint: m.phoneNumberHint,
  },
  { to: '/settings/personal-info/date-of-birth', label: m.dateOfBirth, hint: m.dateOfBirthHint },
  {
    to: '/settings/personal-info/country-of-residence',
    label: m.country,
    hint: m.countryHint,
  },
  {
    to: '/settings/personal-info/delete-account',
    label: m.deleteAccount,
    hint: m.deleteAccountHint,
  },
];

/** /settings/personal-info: the hub of the fan's personal information. */
export function PersonalInfoSettingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'settings.hub.personalInfo' });
  return (
    <SettingsFrame
      title={title}
      description={<FormattedMessage id="accounts.personalInfo.description" />}
    >
      <Box component="nav" aria-label={title} m={-8}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            mih={52}
            label={<FormattedMessage {...link.label} />}
            description={<FormattedMessage {...link.hint} />}
            color={link.to.endsWith('delete-account') ? 'red' : undefined}
          />
        ))}
      </Box>
    </SettingsFrame>
  );
}
