// The columns of a delivery address (common/delivery/shippingAddress.ts), one definition for
// every table that keeps one: the address book, an order's shipment and a real-goods prize
// delivery. Street and building keep the column names the prize deliveries had first.
import { text } from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '../../../common/delivery/shippingAddress';

export const shippingAddressColumns = () => ({
  recipientName: text('recipient_name').notNull(),
  postalCode: text('postal_code').notNull(),
  prefecture: text('prefecture').notNull(),
  city: text('city').notNull(),
  street: text('address_line1').notNull(),
  building: text('address_line2').notNull().default(''),
  phone: text('phone').notNull(),
  country: text('country').$type<'JP'>().notNull().default('JP'),
});

/** The address columns of a row, as the one shape the schema and the mails read. */
export function shippingAddressOf(row: ShippingAddress): ShippingAddress {
  const { recipientName, postalCode, prefecture, city, street, building, phone, country } = row;
  return { recipientName, postalCode, prefecture, city, street, building, phone, country };
}
