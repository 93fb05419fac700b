import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import type { PrivateChannelsLiveTestQuery } from '../../__generated__/PrivateChannelsLiveTestQuery.graphql';
import { PrivateChannelsLive } from './PrivateChannelsLive';

function Badge() {
  const { viewer } = useLazyLoadQuery<PrivateChannelsLiveTestQuery>(
    graphql`
      query PrivateChannelsLiveTestQuery @relay_test_operation {
        viewer {
          unreadPrivateChannelCount
        }
      }
    `,
    {},
  );
  return (
    <>
      <p>unread {viewer.unreadPrivateChannelCount}</p>
      <PrivateChannelsLive />
    </>
  );
}

describe('PrivateChannelsLive', () => {
  it("puts the count a private channel's live event carries on the viewer the shell reads", async () => {
    const { environment, resolveMostRecentOperation } = renderWithRelay(<Badge />);
    await resolveMostRecentOperation({ Viewer: () => ({ unreadPrivateChannelCount: 0 }) });
    expect(await screen.findByText('unread 0')).toBeInTheDocument();

    const live = environment.mock.getMostRecentOperation();
    expect(live.request.node.params.name).toBe('usePrivateChannelUpdatedSubscription');
    await act(async () => {
      environment.mock.nextValue(
        live,
        MockPayloadGenerator.generate(live, { Viewer: () => ({ unreadPrivateChannelCount: 2 }) }),
      );
    });
    expect(await screen.findByText('unread 2')).toBeInTheDocument();
  });
});
