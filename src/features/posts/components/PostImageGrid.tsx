import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PostImageGrid_images$key } from '../../../__generated__/PostImageGrid_images.graphql';
import classes from './PostImageGrid.module.css';

interface PostImageGridProps {
  images: PostImageGrid_images$key;
  /**
   * Where a tap leads: the post's page from a list, or (when absent, on the post's own
   * page and in the drafts) the image full size in a lightbox.
   */
  postPath?: string;
}

/**
 * A post's images as a grid. Each image carries its width and height, so its place is
 * kept before it loads; a tap opens the post, or the image full size.
 */
export function PostImageGrid({ images, postPath }: PostImageGridProps) {
  const intl = useIntl();
  const data = useFragment(imagesFragment, images);
  const [open, setOpen] = useState<number | null>(null);
  if (data.length === 0) return null;
  const single = data.length === 1;

  const image = (item: (typeof data)[number], index: number) => (
    <img
      className={single ? `${classes.image} ${classes.single}` : classes.image}
      style={
        single
          ? ({ '--ratio': `${item.width} / ${item.height}` } as React.CSSProperties)
          : undefined
      }
      src={item.url}
      width={item.width}
      height={item.height}
      alt={item.altText || intl.formatMessage({ id: 'posts.images.alt' }, { n: index + 1 })}
      loading="lazy"
      decoding="async"
    />
  );

  return (
    <>
      <div
        className={classes.grid}
        data-count={data.length}
        role="group"
        aria-label={intl.formatMessage({ id: 'posts.images.label' }, { count: data.length })}
      >
        {data.map((item, index) =>
          postPath ? (
            <Link
              key={item.uploadId}
              to={postPath}
              className={classes.cell}
              style={single ? { aspectRatio: 'auto' } : undefined}
            >
              {image(item, index)}
            </Link>
          ) : (
            <button
              key={item.uploadId}
              type="button"
              className={classes.cell}
              style={single ? { aspectRatio: 'auto' } : undefined}
              onClick={() => setOpen(index)}
              aria-label={intl.formatMessage(
                { id: 'posts.images.open' },
                { n: index + 1, count: data.length },
              )}
            >
              {image(item, index)}
            </button>
          ),
        )}
      </div>
      {!postPath && (
        <Modal
          opened={open !== null}
          onClose={() => setOpen(null)}
          size="xl"
          centered
          title={
            open !== null &&
            intl.formatMessage({ id: 'posts.images.position' }, { n: open + 1, count: data.length })
          }
          closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'posts.images.close' }) }}
        >
          {open !== null && (
            <figure style={{ margin: 0 }}>
              <img
                className={classes.lightboxImage}
                src={data[open].url}
                width={data[open].width}
                height={data[open].height}
                alt={
                  data[open].altText ||
                  intl.formatMessage({ id: 'posts.images.alt' }, { n: open + 1 })
                }
              />
              {data[open].altText && (
                <Text component="figcaption" size="sm" c="dimmed" mt="xs">
                  {data[open].altText}
                </Text>
              )}
              {data.length > 1 && (
                <Group justify="space-between" mt="sm">
                  <ActionIcon
                    size={44}
                    variant="light"
                    radius="xl"
                    disabled={open === 0}
                    onClick={() => setOpen(open - 1)}
                    aria-label={intl.formatMessage({ id: 'posts.images.previous' })}
                  >
                    <span aria-hidden>‹</span>
                  </ActionIcon>
                  <ActionIcon
                    size={44}
                    variant="light"
                    radius="xl"
                    disabled={open === data.length - 1}
                    onClick={() => setOpen(open + 1)}
                    aria-label={intl.formatMessage({ id: 'posts.images.next' })}
                  >
                    <span aria-hidden>›</span>
                  </ActionIcon>
                </Group>
              )}
            </figure>
          )}
        </Modal>
      )}
    </>
  );
}

const imagesFragment = graphql`
  fragment PostImageGrid_images on PostImage @relay(plural: true) {
    uploadId
    url
    width
    height
    altText
  }
`;
