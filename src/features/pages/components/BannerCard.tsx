import { graphql, useFragment } from 'react-relay';
import type { BannerCard_banner$key } from '../../../__generated__/BannerCard_banner.graphql';
import classes from './BannerCard.module.css';
import { PageLink } from './PageLink';

/**
 * One banner: its image (with its own width and height, so the row never shifts while it
 * loads) and its title, as a link to where it leads.
 */
export function BannerCard({
  banner,
  eager = false,
}: {
  banner: BannerCard_banner$key;
  /** The first banner on screen loads at once (it may be the largest paint). */
  eager?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment BannerCard_banner on Banner {
        title
        alt
        imageUrl
        imageWidth
        imageHeight
        href
      }
    `,
    banner,
  );
  return (
    <PageLink href={data.href}>
      <span className={classes.card}>
        <img
          className={classes.image}
          src={data.imageUrl}
          alt={data.alt}
          width={data.imageWidth}
          height={data.imageHeight}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={classes.title}>{data.title}</span>
      </span>
    </PageLink>
  );
}
