// Words memberships pick by value (a perk, a status), declared here so that every id is a
// literal check:i18n can see.
import { defineMessages } from 'react-intl';

export const perkMessages = defineMessages({
  MEMBERS_ONLY_POSTS: { id: 'subscriptions.perk.MEMBERS_ONLY_POSTS' },
  LIMITED_CHAT: { id: 'subscriptions.perk.LIMITED_CHAT' },
  EXTRA_DRAWS: { id: 'subscriptions.perk.EXTRA_DRAWS' },
  MEMBERS_ONLY_VIDEOS: { id: 'subscriptions.perk.MEMBERS_ONLY_VIDEOS' },
});

export const statusMessages = defineMessages({
  INCOMPLETE: { id: 'subscriptions.status.INCOMPLETE' },
  ACTIVE: { id: 'subscriptions.status.ACTIVE' },
  PAST_DUE: { id: 'subscriptions.status.PAST_DUE' },
  LAPSED: { id: 'subscriptions.status.LAPSED' },
  ENDED: { id: 'subscriptions.status.ENDED' },
});

export const invoiceStatusMessages = defineMessages({
  PENDING: { id: 'subscriptions.invoice.status.PENDING' },
  PAID: { id: 'subscriptions.invoice.status.PAID' },
  FAILED: { id: 'subscriptions.invoice.status.FAILED' },
});

/** The final confirmation's terms (特定商取引法 §12-6), each a label and its text. */
export const termsMessages = defineMessages({
  periodLabel: { id: 'subscriptions.terms.periodLabel' },
  period: { id: 'subscriptions.terms.period' },
  renewalLabel: { id: 'subscriptions.terms.renewalLabel' },
  renewal: { id: 'subscriptions.terms.renewal' },
  paymentLabel: { id: 'subscriptions.terms.paymentLabel' },
  payment: { id: 'subscriptions.terms.payment' },
  cancelLabel: { id: 'subscriptions.terms.cancelLabel' },
  cancel: { id: 'subscriptions.terms.cancel' },
  failureLabel: { id: 'subscriptions.terms.failureLabel' },
  failure: { id: 'subscriptions.terms.failure' },
});
