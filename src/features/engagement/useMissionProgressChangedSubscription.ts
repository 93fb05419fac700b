import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMissionProgressChangedSubscription as MissionProgressChangedSubscription } from '../../__generated__/useMissionProgressChangedSubscription.graphql';

/**
 * The viewer's mission progress, live: each event rewrites the missions it names in the store,
 * so an open mission list's bars fill by themselves; `onReached` hears of each mission whose
 * target the fan's latest action reached.
 */
export function useMissionProgressChangedSubscription(
  onReached: (missionTitles: readonly string[]) => void,
): void {
  const config = useMemo<GraphQLSubscriptionConfig<MissionProgressChangedSubscription>>(
    () => ({
      subscription: missionProgressChangedSubscription,
      variables: {},
      onNext: (response) => {
        const reached = response?.missionProgressChanged.reached ?? [];
        if (reached.length > 0) onReached(reached.map((mission) => mission.title));
      },
    }),
    [onReached],
  );
  useSubscription(config);
}

const missionProgressChangedSubscription = graphql`
  subscription useMissionProgressChangedSubscription {
    missionProgressChanged {
      missions {
        ...MissionCard_mission
      }
      reached {
        id
        title
      }
    }
  }
`;
