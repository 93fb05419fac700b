import { Container, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMetadata } from '../shell/DocumentMetadata';

const m = defineMessages({
  account: { id: 'settings.hub.account' },
  app: { id: 'settings.hub.app' },
  profile: { id: 'settings.hub.profile' },
  profileHint: { id: 'settings.hub.profileHint' },
  follows: { id: 'settings.hub.follows' },
  management: { id: 'settings.hub.management' },
  managementHint: { id: 'settings.hub.managementHint' },
  followsHint: { id: 'settings.hub.followsHint' },
  notifications: { id: 'settings.hub.notifications' },
  notificationsHint: { id: 'settings.hub.notificationsHint' },
  language: { id: 'settings.hub.language' },
  languageHint: { id: 'settings.hub.languageHint' },
  privacy: { id: 'settings.hub.privacy' },
  privacyHint: { id: 'settings.hub.privacyHint' },
  personalInfo: { id: 'settings.hub.personalInfo' },
  personalInfoAll: { id: 'settings.hub.personalInfoAll' },
  personalInfoAllHint: { id: 'settings.hub.personalInfoAllHint' },
  timeline: { id: 'settings.hub.timeline' },
  timelineHint: { id: 'settings.hub.timelineHint' },
  store: { id: 'settings.hub.store' },
  storeSettings: { id: 'settings.hub.storeSettings' },
  storeSettingsHint: { id: 'settings.hub.storeSettingsHint' },
  membership: { id: 'settings.hub.membership' },
  membershipHint: { id: 'settings.hub.membershipHint' },
  membershipInvoices: { id: 'settings.hub.membershipInvoices' },
  membershipInvoicesHint: { id: 'settings.hub.membershipInvoicesHint' },
});

/** Every settings page that exists, grouped as fans expect; pages join as they land. */
const sections = [
  {
    title: m.account,
    links: [
      { to: '/mypage/edit', label: m.profile, hint: m.profileHint },
      { to: '/follow-list', label: m.follows, hint: m.followsHint },
      { to: '/settings/management', label: m.management, hint: m.managementHint },
    ],
  },
  {
    title: m.personalInfo,
    links: [
      {
        to: '/settings/personal-info',
        label: m.personalInfoAll,
        hint: m.personalInfoAllHint,
      },
    ],
  },
  {
    title: m.store,
    links: [
      { to: '/settings/store', label: m.storeSettings, hint: m.storeSettingsHint },
      { to: '/settings/store/subscription', label: m.membership, hint: m.membershipHint },
      {
        to: '/settings/subscription-invoice',
        label: m.membershipInvoices,
        hint: m.membershipInvoicesHint,
      },
    ],
  },
  {
    title: m.app,
    links: [
      {
        to: '/settings/notification',
        label: m.notifications,
        hint: m.notificationsHint,
      },
      { to: '/settings/timeline', label: m.timeline, hint: m.timelineHint },
      { to: '/settings/language', label: m.language, hint: m.languageHint },
      { to: '/privacy-choices', label: m.privacy, hint: m.privacyHint },
    ],
  },
];

/** /settings: the hub of the fan's settings. */
export function SettingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'settings.hub.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {sections.map((section) => (
          <Stack gap="xs" key={section.title.id}>
            <Text size="sm" fw={600} c="dimmed" component="h2" m={0}>
              <FormattedMessage {...section.title} />
            </Text>
            <Paper
              radius="lg"
              shadow="xs"
              p={4}
              component="nav"
              aria-label={intl.formatMessage(section.title)}
            >
              {section.links.map((link) => (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  mih={52}
                  label={<FormattedMessage {...link.label} />}
                  description={<FormattedMessage {...link.hint} />}
                />
              ))}
            </Paper>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
