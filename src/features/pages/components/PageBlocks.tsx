import { Alert, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { PageBlocks_blocks$key } from '../../../__generated__/PageBlocks_blocks.graphql';
import { safeHref } from '../../../../common/pageBlocks';
import classes from './PageBlocks.module.css';
import { PageLink } from './PageLink';

/**
 * The blocks of an operator's page or feature article, each kind drawn by its own React
 * elements: no HTML from the server is ever injected, and every URL passes safeHref again here.
 */
export function PageBlocks({ blocks: blocksKey }: { blocks: PageBlocks_blocks$key }) {
  const blocks = useFragment(
    graphql`
      fragment PageBlocks_blocks on PageBlock @relay(plural: true) {
        kind
        text
        spans {
          text
          href
        }
        href
        imageUrl
        alt
        width
        height
      }
    `,
    blocksKey,
  );
  return (
    <Stack gap="md" className={classes.blocks}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'HEADING':
            return (
              <Title key={index} order={2} size="h3" mt="sm">
                {block.text}
              </Title>
            );
          case 'PARAGRAPH':
            return (
              <Text key={index} lh={1.8}>
                {block.spans.map((span, spanIndex) =>
                  span.href ? (
                    <PageLink key={spanIndex} href={span.href}>
                      {span.text}
                    </PageLink>
                  ) : (
                    <span key={spanIndex}>{span.text}</span>
                  ),
                )}
              </Text>
            );
          case 'IMAGE': {
            const src = safeHref(block.imageUrl);
            return src ? (
              <img
                key={index}
                className={classes.image}
                src={src}
                alt={block.alt ?? ''}
                width={block.width ?? undefined}
                height={block.height ?? undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null;
          }
          case 'BUTTON':
            return (
              <Group key={index} justify="center" my="sm">
                <PageLink href={block.href} variant="button">
                  {block.text}
                </PageLink>
              </Group>
            );
          case 'DIVIDER':
            return <Divider key={index} my="sm" />;
          case 'CALLOUT':
            return (
              <Alert key={index} variant="light" radius="md">
                <Text size="sm">{block.text}</Text>
              </Alert>
            );
          default:
            // A kind this version of the app does not know yet: left out.
            return null;
        }
      })}
    </Stack>
  );
}
