import { Container, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HomeStoriesQuery } from '../../__generated__/HomeStoriesQuery.graphql';
import { PageSkeleton } from '../shell/Skeletons';
import { HomeChannels } from './HomeChannels';
import { WelcomeCard } from './WelcomeCard';

// The home page's sections over the mock garden.
function HomeSections({ only }: { only?: 'welcome' | 'channels' }) {
  const data = useLazyLoadQuery<HomeStoriesQuery>(
    graphql`
      query HomeStoriesQuery @relay_test_operation {
        community {
          ...WelcomeCard_community
          ...HomeChannels_community
        }
      }
    `,
    {},
  );
  return (
    <Container size="md" py="md">
      <Stack gap="xl">
        {only !== 'channels' && <WelcomeCard community={data.community} />}
        {only !== 'welcome' && <HomeChannels community={data.community} />}
      </Stack>
    </Container>
  );
}

const meta: Meta<typeof HomeSections> = {
  title: 'Pages/Home',
  component: HomeSections,
  decorators: [
    (Story) => (
      <Suspense fallback={<PageSkeleton />}>
        <Story />
      </Suspense>
    ),
  ],
};
export default meta;

export const Page: StoryObj<typeof HomeSections> = {};
export const Welcome: StoryObj<typeof HomeSections> = { args: { only: 'welcome' } };
export const Channels: StoryObj<typeof HomeSections> = { args: { only: 'channels' } };
export const Desktop: StoryObj<typeof HomeSections> = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
