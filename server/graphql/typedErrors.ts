// Typed error results of mutations (schema/errors.graphql), with messages in the
// request language. They are returned as union members, never thrown.
import type { Translate } from './translate';

export type InvalidInputReason = 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT';

export interface ShouldBeLoggedInOrSignedUpResult {
  __typename: 'ShouldBeLoggedInOrSignedUpError';
  message: string;
}
export interface TextModerationResult {
  __typename: 'TextModerationError';
  message: string;
  field: string;
}
export interface InvalidInputResult {
  __typename: 'InvalidInputError';
  message: string;
  field: string;
  reason: InvalidInputReason;
  limit: number | null;
}
export interface NotFoundResult {
  __typename: 'NotFoundError';
  message: string;
}

export function shouldBeLoggedInOrSignedUp(t: Translate): ShouldBeLoggedInOrSignedUpResult {
  return {
    __typename: 'ShouldBeLoggedInOrSignedUpError',
    message: t('errors.shouldBeLoggedInOrSignedUp'),
  };
}

export function textModeration(t: Translate, field: string): TextModerationResult {
  return { __typename: 'TextModerationError', message: t('errors.textModeration'), field };
}

export function notFound(t: Translate): NotFoundResult {
  return { __typename: 'NotFoundError', message: t('errors.notFound') };
}

export interface RateLimitedResult {
  __typename: 'RateLimitedError';
  message: string;
  retryAfterSeconds: number;
}

export function rateLimited(t: Translate, retryAfterSeconds: number): RateLimitedResult {
  return {
    __typename: 'RateLimitedError',
    message: t('errors.rateLimited', { seconds: retryAfterSeconds }),
    retryAfterSeconds,
  };
}

const fieldLabels = {
  body: 'errors.field.body',
  endpoint: 'errors.field.endpoint',
  p256dh: 'errors.field.p256dh',
  auth: 'errors.field.auth',
  displayName: 'errors.field.displayName',
  bio: 'errors.field.bio',
  userId: 'errors.field.userId',
  dateOfBirth: 'errors.field.dateOfBirth',
  acceptedTermsVersion: 'errors.field.acceptedTermsVersion',
  clientMutationId: 'errors.field.clientMutationId',
  emoji: 'errors.field.emoji',
  word: 'errors.field.word',
  userIds: 'errors.field.userIds',
  amount: 'errors.field.amount',
  expiresInDays: 'errors.field.expiresInDays',
  baseDate: 'errors.field.baseDate',
  label: 'errors.field.label',
  quantity: 'errors.field.quantity',
  endsAt: 'errors.field.endsAt',
  streamUrl: 'errors.field.streamUrl',
  note: 'errors.field.note',
  action: 'errors.field.action',
  recipientName: 'errors.field.recipientName',
  postalCode: 'errors.field.postalCode',
  prefecture: 'errors.field.prefecture',
  city: 'errors.field.city',
  street: 'errors.field.street',
  building: 'errors.field.building',
  phone: 'errors.field.phone',
  deliveryAddressId: 'errors.field.deliveryAddressId',
  trackingNumber: 'errors.field.trackingNumber',
  countryCode: 'errors.field.countryCode',
  confirmed: 'errors.field.confirmed',
  termsVersion: 'errors.field.termsVersion',
  version: 'errors.field.version',
  summaryJa: 'errors.field.summaryJa',
  summaryEn: 'errors.field.summaryEn',
  card: 'errors.field.card',
  expiry: 'errors.field.expiry',
  savedPaymentMethodId: 'errors.field.savedPaymentMethodId',
  monthlyPrice: 'errors.field.monthlyPrice',
  taxRatePercent: 'errors.field.taxRatePercent',
  nameJa: 'errors.field.nameJa',
  nameEn: 'errors.field.nameEn',
  descriptionJa: 'errors.field.descriptionJa',
  descriptionEn: 'errors.field.descriptionEn',
  slug: 'errors.field.slug',
  urlId: 'errors.field.urlId',
  sectionId: 'errors.field.sectionId',
  imageUrl: 'errors.field.imageUrl',
  href: 'errors.field.href',
  targetPath: 'errors.field.targetPath',
  publishEndsAt: 'errors.field.publishEndsAt',
  redirectUris: 'errors.field.redirectUris',
  code: 'errors.field.code',
  pageId: 'errors.field.pageId',
  titleJa: 'errors.field.titleJa',
  titleEn: 'errors.field.titleEn',
  rewardCoins: 'errors.field.rewardCoins',
  perFanLimit: 'errors.field.perFanLimit',
  totalLimit: 'errors.field.totalLimit',
  generateCount: 'errors.field.generateCount',
  sharedCodes: 'errors.field.sharedCodes',
  inviterCoins: 'errors.field.inviterCoins',
  inviteeCoins: 'errors.field.inviteeCoins',
  startsAt: 'errors.field.startsAt',
  images: 'errors.field.images',
  altText: 'errors.field.altText',
  firstDay: 'errors.field.firstDay',
  lastDay: 'errors.field.lastDay',
  ranks: 'errors.field.ranks',
  threshold: 'errors.field.threshold',
  rankNameJa: 'errors.field.rankNameJa',
  rankNameEn: 'errors.field.rankNameEn',
  questionnaireId: 'errors.field.questionnaireId',
  questions: 'errors.field.questions',
  closesAt: 'errors.field.closesAt',
  opensAt: 'errors.field.opensAt',
  storyId: 'errors.field.storyId',
  chapterId: 'errors.field.chapterId',
  supporterRankKey: 'errors.field.supporterRankKey',
  viewPassItemId: 'errors.field.viewPassItemId',
  videoUrl: 'errors.field.videoUrl',
  url: 'errors.field.url',
  parts: 'errors.field.parts',
  pages: 'errors.field.pages',
  homeSection: 'errors.field.homeSection',
  count: 'errors.field.count',
  position: 'errors.field.position',
  links: 'errors.field.links',
  topicId: 'errors.field.topicId',
  bannerStyle: 'errors.field.bannerStyle',
  bannerSectionId: 'errors.field.bannerSectionId',
  postLayout: 'errors.field.postLayout',
  postSource: 'errors.field.postSource',
  labelJa: 'errors.field.labelJa',
  labelEn: 'errors.field.labelEn',
  playlistId: 'errors.field.playlistId',
  videoId: 'errors.field.videoId',
  durationSeconds: 'errors.field.durationSeconds',
  posterUrl: 'errors.field.posterUrl',
  coverImageUrl: 'errors.field.coverImageUrl',
  source: 'errors.field.source',
  seconds: 'errors.field.seconds',
  token: 'errors.field.token',
} as const;

/** An input field by name; fields without a label of their own are "an input". */
export type InputField = keyof typeof fieldLabels | (string & {});

/** The same clientMutationId was sent before with a different input. */
export function clientMutationIdReused(t: Translate): InvalidInputResult {
  return {
    __typename: 'InvalidInputError',
    message: t('errors.clientMutationIdReused'),
    field: 'clientMutationId',
    reason: 'INVALID_FORMAT',
    limit: null,
  };
}

export function invalidInput(
  t: Translate,
  field: InputField,
  reason: InvalidInputReason,
  limit: number | null = null,
): InvalidInputResult {
  const key =
    reason === 'REQUIRED'
      ? 'errors.invalidInput.required'
      : reason === 'TOO_LONG'
        ? 'errors.invalidInput.tooLong'
        : 'errors.invalidInput.invalidFormat';
  const label = fieldLabels[field as keyof typeof fieldLabels] ?? 'errors.field.input';
  const message = t(key, { field: t(label), limit: limit ?? '' });
  return { __typename: 'InvalidInputError', message, field, reason, limit };
}

export interface PermissionDeniedResult {
  __typename: 'PermissionDeniedError';
  message: string;
}

export function permissionDenied(t: Translate): PermissionDeniedResult {
  return { __typename: 'PermissionDeniedError', message: t('errors.permissionDenied') };
}

/** The __resolveType of a mutation's result union: the __typename every result carries. */
export function resolveResultType<T extends string>(result: { __typename?: T }): T {
  if (!result.__typename) throw new Error('A mutation result without __typename');
  return result.__typename;
}

export type StaminaResource = 'COINS' | 'PAID_COINS' | 'TICKETS' | 'STAMINA';

export interface StaminaNotEnoughResult {
  __typename: 'StaminaNotEnoughError';
  message: string;
  resource: StaminaResource;
  required: number;
  available: number;
}

/** The fan has too little of what an action costs (spec §8 "stamina not enough"). */
export function staminaNotEnough(
  t: Translate,
  resource: StaminaResource,
  required: number,
  available: number,
): StaminaNotEnoughResult {
  return {
    __typename: 'StaminaNotEnoughError',
    message: t(`errors.staminaNotEnough.${resource}`, { required, available }),
    resource,
    required,
    available,
  };
}
