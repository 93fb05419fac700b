/** The key of the viewer's private channel list (PrivateChannelList's @connection). */
export const PRIVATE_CHANNELS_CONNECTION_KEY = 'PrivateChannelList_privateChannels';
