import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { HomeSectionListTestQuery } from '../../__generated__/HomeSectionListTestQuery.graphql';
import { renderWithRelay } from '../../../tests/relay';
import { HomeSectionList } from './HomeSectionList';

function Sections() {
  const data = useLazyLoadQuery<HomeSectionListTestQuery>(
    graphql`
      query HomeSectionListTestQuery @relay_test_operation {
        community {
          ...HomeSectionList_community
        }
      }
    `,
    {},
  );
  return <HomeSectionList community={data.community} />;
}

/** The home sections a test asks for, each by its type name and fields. */
const render = (sections: Record<string, unknown>[], locale: 'ja' | 'en' = 'en') => {
  const rendered = renderWithRelay(<Sections />, { locale });
  return rendered.resolveMostRecentOperation({
    Community: () => ({ homeSections: sections }),
  });
};

describe('HomeSectionList', () => {
  it('renders the sections in the server’s order, one component per kind', async () => {
    await render([
      { __typename: 'HomeNavigationSection', title: 'Shortcuts' },
      { __typename: 'HomeCasualGameSection', title: 'Daily check-in', href: '/check-in' },
    ]);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Shortcuts', 'Daily check-in']);
  });

  it('skips a kind it does not know, and keeps the others', async () => {
    const rendered = renderWithRelay(<Sections />, { locale: 'en' });
    // A newer server's kind: not in this app's schema, so a raw payload stands for it.
    const operation = rendered.environment.mock.getMostRecentOperation();
    rendered.environment.mock.resolve(operation, {
      data: {
        community: {
          id: 'Q29tbXVuaXR5OjE=',
          homeSections: [
            { __typename: 'HomeQuizSection', id: 'quiz-1' },
            {
              __typename: 'HomeNavigationSection',
              id: 'nav-1',
              title: 'Shortcuts',
              links: [{ label: 'Missions', href: '/missions' }],
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(section).getByRole('link', { name: 'Missions' })).toHaveAttribute(
      'href',
      '/missions',
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('renders nothing for a list of unknown kinds only', async () => {
    const rendered = renderWithRelay(<Sections />, { locale: 'en' });
    rendered.environment.mock.resolve(rendered.environment.mock.getMostRecentOperation(), {
      data: {
        community: {
          id: 'Q29tbXVuaXR5OjE=',
          homeSections: [{ __typename: 'HomeQuizSection', id: 'quiz-1' }],
        },
      },
    });
    // The list rendered (the query answered), and holds nothing for the unknown kind.
    const list = await vi.waitFor(() => {
      const stack = rendered.container.querySelector('.mantine-Stack-root');
      expect(stack).not.toBeNull();
      return stack!;
    });
    expect(list.childElementCount).toBe(0);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
