import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { MAX_DELIVERY_ADDRESSES } from '../../../../common/storeLimits';
import type { AddressBook_viewer$key } from '../../../__generated__/AddressBook_viewer.graphql';
import { useRemoveDeliveryAddressMutation } from '../useRemoveDeliveryAddressMutation';
import { DeliveryAddressForm } from './DeliveryAddressForm';
import { ShippingAddressText } from './ShippingAddressText';

type Props = { viewer: AddressBook_viewer$key } & (
  { mode: 'choose'; selected: string | null; onSelect: (id: string) => void } | { mode: 'manage' }
);

/**
 * The fan's address book, in two uses: choosing where an order or a prize goes (checkout,
 * prize delivery: the default is chosen first, a new address can be added on the spot), and
 * managing it in settings (add, edit, remove, make default).
 */
export function AddressBook(props: Props) {
  const intl = useIntl();
  const { data, refetch } = usePaginationFragment(bookFragment, props.viewer);
  const connection = data.deliveryAddresses;
  const connections = [connection.__id];
  const addresses = connection.edges.map((edge) => edge.node);
  const [editing, setEditing] = useState<string | 'new' | null>(addresses.length ? null : 'new');
  const [remove, removing] = useRemoveDeliveryAddressMutation();
  const [error, setError] = useState<string | null>(null);

  const defaultId = addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id;
  const choosing = props.mode === 'choose' ? props : null;
  useEffect(() => {
    if (choosing && choosing.selected === null && defaultId) choosing.onSelect(defaultId);
  }, [choosing, defaultId]);

  const saved = (id: string) => {
    setEditing(null);
    // The default may have moved and the book is ordered by it: read it again.
    refetch({ count: MAX_DELIVERY_ADDRESSES }, { fetchPolicy: 'network-only' });
    choosing?.onSelect(id);
  };

  const form = (id?: string) => {
    const address = id ? addresses.find((entry) => entry.id === id)?.address : null;
    return (
      <DeliveryAddressForm
        key={id ?? 'new'}
        id={id}
        address={address}
        connections={connections}
        onSaved={saved}
        onCancel={addresses.length ? () => setEditing(null) : undefined}
      />
    );
  };

  const entry = (address: (typeof addresses)[number]) => (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ShippingAddressText address={address.address} />
        {address.isDefault && (
          <Badge variant="light" radius="sm">
            <FormattedMessage id="store.address.default" />
          </Badge>
        )}
      </Group>
      {props.mode === 'manage' && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(address.id)}>
            <FormattedMessage id="store.address.edit" />
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={removing}
            onClick={async () => {
              setError(null);
              const message = await remove(address.id, connections);
              if (message !== null)
                setError(message || intl.formatMessage({ id: 'store.error.generic' }));
              else refetch({ count: MAX_DELIVERY_ADDRESSES }, { fetchPolicy: 'network-only' });
            }}
          >
            <FormattedMessage id="store.address.remove" />
          </Button>
        </Group>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm">
      {choosing ? (
        <Radio.Group
          value={choosing.selected}
          onChange={choosing.onSelect}
          label={<FormattedMessage id="store.address.choose" />}
        >
          <Stack gap="xs" mt="xs">
            {addresses.map((address) => (
              <Paper key={address.id} withBorder radius="md" p="sm">
                <Radio
                  value={address.id}
                  label={entry(address)}
                  aria-label={intl.formatMessage({ id: 'store.address.chooseOne' })}
                />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        addresses.map((address) => (
          <Paper key={address.id} withBorder radius="md" p="sm">
            {editing === address.id ? form(address.id) : entry(address)}
          </Paper>
        ))
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {editing === 'new' ? (
        <Paper withBorder radius="md" p="sm">
          {form()}
        </Paper>
      ) : (
        addresses.length < MAX_DELIVERY_ADDRESSES && (
          <Button variant="light" radius="xl" onClick={() => setEditing('new')}>
            <FormattedMessage id="store.address.add" />
          </Button>
        )
      )}
    </Stack>
  );
}

const bookFragment = graphql`
  fragment AddressBook_viewer on Viewer
  @refetchable(queryName: "AddressBookPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    deliveryAddresses(first: $count, after: $cursor)
      @connection(key: "AddressBook_deliveryAddresses") {
      __id
      edges {
        node {
          id
          isDefault
          address {
            ...ShippingAddressText_address
            ...DeliveryAddressForm_address
          }
        }
      }
    }
  }
`;
