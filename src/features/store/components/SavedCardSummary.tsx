import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SavedCardSummary_card$key } from '../../../__generated__/SavedCardSummary_card.graphql';

/** A card-shaped mark per brand (decorative: the brand is said in words next to it). */
const brandColors: Record<string, string> = {
  VISA: 'linear-gradient(135deg, #1a1f71, #3b4cc0)',
  MASTERCARD: 'linear-gradient(135deg, #eb001b, #f79e1b)',
  JCB: 'linear-gradient(135deg, #0b4ea2, #0f9d58)',
  AMEX: 'linear-gradient(135deg, #006fcf, #4fa3e0)',
  DINERS: 'linear-gradient(135deg, #004a97, #6c8ebf)',
  DISCOVER: 'linear-gradient(135deg, #f48024, #ffb26b)',
  UNKNOWN: 'linear-gradient(135deg, #5f6368, #9aa0a6)',
};

/** One saved card as the fan recognises it: brand, •••• last 4, expiry, and its badges. */
export function SavedCardSummary({ card }: { card: SavedCardSummary_card$key }) {
  const data = useFragment(cardFragment, card);
  const expiry =
    data.expMonth != null && data.expYear != null
      ? `${String(data.expMonth).padStart(2, '0')}/${String(data.expYear).slice(-2)}`
      : null;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Box
        aria-hidden
        w={48}
        h={32}
        style={{
          flex: 'none',
          borderRadius: 6,
          background: brandColors[data.brand] ?? brandColors.UNKNOWN,
          color: 'white',
          fontSize: 10,
          fontWeight: 700,
          letterSpacing: '0.04em',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'flex-end',
          padding: '0 6px 4px',
        }}
      >
        {data.last4}
      </Box>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600}>
            <FormattedMessage id={`store.card.brand.${data.brand}`} />
          </Text>
          <Text ff="monospace">•••• {data.last4}</Text>
        </Group>
        <Group gap={6} wrap="wrap">
          {expiry && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="store.card.expires" values={{ expiry }} />
            </Text>
          )}
          {data.isDefault && (
            <Badge variant="light" radius="sm" size="sm">
              <FormattedMessage id="store.card.default" />
            </Badge>
          )}
          {data.usedForMembership && (
            <Badge variant="light" color="grape" radius="sm" size="sm">
              <FormattedMessage id="store.card.membership" />
            </Badge>
          )}
          {data.status === 'REQUIRES_ACTION' && (
            <Badge variant="light" color="yellow" radius="sm" size="sm">
              <FormattedMessage id="store.card.pending" />
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

const cardFragment = graphql`
  fragment SavedCardSummary_card on SavedPaymentMethod {
    brand
    last4
    expMonth
    expYear
    isDefault
    status
    usedForMembership
  }
`;
