import {
  Alert,
  Anchor,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { MAX_CARD_SHOWCASE } from '../../../../common/cards/limits';
import type { GalleryEditor_user$key } from '../../../__generated__/GalleryEditor_user.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { cataloguePath } from '../cardsPaths';
import { OWNED_CARDS_PAGE_SIZE } from '../cardsPageSize';
import { useSetCardShowcaseMutation } from '../useSetCardShowcaseMutation';
import classes from './GalleryEditor.module.css';
import { GalleryCard } from './GalleryCard';
import { ShowcaseArrangement, type ShowcaseEntry } from './ShowcaseArrangement';

/** Where a fan without cards gets their first ones. */
const TREASURE_MACHINES_PATH = '/probability-treasure-machine';

type Saved = { state: 'idle' } | { state: 'saved' } | { state: 'refused'; message: string | null };

/**
 * The fan arranges their gallery: the chosen cards in order above, the cards they own to
 * pick from below; nothing is saved until they press save (the whole gallery at once).
 */
export function GalleryEditor({ user }: { user: GalleryEditor_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment GalleryEditor_user on User
      @refetchable(queryName: "GalleryEditorPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        id
        cardShowcase {
          id
          name
          ...GalleryCard_card
        }
        ownedCards(first: $count, after: $cursor) @connection(key: "GalleryEditor_ownedCards") {
          edges {
            node {
              id
              name
              ...GalleryCard_card
            }
          }
        }
      }
    `,
    user,
  );
  const [chosen, setChosen] = useState(() => data.cardShowcase.map((card) => card.id));
  const [saved, setSaved] = useState<Saved>({ state: 'idle' });
  const [save, saving] = useSetCardShowcaseMutation();

  // Every card the page knows, to show a chosen card whichever list it came from.
  const known = useMemo(() => {
    const cards = new Map<string, ShowcaseEntry>();
    for (const card of data.cardShowcase)
      cards.set(card.id, { id: card.id, name: card.name, card });
    for (const { node } of data.ownedCards.edges)
      cards.set(node.id, { id: node.id, name: node.name, card: node });
    return cards;
  }, [data]);
  const entries = chosen.flatMap((id) => known.get(id) ?? []);
  const unchanged =
    chosen.length === data.cardShowcase.length &&
    chosen.every((id, index) => data.cardShowcase[index]?.id === id);
  const full = chosen.length >= MAX_CARD_SHOWCASE;

  const change = (next: string[]) => {
    setChosen(next);
    setSaved({ state: 'idle' });
  };
  const toggle = (id: string) =>
    change(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const moveCard = (index: number, move: 'up' | 'down') => {
    const to = move === 'up' ? index - 1 : index + 1;
    const next = [...chosen];
    [next[index], next[to]] = [next[to], next[index]];
    change(next);
  };

  if (data.ownedCards.edges.length === 0 && chosen.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="cards.gallery.empty" />}
        description={<FormattedMessage id="cards.gallery.emptyHint" />}
        action={
          <Stack gap="xs" align="center">
            <Button component={Link} to={TREASURE_MACHINES_PATH} variant="light">
              <FormattedMessage id="cards.gallery.getCards" />
            </Button>
            <Anchor component={Link} to={cataloguePath} size="sm">
              <FormattedMessage id="cards.collections.browse" />
            </Anchor>
          </Stack>
        }
      />
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="gallery-chosen">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="gallery-chosen">
            <FormattedMessage id="cards.gallery.chosen" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="cards.gallery.count"
              values={{ count: chosen.length, limit: MAX_CARD_SHOWCASE }}
            />
          </Text>
        </Group>
        <ShowcaseArrangement
          entries={entries}
          onMove={moveCard}
          onRemove={(index) => change(chosen.filter((_id, at) => at !== index))}
        />
        <Group gap="sm">
          <Button
            color="crimson"
            loading={saving}
            disabled={unchanged}
            onClick={() =>
              save(chosen, (refusal) =>
                setSaved(
                  refusal === null
                    ? { state: 'saved' }
                    : { state: 'refused', message: refusal || null },
                ),
              )
            }
          >
            <FormattedMessage id="cards.gallery.save" />
          </Button>
          {saved.state === 'saved' && (
            <Text size="sm" role="status">
              <FormattedMessage id="cards.gallery.saved" />{' '}
              <Anchor component={Link} to={`/profile/${encodeURIComponent(data.id)}`}>
                <FormattedMessage id="cards.gallery.seeProfile" />
              </Anchor>
            </Text>
          )}
        </Group>
        {saved.state === 'refused' && (
          <Alert color="red" variant="light" role="alert">
            {saved.message ?? <FormattedMessage id="cards.gallery.saveFailed" />}
          </Alert>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="gallery-owned">
        <Title order={2} size="h4" id="gallery-owned">
          <FormattedMessage id="cards.gallery.owned" />
        </Title>
        <Text size="sm" c="dimmed">
          {full ? (
            <FormattedMessage id="cards.gallery.full" values={{ limit: MAX_CARD_SHOWCASE }} />
          ) : (
            <FormattedMessage id="cards.gallery.pickHint" values={{ limit: MAX_CARD_SHOWCASE }} />
          )}
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="sm">
          {data.ownedCards.edges.map(({ node }) => {
            const picked = chosen.includes(node.id);
            return (
              <UnstyledButton
                key={node.id}
                className={classes.pick}
                aria-pressed={picked}
                disabled={!picked && full}
                onClick={() => toggle(node.id)}
              >
                <GalleryCard card={node} />
                <Text size="xs" c={picked ? 'crimson' : 'dimmed'} fw={picked ? 700 : 400} mt={4}>
                  {picked ? (
                    <FormattedMessage id="cards.gallery.picked" />
                  ) : (
                    <FormattedMessage id="cards.gallery.pick" />
                  )}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(OWNED_CARDS_PAGE_SIZE)}
          >
            <FormattedMessage id="cards.more" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
