// Home sections: the demo garden's home screen in order with each kind's own fields (ja and
// en), what the sections show (banners, schedule, posts, a topic) present, members-only
// posts never shown to a visitor, the viewer's card for a visitor and a member, and the
// operators' mutations refused to a visitor and a member — the same on the real server and
// the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const HOME = /* GraphQL */ `
  query ContractHomeSections {
    community {
      homeSections {
        __typename
        position
        title
        ... on HomeBannerSection {
          style
          bannerSectionId
          banners {
            href
          }
        }
        ... on HomeCasualGameSection {
          description
          imageUrl
          href
        }
        ... on HomeEventCarouselSection {
          events {
            title
          }
        }
        ... on HomeNavigationSection {
          links {
            label
            href
          }
        }
        ... on HomePostSection {
          layout
          source
          posts {
            visibility
          }
        }
        ... on HomeTopicSection {
          topic {
            name
          }
        }
        ... on HomeUserInformationSection {
          viewer {
            isSignedIn
            user {
              displayName
            }
          }
        }
      }
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation ContractCreateHomeSection($input: CreateHomeSectionInput!) {
    createHomeSection(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Section = Record<string, unknown> & { __typename: string; title: string | null };

export default defineContract('homeSections', [
  {
    name: 'builds the demo home from its sections, in order, in the request language',
    async run(server) {
      const en = await server.call(HOME, {}, { language: 'en' });
      expect(en.errors).toBeUndefined();
      const sections: Section[] = en.data!.community.homeSections;
      expect(sections.map((section) => [section.__typename, section.title])).toEqual([
        ['HomeUserInformationSection', null],
        ['HomeBannerSection', null],
        ['HomeNavigationSection', 'Shortcuts'],
        ['HomePostSection', 'From the official account'],
        ['HomeEventCarouselSection', 'Coming up'],
        ['HomeCasualGameSection', 'Daily check-in'],
        ['HomePostSection', 'Trending this week'],
        ['HomeTopicSection', 'Featured topic'],
        ['HomePostSection', 'Fan art talk'],
      ]);
      expect(sections.map((section) => section.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(sections[0].viewer).toEqual({ isSignedIn: false, user: null });
      expect(sections[1]).toMatchObject({ style: 'CAROUSEL', bannerSectionId: 'home' });
      expect((sections[1].banners as unknown[]).length).toBeGreaterThan(0);
      expect(sections[2].links).toContainEqual({ label: 'Missions', href: '/missions' });
      expect((sections[4].events as unknown[]).length).toBeGreaterThan(0);
      expect(sections[5]).toMatchObject({
        href: '/check-in',
        imageUrl: '/images/garden/puppet.svg',
      });
      expect(sections[7].topic).toEqual({ name: 'Episode 12 impressions' });
      expect(
        sections.filter((s) => s.__typename === 'HomePostSection').map((s) => s.layout),
      ).toEqual(['SPOTLIGHT', 'CAROUSEL', 'TILE']);
      const ja = await server.call(HOME, {}, { language: 'ja' });
      const jaSections: Section[] = ja.data!.community.homeSections;
      expect(jaSections[5].title).toBe('毎日ログインボーナス');
      expect(jaSections[2].links).toContainEqual({ label: 'ミッション', href: '/missions' });
    },
  },
  {
    name: 'shows a visitor only public posts, and a member their own card',
    async run(server) {
      const visitor = await server.call(HOME, {}, { language: 'en' });
      const posts = (visitor.data!.community.homeSections as Section[]).flatMap(
        (section) => (section.posts as { visibility: string }[] | undefined) ?? [],
      );
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((post) => post.visibility === 'PUBLIC')).toBe(true);
      await joinAs(server, 'contract-home-fan');
      const member = await server.call(HOME, {}, { language: 'en', as: 'contract-home-fan' });
      expect(member.data!.community.homeSections[0].viewer).toEqual({
        isSignedIn: true,
        user: { displayName: 'contract-home-fan' },
      });
    },
  },
  {
    name: 'refuses the operators’ home mutations to a visitor and a member',
    async run(server) {
      const input = {
        clientMutationId: 'contract-home-1',
        section: { kind: 'EVENT_CAROUSEL', titleJa: '予定', titleEn: 'Schedule', count: 3 },
      };
      const visitor = await server.call(CREATE, { input }, { language: 'en' });
      expect(visitor.data!.createHomeSection.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      await joinAs(server, 'contract-home-member');
      const member = await server.call(
        CREATE,
        { input },
        { as: 'contract-home-member', language: 'en' },
      );
      expect(member.data!.createHomeSection.__typename).toBe('PermissionDeniedError');
      const home = await server.call(HOME, {}, { language: 'en' });
      expect(home.data!.community.homeSections).toHaveLength(9);
    },
  },
]);
