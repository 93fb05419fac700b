import { Badge } from '@mantine/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { InformationCategory } from '../../../__generated__/InformationListItem_article.graphql';

const colors: Partial<Record<InformationCategory, string>> = {
  NEWS: 'red',
  EVENT: 'grape',
  GOODS: 'teal',
  MAINTENANCE: 'gray',
};

export const categoryMessages = defineMessages({
  NEWS: { id: 'information.category.NEWS' },
  EVENT: { id: 'information.category.EVENT' },
  GOODS: { id: 'information.category.GOODS' },
  MAINTENANCE: { id: 'information.category.MAINTENANCE' },
});

/** An article's category, coloured so a fan scans the list by kind. */
export function CategoryBadge({ category }: { category: InformationCategory }) {
  return (
    <Badge color={colors[category] ?? 'gray'} variant="light" radius="sm" size="sm">
      <FormattedMessage
        {...(categoryMessages[category as keyof typeof categoryMessages] ?? categoryMessages.NEWS)}
      />
    </Badge>
  );
}
