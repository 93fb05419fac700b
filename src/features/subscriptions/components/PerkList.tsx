import { List, ThemeIcon } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { perkMessages } from '../subscriptionsMessages';

type Perk = keyof typeof perkMessages;

/** A membership's perks, each in the fan's words. */
export function PerkList({ perks }: { perks: readonly string[] }) {
  return (
    <List
      spacing={4}
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
          ✓
        </ThemeIcon>
      }
    >
      {perks
        .filter((perk): perk is Perk => perk in perkMessages)
        .map((perk) => (
          <List.Item key={perk} data-perk={perk}>
            <FormattedMessage {...perkMessages[perk]} />
          </List.Item>
        ))}
    </List>
  );
}
