import { safeHref } from '../../../../common/pageBlocks';
import classes from './Articles.module.css';

/** An article's cover at 16:9, or the garden's quiet illustration when it has none. */
export function ArticleCover({ src, eager = false }: { src: string | null; eager?: boolean }) {
  const safe = safeHref(src);
  return safe ? (
    <img
      className={classes.cover}
      src={safe}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <div className={classes.coverEmpty} aria-hidden>
      <img src="/images/garden/crest.svg" alt="" width={72} height={72} />
    </div>
  );
}
