// A stand-in for Stripe.js in component tests (no network): `vi.mock('@stripe/stripe-js',
// () => fakeStripeJs)` and the card field mounts a fake card element whose events a test
// sends (`fakeStripe.change({ complete: true })`), and whose PaymentMethod a test decides
// (`vi.spyOn(fakeStripe.instance, 'createPaymentMethod')`).
const handlers: Record<string, (event: unknown) => void> = {};

const cardElement = {
  mount: () => {},
  destroy: () => {},
  update: () => {},
  off: () => {},
  on: (event: string, handler: (event: unknown) => void) => {
    handlers[event] = handler;
    return cardElement;
  },
};

const instance = {
  elements: () => ({ create: () => cardElement, getElement: () => cardElement, update: () => {} }),
  createToken: () => Promise.resolve({}),
  createPaymentMethod: (_options: unknown): Promise<unknown> => Promise.resolve({}),
  confirmCardPayment: () => Promise.resolve({}),
};

export const fakeStripe = {
  instance,
  cardElement,
  loadStripe: (_key: string, _options?: unknown): Promise<unknown> => Promise.resolve(instance),
  /** The card field reports what was typed, as Stripe.js's change event does. */
  change: (event: { complete: boolean; error?: { message: string } }) =>
    handlers.change?.({ elementType: 'card', empty: false, ...event }),
};

/** The module '@stripe/stripe-js' in tests. */
export const fakeStripeJs = {
  loadStripe: (key: string, options?: unknown) => fakeStripe.loadStripe(key, options),
};
