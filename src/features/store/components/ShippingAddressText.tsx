import { Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { prefectureLabel } from '../../../../common/delivery/prefectures';
import type { ShippingAddressText_address$key } from '../../../__generated__/ShippingAddressText_address.graphql';

/** A delivery address as a Japanese label reads: 〒, prefecture and city, street, building, name. */
export function ShippingAddressText({ address }: { address: ShippingAddressText_address$key }) {
  const data = useFragment(addressFragment, address);
  const language = useIntl().locale.startsWith('en') ? 'en' : 'ja';
  return (
    <Stack gap={0}>
      <Text size="sm">〒{data.postalCode}</Text>
      <Text size="sm">
        {prefectureLabel(data.prefecture, language)} {data.city} {data.street}
      </Text>
      {data.building !== '' && <Text size="sm">{data.building}</Text>}
      <Text size="sm" fw={700}>
        <FormattedMessage id="store.address.recipient" values={{ name: data.recipientName }} />
      </Text>
      <Text size="xs" c="dimmed">
        {data.phone}
      </Text>
    </Stack>
  );
}

const addressFragment = graphql`
  fragment ShippingAddressText_address on ShippingAddress {
    recipientName
    postalCode
    prefecture
    city
    street
    building
    phone
  }
`;
