import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ChannelRow, ChatMessageRow } from '../chat/tables';
import type { UserRow } from '../community/tables';
import type { CommunityRow } from '../platform/tables';
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

export type BlockMemberResult = BlockMemberPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

/**
 * A chat channel of the garden. Its messages are readable by anyone visiting the
 * garden; posting needs membership.
 */
export type Channel = Node & {
  __typename?: 'Channel';
  community: Community;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The newest message, for channel list previews. */
  lastMessage?: Maybe<ChatMessage>;
  /**
   * Messages oldest first. Paginate backwards from the newest with last/before;
   * first/after reads forwards from a cursor (e.g. to catch up after a reconnect).
   * At most 100 per page.
   */
  messages: ChatMessageConnection;
  /** The channel's name in the language of the request. */
  name: Scalars['String']['output'];
  /** True when the viewer is a member of the channel. */
  viewerHasJoined: Scalars['Boolean']['output'];
};


/**
 * A chat channel of the garden. Its messages are readable by anyone visiting the
 * garden; posting needs membership.
 */
export type ChannelMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
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

/** A message posted in a channel. */
export type ChatMessage = Node & {
  __typename?: 'ChatMessage';
  author: User;
  /**
   * The text as its author wrote it, 1 to 1000 characters. Never translated: automatic
   * translation does not exist yet, and the Auto-Translation request header is accepted
   * but has no effect.
   */
  body: Scalars['String']['output'];
  channel: Channel;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /**
   * The clientMutationId the viewer's app chose when it posted this message; null unless
   * the viewer wrote it. Lets the app replace its pending copy of a message with the posted
   * one, whichever of the mutation's answer and the live event comes first.
   */
  viewerClientMutationId?: Maybe<Scalars['String']['output']>;
  /** True when the viewer wrote this message. */
  viewerIsAuthor: Scalars['Boolean']['output'];
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

/** The fan community (the garden) of the tenant of the request. */
export type Community = Node & {
  __typename?: 'Community';
  /** URL of the community's main banner image. */
  bannerUrl?: Maybe<Scalars['String']['output']>;
  /** The community's channels, in display order. */
  channels: ChannelConnection;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  memberCount: Scalars['Int']['output'];
  /** The community's name in the language of the request. */
  name: Scalars['String']['output'];
  /** The tenant id the community lives under, e.g. demo. */
  tenantId: Scalars['String']['output'];
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityChannelsArgs = {
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
 * Every typed error result of a mutation implements Error. The message is written
 * in the language of the request (Language-Code header: ja or en).
 */
export type Error = {
  message: Scalars['String']['output'];
};

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

export type FollowUserResult = FollowUserPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

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

/** Each feature adds its mutations with extend type Mutation in its own file. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Operators only: blocks a fan of this garden. Their requests are refused from now on and
   * their live streams end at once.
   */
  blockMember: BlockMemberResult;
  /** Follows a fan of this garden. Following someone already followed changes nothing. */
  followUser: FollowUserResult;
  /**
   * Makes the signed-in user a member of this garden (and of its open channels).
   * Joining again returns the existing membership.
   */
  joinCommunity: JoinCommunityResult;
  /** Posts a message to a channel of the garden. Members only. */
  postChatMessage: PostChatMessageResult;
  /**
   * Operators only: gives a fan of this garden a role. An operator cannot change their own role
   * (a garden must never lose its last operator by accident).
   */
  setMemberRole: SetMemberRoleResult;
  /** Stops following a fan. Unfollowing someone not followed changes nothing. */
  unfollowUser: UnfollowUserResult;
  /** Changes the viewer's name, bio and (with an uploaded image) avatar in this garden. */
  updateProfile: UpdateProfileResult;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationBlockMemberArgs = {
  input: BlockMemberInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationFollowUserArgs = {
  input: FollowUserInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationJoinCommunityArgs = {
  input: JoinCommunityInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationPostChatMessageArgs = {
  input: PostChatMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationSetMemberRoleArgs = {
  input: SetMemberRoleInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUnfollowUserArgs = {
  input: UnfollowUserInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/**
 * An object with a globally unique, opaque id. Ids are only meaningful inside the
 * tenant of the request: another tenant's id resolves to null.
 */
export type Node = {
  id: Scalars['ID']['output'];
};

/** The object named by an id does not exist in this garden, or is not visible to the viewer. */
export type NotFoundError = Error & {
  __typename?: 'NotFoundError';
  message: Scalars['String']['output'];
};

/** Relay cursor connection page information. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * The viewer's role in this garden does not allow this action (e.g. an operator-only
 * mutation). Nothing was done.
 */
export type PermissionDeniedError = Error & {
  __typename?: 'PermissionDeniedError';
  message: Scalars['String']['output'];
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
};

export type PostChatMessagePayload = {
  __typename?: 'PostChatMessagePayload';
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
  messageEdge: ChatMessageEdge;
};

export type PostChatMessageResult = InvalidInputError | NotFoundError | PostChatMessagePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

export type Query = {
  __typename?: 'Query';
  /** The garden of the request's tenant. */
  community: Community;
  /** Fetches any object by its global id, within the tenant of the request. */
  node?: Maybe<Node>;
  /** Fetches several objects by their global ids, within the tenant of the request. */
  nodes: Array<Maybe<Node>>;
  /** The version of the garden's terms of use a fan agrees to now, e.g. 2026-11. */
  termsVersion: Scalars['String']['output'];
  viewer: Viewer;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/**
 * Too many actions in a short time (per fan, see the README for the limits). Nothing
 * was done; the same action may be tried again after retryAfterSeconds.
 */
export type RateLimitedError = Error & {
  __typename?: 'RateLimitedError';
  message: Scalars['String']['output'];
  retryAfterSeconds: Scalars['Int']['output'];
};

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

export type SetMemberRoleResult = InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | SetMemberRolePayload | ShouldBeLoggedInOrSignedUpError;

/**
 * The visitor is signed out, or signed in without having joined this garden,
 * and tried something only members can do.
 */
export type ShouldBeLoggedInOrSignedUpError = Error & {
  __typename?: 'ShouldBeLoggedInOrSignedUpError';
  message: Scalars['String']['output'];
};

/** Each feature adds its live events with extend type Subscription in its own file. */
export type Subscription = {
  __typename?: 'Subscription';
  /** New messages of one channel of the garden, as they are posted. */
  chatMessageAdded: ChatMessageAddedEvent;
};


/** Each feature adds its live events with extend type Subscription in its own file. */
export type SubscriptionChatMessageAddedArgs = {
  channelId: Scalars['ID']['input'];
};

/** A text was refused by moderation (a word the community does not allow). */
export type TextModerationError = Error & {
  __typename?: 'TextModerationError';
  /** Which input field held the refused text. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
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

export type UnfollowUserResult = InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | UnfollowUserPayload;

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

export type UpdateProfileResult = InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError | UpdateProfilePayload;

/** A fan's profile in this garden. */
export type User = Node & {
  __typename?: 'User';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** What the fan writes about themselves, at most 160 characters; empty when unset. */
  bio: Scalars['String']['output'];
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
   * What the fan is in this garden: a member, the creator's staff (official), a moderator or
   * an operator.
   */
  role: CommunityRole;
  /** True when the signed-in viewer follows this fan; false when signed out. */
  viewerIsFollowing: Scalars['Boolean']['output'];
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

/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The viewer's age band; null when signed out, not joined, or never asked. */
  ageBand?: Maybe<AgeBand>;
  /** The date of birth the viewer gave (YYYY-MM-DD), for their own settings page only. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** True when the request carries a valid ID token. */
  isSignedIn: Scalars['Boolean']['output'];
  /** The channels the viewer has joined, in display order. */
  joinedChannels: ChannelConnection;
  /** The garden of this tenant when the viewer has joined it, else null. */
  joinedCommunity?: Maybe<Community>;
  /** What the viewer spent this calendar month, in yen (0 until the store exists). */
  monthSpend: Scalars['Int']['output'];
  /**
   * The most the viewer may spend in the store per calendar month, in yen; null when there
   * is no cap (adults). Minors: ¥5,000 under 16, ¥10,000 at 16 and 17.
   */
  monthlySpendingCap?: Maybe<Scalars['Int']['output']>;
  /** True when the viewer has not agreed to the current terms (Query.termsVersion) yet. */
  needsTermsAgreement: Scalars['Boolean']['output'];
  /** The viewer's profile in this garden; null when signed out or not joined. */
  user?: Maybe<User>;
};


/** Who is asking: signed out, signed in, and whether they joined this garden. */
export type ViewerJoinedChannelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

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
  BlockMemberResult:
    | ( Omit<BlockMemberPayload, 'user'> & { user: _RefType['User'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  FollowUserResult:
    | ( Omit<FollowUserPayload, 'user' | 'viewerUser'> & { user: _RefType['User'], viewerUser: _RefType['User'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  JoinCommunityResult:
    | ( AgeRestrictionError )
    | ( InvalidInputError )
    | ( Omit<JoinCommunityPayload, 'user' | 'viewer'> & { user: _RefType['User'], viewer: _RefType['Viewer'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  PostChatMessageResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: _RefType['Channel'], messageEdge: _RefType['ChatMessageEdge'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  SetMemberRoleResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( Omit<SetMemberRolePayload, 'user'> & { user: _RefType['User'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  UnfollowUserResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( Omit<UnfollowUserPayload, 'user' | 'viewerUser'> & { user: _RefType['User'], viewerUser: _RefType['User'] } )
  ;
  UpdateProfileResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
    | ( Omit<UpdateProfilePayload, 'user'> & { user: _RefType['User'] } )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Error:
    | ( AgeRestrictionError )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  Node:
    | ( ChannelRow )
    | ( ChatMessageRow )
    | ( CommunityRow )
    | ( UserRow )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AgeBand: AgeBand;
  AgeRestrictionError: ResolverTypeWrapper<AgeRestrictionError>;
  BlockMemberInput: BlockMemberInput;
  BlockMemberPayload: ResolverTypeWrapper<Omit<BlockMemberPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BlockMemberResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlockMemberResult']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Channel: ResolverTypeWrapper<ChannelRow>;
  ChannelConnection: ResolverTypeWrapper<Omit<ChannelConnection, 'edges'> & { edges: Array<ResolversTypes['ChannelEdge']> }>;
  ChannelEdge: ResolverTypeWrapper<Omit<ChannelEdge, 'node'> & { node: ResolversTypes['Channel'] }>;
  ChatMessage: ResolverTypeWrapper<ChatMessageRow>;
  ChatMessageAddedEvent: ResolverTypeWrapper<Omit<ChatMessageAddedEvent, 'channel' | 'messageEdge'> & { channel: ResolversTypes['Channel'], messageEdge: ResolversTypes['ChatMessageEdge'] }>;
  ChatMessageConnection: ResolverTypeWrapper<Omit<ChatMessageConnection, 'edges'> & { edges: Array<ResolversTypes['ChatMessageEdge']> }>;
  ChatMessageEdge: ResolverTypeWrapper<Omit<ChatMessageEdge, 'node'> & { node: ResolversTypes['ChatMessage'] }>;
  Community: ResolverTypeWrapper<CommunityRow>;
  CommunityRole: CommunityRole;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  FollowUserInput: FollowUserInput;
  FollowUserPayload: ResolverTypeWrapper<Omit<FollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversTypes['User'], viewerUser: ResolversTypes['User'] }>;
  FollowUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowUserResult']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidInputError: ResolverTypeWrapper<InvalidInputError>;
  InvalidInputReason: InvalidInputReason;
  JoinCommunityInput: JoinCommunityInput;
  JoinCommunityPayload: ResolverTypeWrapper<Omit<JoinCommunityPayload, 'user' | 'viewer'> & { user: ResolversTypes['User'], viewer: ResolversTypes['Viewer'] }>;
  JoinCommunityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['JoinCommunityResult']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PermissionDeniedError: ResolverTypeWrapper<PermissionDeniedError>;
  PostChatMessageInput: PostChatMessageInput;
  PostChatMessagePayload: ResolverTypeWrapper<Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: ResolversTypes['Channel'], messageEdge: ResolversTypes['ChatMessageEdge'] }>;
  PostChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostChatMessageResult']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimitedError: ResolverTypeWrapper<RateLimitedError>;
  SetMemberRoleInput: SetMemberRoleInput;
  SetMemberRolePayload: ResolverTypeWrapper<Omit<SetMemberRolePayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetMemberRoleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetMemberRoleResult']>;
  ShouldBeLoggedInOrSignedUpError: ResolverTypeWrapper<ShouldBeLoggedInOrSignedUpError>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TextModerationError: ResolverTypeWrapper<TextModerationError>;
  UnfollowUserInput: UnfollowUserInput;
  UnfollowUserPayload: ResolverTypeWrapper<Omit<UnfollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversTypes['User'], viewerUser: ResolversTypes['User'] }>;
  UnfollowUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnfollowUserResult']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user: ResolversTypes['User'] }>;
  UpdateProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileResult']>;
  User: ResolverTypeWrapper<UserRow>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AgeRestrictionError: AgeRestrictionError;
  BlockMemberInput: BlockMemberInput;
  BlockMemberPayload: Omit<BlockMemberPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BlockMemberResult: ResolversUnionTypes<ResolversParentTypes>['BlockMemberResult'];
  Boolean: Scalars['Boolean']['output'];
  Channel: ChannelRow;
  ChannelConnection: Omit<ChannelConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChannelEdge']> };
  ChannelEdge: Omit<ChannelEdge, 'node'> & { node: ResolversParentTypes['Channel'] };
  ChatMessage: ChatMessageRow;
  ChatMessageAddedEvent: Omit<ChatMessageAddedEvent, 'channel' | 'messageEdge'> & { channel: ResolversParentTypes['Channel'], messageEdge: ResolversParentTypes['ChatMessageEdge'] };
  ChatMessageConnection: Omit<ChatMessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChatMessageEdge']> };
  ChatMessageEdge: Omit<ChatMessageEdge, 'node'> & { node: ResolversParentTypes['ChatMessage'] };
  Community: CommunityRow;
  DateTime: Scalars['DateTime']['output'];
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  FollowUserInput: FollowUserInput;
  FollowUserPayload: Omit<FollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversParentTypes['User'], viewerUser: ResolversParentTypes['User'] };
  FollowUserResult: ResolversUnionTypes<ResolversParentTypes>['FollowUserResult'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvalidInputError: InvalidInputError;
  JoinCommunityInput: JoinCommunityInput;
  JoinCommunityPayload: Omit<JoinCommunityPayload, 'user' | 'viewer'> & { user: ResolversParentTypes['User'], viewer: ResolversParentTypes['Viewer'] };
  JoinCommunityResult: ResolversUnionTypes<ResolversParentTypes>['JoinCommunityResult'];
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NotFoundError: NotFoundError;
  PageInfo: PageInfo;
  PermissionDeniedError: PermissionDeniedError;
  PostChatMessageInput: PostChatMessageInput;
  PostChatMessagePayload: Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: ResolversParentTypes['Channel'], messageEdge: ResolversParentTypes['ChatMessageEdge'] };
  PostChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['PostChatMessageResult'];
  Query: Record<PropertyKey, never>;
  RateLimitedError: RateLimitedError;
  SetMemberRoleInput: SetMemberRoleInput;
  SetMemberRolePayload: Omit<SetMemberRolePayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetMemberRoleResult: ResolversUnionTypes<ResolversParentTypes>['SetMemberRoleResult'];
  ShouldBeLoggedInOrSignedUpError: ShouldBeLoggedInOrSignedUpError;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TextModerationError: TextModerationError;
  UnfollowUserInput: UnfollowUserInput;
  UnfollowUserPayload: Omit<UnfollowUserPayload, 'user' | 'viewerUser'> & { user: ResolversParentTypes['User'], viewerUser: ResolversParentTypes['User'] };
  UnfollowUserResult: ResolversUnionTypes<ResolversParentTypes>['UnfollowUserResult'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'user'> & { user: ResolversParentTypes['User'] };
  UpdateProfileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileResult'];
  User: UserRow;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  Viewer: ViewerParent;
}>;

export type AgeRestrictionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgeRestrictionError'] = ResolversParentTypes['AgeRestrictionError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlockMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockMemberPayload'] = ResolversParentTypes['BlockMemberPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlockMemberResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockMemberResult'] = ResolversParentTypes['BlockMemberResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BlockMemberPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type ChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = ResolversObject<{
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['ChatMessageConnection'], ParentType, ContextType, Partial<ChannelMessagesArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerHasJoined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type ChatMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerClientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerIsAuthor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type CommunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Community'] = ResolversParentTypes['Community']> = ResolversObject<{
  bannerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channels?: Resolver<ResolversTypes['ChannelConnection'], ParentType, ContextType, RequireFields<CommunityChannelsArgs, 'first'>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AgeRestrictionError' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type FollowUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowUserPayload'] = ResolversParentTypes['FollowUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewerUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FollowUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowUserResult'] = ResolversParentTypes['FollowUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FollowUserPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type InvalidInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvalidInputError'] = ResolversParentTypes['InvalidInputError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['InvalidInputReason'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  blockMember?: Resolver<ResolversTypes['BlockMemberResult'], ParentType, ContextType, RequireFields<MutationBlockMemberArgs, 'input'>>;
  followUser?: Resolver<ResolversTypes['FollowUserResult'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'input'>>;
  joinCommunity?: Resolver<ResolversTypes['JoinCommunityResult'], ParentType, ContextType, RequireFields<MutationJoinCommunityArgs, 'input'>>;
  postChatMessage?: Resolver<ResolversTypes['PostChatMessageResult'], ParentType, ContextType, RequireFields<MutationPostChatMessageArgs, 'input'>>;
  setMemberRole?: Resolver<ResolversTypes['SetMemberRoleResult'], ParentType, ContextType, RequireFields<MutationSetMemberRoleArgs, 'input'>>;
  unfollowUser?: Resolver<ResolversTypes['UnfollowUserResult'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Channel' | 'ChatMessage' | 'Community' | 'User', ParentType, ContextType>;
}>;

export type NotFoundErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotFoundError'] = ResolversParentTypes['NotFoundError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PermissionDeniedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionDeniedError'] = ResolversParentTypes['PermissionDeniedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PostChatMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostChatMessagePayload'] = ResolversParentTypes['PostChatMessagePayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageEdge?: Resolver<ResolversTypes['ChatMessageEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PostChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostChatMessageResult'] = ResolversParentTypes['PostChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PostChatMessagePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  community?: Resolver<ResolversTypes['Community'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  termsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type RateLimitedErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateLimitedError'] = ResolversParentTypes['RateLimitedError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetMemberRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMemberRolePayload'] = ResolversParentTypes['SetMemberRolePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetMemberRoleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetMemberRoleResult'] = ResolversParentTypes['SetMemberRoleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'SetMemberRolePayload' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type ShouldBeLoggedInOrSignedUpErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShouldBeLoggedInOrSignedUpError'] = ResolversParentTypes['ShouldBeLoggedInOrSignedUpError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  chatMessageAdded?: SubscriptionResolver<ResolversTypes['ChatMessageAddedEvent'], "chatMessageAdded", ParentType, ContextType, RequireFields<SubscriptionChatMessageAddedArgs, 'channelId'>>;
}>;

export type TextModerationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextModerationError'] = ResolversParentTypes['TextModerationError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnfollowUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnfollowUserPayload'] = ResolversParentTypes['UnfollowUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewerUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnfollowUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnfollowUserResult'] = ResolversParentTypes['UnfollowUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'UnfollowUserPayload', ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileResult'] = ResolversParentTypes['UpdateProfileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError' | 'UpdateProfilePayload', ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowersArgs, 'first'>>;
  following?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowingArgs, 'first'>>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CommunityRole'], ParentType, ContextType>;
  viewerIsFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  ageBand?: Resolver<Maybe<ResolversTypes['AgeBand']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSignedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedChannels?: Resolver<ResolversTypes['ChannelConnection'], ParentType, ContextType, RequireFields<ViewerJoinedChannelsArgs, 'first'>>;
  joinedCommunity?: Resolver<Maybe<ResolversTypes['Community']>, ParentType, ContextType>;
  monthSpend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlySpendingCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  needsTermsAgreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AgeRestrictionError?: AgeRestrictionErrorResolvers<ContextType>;
  BlockMemberPayload?: BlockMemberPayloadResolvers<ContextType>;
  BlockMemberResult?: BlockMemberResultResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelConnection?: ChannelConnectionResolvers<ContextType>;
  ChannelEdge?: ChannelEdgeResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessageAddedEvent?: ChatMessageAddedEventResolvers<ContextType>;
  ChatMessageConnection?: ChatMessageConnectionResolvers<ContextType>;
  ChatMessageEdge?: ChatMessageEdgeResolvers<ContextType>;
  Community?: CommunityResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Error?: ErrorResolvers<ContextType>;
  FollowUserPayload?: FollowUserPayloadResolvers<ContextType>;
  FollowUserResult?: FollowUserResultResolvers<ContextType>;
  InvalidInputError?: InvalidInputErrorResolvers<ContextType>;
  JoinCommunityPayload?: JoinCommunityPayloadResolvers<ContextType>;
  JoinCommunityResult?: JoinCommunityResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PermissionDeniedError?: PermissionDeniedErrorResolvers<ContextType>;
  PostChatMessagePayload?: PostChatMessagePayloadResolvers<ContextType>;
  PostChatMessageResult?: PostChatMessageResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimitedError?: RateLimitedErrorResolvers<ContextType>;
  SetMemberRolePayload?: SetMemberRolePayloadResolvers<ContextType>;
  SetMemberRoleResult?: SetMemberRoleResultResolvers<ContextType>;
  ShouldBeLoggedInOrSignedUpError?: ShouldBeLoggedInOrSignedUpErrorResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TextModerationError?: TextModerationErrorResolvers<ContextType>;
  UnfollowUserPayload?: UnfollowUserPayloadResolvers<ContextType>;
  UnfollowUserResult?: UnfollowUserResultResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

