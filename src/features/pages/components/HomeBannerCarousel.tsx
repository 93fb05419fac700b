import { Box, VisuallyHidden } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { HomeBannerCarousel_community$key } from '../../../__generated__/HomeBannerCarousel_community.graphql';
import { BannerCard } from './BannerCard';
import classes from './HomeBannerCarousel.module.css';

/**
 * The home page's banners as a row that scrolls and snaps (CSS only, no carousel library):
 * a labelled list a keyboard or screen reader walks like any other; nothing when the home
 * section has no current banner.
 */
export function HomeBannerCarousel({ community }: { community: HomeBannerCarousel_community$key }) {
  const data = useFragment(
    graphql`
      fragment HomeBannerCarousel_community on Community
      @argumentDefinitions(sectionId: { type: "String!" }, count: { type: "Int!" }) {
        homeBanners: banners(sectionId: $sectionId, first: $count) {
          edges {
            node {
              id
              ...BannerCard_banner
            }
          }
        }
      }
    `,
    community,
  );
  const edges = data.homeBanners.edges;
  if (edges.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-banners-heading">
      <VisuallyHidden component="h2" id="home-banners-heading">
        <FormattedMessage id="pages.banners.carouselLabel" />
      </VisuallyHidden>
      <ul className={classes.row} data-single={edges.length === 1 || undefined}>
        {edges.map((edge) => (
          <li key={edge.node.id} className={classes.slide}>
            {/* Lazy, all of them: the welcome card's image above is the page's largest paint. */}
            <BannerCard banner={edge.node} />
          </li>
        ))}
      </ul>
    </Box>
  );
}
