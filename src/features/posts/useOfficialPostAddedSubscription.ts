import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOfficialPostAddedSubscription as OfficialPostAddedSubscription } from '../../__generated__/useOfficialPostAddedSubscription.graphql';

/**
 * The official account's new posts while a timeline is open. Each arrives in the store
 * (ready to show) and is handed to `onPost`; the list itself changes only when the fan asks.
 */
export function useOfficialPostAddedSubscription(onPost: (postId: string) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<OfficialPostAddedSubscription>>(
    () => ({
      subscription: officialPostAddedSubscription,
      variables: {},
      onNext: (response) => {
        if (response) onPost(response.officialPostAdded.post.id);
      },
    }),
    [onPost],
  );
  useSubscription(config);
}

const officialPostAddedSubscription = graphql`
  subscription useOfficialPostAddedSubscription {
    officialPostAdded {
      post {
        id
        ...PostCard_post
      }
    }
  }
`;
