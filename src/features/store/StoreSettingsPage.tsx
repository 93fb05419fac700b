import { Anchor, Container, NavLink, Paper, Stack, Title } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMetadata } from '../shell/DocumentMetadata';

const m = defineMessages({
  cards: { id: 'store.settings.cards' },
  cardsHint: { id: 'store.settings.cardsHint' },
  addresses: { id: 'store.settings.addresses' },
  addressesHint: { id: 'store.settings.addressesHint' },
  history: { id: 'store.settings.history' },
  historyHint: { id: 'store.settings.historyHint' },
  membership: { id: 'store.settings.membership' },
  membershipHint: { id: 'store.settings.membershipHint' },
  invoices: { id: 'store.settings.invoices' },
  invoicesHint: { id: 'store.settings.invoicesHint' },
});

const links = [
  { to: '/settings/store/payment-method', label: m.cards, hint: m.cardsHint },
  { to: '/settings/store/addresses', label: m.addresses, hint: m.addressesHint },
  { to: '/settings/purchase-history', label: m.history, hint: m.historyHint },
  { to: '/settings/store/subscription', label: m.membership, hint: m.membershipHint },
  { to: '/settings/subscription-invoice', label: m.invoices, hint: m.invoicesHint },
];

/** /settings/store: everything about buying in the garden, in one place. */
export function StoreSettingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'store.settings.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/settings" size="sm">
          <FormattedMessage id="store.settings.toSettings" />
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper radius="lg" shadow="xs" p={4} component="nav" aria-label={title}>
          {links.map((link) => (
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
    </Container>
  );
}
