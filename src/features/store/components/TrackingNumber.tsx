import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatTrackingNumber } from '../../../../common/delivery/tracking';
import { carrierMessages } from '../storeMessages';

/** A parcel's carrier and tracking number as the slip prints it (an order's, a prize's). */
export function TrackingNumber({ carrier, number }: { carrier: string; number: string }) {
  const known = carrier in carrierMessages;
  return (
    <Text size="sm" data-testid="tracking">
      <FormattedMessage
        id="store.shipment.tracking"
        values={{
          carrier: known ? (
            <FormattedMessage {...carrierMessages[carrier as keyof typeof carrierMessages]} />
          ) : (
            carrier
          ),
          number: (
            <Text span inherit fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatTrackingNumber(number)}
            </Text>
          ),
        }}
      />
    </Text>
  );
}
