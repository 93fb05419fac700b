import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ChannelRow, ChatMessageRow } from '../chat/tables';
import type { UserRow } from '../community/tables';
import type { CommunityRow } from '../platform/tables';
import type { TopicCategoryRow, TopicRow, PostRow, PostCommentRow } from '../posts/tables';
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

/** A fan liked a post as many times as one fan may (Post.maxLikesPerFan). Nothing was done. */
export type AlreadyMaxLikeCountError = Error & {
  __typename?: 'AlreadyMaxLikeCountError';
  maxLikeCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
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
  /**
   * How many messages of others the viewer has not read yet (after the position of
   * markChannelRead, or since joining the channel); 0 when not a member or signed out.
   * Deleted messages do not count.
   */
  viewerUnreadCount: Scalars['Int']['output'];
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

export type CommentOnPostResult = CommentOnPostPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

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
  /**
   * Posts the viewer may read whose text contains the query, newest first; at most 50 per
   * page. Japanese-aware: a substring matches without word boundaries (推し活 is found in
   * 今日も推し活がんばる), and katakana/hiragana, full-/half-width and case variants match
   * each other. The query is 1 to 100 characters; a blank query finds nothing.
   */
  searchPosts: PostConnection;
  /** The tenant id the community lives under, e.g. demo. */
  tenantId: Scalars['String']['output'];
  /** Every post of the garden the viewer may read, newest first; at most 50 per page. */
  timeline: PostConnection;
  /** The garden's topic categories, in display order. */
  topicCategories: TopicCategoryConnection;
  /** The garden's topics, in display order. */
  topics: TopicConnection;
};


/** The fan community (the garden) of the tenant of the request. */
export type CommunityChannelsArgs = {
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

/**
 * A fan's role in one garden. Official accounts carry a badge; operators create the garden's
 * content and manage its members.
 */
export type CommunityRole =
  | 'MEMBER'
  | 'MODERATOR'
  | 'OFFICIAL'
  | 'OPERATOR';

export type CreatePostInput = {
  /** 1 to 2000 characters after trimming. */
  body: Scalars['String']['input'];
  /**
   * Chosen by the client for each post (at most 64 characters); a retry with the same id
   * returns the first result and never posts twice.
   */
  clientMutationId: Scalars['String']['input'];
  topicId?: InputMaybe<Scalars['ID']['input']>;
  visibility: PostVisibility;
};

export type CreatePostPayload = {
  __typename?: 'CreatePostPayload';
  clientMutationId: Scalars['String']['output'];
  postEdge: PostEdge;
};

export type CreatePostResult = CreatePostPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

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

export type CreateTopicCategoryResult = CreateTopicCategoryPayload | InvalidInputError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

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

export type CreateTopicResult = CreateTopicPayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

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
export type DeleteChatMessageResult = DeleteChatMessagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

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

export type DeletePostResult = DeletePostPayload | InvalidInputError | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

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
export type EditChatMessageResult = EditChatMessagePayload | InvalidInputError | NotFoundError | PermissionDeniedError | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

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

export type LikePostResult = AlreadyMaxLikeCountError | InvalidInputError | LikePostPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

export type MarkChannelReadInput = {
  clientMutationId: Scalars['String']['input'];
  /** The newest message the viewer has seen; its channel is the one marked. */
  messageId: Scalars['ID']['input'];
};

export type MarkChannelReadPayload = {
  __typename?: 'MarkChannelReadPayload';
  channel: Channel;
  clientMutationId: Scalars['String']['output'];
};

export type MarkChannelReadResult = InvalidInputError | MarkChannelReadPayload | NotFoundError | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

/** Each feature adds its mutations with extend type Mutation in its own file. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Operators only: blocks a fan of this garden. Their requests are refused from now on and
   * their live streams end at once.
   */
  blockMember: BlockMemberResult;
  /** Comments on a post the viewer can read. Members only. */
  commentOnPost: CommentOnPostResult;
  /** Posts to the garden. Members only. */
  createPost: CreatePostResult;
  /** Operators only: adds a topic at the end of the garden's list. */
  createTopic: CreateTopicResult;
  /** Operators only: adds a topic category at the end of the garden's list. */
  createTopicCategory: CreateTopicCategoryResult;
  /**
   * Deletes one of the viewer's own messages, or any message for the garden's operators
   * and moderators: it stays in the channel as a tombstone.
   */
  deleteChatMessage: DeleteChatMessageResult;
  /**
   * Deletes a post with its likes and comments: the author's own, or any post for the
   * garden's moderators and operators.
   */
  deletePost: DeletePostResult;
  /** Replaces the text of one of the viewer's own messages. */
  editChatMessage: EditChatMessageResult;
  /** Follows a fan of this garden. Following someone already followed changes nothing. */
  followUser: FollowUserResult;
  /**
   * Makes the signed-in user a member of this garden (and of its open channels).
   * Joining again returns the existing membership.
   */
  joinCommunity: JoinCommunityResult;
  /** Likes a post once more, up to Post.maxLikesPerFan times per fan. Members only. */
  likePost: LikePostResult;
  /**
   * Records that the viewer has read a channel up to a message. The position only moves
   * forwards: an older message leaves it where it is. Channel members only.
   */
  markChannelRead: MarkChannelReadResult;
  /**
   * Operators only: pins an official post to the top of its topic, or unpins it. A post
   * that is not official or has no topic is an InvalidInputError on postId.
   */
  pinPost: PinPostResult;
  /** Posts a message to a channel of the garden. Members only. */
  postChatMessage: PostChatMessageResult;
  /**
   * Adds or removes the viewer's reaction with one emoji. Channel members only. Setting
   * the state it already has changes nothing, so the call can be repeated safely.
   */
  setChatMessageReaction: SetChatMessageReactionResult;
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
export type MutationCommentOnPostArgs = {
  input: CommentOnPostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationCreatePostArgs = {
  input: CreatePostInput;
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
export type MutationDeleteChatMessageArgs = {
  input: DeleteChatMessageInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationDeletePostArgs = {
  input: DeletePostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationEditChatMessageArgs = {
  input: EditChatMessageInput;
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
export type MutationLikePostArgs = {
  input: LikePostInput;
};


/** Each feature adds its mutations with extend type Mutation in its own file. */
export type MutationMarkChannelReadArgs = {
  input: MarkChannelReadInput;
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
export type MutationSetChatMessageReactionArgs = {
  input: SetChatMessageReactionInput;
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

export type PinPostResult = InvalidInputError | NotFoundError | PermissionDeniedError | PinPostPayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError;

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
  id: Scalars['ID']['output'];
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

export type PostChatMessageResult = InvalidInputError | NotFoundError | PostChatMessagePayload | RateLimitedError | ShouldBeLoggedInOrSignedUpError | TextModerationError;

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

export type PostEdge = {
  __typename?: 'PostEdge';
  cursor: Scalars['String']['output'];
  node: Post;
};

/** Who may read a post. */
export type PostVisibility =
  /** Only fans who joined this garden. */
  | 'MEMBERS'
  /** Anyone, signed in or not (e.g. a shared link on the web). */
  | 'PUBLIC';

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

export type SetChatMessageReactionResult = InvalidInputError | NotFoundError | RateLimitedError | SetChatMessageReactionPayload | ShouldBeLoggedInOrSignedUpError;

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
  /**
   * Changes to messages of one channel of the garden: reactions, edits and deletions.
   * Each event carries the message as it is now.
   */
  chatMessageUpdated: ChatMessageUpdatedEvent;
};


/** Each feature adds its live events with extend type Subscription in its own file. */
export type SubscriptionChatMessageAddedArgs = {
  channelId: Scalars['ID']['input'];
};


/** Each feature adds its live events with extend type Subscription in its own file. */
export type SubscriptionChatMessageUpdatedArgs = {
  channelId: Scalars['ID']['input'];
};

/** A text was refused by moderation (a word the community does not allow). */
export type TextModerationError = Error & {
  __typename?: 'TextModerationError';
  /** Which input field held the refused text. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
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
  CommentOnPostResult:
    | ( Omit<CommentOnPostPayload, 'commentEdge' | 'post'> & { commentEdge: _RefType['PostCommentEdge'], post: _RefType['Post'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  CreatePostResult:
    | ( Omit<CreatePostPayload, 'postEdge'> & { postEdge: _RefType['PostEdge'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  CreateTopicCategoryResult:
    | ( Omit<CreateTopicCategoryPayload, 'topicCategory'> & { topicCategory: _RefType['TopicCategory'] } )
    | ( InvalidInputError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  CreateTopicResult:
    | ( Omit<CreateTopicPayload, 'topic'> & { topic: _RefType['Topic'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  DeleteChatMessageResult:
    | ( Omit<DeleteChatMessagePayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  DeletePostResult:
    | ( DeletePostPayload )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  EditChatMessageResult:
    | ( Omit<EditChatMessagePayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
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
  LikePostResult:
    | ( AlreadyMaxLikeCountError )
    | ( InvalidInputError )
    | ( Omit<LikePostPayload, 'post'> & { post: _RefType['Post'] } )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  MarkChannelReadResult:
    | ( InvalidInputError )
    | ( Omit<MarkChannelReadPayload, 'channel'> & { channel: _RefType['Channel'] } )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  PinPostResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( PermissionDeniedError )
    | ( Omit<PinPostPayload, 'post'> & { post: _RefType['Post'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
  ;
  PostChatMessageResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: _RefType['Channel'], messageEdge: _RefType['ChatMessageEdge'] } )
    | ( RateLimitedError )
    | ( ShouldBeLoggedInOrSignedUpError )
    | ( TextModerationError )
  ;
  SetChatMessageReactionResult:
    | ( InvalidInputError )
    | ( NotFoundError )
    | ( RateLimitedError )
    | ( Omit<SetChatMessageReactionPayload, 'chatMessage'> & { chatMessage: _RefType['ChatMessage'] } )
    | ( ShouldBeLoggedInOrSignedUpError )
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
    | ( AlreadyMaxLikeCountError )
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
    | ( PostRow )
    | ( PostCommentRow )
    | ( TopicRow )
    | ( TopicCategoryRow )
    | ( UserRow )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AgeBand: AgeBand;
  AgeRestrictionError: ResolverTypeWrapper<AgeRestrictionError>;
  AlreadyMaxLikeCountError: ResolverTypeWrapper<AlreadyMaxLikeCountError>;
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
  ChatMessageReaction: ResolverTypeWrapper<ChatMessageReaction>;
  ChatMessageUpdatedEvent: ResolverTypeWrapper<Omit<ChatMessageUpdatedEvent, 'message'> & { message: ResolversTypes['ChatMessage'] }>;
  CommentOnPostInput: CommentOnPostInput;
  CommentOnPostPayload: ResolverTypeWrapper<Omit<CommentOnPostPayload, 'commentEdge' | 'post'> & { commentEdge: ResolversTypes['PostCommentEdge'], post: ResolversTypes['Post'] }>;
  CommentOnPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CommentOnPostResult']>;
  Community: ResolverTypeWrapper<CommunityRow>;
  CommunityRole: CommunityRole;
  CreatePostInput: CreatePostInput;
  CreatePostPayload: ResolverTypeWrapper<Omit<CreatePostPayload, 'postEdge'> & { postEdge: ResolversTypes['PostEdge'] }>;
  CreatePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreatePostResult']>;
  CreateTopicCategoryInput: CreateTopicCategoryInput;
  CreateTopicCategoryPayload: ResolverTypeWrapper<Omit<CreateTopicCategoryPayload, 'topicCategory'> & { topicCategory: ResolversTypes['TopicCategory'] }>;
  CreateTopicCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateTopicCategoryResult']>;
  CreateTopicInput: CreateTopicInput;
  CreateTopicPayload: ResolverTypeWrapper<Omit<CreateTopicPayload, 'topic'> & { topic: ResolversTypes['Topic'] }>;
  CreateTopicResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateTopicResult']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteChatMessageInput: DeleteChatMessageInput;
  DeleteChatMessagePayload: ResolverTypeWrapper<Omit<DeleteChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  DeleteChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteChatMessageResult']>;
  DeletePostInput: DeletePostInput;
  DeletePostPayload: ResolverTypeWrapper<DeletePostPayload>;
  DeletePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeletePostResult']>;
  EditChatMessageInput: EditChatMessageInput;
  EditChatMessagePayload: ResolverTypeWrapper<Omit<EditChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  EditChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EditChatMessageResult']>;
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
  LikePostInput: LikePostInput;
  LikePostPayload: ResolverTypeWrapper<Omit<LikePostPayload, 'post'> & { post: ResolversTypes['Post'] }>;
  LikePostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LikePostResult']>;
  MarkChannelReadInput: MarkChannelReadInput;
  MarkChannelReadPayload: ResolverTypeWrapper<Omit<MarkChannelReadPayload, 'channel'> & { channel: ResolversTypes['Channel'] }>;
  MarkChannelReadResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MarkChannelReadResult']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PermissionDeniedError: ResolverTypeWrapper<PermissionDeniedError>;
  PinPostInput: PinPostInput;
  PinPostPayload: ResolverTypeWrapper<Omit<PinPostPayload, 'post'> & { post: ResolversTypes['Post'] }>;
  PinPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PinPostResult']>;
  Post: ResolverTypeWrapper<PostRow>;
  PostChatMessageInput: PostChatMessageInput;
  PostChatMessagePayload: ResolverTypeWrapper<Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: ResolversTypes['Channel'], messageEdge: ResolversTypes['ChatMessageEdge'] }>;
  PostChatMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostChatMessageResult']>;
  PostComment: ResolverTypeWrapper<PostCommentRow>;
  PostCommentConnection: ResolverTypeWrapper<Omit<PostCommentConnection, 'edges'> & { edges: Array<ResolversTypes['PostCommentEdge']> }>;
  PostCommentEdge: ResolverTypeWrapper<Omit<PostCommentEdge, 'node'> & { node: ResolversTypes['PostComment'] }>;
  PostConnection: ResolverTypeWrapper<Omit<PostConnection, 'edges'> & { edges: Array<ResolversTypes['PostEdge']> }>;
  PostEdge: ResolverTypeWrapper<Omit<PostEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  PostVisibility: PostVisibility;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimitedError: ResolverTypeWrapper<RateLimitedError>;
  SetChatMessageReactionInput: SetChatMessageReactionInput;
  SetChatMessageReactionPayload: ResolverTypeWrapper<Omit<SetChatMessageReactionPayload, 'chatMessage'> & { chatMessage: ResolversTypes['ChatMessage'] }>;
  SetChatMessageReactionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetChatMessageReactionResult']>;
  SetMemberRoleInput: SetMemberRoleInput;
  SetMemberRolePayload: ResolverTypeWrapper<Omit<SetMemberRolePayload, 'user'> & { user: ResolversTypes['User'] }>;
  SetMemberRoleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetMemberRoleResult']>;
  ShouldBeLoggedInOrSignedUpError: ResolverTypeWrapper<ShouldBeLoggedInOrSignedUpError>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TextModerationError: ResolverTypeWrapper<TextModerationError>;
  Topic: ResolverTypeWrapper<TopicRow>;
  TopicCategory: ResolverTypeWrapper<TopicCategoryRow>;
  TopicCategoryConnection: ResolverTypeWrapper<Omit<TopicCategoryConnection, 'edges'> & { edges: Array<ResolversTypes['TopicCategoryEdge']> }>;
  TopicCategoryEdge: ResolverTypeWrapper<Omit<TopicCategoryEdge, 'node'> & { node: ResolversTypes['TopicCategory'] }>;
  TopicConnection: ResolverTypeWrapper<Omit<TopicConnection, 'edges'> & { edges: Array<ResolversTypes['TopicEdge']> }>;
  TopicEdge: ResolverTypeWrapper<Omit<TopicEdge, 'node'> & { node: ResolversTypes['Topic'] }>;
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
  AlreadyMaxLikeCountError: AlreadyMaxLikeCountError;
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
  ChatMessageReaction: ChatMessageReaction;
  ChatMessageUpdatedEvent: Omit<ChatMessageUpdatedEvent, 'message'> & { message: ResolversParentTypes['ChatMessage'] };
  CommentOnPostInput: CommentOnPostInput;
  CommentOnPostPayload: Omit<CommentOnPostPayload, 'commentEdge' | 'post'> & { commentEdge: ResolversParentTypes['PostCommentEdge'], post: ResolversParentTypes['Post'] };
  CommentOnPostResult: ResolversUnionTypes<ResolversParentTypes>['CommentOnPostResult'];
  Community: CommunityRow;
  CreatePostInput: CreatePostInput;
  CreatePostPayload: Omit<CreatePostPayload, 'postEdge'> & { postEdge: ResolversParentTypes['PostEdge'] };
  CreatePostResult: ResolversUnionTypes<ResolversParentTypes>['CreatePostResult'];
  CreateTopicCategoryInput: CreateTopicCategoryInput;
  CreateTopicCategoryPayload: Omit<CreateTopicCategoryPayload, 'topicCategory'> & { topicCategory: ResolversParentTypes['TopicCategory'] };
  CreateTopicCategoryResult: ResolversUnionTypes<ResolversParentTypes>['CreateTopicCategoryResult'];
  CreateTopicInput: CreateTopicInput;
  CreateTopicPayload: Omit<CreateTopicPayload, 'topic'> & { topic: ResolversParentTypes['Topic'] };
  CreateTopicResult: ResolversUnionTypes<ResolversParentTypes>['CreateTopicResult'];
  DateTime: Scalars['DateTime']['output'];
  DeleteChatMessageInput: DeleteChatMessageInput;
  DeleteChatMessagePayload: Omit<DeleteChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  DeleteChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['DeleteChatMessageResult'];
  DeletePostInput: DeletePostInput;
  DeletePostPayload: DeletePostPayload;
  DeletePostResult: ResolversUnionTypes<ResolversParentTypes>['DeletePostResult'];
  EditChatMessageInput: EditChatMessageInput;
  EditChatMessagePayload: Omit<EditChatMessagePayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  EditChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['EditChatMessageResult'];
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
  LikePostInput: LikePostInput;
  LikePostPayload: Omit<LikePostPayload, 'post'> & { post: ResolversParentTypes['Post'] };
  LikePostResult: ResolversUnionTypes<ResolversParentTypes>['LikePostResult'];
  MarkChannelReadInput: MarkChannelReadInput;
  MarkChannelReadPayload: Omit<MarkChannelReadPayload, 'channel'> & { channel: ResolversParentTypes['Channel'] };
  MarkChannelReadResult: ResolversUnionTypes<ResolversParentTypes>['MarkChannelReadResult'];
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NotFoundError: NotFoundError;
  PageInfo: PageInfo;
  PermissionDeniedError: PermissionDeniedError;
  PinPostInput: PinPostInput;
  PinPostPayload: Omit<PinPostPayload, 'post'> & { post: ResolversParentTypes['Post'] };
  PinPostResult: ResolversUnionTypes<ResolversParentTypes>['PinPostResult'];
  Post: PostRow;
  PostChatMessageInput: PostChatMessageInput;
  PostChatMessagePayload: Omit<PostChatMessagePayload, 'channel' | 'messageEdge'> & { channel: ResolversParentTypes['Channel'], messageEdge: ResolversParentTypes['ChatMessageEdge'] };
  PostChatMessageResult: ResolversUnionTypes<ResolversParentTypes>['PostChatMessageResult'];
  PostComment: PostCommentRow;
  PostCommentConnection: Omit<PostCommentConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostCommentEdge']> };
  PostCommentEdge: Omit<PostCommentEdge, 'node'> & { node: ResolversParentTypes['PostComment'] };
  PostConnection: Omit<PostConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostEdge']> };
  PostEdge: Omit<PostEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  Query: Record<PropertyKey, never>;
  RateLimitedError: RateLimitedError;
  SetChatMessageReactionInput: SetChatMessageReactionInput;
  SetChatMessageReactionPayload: Omit<SetChatMessageReactionPayload, 'chatMessage'> & { chatMessage: ResolversParentTypes['ChatMessage'] };
  SetChatMessageReactionResult: ResolversUnionTypes<ResolversParentTypes>['SetChatMessageReactionResult'];
  SetMemberRoleInput: SetMemberRoleInput;
  SetMemberRolePayload: Omit<SetMemberRolePayload, 'user'> & { user: ResolversParentTypes['User'] };
  SetMemberRoleResult: ResolversUnionTypes<ResolversParentTypes>['SetMemberRoleResult'];
  ShouldBeLoggedInOrSignedUpError: ShouldBeLoggedInOrSignedUpError;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TextModerationError: TextModerationError;
  Topic: TopicRow;
  TopicCategory: TopicCategoryRow;
  TopicCategoryConnection: Omit<TopicCategoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['TopicCategoryEdge']> };
  TopicCategoryEdge: Omit<TopicCategoryEdge, 'node'> & { node: ResolversParentTypes['TopicCategory'] };
  TopicConnection: Omit<TopicConnection, 'edges'> & { edges: Array<ResolversParentTypes['TopicEdge']> };
  TopicEdge: Omit<TopicEdge, 'node'> & { node: ResolversParentTypes['Topic'] };
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

export type AlreadyMaxLikeCountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyMaxLikeCountError'] = ResolversParentTypes['AlreadyMaxLikeCountError']> = ResolversObject<{
  maxLikeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type ChatMessageReactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageReaction'] = ResolversParentTypes['ChatMessageReaction']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emoji?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerHasReacted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ChatMessageUpdatedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessageUpdatedEvent'] = ResolversParentTypes['ChatMessageUpdatedEvent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
}>;

export type CommentOnPostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentOnPostPayload'] = ResolversParentTypes['CommentOnPostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentEdge?: Resolver<ResolversTypes['PostCommentEdge'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommentOnPostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentOnPostResult'] = ResolversParentTypes['CommentOnPostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CommentOnPostPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CommunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Community'] = ResolversParentTypes['Community']> = ResolversObject<{
  bannerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channels?: Resolver<ResolversTypes['ChannelConnection'], ParentType, ContextType, RequireFields<CommunityChannelsArgs, 'first'>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchPosts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<CommunitySearchPostsArgs, 'query'>>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeline?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<CommunityTimelineArgs>>;
  topicCategories?: Resolver<ResolversTypes['TopicCategoryConnection'], ParentType, ContextType, Partial<CommunityTopicCategoriesArgs>>;
  topics?: Resolver<ResolversTypes['TopicConnection'], ParentType, ContextType, Partial<CommunityTopicsArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreatePostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePostPayload'] = ResolversParentTypes['CreatePostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postEdge?: Resolver<ResolversTypes['PostEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreatePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePostResult'] = ResolversParentTypes['CreatePostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreatePostPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateTopicCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicCategoryPayload'] = ResolversParentTypes['CreateTopicCategoryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicCategory?: Resolver<ResolversTypes['TopicCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateTopicCategoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicCategoryResult'] = ResolversParentTypes['CreateTopicCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateTopicCategoryPayload' | 'InvalidInputError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type CreateTopicPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicPayload'] = ResolversParentTypes['CreateTopicPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateTopicResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTopicResult'] = ResolversParentTypes['CreateTopicResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CreateTopicPayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteChatMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteChatMessagePayload'] = ResolversParentTypes['DeleteChatMessagePayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteChatMessageResult'] = ResolversParentTypes['DeleteChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeleteChatMessagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type DeletePostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostPayload'] = ResolversParentTypes['DeletePostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedPostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeletePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePostResult'] = ResolversParentTypes['DeletePostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DeletePostPayload' | 'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type EditChatMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditChatMessagePayload'] = ResolversParentTypes['EditChatMessagePayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EditChatMessageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditChatMessageResult'] = ResolversParentTypes['EditChatMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EditChatMessagePayload' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
}>;

export type ErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AgeRestrictionError' | 'AlreadyMaxLikeCountError' | 'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
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

export type LikePostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikePostPayload'] = ResolversParentTypes['LikePostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LikePostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikePostResult'] = ResolversParentTypes['LikePostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AlreadyMaxLikeCountError' | 'InvalidInputError' | 'LikePostPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type MarkChannelReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkChannelReadPayload'] = ResolversParentTypes['MarkChannelReadPayload']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MarkChannelReadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkChannelReadResult'] = ResolversParentTypes['MarkChannelReadResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'MarkChannelReadPayload' | 'NotFoundError' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  blockMember?: Resolver<ResolversTypes['BlockMemberResult'], ParentType, ContextType, RequireFields<MutationBlockMemberArgs, 'input'>>;
  commentOnPost?: Resolver<ResolversTypes['CommentOnPostResult'], ParentType, ContextType, RequireFields<MutationCommentOnPostArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['CreatePostResult'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createTopic?: Resolver<ResolversTypes['CreateTopicResult'], ParentType, ContextType, RequireFields<MutationCreateTopicArgs, 'input'>>;
  createTopicCategory?: Resolver<ResolversTypes['CreateTopicCategoryResult'], ParentType, ContextType, RequireFields<MutationCreateTopicCategoryArgs, 'input'>>;
  deleteChatMessage?: Resolver<ResolversTypes['DeleteChatMessageResult'], ParentType, ContextType, RequireFields<MutationDeleteChatMessageArgs, 'input'>>;
  deletePost?: Resolver<ResolversTypes['DeletePostResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'input'>>;
  editChatMessage?: Resolver<ResolversTypes['EditChatMessageResult'], ParentType, ContextType, RequireFields<MutationEditChatMessageArgs, 'input'>>;
  followUser?: Resolver<ResolversTypes['FollowUserResult'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'input'>>;
  joinCommunity?: Resolver<ResolversTypes['JoinCommunityResult'], ParentType, ContextType, RequireFields<MutationJoinCommunityArgs, 'input'>>;
  likePost?: Resolver<ResolversTypes['LikePostResult'], ParentType, ContextType, RequireFields<MutationLikePostArgs, 'input'>>;
  markChannelRead?: Resolver<ResolversTypes['MarkChannelReadResult'], ParentType, ContextType, RequireFields<MutationMarkChannelReadArgs, 'input'>>;
  pinPost?: Resolver<ResolversTypes['PinPostResult'], ParentType, ContextType, RequireFields<MutationPinPostArgs, 'input'>>;
  postChatMessage?: Resolver<ResolversTypes['PostChatMessageResult'], ParentType, ContextType, RequireFields<MutationPostChatMessageArgs, 'input'>>;
  setChatMessageReaction?: Resolver<ResolversTypes['SetChatMessageReactionResult'], ParentType, ContextType, RequireFields<MutationSetChatMessageReactionArgs, 'input'>>;
  setMemberRole?: Resolver<ResolversTypes['SetMemberRoleResult'], ParentType, ContextType, RequireFields<MutationSetMemberRoleArgs, 'input'>>;
  unfollowUser?: Resolver<ResolversTypes['UnfollowUserResult'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Channel' | 'ChatMessage' | 'Community' | 'Post' | 'PostComment' | 'Topic' | 'TopicCategory' | 'User', ParentType, ContextType>;
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

export type PinPostPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PinPostPayload'] = ResolversParentTypes['PinPostPayload']> = ResolversObject<{
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PinPostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PinPostResult'] = ResolversParentTypes['PinPostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PermissionDeniedError' | 'PinPostPayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['PostCommentConnection'], ParentType, ContextType, Partial<PostCommentsArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'PostChatMessagePayload' | 'RateLimitedError' | 'ShouldBeLoggedInOrSignedUpError' | 'TextModerationError', ParentType, ContextType>;
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

export type PostEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostEdge'] = ResolversParentTypes['PostEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
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

export type SetChatMessageReactionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChatMessageReactionPayload'] = ResolversParentTypes['SetChatMessageReactionPayload']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  clientMutationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetChatMessageReactionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetChatMessageReactionResult'] = ResolversParentTypes['SetChatMessageReactionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidInputError' | 'NotFoundError' | 'RateLimitedError' | 'SetChatMessageReactionPayload' | 'ShouldBeLoggedInOrSignedUpError', ParentType, ContextType>;
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
  chatMessageUpdated?: SubscriptionResolver<ResolversTypes['ChatMessageUpdatedEvent'], "chatMessageUpdated", ParentType, ContextType, RequireFields<SubscriptionChatMessageUpdatedArgs, 'channelId'>>;
}>;

export type TextModerationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextModerationError'] = ResolversParentTypes['TextModerationError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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
  AlreadyMaxLikeCountError?: AlreadyMaxLikeCountErrorResolvers<ContextType>;
  BlockMemberPayload?: BlockMemberPayloadResolvers<ContextType>;
  BlockMemberResult?: BlockMemberResultResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelConnection?: ChannelConnectionResolvers<ContextType>;
  ChannelEdge?: ChannelEdgeResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessageAddedEvent?: ChatMessageAddedEventResolvers<ContextType>;
  ChatMessageConnection?: ChatMessageConnectionResolvers<ContextType>;
  ChatMessageEdge?: ChatMessageEdgeResolvers<ContextType>;
  ChatMessageReaction?: ChatMessageReactionResolvers<ContextType>;
  ChatMessageUpdatedEvent?: ChatMessageUpdatedEventResolvers<ContextType>;
  CommentOnPostPayload?: CommentOnPostPayloadResolvers<ContextType>;
  CommentOnPostResult?: CommentOnPostResultResolvers<ContextType>;
  Community?: CommunityResolvers<ContextType>;
  CreatePostPayload?: CreatePostPayloadResolvers<ContextType>;
  CreatePostResult?: CreatePostResultResolvers<ContextType>;
  CreateTopicCategoryPayload?: CreateTopicCategoryPayloadResolvers<ContextType>;
  CreateTopicCategoryResult?: CreateTopicCategoryResultResolvers<ContextType>;
  CreateTopicPayload?: CreateTopicPayloadResolvers<ContextType>;
  CreateTopicResult?: CreateTopicResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteChatMessagePayload?: DeleteChatMessagePayloadResolvers<ContextType>;
  DeleteChatMessageResult?: DeleteChatMessageResultResolvers<ContextType>;
  DeletePostPayload?: DeletePostPayloadResolvers<ContextType>;
  DeletePostResult?: DeletePostResultResolvers<ContextType>;
  EditChatMessagePayload?: EditChatMessagePayloadResolvers<ContextType>;
  EditChatMessageResult?: EditChatMessageResultResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  FollowUserPayload?: FollowUserPayloadResolvers<ContextType>;
  FollowUserResult?: FollowUserResultResolvers<ContextType>;
  InvalidInputError?: InvalidInputErrorResolvers<ContextType>;
  JoinCommunityPayload?: JoinCommunityPayloadResolvers<ContextType>;
  JoinCommunityResult?: JoinCommunityResultResolvers<ContextType>;
  LikePostPayload?: LikePostPayloadResolvers<ContextType>;
  LikePostResult?: LikePostResultResolvers<ContextType>;
  MarkChannelReadPayload?: MarkChannelReadPayloadResolvers<ContextType>;
  MarkChannelReadResult?: MarkChannelReadResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PermissionDeniedError?: PermissionDeniedErrorResolvers<ContextType>;
  PinPostPayload?: PinPostPayloadResolvers<ContextType>;
  PinPostResult?: PinPostResultResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostChatMessagePayload?: PostChatMessagePayloadResolvers<ContextType>;
  PostChatMessageResult?: PostChatMessageResultResolvers<ContextType>;
  PostComment?: PostCommentResolvers<ContextType>;
  PostCommentConnection?: PostCommentConnectionResolvers<ContextType>;
  PostCommentEdge?: PostCommentEdgeResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostEdge?: PostEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimitedError?: RateLimitedErrorResolvers<ContextType>;
  SetChatMessageReactionPayload?: SetChatMessageReactionPayloadResolvers<ContextType>;
  SetChatMessageReactionResult?: SetChatMessageReactionResultResolvers<ContextType>;
  SetMemberRolePayload?: SetMemberRolePayloadResolvers<ContextType>;
  SetMemberRoleResult?: SetMemberRoleResultResolvers<ContextType>;
  ShouldBeLoggedInOrSignedUpError?: ShouldBeLoggedInOrSignedUpErrorResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TextModerationError?: TextModerationErrorResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicCategory?: TopicCategoryResolvers<ContextType>;
  TopicCategoryConnection?: TopicCategoryConnectionResolvers<ContextType>;
  TopicCategoryEdge?: TopicCategoryEdgeResolvers<ContextType>;
  TopicConnection?: TopicConnectionResolvers<ContextType>;
  TopicEdge?: TopicEdgeResolvers<ContextType>;
  UnfollowUserPayload?: UnfollowUserPayloadResolvers<ContextType>;
  UnfollowUserResult?: UnfollowUserResultResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

