// The store's typed errors (schema/store.graphql), with messages in the request language.
import type { Translate } from '../graphql/translate';
import type { StoreItemRow } from './tables';

export type StoreErrorReason =
  | 'NOT_ON_SALE'
  | 'SOLD_OUT'
  | 'PURCHASE_LIMIT'
  | 'BASKET_FULL'
  | 'SPENDING_CAP'
  | 'ADDRESS_BOOK_FULL'
  | 'ALREADY_SHIPPED'
  | 'NOTHING_TO_SHIP'
  | 'TOO_MANY_PAYMENT_METHODS';

export interface StoreErrorResult {
  __typename: 'StoreError';
  message: string;
  storeReason: StoreErrorReason;
  item: StoreItemRow | null;
}

const storeKeys = {
  NOT_ON_SALE: 'errors.store.notOnSale',
  SOLD_OUT: 'errors.store.soldOut',
  PURCHASE_LIMIT: 'errors.store.purchaseLimit',
  BASKET_FULL: 'errors.store.basketFull',
  SPENDING_CAP: 'errors.store.spendingCap',
  ADDRESS_BOOK_FULL: 'errors.store.addressBookFull',
  ALREADY_SHIPPED: 'errors.store.alreadyShipped',
  NOTHING_TO_SHIP: 'errors.store.nothingToShip',
  TOO_MANY_PAYMENT_METHODS: 'errors.store.tooManyPaymentMethods',
} as const;

export function storeError(
  t: Translate,
  reason: StoreErrorReason,
  item: StoreItemRow | null,
  values: Record<string, string | number> = {},
): StoreErrorResult {
  return {
    __typename: 'StoreError',
    message: t(storeKeys[reason], values),
    storeReason: reason,
    item,
  };
}

export type CheckoutSessionErrorReason =
  'EMPTY' | 'DELIVERY_ADDRESS_REQUIRED' | 'EXPIRED' | 'ALREADY_PAID';

export interface CheckoutSessionErrorResult {
  __typename: 'CheckoutSessionError';
  message: string;
  checkoutReason: CheckoutSessionErrorReason;
}

const checkoutKeys = {
  EMPTY: 'errors.checkout.empty',
  DELIVERY_ADDRESS_REQUIRED: 'errors.checkout.deliveryAddressRequired',
  EXPIRED: 'errors.checkout.expired',
  ALREADY_PAID: 'errors.checkout.alreadyPaid',
} as const;

export function checkoutSessionError(
  t: Translate,
  reason: CheckoutSessionErrorReason,
): CheckoutSessionErrorResult {
  return {
    __typename: 'CheckoutSessionError',
    message: t(checkoutKeys[reason]),
    checkoutReason: reason,
  };
}

export type PaymentErrorReason =
  'DECLINED' | 'INVALID_CARD' | 'AUTHENTICATION_FAILED' | 'PROVIDER_UNAVAILABLE';

export interface PaymentErrorResult {
  __typename: 'PaymentError';
  message: string;
  paymentReason: PaymentErrorReason;
}

const paymentKeys = {
  DECLINED: 'errors.payment.declined',
  INVALID_CARD: 'errors.payment.invalidCard',
  AUTHENTICATION_FAILED: 'errors.payment.authenticationFailed',
  PROVIDER_UNAVAILABLE: 'errors.payment.providerUnavailable',
} as const;

export function paymentError(t: Translate, reason: PaymentErrorReason): PaymentErrorResult {
  return { __typename: 'PaymentError', message: t(paymentKeys[reason]), paymentReason: reason };
}

const setupKeys = {
  DECLINED: 'errors.paymentSetup.declined',
  INVALID_CARD: 'errors.paymentSetup.invalidCard',
  AUTHENTICATION_FAILED: 'errors.paymentSetup.authenticationFailed',
  PROVIDER_UNAVAILABLE: 'errors.paymentSetup.providerUnavailable',
} as const;

/** A card that could not be saved (declined on setup, failed 3-D Secure): nothing was kept. */
export function paymentSetupError(t: Translate, reason: PaymentErrorReason): PaymentErrorResult {
  return { __typename: 'PaymentError', message: t(setupKeys[reason]), paymentReason: reason };
}

export interface PaymentMethodInUseResult {
  __typename: 'PaymentMethodInUseError';
  message: string;
}

export function paymentMethodInUse(t: Translate): PaymentMethodInUseResult {
  return { __typename: 'PaymentMethodInUseError', message: t('errors.paymentMethod.inUse') };
}

export function paymentFailureMessage(t: Translate, reason: string): string {
  return t(paymentKeys[reason as PaymentErrorReason] ?? paymentKeys.DECLINED);
}
