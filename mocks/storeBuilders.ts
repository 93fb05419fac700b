// Believable store data for the mock server and component tests (ja and en): the demo
// garden's catalogue (server/store/demoStore.ts) as the API answers it.
import type { ShippingAddress } from '../common/delivery/shippingAddress';
import { taxBreakdown, taxIncludedIn } from '../common/consumptionTax';
import { errorMessage } from './errorMessages';
import { mockDateTime, mockGlobalId } from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import { demoStore } from '../server/store/demoStore';

type SeedItem = (typeof demoStore.sections)[number]['items'][number];

/** Every demo item with its section's index, in display order. */
export const mockStoreItems: { section: number; item: SeedItem }[] = demoStore.sections.flatMap(
  (section, sectionIndex) => section.items.map((item) => ({ section: sectionIndex + 1, item })),
);

const pick = (text: { ja?: string; en?: string }, locale: MockLocale) =>
  text[locale] ?? text.en ?? '';

export function buildStoreSection(locale: MockLocale, index: number) {
  const section = demoStore.sections[(index - 1) % demoStore.sections.length];
  return {
    id: mockGlobalId('StoreSection', index),
    title: pick(section.title, locale),
    description: pick(section.description, locale),
  };
}

export function buildStoreItem(locale: MockLocale, index: number) {
  const { item } = mockStoreItems[(index - 1) % mockStoreItems.length];
  const rate = item.taxRatePercent ?? 10;
  const coming = item.saleStartsInDays !== undefined && item.saleStartsInDays > 0;
  return {
    id: mockGlobalId('StoreItem', index),
    kind: item.kind,
    name: pick(item.name, locale),
    description: pick(item.description, locale),
    imageUrl: item.imageUrl ?? null,
    price: item.price,
    taxRate: rate === 8 ? 'REDUCED_8' : 'STANDARD_10',
    taxIncluded: taxIncludedIn(item.price, rate),
    saleStartsAt:
      item.saleStartsInDays !== undefined ? mockDateTime(-item.saleStartsInDays * 24 * 60) : null,
    saleEndsAt:
      item.saleEndsInDays !== undefined ? mockDateTime(-item.saleEndsInDays * 24 * 60) : null,
    isOnSale: !coming,
    stockRemaining: item.stock ?? null,
    isSoldOut: false,
    perFanLimit: item.perFanLimit ?? null,
    viewerPurchasedCount: 0,
    coinAmount: item.coinAmount ?? null,
    bonusCoins: item.bonusCoins ?? null,
  };
}

export function buildTaxBreakdown(
  lines: { unitPrice: number; quantity: number; taxRatePercent: number }[],
) {
  return taxBreakdown(lines).map((rate) => ({
    rate: rate.ratePercent === 8 ? 'REDUCED_8' : 'STANDARD_10',
    taxableTotal: rate.taxableTotal,
    tax: rate.tax,
  }));
}

export function buildOrderLine(locale: MockLocale, index: number) {
  const item = buildStoreItem(locale, index);
  return {
    name: item.name,
    kind: item.kind,
    unitPrice: item.price,
    quantity: 1,
    taxRate: item.taxRate,
    subtotal: item.price,
  };
}

export function buildStoreSeller(locale: MockLocale) {
  const { settings } = demoStore;
  return {
    name: pick(settings.sellerName, locale),
    invoiceRegistrationNumber: settings.invoiceRegistrationNumber,
    address: pick(settings.address, locale),
    email: settings.email,
  };
}

export function buildStoreLegal(locale: MockLocale) {
  const { settings } = demoStore;
  return {
    seller: buildStoreSeller(locale),
    representative: pick(settings.representative, locale),
    phone: settings.phone,
    paymentTiming: pick(settings.paymentTiming, locale),
    deliveryTiming: pick(settings.deliveryTiming, locale),
    returnPolicy: pick(settings.returnPolicy, locale),
    additionalCosts: pick(settings.additionalCosts, locale),
    coinIssuer: pick(settings.sellerName, locale),
    coinNotice: pick(settings.coinNotice, locale),
  };
}

export function buildOrder(locale: MockLocale, index: number) {
  const line = buildOrderLine(locale, index);
  const rate = line.taxRate === 'REDUCED_8' ? 8 : 10;
  return {
    id: mockGlobalId('Order', index),
    number: `G-20261122-${String(index).padStart(6, '0')}`,
    status: 'PAID',
    createdAt: mockDateTime(index * 60),
    lines: [line],
    total: line.subtotal,
    taxBreakdown: buildTaxBreakdown([
      { unitPrice: line.unitPrice, quantity: 1, taxRatePercent: rate },
    ]),
    paymentMethod: 'CARD',
    refundedAt: null,
    shippingAddress: null as ShippingAddress | null,
    shipment: null as MockOrderShipment | null,
  };
}

export interface MockOrderShipment {
  status: 'PREPARING' | 'SHIPPED';
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
}

export function buildStoreErrors(locale: MockLocale) {
  const item = pick(mockStoreItems[2].item.name, locale);
  return {
    StoreError: () => ({
      message: errorMessage(locale, 'errors.store.soldOut', { item }),
      storeReason: 'SOLD_OUT',
      item: null,
    }),
    CheckoutSessionError: () => ({
      message: errorMessage(locale, 'errors.checkout.expired'),
      checkoutReason: 'EXPIRED',
    }),
    PaymentError: () => ({
      message: errorMessage(locale, 'errors.payment.declined'),
      paymentReason: 'DECLINED',
    }),
    RefundError: () => ({
      message: errorMessage(locale, 'errors.refund.alreadyRefunded'),
      refundReason: 'ALREADY_REFUNDED',
    }),
  };
}
