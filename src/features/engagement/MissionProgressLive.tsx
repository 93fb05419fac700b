import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMissionProgressChangedSubscription } from './useMissionProgressChangedSubscription';

/**
 * The viewer's missions, live, for as long as a member is in the app (the shell renders it):
 * progress bars follow every counted action, and wherever the fan is, a mission they just
 * completed says so, with the way to its reward.
 */
export function MissionProgressLive(): null {
  const intl = useIntl();
  // Toasts render outside the router (at the app's root): the link navigates through ours.
  const navigate = useNavigate();
  const onReached = useCallback(
    (titles: readonly string[]) => {
      for (const title of titles) {
        notifications.show({
          color: 'gold',
          title: intl.formatMessage({ id: 'common.missionComplete.title' }),
          message: (
            <>
              {intl.formatMessage({ id: 'common.missionComplete.body' }, { title })}{' '}
              <Anchor
                href="/missions"
                fw={700}
                size="sm"
                onClick={(event) => {
                  event.preventDefault();
                  navigate('/missions');
                }}
              >
                {intl.formatMessage({ id: 'common.missionComplete.open' })}
              </Anchor>
            </>
          ),
        });
      }
    },
    [intl, navigate],
  );
  useMissionProgressChangedSubscription(onReached);
  return null;
}
