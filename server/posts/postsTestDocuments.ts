// GraphQL documents the posts server tests share.
export const CREATE_POST = `mutation CreatePost($input: CreatePostInput!) {
  createPost(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
    ... on CreatePostPayload {
      clientMutationId
      postEdge { cursor node { id body visibility isOfficial likeCount viewerIsAuthor viewerCanDelete
        author { displayName } topic { name } } }
    }
  }
}`;

export const LIKE_POST = `mutation LikePost($input: LikePostInput!) {
  likePost(input: $input) {
    __typename
    ... on Error { message }
    ... on AlreadyMaxLikeCountError { maxLikeCount }
    ... on LikePostPayload { post { id likeCount viewerLikeCount maxLikesPerFan } }
  }
}`;

export const DELETE_POST = `mutation DeletePost($input: DeletePostInput!) {
  deletePost(input: $input) {
    __typename
    ... on Error { message }
    ... on DeletePostPayload { clientMutationId deletedPostId }
  }
}`;

export const COMMENT = `mutation Comment($input: CommentOnPostInput!) {
  commentOnPost(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
    ... on CommentOnPostPayload {
      commentEdge { cursor node { id body viewerIsAuthor author { displayName } post { id } } }
      post { id commentCount }
    }
  }
}`;

export const TIMELINE = `query Timeline($first: Int, $after: String) {
  community {
    timeline(first: $first, after: $after) {
      edges { cursor node { id body visibility isOfficial likeCount commentCount createdAt } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;

export const POST_NODE = `query PostNode($id: ID!) {
  node(id: $id) {
    __typename
    ... on Post { id body likeCount viewerLikeCount commentCount
      comments(first: 10) { edges { node { id body author { displayName } } } } }
    ... on PostComment { id body }
  }
}`;

export const globalId = (type: string, id: number) =>
  Buffer.from(`${type}:${id}`).toString('base64');
