import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import type { useShowBadgeMutationTestQuery } from '../../__generated__/useShowBadgeMutationTestQuery.graphql';
import { ShownBadge } from './components/ShownBadge';
import { useShowBadgeMutation } from './useShowBadgeMutation';

const firstBloom = { id: 'badge-1', name: 'はじめの一輪', symbol: '🌱', imageUrl: null };
const chatterbox = { id: 'badge-2', name: 'おしゃべり上手', symbol: '💬', imageUrl: null };

// The viewer's name as chat shows it (the same User record), and a way to choose a badge.
function ViewerNameInChat({ badgeId }: { badgeId: string | null }) {
  const { viewer } = useLazyLoadQuery<useShowBadgeMutationTestQuery>(
    graphql`
      query useShowBadgeMutationTestQuery @relay_test_operation {
        viewer {
          user {
            ...ShownBadge_user
          }
        }
      }
    `,
    {},
  );
  const [show] = useShowBadgeMutation();
  return (
    <>
      {viewer.user && <ShownBadge user={viewer.user} />}
      <button type="button" onClick={() => show(badgeId, () => undefined)}>
        choose
      </button>
    </>
  );
}

async function choose(badgeId: string | null, answer: (typeof firstBloom)[]) {
  const page = renderWithRelay(<ViewerNameInChat badgeId={badgeId} />);
  await page.resolveMostRecentOperation({
    User: () => ({ id: 'VXNlcjoy' }),
    Badge: () => firstBloom,
  });
  expect(screen.getByRole('img', { name: 'バッジ：はじめの一輪' })).toBeInTheDocument();
  await page.user.click(screen.getByRole('button', { name: 'choose' }));
  const operation = page.environment.mock.getMostRecentOperation();
  let next = 0;
  await act(async () => {
    page.environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        ShowBadgePayload: () => ({
          viewerBadges: answer.map((_badge, index) => ({ shown: index === 0 && badgeId !== null })),
        }),
        Badge: () => answer[next++ % answer.length],
      }),
    );
  });
}

describe('useShowBadgeMutation', () => {
  it('puts the chosen badge next to the viewer’s name in chat at once', async () => {
    await choose(chatterbox.id, [chatterbox, firstBloom]);
    expect(screen.getByRole('img', { name: 'バッジ：おしゃべり上手' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'バッジ：はじめの一輪' })).toBeNull();
  });

  it('takes the badge off the viewer’s name when they choose none', async () => {
    await choose(null, [firstBloom]);
    expect(screen.queryByRole('img', { name: /^バッジ：/ })).toBeNull();
  });
});
