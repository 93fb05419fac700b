// Proves the harness end to end: a real query goes through the mock environment,
// the garden's mock resolvers answer it, and the answer reaches the DOM.

import { Component, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { relayTestGardenQuery } from '../src/__generated__/relayTestGardenQuery.graphql';
import type { relayTestChannelQuery } from '../src/__generated__/relayTestChannelQuery.graphql';
import { renderWithRelay } from './relay';

function GardenSummary() {
  const data = useLazyLoadQuery<relayTestGardenQuery>(
    graphql`
      query relayTestGardenQuery {
        community {
          name
          memberCount
          bannerUrl
        }
        viewer {
          isSignedIn
        }
      }
    `,
    {},
  );
  return (
    <section>
      <h1>{data.community.name}</h1>
      <p data-testid="members">{data.community.memberCount}</p>
      <img alt="" src={data.community.bannerUrl ?? undefined} />
      <p data-testid="signed-in">{String(data.viewer.isSignedIn)}</p>
    </section>
  );
}

function ChannelMessages() {
  const { channelId } = useParams();
  const data = useLazyLoadQuery<relayTestChannelQuery>(
    graphql`
      query relayTestChannelQuery($channelId: ID!) {
        node(id: $channelId) {
          ... on Channel {
            name
            messages(last: 20) {
              edges {
                cursor
                node {
                  id
                  body
                  author {
                    displayName
                  }
                }
              }
            }
          }
        }
      }
    `,
    { channelId: channelId ?? '' },
  );
  return (
    <section>
      <h2>{data.node?.name}</h2>
      <ul>
        {data.node?.messages?.edges.map((edge) => (
          <li key={edge.cursor}>
            {edge.node.author.displayName}: {edge.node.body}
          </li>
        ))}
      </ul>
    </section>
  );
}

class CaughtError extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('renderWithRelay', () => {
  it('answers a query with the Japanese garden by default', async () => {
    const { resolveMostRecentOperation, container } = renderWithRelay(<GardenSummary />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await resolveMostRecentOperation();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('魔王子と人形の庭');
    expect(screen.getByTestId('members')).toHaveTextContent('1284');
    expect(container.querySelector('img')).toHaveAttribute('src', '/mock/garden-banner.svg');
  });

  it('answers in English when the locale is en', async () => {
    const { resolveMostRecentOperation } = renderWithRelay(<GardenSummary />, { locale: 'en' });
    await resolveMostRecentOperation();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The Garden of the Demon Prince and the Puppet',
    );
  });

  it('lets render options and the resolve call override types', async () => {
    const { resolveMostRecentOperation } = renderWithRelay(<GardenSummary />, {
      resolvers: { Viewer: () => ({ isSignedIn: false }) },
    });
    await resolveMostRecentOperation({
      Community: () => ({ name: 'Test garden', memberCount: 7 }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Test garden');
    expect(screen.getByTestId('members')).toHaveTextContent('7');
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
  });

  it('passes route params and resolves a channel with its messages', async () => {
    const { resolveMostRecentOperation, environment } = renderWithRelay(<ChannelMessages />, {
      initialPath: '/messages/chat/Q2hhbm5lbDox',
      routePath: '/messages/chat/:channelId',
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      channelId: 'Q2hhbm5lbDox',
    });

    await resolveMostRecentOperation({ Node: () => ({ __typename: 'Channel' }) });

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ひろば');
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    // A mock fan's name and one of the garden's chat lines, not placeholder text.
    expect(items[0].textContent).toMatch(
      /^(薔薇の番人|Midnight Marionette|ルカ|Thornbloom|糸使いのミオ|Crimson Quill): \S/,
    );
    expect(items[0].textContent).not.toMatch(/mock-value/);
  });

  it('rejects the pending operation as a network failure would', async () => {
    // React logs every error an error boundary catches; this one is expected.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rejectMostRecentOperation } = renderWithRelay(
      <CaughtError>
        <GardenSummary />
      </CaughtError>,
    );
    await rejectMostRecentOperation(new Error('network down'));
    expect(screen.getByRole('alert')).toHaveTextContent('network down');
    consoleError.mockRestore();
  });
});
