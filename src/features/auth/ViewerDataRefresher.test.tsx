import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { appLayoutRoute } from '../shell/appLayoutRoute';
import { renderWithDataRouter } from '../../../tests/renderWithDataRouter';

function ViewerChangedButton() {
  const bump = useBumpViewerRevision();
  return <button onClick={bump}>viewer changed</button>;
}

describe('ViewerDataRefresher', () => {
  it('refetches the route queries when the viewer changes, and not before', async () => {
    const { sent, user } = renderWithDataRouter(
      (environment) => [
        appLayoutRoute(environment, [{ index: true, element: <ViewerChangedButton /> }]),
      ],
      { authUser: null },
    );
    await screen.findByRole('link', { name: '魔王子と人形の庭' });
    expect(sent.filter((operation) => operation.name === 'AppLayoutQuery')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'viewer changed' }));

    // The store was marked stale, so the reloaded query goes to the network again.
    await screen.findByRole('link', { name: '魔王子と人形の庭' });
    await expect
      .poll(() => sent.filter((operation) => operation.name === 'AppLayoutQuery'))
      .toHaveLength(2);
  });
});
