// The text of the mail that tells a fan their parcel left with the carrier (a real-goods
// prize delivery, or an order's goods), in their language: what is in it, the carrier and
// tracking number, the address, and where to follow it in the garden.
import type { ShippingAddress } from '../../../common/delivery/shippingAddress';
import { pickLocalized } from '../../graphql/language';
import type { LocalizedText } from '../../platform/tables';
import type { StoreMailRow, StoreSettings } from '../tables';
import { addressLines, mailWords } from './orderMail';

export interface ShippedMailFacts {
  mail: StoreMailRow;
  settings: StoreSettings;
  /** What the parcel holds, one line each (an order's lines with their quantity). */
  contents: { name: LocalizedText; quantity: number }[];
  /** The order's number, for an order's parcel. */
  orderNumber?: string;
  carrier: 'YAMATO' | 'SAGAWA' | 'JAPAN_POST';
  trackingNumber: string;
  shippingAddress: ShippingAddress;
  deliveryUrl: string;
}

export function composeShippedMail(facts: ShippedMailFacts): {
  subject: string;
  text: string;
} {
  const { mail, settings } = facts;
  const say = mailWords(mail.language);
  const seller = pickLocalized(settings.sellerName, mail.language);
  const carriers = {
    YAMATO: say('mail.carrier.yamato'),
    SAGAWA: say('mail.carrier.sagawa'),
    JAPAN_POST: say('mail.carrier.japanPost'),
  };
  const order = facts.orderNumber;
  const name = facts.shippingAddress.recipientName;
  const body = [
    order
      ? say('mail.orderShipped.greeting', { name })
      : say('mail.prizeShipped.greeting', { name }),
    '',
    ...(order ? [say('mail.order.number', { number: order })] : []),
    ...facts.contents.map((line) =>
      say('mail.prizeShipped.prize', {
        name: pickLocalized(line.name, mail.language),
        quantity: line.quantity,
      }),
    ),
    '',
    say('mail.prizeShipped.carrier', { carrier: carriers[facts.carrier] }),
    say('mail.prizeShipped.tracking', { number: facts.trackingNumber }),
    '',
    say('mail.order.shipTo'),
    ...addressLines(facts.shippingAddress, mail.language),
    '',
    say('mail.prizeShipped.follow', { url: facts.deliveryUrl }),
    '',
    '--',
    say('mail.order.footer', {
      email: settings.email,
      seller,
      registration: settings.invoiceRegistrationNumber,
    }),
  ];
  return {
    subject: order
      ? say('mail.orderShipped.subject', { seller, number: order })
      : say('mail.prizeShipped.subject', { seller }),
    text: body.join('\n'),
  };
}
