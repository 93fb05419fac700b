import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { FanSafetyMenuTestQuery } from '../../../__generated__/FanSafetyMenuTestQuery.graphql';
import { FanSafetyMenu } from './FanSafetyMenu';

function MenuUnderTest() {
  const data = useLazyLoadQuery<FanSafetyMenuTestQuery>(
    graphql`
      query FanSafetyMenuTestQuery @relay_test_operation {
        viewer {
          isSignedIn
          joinedCommunity {
            id
          }
        }
        node(id: "user") {
          ...FanSafetyMenu_user @alias(as: "user")
        }
      }
    `,
    {},
  );
  // The menu's actions read the viewer's membership from the store: render once it is there.
  const isMember = data.viewer.isSignedIn && data.viewer.joinedCommunity?.id != null;
  return data.node?.user && isMember ? <FanSafetyMenu user={data.node.user} /> : null;
}

async function renderMenu(user: Record<string, unknown>) {
  const resolvers: MockResolvers = {
    // A member: the menu's actions need one (others get the login modal).
    Viewer: () => ({ isSignedIn: true }),
    Community: () => ({ id: 'community-1' }),
    User: () => ({
      id: 'VXNlcjo0',
      displayName: 'ルカ',
      isViewer: false,
      viewerHasBlocked: false,
      viewerHasMuted: false,
      ...user,
    }),
  };
  const rendered = renderWithRelay(<MenuUnderTest />);
  await rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

describe('FanSafetyMenu (on a fan’s profile)', () => {
  it('offers mute, block and report, and reports the fan through the report dialog', async () => {
    const { user } = await renderMenu({});
    await user.click(screen.getByRole('button', { name: 'ルカさんへの操作' }));
    expect(await screen.findByRole('menuitem', { name: 'ルカさんをミュート' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'ルカさんをブロック' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'ルカさんを通報する' }));
    expect(await screen.findByRole('dialog', { name: 'ルカさんを通報' })).toBeVisible();
  });

  it('offers to undo a mute or a block already made', async () => {
    const { user } = await renderMenu({ viewerHasBlocked: true, viewerHasMuted: true });
    await user.click(screen.getByRole('button', { name: 'ルカさんへの操作' }));
    expect(await screen.findByRole('menuitem', { name: 'ルカさんのミュートを解除' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'ルカさんのブロックを解除' })).toBeVisible();
  });

  it('shows nothing on the viewer’s own profile', async () => {
    await renderMenu({ isViewer: true });
    expect(screen.queryByRole('button', { name: /への操作/ })).not.toBeInTheDocument();
  });
});
