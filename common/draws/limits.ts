// Limits of draws shared by the app and the server.

/** Largest page of machines or of a fan's draws. */
export const MAX_TREASURE_PAGE_SIZE = 50;

/** A fan's client seed: 1 to 64 visible ASCII characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;
/** The most real-goods prizes one delivery sends. */
export const MAX_PULLS_PER_DELIVERY = 50;
