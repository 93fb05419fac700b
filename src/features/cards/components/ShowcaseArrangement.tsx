import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GalleryCard_card$key } from '../../../__generated__/GalleryCard_card.graphql';
import { GalleryCard } from './GalleryCard';

export interface ShowcaseEntry {
  id: string;
  name: string;
  card: GalleryCard_card$key;
}

type Move = 'up' | 'down';

/**
 * The gallery being arranged, first card first: each card moves up or down or leaves with
 * its own buttons (no dragging), so a keyboard or a screen reader arranges it as easily. The
 * focus stays on the card that moved, and the new place is announced.
 */
export function ShowcaseArrangement({
  entries,
  onMove,
  onRemove,
}: {
  entries: ShowcaseEntry[];
  onMove: (index: number, move: Move) => void;
  onRemove: (index: number) => void;
}) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);
  // The card just moved, to focus once it is drawn at its new place (then forgotten, so a
  // later render never takes the focus back).
  const moved = useRef<{ id: string; move: Move } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!moved.current) return;
    const { id, move } = moved.current;
    moved.current = null;
    const item = list.current?.querySelector(`[data-card="${CSS.escape(id)}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-move="${move}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-move="${move === 'up' ? 'down' : 'up'}"]`,
    );
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [entries]);

  const move = (index: number, direction: Move) => {
    const entry = entries[index];
    onMove(index, direction);
    moved.current = { id: entry.id, move: direction };
    setAnnouncement(
      intl.formatMessage(
        { id: 'cards.gallery.moved' },
        { name: entry.name, position: index + (direction === 'up' ? 0 : 2) },
      ),
    );
  };

  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="cards.gallery.noneChosen" />
      </Text>
    );
  return (
    <>
      <Stack component="ol" gap="xs" m={0} p={0} ref={list}>
        {entries.map((entry, index) => (
          <Paper
            key={entry.id}
            component="li"
            data-card={entry.id}
            withBorder
            radius="md"
            p="xs"
            style={{ listStyle: 'none' }}
          >
            <Group wrap="nowrap" gap="sm">
              <Text size="sm" fw={700} c="dimmed" w={20} ta="center" aria-hidden>
                {index + 1}
              </Text>
              <div style={{ width: 48, flexShrink: 0 }}>
                <GalleryCard card={entry.card} withCaption={false} />
              </div>
              <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                {entry.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="light"
                  size="lg"
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                  aria-label={intl.formatMessage(
                    { id: 'cards.gallery.moveUp' },
                    { name: entry.name },
                  )}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  size="lg"
                  data-move="down"
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, 'down')}
                  aria-label={intl.formatMessage(
                    { id: 'cards.gallery.moveDown' },
                    { name: entry.name },
                  )}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => onRemove(index)}
                  aria-label={intl.formatMessage(
                    { id: 'cards.gallery.remove' },
                    { name: entry.name },
                  )}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
