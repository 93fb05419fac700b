import {
  ActionIcon,
  Center,
  Group,
  Loader,
  Popover,
  Stack,
  UnstyledButton,
  useComputedColorScheme,
} from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EmojiStyle, Theme } from 'emoji-picker-react';

// The full picker is large: it loads only when a fan asks for more than the quick row.
const EmojiPicker = lazy(() => import('emoji-picker-react'));

/** The reactions a fan reaches for most, one tap away. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏', '🌹'] as const;

interface EmojiReactionPickerProps {
  opened: boolean;
  onChange(opened: boolean): void;
  onPick(emoji: string): void;
  /** The element the picker opens from. */
  children: ReactNode;
}

/** Quick reactions, and the full emoji picker behind "more". */
export function EmojiReactionPicker({
  opened,
  onChange,
  onPick,
  children,
}: EmojiReactionPickerProps) {
  const intl = useIntl();
  const colorScheme = useComputedColorScheme('light');
  const [showAll, setShowAll] = useState(false);
  const pick = (emoji: string) => {
    onPick(emoji);
    onChange(false);
    setShowAll(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="top"
      shadow="md"
      radius="lg"
      withinPortal
      trapFocus
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown p={6}>
        <Stack gap={6}>
          <Group
            gap={2}
            wrap="nowrap"
            role="group"
            aria-label={intl.formatMessage({ id: 'chat.emojiPicker.quick' })}
          >
            {QUICK_REACTIONS.map((emoji) => (
              <UnstyledButton
                key={emoji}
                onClick={() => pick(emoji)}
                aria-label={emoji}
                style={{ fontSize: 24, lineHeight: 1, padding: 6, borderRadius: 8 }}
              >
                {emoji}
              </UnstyledButton>
            ))}
            <ActionIcon
              variant="light"
              radius="xl"
              size={36}
              onClick={() => setShowAll((value) => !value)}
              aria-expanded={showAll}
              aria-label={intl.formatMessage({ id: 'chat.emojiPicker.more' })}
            >
              <span aria-hidden>＋</span>
            </ActionIcon>
          </Group>
          {showAll && (
            <Suspense
              fallback={
                <Center h={120}>
                  <Loader
                    size="sm"
                    aria-label={intl.formatMessage({ id: 'chat.emojiPicker.loading' })}
                  />
                </Center>
              }
            >
              <EmojiPicker
                onEmojiClick={(choice) => pick(choice.emoji)}
                // Native glyphs: no emoji images fetched from a CDN.
                emojiStyle={'native' as EmojiStyle}
                theme={colorScheme as Theme}
                lazyLoadEmojis
                previewConfig={{ showPreview: false }}
                searchPlaceholder={intl.formatMessage({ id: 'chat.emojiPicker.search' })}
                width={320}
                height={360}
              />
            </Suspense>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
