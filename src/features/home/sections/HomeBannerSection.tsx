import { graphql, useFragment } from 'react-relay';
import type { HomeBannerSection_section$key } from '../../../__generated__/HomeBannerSection_section.graphql';
import { BannerCard } from '../../pages/components/BannerCard';
import classes from './HomeSections.module.css';
import { SectionFrame } from './SectionFrame';

/**
 * A banner section: its banners in a row that snaps — several cards (CAROUSEL), one wide
 * banner at a time (SLIDE) or narrower cards (SWIPE). Nothing without a current banner.
 */
export function HomeBannerSection({ section }: { section: HomeBannerSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment HomeBannerSection_section on HomeBannerSection {
        title
        style
        bannerSectionId
        banners {
          id
          ...BannerCard_banner
        }
      }
    `,
    section,
  );
  if (data.banners.length === 0) return null;
  return (
    <SectionFrame
      title={data.title}
      fallbackId="home.sections.banners"
      moreHref={`/banner-list/${encodeURIComponent(data.bannerSectionId)}`}
    >
      <ul
        className={classes.row}
        data-style={data.style.toLowerCase()}
        data-single={data.banners.length === 1 || undefined}
      >
        {data.banners.map((banner) => (
          <li key={banner.id} className={classes.slide}>
            {/* Lazy, all of them: the welcome card's image above is the page's largest paint. */}
            <BannerCard banner={banner} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
