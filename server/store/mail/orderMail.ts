// The text of the store's e-mails (order confirmation, refund notice) in the fan's
// language, from locales/<ja|en>/mail.json: the order's lines with their tax rate, the
// total and tax per rate, the delivery address when goods are shipped, and the receipt.
import { taxBreakdown } from '../../../common/consumptionTax';
import { prefectureLabel } from '../../../common/delivery/prefectures';
import type { ShippingAddress } from '../../../common/delivery/shippingAddress';
import enMail from '../../../locales/en/mail.json';
import jaMail from '../../../locales/ja/mail.json';
import { pickLocalized } from '../../graphql/language';
import { orderNumber } from '../orderResolvers';
import type { OrderLineRow, OrderRow, StoreMailRow, StoreSettings } from '../tables';

type MailKey = keyof typeof enMail & keyof typeof jaMail;
const catalogues = { ja: jaMail, en: enMail };

/** The mails' words in one language, with {name} placeholders filled. */
export function mailWords(language: 'ja' | 'en') {
  return (key: MailKey, values: Record<string, string | number> = {}) =>
    catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** The address lines of a mail: 〒, prefecture city street, building, recipient. */
export function addressLines(address: ShippingAddress, language: 'ja' | 'en'): string[] {
  return [
    `〒${address.postalCode}`,
    `${prefectureLabel(address.prefecture, language)} ${address.city} ${address.street}`,
    ...(address.building ? [address.building] : []),
    address.recipientName,
  ];
}

export interface OrderMailFacts {
  mail: StoreMailRow;
  order: OrderRow;
  lines: OrderLineRow[];
  settings: StoreSettings;
  recipientName: string | null;
  shippingAddress: ShippingAddress | null;
  receiptUrl: string;
}

export function composeOrderMail(facts: OrderMailFacts): { subject: string; text: string } {
  const { mail, order, lines, settings } = facts;
  const language = mail.language;
  const say = mailWords(language);
  const yen = (amount: number) => amount.toLocaleString('ja-JP');
  const seller = pickLocalized(settings.sellerName, language);
  const number = orderNumber(order);
  const refund = mail.kind === 'REFUND_NOTICE';
  const name = facts.recipientName ?? say('mail.fan');
  const address = facts.shippingAddress;
  const body = [
    say(refund ? 'mail.refund.greeting' : 'mail.order.greeting', { name }),
    '',
    say('mail.order.number', { number }),
    say('mail.order.date', {
      date: order.createdAt.toLocaleString(language === 'ja' ? 'ja-JP' : 'en-GB', {
        timeZone: 'Asia/Tokyo',
        dateStyle: 'long',
        timeStyle: 'short',
      }),
    }),
    '',
    ...lines.map((line) =>
      say('mail.order.line', {
        name: pickLocalized(line.name, language),
        quantity: line.quantity,
        subtotal: yen(line.unitPrice * line.quantity),
        rate: line.taxRatePercent,
      }),
    ),
    say('mail.order.total', { total: yen(order.total) }),
    ...taxBreakdown(lines).map((rate) =>
      say('mail.order.taxLine', {
        rate: rate.ratePercent,
        taxable: yen(rate.taxableTotal),
        tax: yen(rate.tax),
      }),
    ),
    ...(address ? ['', say('mail.order.shipTo'), ...addressLines(address, language)] : []),
    '',
    say('mail.order.receipt', { url: facts.receiptUrl }),
    '',
    '--',
    say('mail.order.footer', {
      email: settings.email,
      seller,
      registration: settings.invoiceRegistrationNumber,
    }),
  ];
  return {
    subject: say(refund ? 'mail.refund.subject' : 'mail.order.subject', { seller, number }),
    text: body.join('\n'),
  };
}
