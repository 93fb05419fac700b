// Stories: the demo story with its chapters in order, the open chapter's parts, the locked
// chapters' StoryUnlockConditionError (why and how, in the request language, never their
// parts) for a visitor and a new member, an unknown story, and the operators' mutations
// refused to a visitor and a member — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const STORY = /* GraphQL */ `
  query ContractStory($storyId: String!, $chapterId: String!) {
    community {
      stories(first: 5) {
        edges {
          node {
            storyId
            chapterCount
          }
        }
      }
      story(storyId: $storyId) {
        id
        storyId
        title
        chapterCount
        chapters(first: 10) {
          edges {
            node {
              chapterId
              number
              isUnlocked
              unlockCondition {
                kind
                supporterRank {
                  key
                  name
                }
                viewPassItem {
                  name
                  kind
                }
              }
              content {
                __typename
                ... on StoryUnlockConditionError {
                  unlockReason
                  requiresMember
                }
              }
            }
          }
          pageInfo {
            hasNextPage
          }
        }
        chapter(chapterId: $chapterId) {
          chapterId
          content {
            __typename
            ... on StoryChapterContent {
              parts {
                __typename
                ... on StoryBookPart {
                  title
                  pages {
                    text
                    imageUrl
                  }
                }
                ... on StoryVideoPart {
                  videoUrl
                }
                ... on StoryExternalLinkPart {
                  url
                }
              }
            }
            ... on StoryUnlockConditionError {
              message
              unlockReason
              requiresMember
            }
          }
        }
      }
    }
  }
`;

const CREATE_STORY = /* GraphQL */ `
  mutation ContractCreateStory($input: CreateStoryInput!) {
    createStory(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const DELETE_STORY = /* GraphQL */ `
  mutation ContractDeleteStory($input: DeleteStoryInput!) {
    deleteStory(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const read = (
  server: Parameters<Parameters<typeof defineContract>[1][number]['run']>[0],
  chapterId: string,
  options: { as?: string; language?: 'ja' | 'en' } = {},
) =>
  server.call(
    STORY,
    { storyId: 'demon-prince-and-puppet', chapterId },
    { language: 'en', ...options },
  );

export default defineContract('stories', [
  {
    name: 'shows the story’s chapters in order and the open chapter’s parts to a visitor',
    async run(server) {
      const result = await read(server, 'moonlit-pact');
      expect(result.errors).toBeUndefined();
      const community = result.data!.community;
      expect(community.stories.edges[0].node).toEqual({
        storyId: 'demon-prince-and-puppet',
        chapterCount: 4,
      });
      const story = community.story;
      expect(story.title).toBe('The Demon Prince and the Puppet: Side Stories');
      const chapters = story.chapters.edges.map(
        (edge: { node: Record<string, unknown> }) => edge.node,
      );
      expect(chapters.map((chapter: { chapterId: string }) => chapter.chapterId)).toEqual([
        'moonlit-pact',
        'rose-garden-tea',
        'silver-promise',
        'puppets-dream',
      ]);
      expect(chapters[2].unlockCondition).toEqual({
        kind: 'SUPPORTER_RANK',
        supporterRank: { key: 'silver', name: 'Silver' },
        viewPassItem: null,
      });
      expect(chapters[3].unlockCondition.viewPassItem).toEqual({
        name: 'View pass: The Puppet’s Dream',
        kind: 'DIGITAL',
      });
      expect(
        chapters.map((chapter: { content: Record<string, unknown> }) => chapter.content),
      ).toEqual([
        { __typename: 'StoryChapterContent' },
        { __typename: 'StoryUnlockConditionError', unlockReason: 'PERIOD', requiresMember: false },
        {
          __typename: 'StoryUnlockConditionError',
          unlockReason: 'SUPPORTER_RANK',
          requiresMember: true,
        },
        {
          __typename: 'StoryUnlockConditionError',
          unlockReason: 'VIEW_PASS',
          requiresMember: true,
        },
      ]);
      const parts = story.chapter.content.parts;
      expect(parts.map((part: { __typename: string }) => part.__typename)).toEqual([
        'StoryBookPart',
        'StoryVideoPart',
        'StoryExternalLinkPart',
      ]);
      expect(parts[0].pages).toHaveLength(3);
      expect(parts[0].pages[0].imageUrl).toBe('/images/garden/prince.svg');
    },
  },
  {
    name: 'tells a member why a chapter is locked and how to open it, never its parts',
    async run(server) {
      await joinAs(server, 'contract-reader');
      for (const language of ['ja', 'en'] as const) {
        const result = await read(server, 'puppets-dream', { as: 'contract-reader', language });
        expect(result.data!.community.story.chapter.content).toEqual({
          __typename: 'StoryUnlockConditionError',
          unlockReason: 'VIEW_PASS',
          requiresMember: false,
          message:
            language === 'ja'
              ? 'この章を読むには「閲覧パス「人形の見る夢」」が必要です。ストアで購入すると読めるようになります。'
              : 'This chapter needs “View pass: The Puppet’s Dream”. Buy it in the store to read it.',
        });
      }
      const rank = await read(server, 'silver-promise', { as: 'contract-reader' });
      expect(rank.data!.community.story.chapter.content.unlockReason).toBe('SUPPORTER_RANK');
      expect(JSON.stringify(rank)).not.toContain('In place of the strings');
      const unknown = await server.call(
        STORY,
        { storyId: 'no-such-story', chapterId: 'moonlit-pact' },
        { language: 'en' },
      );
      expect(unknown.data!.community.story).toBeNull();
    },
  },
  {
    name: 'refuses the operators’ story mutations to a visitor and a member',
    async run(server) {
      const input = {
        clientMutationId: 'contract-story-1',
        storyId: 'contract-story',
        titleJa: '題',
        titleEn: 'Title',
        descriptionJa: '説明',
        descriptionEn: 'About',
      };
      const visitor = await server.call(CREATE_STORY, { input }, { language: 'en' });
      expect(visitor.data!.createStory.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      await joinAs(server, 'contract-story-member');
      const member = await server.call(
        CREATE_STORY,
        { input },
        { as: 'contract-story-member', language: 'en' },
      );
      expect(member.data!.createStory.__typename).toBe('PermissionDeniedError');
      // Deleting the story is refused alike, and it is still there.
      const { data } = await read(server, 'moonlit-pact');
      const storyId = data!.community.story.id;
      const deleteInput = { clientMutationId: 'contract-story-delete-1', id: storyId };
      const visitorDelete = await server.call(
        DELETE_STORY,
        { input: deleteInput },
        { language: 'en' },
      );
      expect(visitorDelete.data!.deleteStory.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const memberDelete = await server.call(
        DELETE_STORY,
        { input: deleteInput },
        { as: 'contract-story-member', language: 'en' },
      );
      expect(memberDelete.data!.deleteStory.__typename).toBe('PermissionDeniedError');
      expect((await read(server, 'moonlit-pact')).data!.community.story.id).toBe(storyId);
    },
  },
]);
