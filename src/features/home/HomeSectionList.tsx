import { Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type {
  HomeSectionList_community$data,
  HomeSectionList_community$key,
} from '../../__generated__/HomeSectionList_community.graphql';
import { HomeBannerSection } from './sections/HomeBannerSection';
import { HomeCasualGameSection } from './sections/HomeCasualGameSection';
import { HomeEventCarouselSection } from './sections/HomeEventCarouselSection';
import { HomeNavigationSection } from './sections/HomeNavigationSection';
import { HomePostSection } from './sections/HomePostSection';
import { HomeTopicSection } from './sections/HomeTopicSection';
import { HomeUserInformationSection } from './sections/HomeUserInformationSection';

/**
 * The home screen's sections in the operators' order, one component per kind. A kind this
 * app does not know (a newer server's) renders nothing: Relay gives it only its `id`, every
 * aliased spread below is null for it, and HomeSection has nothing to draw.
 */
export function HomeSectionList({ community }: { community: HomeSectionList_community$key }) {
  const data = useFragment(
    graphql`
      fragment HomeSectionList_community on Community {
        homeSections {
          id
          ...HomeBannerSection_section @alias(as: "banner")
          ...HomeCasualGameSection_section @alias(as: "casualGame")
          ...HomeEventCarouselSection_section @alias(as: "eventCarousel")
          ...HomeNavigationSection_section @alias(as: "navigation")
          ...HomePostSection_section @alias(as: "posts")
          ...HomeTopicSection_section @alias(as: "topic")
          ...HomeUserInformationSection_section @alias(as: "userInformation")
        }
      }
    `,
    community,
  );
  return (
    <Stack gap="xl">
      {data.homeSections.map((section) => (
        <HomeSection key={section.id} section={section} />
      ))}
    </Stack>
  );
}

type SectionRef = HomeSectionList_community$data['homeSections'][number];

/** One section by its kind: the one spread Relay filled (each is null for the other kinds). */
function HomeSection({ section }: { section: SectionRef }) {
  if (section.banner) return <HomeBannerSection section={section.banner} />;
  if (section.casualGame) return <HomeCasualGameSection section={section.casualGame} />;
  if (section.eventCarousel) return <HomeEventCarouselSection section={section.eventCarousel} />;
  if (section.navigation) return <HomeNavigationSection section={section.navigation} />;
  if (section.posts) return <HomePostSection section={section.posts} />;
  if (section.topic) return <HomeTopicSection section={section.topic} />;
  if (section.userInformation)
    return <HomeUserInformationSection section={section.userInformation} />;
  return null;
}
