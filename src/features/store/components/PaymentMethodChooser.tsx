import { Paper, Radio, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentMethodChooser_viewer$key } from '../../../__generated__/PaymentMethodChooser_viewer.graphql';
import { SavedCardSummary } from './SavedCardSummary';

/** How a checkout is paid: one of the fan's saved cards, a new card, or an ID payment. */
export type PaymentChoice =
  { kind: 'SAVED_CARD'; cardId: string } | { kind: 'CARD' } | { kind: 'ID_PAYMENT' };

export function choiceValue(choice: PaymentChoice): string {
  return choice.kind === 'SAVED_CARD' ? `saved:${choice.cardId}` : choice.kind;
}

function choiceOf(value: string): PaymentChoice {
  if (value.startsWith('saved:')) return { kind: 'SAVED_CARD', cardId: value.slice(6) };
  return value === 'ID_PAYMENT' ? { kind: 'ID_PAYMENT' } : { kind: 'CARD' };
}

/** The choice a checkout link carries (`?method=…&card=…`); null when it names none. */
export function choiceFromSearch(search: URLSearchParams): PaymentChoice | null {
  const method = search.get('method');
  const card = search.get('card');
  if (method === 'SAVED_CARD' && card) return { kind: 'SAVED_CARD', cardId: card };
  if (method === 'CARD' || method === 'ID_PAYMENT') return { kind: method };
  return null;
}

export function choiceSearch(choice: PaymentChoice): string {
  return choice.kind === 'SAVED_CARD'
    ? `method=SAVED_CARD&card=${encodeURIComponent(choice.cardId)}`
    : `method=${choice.kind}`;
}

/** Radios of every way to pay; saved cards still waiting for 3-D Secure are not offered. */
export function PaymentMethodChooser({
  viewer,
  value,
  onChange,
}: {
  viewer: PaymentMethodChooser_viewer$key;
  /** null: nothing chosen yet, so the default card (else a new card) is chosen. */
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
}) {
  const intl = useIntl();
  const { data } = usePaginationFragment(chooserFragment, viewer);
  const cards = data.savedPaymentMethods.edges
    .map((edge) => edge.node)
    .filter((card) => card.status === 'ACTIVE');
  const defaultId = cards.find((card) => card.isDefault)?.id ?? null;
  useEffect(() => {
    if (value === null)
      onChange(defaultId ? { kind: 'SAVED_CARD', cardId: defaultId } : { kind: 'CARD' });
  }, [value, defaultId, onChange]);
  const current = value ? choiceValue(value) : null;
  const option = (radioValue: string, label: ReactNode, description?: ReactNode) => (
    <Paper
      key={radioValue}
      withBorder
      radius="md"
      p="sm"
      style={{
        borderColor: current === radioValue ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Radio value={radioValue} label={label} description={description} />
    </Paper>
  );
  return (
    <Radio.Group
      value={current}
      onChange={(next) => onChange(choiceOf(next))}
      label={<FormattedMessage id="store.select.label" />}
    >
      <Stack gap="xs" mt="xs">
        {cards.length > 0 && (
          <Text size="sm" fw={600} c="dimmed" mt={4}>
            <FormattedMessage id="store.select.savedCards" />
          </Text>
        )}
        {cards.map((card) => option(`saved:${card.id}`, <SavedCardSummary card={card} />))}
        <Text size="sm" fw={600} c="dimmed" mt={4}>
          <FormattedMessage id="store.select.other" />
        </Text>
        {option(
          'CARD',
          intl.formatMessage({ id: 'store.select.newCard' }),
          intl.formatMessage({ id: 'store.select.newCardHint' }),
        )}
        {option(
          'ID_PAYMENT',
          intl.formatMessage({ id: 'store.method.ID_PAYMENT' }),
          intl.formatMessage({ id: 'store.select.idPaymentHint' }),
        )}
      </Stack>
    </Radio.Group>
  );
}

const chooserFragment = graphql`
  fragment PaymentMethodChooser_viewer on Viewer
  @refetchable(queryName: "PaymentMethodChooserPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    savedPaymentMethods(first: $count, after: $cursor)
      @connection(key: "PaymentMethodChooser_savedPaymentMethods") {
      edges {
        node {
          id
          status
          isDefault
          ...SavedCardSummary_card
        }
      }
    }
  }
`;
