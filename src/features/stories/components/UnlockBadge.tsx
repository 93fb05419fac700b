import { Badge } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { UnlockBadge_chapter$key } from '../../../__generated__/UnlockBadge_chapter.graphql';

/** Whether the viewer can read a chapter, and if not, what it asks, in a word or two. */
export function UnlockBadge({ chapter }: { chapter: UnlockBadge_chapter$key }) {
  const data = useFragment(unlockBadgeFragment, chapter);
  const condition = data.unlockCondition;
  if (data.isUnlocked || !condition)
    return (
      <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
        <FormattedMessage id="stories.badge.open" />
      </Badge>
    );
  return (
    <Badge variant="light" color="gray" style={{ flexShrink: 0 }} data-testid="unlock-badge">
      {condition.kind === 'PERIOD' && condition.opensAt ? (
        <FormattedMessage
          id="stories.badge.period"
          values={{
            date: (
              <FormattedDate
                value={condition.opensAt}
                month="numeric"
                day="numeric"
                timeZone="Asia/Tokyo"
              />
            ),
          }}
        />
      ) : condition.kind === 'SUPPORTER_RANK' ? (
        <FormattedMessage
          id="stories.badge.rank"
          values={{ rank: condition.supporterRank?.name ?? '' }}
        />
      ) : (
        <FormattedMessage id="stories.badge.viewPass" />
      )}
    </Badge>
  );
}

const unlockBadgeFragment = graphql`
  fragment UnlockBadge_chapter on StoryChapter {
    isUnlocked
    unlockCondition {
      kind
      opensAt
      supporterRank {
        name
      }
    }
  }
`;
