// Limits of the store, shared by the server (checks) and the app (what forms allow).

/** Lines one basket may hold. */
export const BASKET_MAX_LINES = 20;

/** How many of one item one basket line or one "buy now" may hold. */
export const MAX_QUANTITY_PER_LINE = 10;

/** How long a checkout session holds its prices and stock before a payment starts. */
export const CHECKOUT_HOLD_MS = 15 * 60 * 1000;

/** After a card payment asks for 3-D Secure: how long the fan has to complete it. */
export const CARD_ACTION_HOLD_MS = 30 * 60 * 1000;

/** An ID payment's deadline: the stock stays held until the provider reports it. */
export const ID_PAYMENT_HOLD_MS = 3 * 24 * 60 * 60 * 1000;

export const MAX_STORE_SECTIONS_PER_PAGE = 20;
export const MAX_STORE_ITEMS_PER_PAGE = 50;
export const MAX_ORDERS_PER_PAGE = 50;

/** Addresses one fan's address book may hold (a home, a workplace, family, a convenience store…). */
export const MAX_DELIVERY_ADDRESSES = 10;

/** Cards one fan may keep (settings/store/payment-method). */
export const MAX_SAVED_PAYMENT_METHODS = 5;
