import type { CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HomePostSection_section$key } from '../../../__generated__/HomePostSection_section.graphql';
import { HomePostCard } from './HomePostCard';
import classes from './HomeSections.module.css';
import { SectionFrame } from './SectionFrame';

/**
 * A few posts: in a row that snaps (CAROUSEL), a grid (TILE) or the first one large
 * (SPOTLIGHT); "see all" leads to the list they come from.
 */
export function HomePostSection({ section }: { section: HomePostSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment HomePostSection_section on HomePostSection {
        title
        layout
        source
        topic {
          id
        }
        posts {
          id
          ...HomePostCard_post
        }
      }
    `,
    section,
  );
  if (data.posts.length === 0) return null;
  const moreHref =
    data.source === 'TREND'
      ? '/trend'
      : data.source === 'TOPIC' && data.topic
        ? `/topics/${encodeURIComponent(data.topic.id)}`
        : '/timeline';
  const listClass =
    data.layout === 'CAROUSEL'
      ? classes.row
      : data.layout === 'TILE'
        ? classes.tiles
        : classes.spotlight;
  return (
    <SectionFrame title={data.title} fallbackId="home.sections.posts" moreHref={moreHref}>
      <ul
        className={listClass}
        data-style={data.layout === 'CAROUSEL' ? 'posts' : undefined}
        data-single={(data.layout === 'CAROUSEL' && data.posts.length === 1) || undefined}
        style={
          data.layout === 'SPOTLIGHT'
            ? ({ '--spotlight-rest': Math.max(1, data.posts.length - 1) } as CSSProperties)
            : undefined
        }
      >
        {data.posts.map((post, index) => (
          <li key={post.id} className={data.layout === 'CAROUSEL' ? classes.slide : undefined}>
            <HomePostCard post={post} featured={data.layout === 'SPOTLIGHT' && index === 0} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
