import { Card, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { HomeCasualGameSection_section$key } from '../../../__generated__/HomeCasualGameSection_section.graphql';
import { PageLink } from '../../pages/components/PageLink';
import classes from './HomeSections.module.css';

/** A casual game: a card with its picture, what it is, and a button to play. */
export function HomeCasualGameSection({ section }: { section: HomeCasualGameSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment HomeCasualGameSection_section on HomeCasualGameSection {
        id
        title
        description
        imageUrl
        href
      }
    `,
    section,
  );
  const headingId = `game-${data.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      radius="lg"
      shadow="xs"
      padding="md"
      className={classes.gameCard}
    >
      {data.imageUrl ? (
        <img
          className={classes.gameImage}
          src={data.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span aria-hidden />
      )}
      <Stack gap={6} align="flex-start">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          <FormattedMessage id="home.sections.game" />
        </Text>
        <Title order={2} size="h4" id={headingId}>
          {data.title ?? <FormattedMessage id="home.sections.game" />}
        </Title>
        <Text size="sm" lineClamp={3}>
          {data.description}
        </Text>
        <PageLink href={data.href} variant="button">
          <FormattedMessage id="home.sections.play" />
        </PageLink>
      </Stack>
    </Card>
  );
}
