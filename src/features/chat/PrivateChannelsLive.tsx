import { usePrivateChannelUpdatedSubscription } from './usePrivateChannelUpdatedSubscription';

/**
 * The viewer's private channels, live, for as long as a member is in the app (the shell
 * renders it): the list, an open conversation and the messages tab's unread badge all
 * follow one subscription.
 */
export function PrivateChannelsLive(): null {
  usePrivateChannelUpdatedSubscription();
  return null;
}
