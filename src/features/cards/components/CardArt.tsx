import { AspectRatio, Image } from '@mantine/core';
import classes from './CardArt.module.css';

/**
 * A card's artwork at the card's 5:7 shape; `silhouette` shows a card the fan does not
 * hold yet as a dark shape (its picture stays a surprise).
 */
export function CardArt({
  src,
  alt,
  silhouette = false,
  shine = false,
}: {
  src: string;
  alt: string;
  silhouette?: boolean;
  shine?: boolean;
}) {
  return (
    <AspectRatio ratio={5 / 7} className={classes.frame} data-shine={shine || undefined}>
      <div>
        <Image
          src={src}
          alt={alt}
          radius="md"
          className={silhouette ? classes.silhouette : undefined}
          loading="lazy"
        />
        {silhouette && (
          <span className={classes.unknown} aria-hidden>
            ?
          </span>
        )}
      </div>
    </AspectRatio>
  );
}
