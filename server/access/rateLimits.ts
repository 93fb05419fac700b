// Rate limits (README): requests per client address on every endpoint but static assets,
// mutations per fan (per client address for a signed-out visitor), and the limits of
// single inputs an attacker would repeat (sign-up codes mailed, codes checked). Counted with rate-limiter-flexible: in this process's memory, or
// in Redis when REDIS_URL is set, so that several server processes share one count (a
// memory limiter stands in while Redis is unreachable).
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface RateLimit {
  /** Allowed in each window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

export const RATE_LIMITS = {
  /** Requests from one client address: 600 per 10 s. */
  requestsPerAddress: { points: 600, duration: 10 },
  /** Mutations by one fan in one garden: 20 per 10 s. */
  mutationsPerFan: { points: 20, duration: 10 },
  /** Flood control: messages by one fan in one channel, a burst of 5 per 10 s. */
  messagesPerChannel: { points: 5, duration: 10 },
  /** Pictures one fan uploads in one garden (each is decoded and re-encoded): 30 per 10 min. */
  uploadsPerFan: { points: 30, duration: 600 },
  /** Mutations of signed-out visitors from one client address in one garden: 20 per 10 s. */
  signedOutMutationsPerAddress: { points: 20, duration: 10 },
  /** Sign-up codes mailed to one e-mail address in one garden (no mail bombing): 5 per hour. */
  signUpCodesPerEmail: { points: 5, duration: 3600 },
  /** Sign-up codes asked for from one client address in one garden: 30 per hour. */
  signUpCodesPerAddress: { points: 30, duration: 3600 },
  /**
   * Sign-up codes checked from one client address in one garden: 30 per hour, so that
   * asking for code after code cannot turn five tries per code into a brute force.
   */
  signUpCodeChecksPerAddress: { points: 30, duration: 3600 },
  /**
   * Wrong campaign codes from one client address in one garden, whichever fans try them:
   * 30 per 10 minutes (each fan also has 10, server/referrals/rules.ts).
   */
  wrongCampaignCodesPerAddress: { points: 30, duration: 600 },
  /**
   * Sign-in links one partner app asks for in one garden: 60 per minute (a partner's
   * server signing in its own users; a leaked secret cannot mint links without end).
   */
  partnerSignInLinksPerClient: { points: 60, duration: 60 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimitSettings = { [K in RateLimitName]: RateLimit };

const ENV_PREFIX = 'RATE_LIMIT_';

/** signUpCodesPerEmail → RATE_LIMIT_SIGN_UP_CODES_PER_EMAIL */
export function rateLimitEnvName(name: RateLimitName): string {
  return ENV_PREFIX + name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/**
 * The deployment's overrides, as RATE_LIMIT_<NAME>=<points>/<seconds> (e.g. a test run
 * that signs up hundreds of fans from one address). A malformed value stops the start.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimitSettings> {
  const overrides: Partial<RateLimitSettings> = {};
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    const variable = rateLimitEnvName(name);
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const match = /^(\d+)\/(\d+)$/.exec(value.trim());
    const points = Number(match?.[1]);
    const duration = Number(match?.[2]);
    if (!match || points < 1 || duration < 1)
      throw new Error(`${variable} must be <points>/<seconds>, e.g. 20/10 (was "${value}")`);
    overrides[name] = { points, duration };
  }
  return overrides;
}

export interface RateLimiters {
  /** null when allowed, else the seconds to wait before trying again. */
  request(address: string): Promise<number | null>;
  mutation(fanKey: string): Promise<number | null>;
  /** One fan's messages in one channel (key: tenant, fan and channel). */
  message(fanChannelKey: string): Promise<number | null>;
  /** One fan's picture uploads in one garden (key: tenant and fan). */
  upload(fanKey: string): Promise<number | null>;
  /** One of RATE_LIMITS (as overridden) by name, e.g. signUpCodesPerEmail. */
  consume(name: RateLimitName, key: string): Promise<number | null>;
  /** Whether a named limit is used up for the key, without counting: null or seconds to wait. */
  wait(name: RateLimitName, key: string): Promise<number | null>;
  /** Another limit counted the same way (memory, or Redis when configured), e.g. /stream's. */
  limiter(name: string, limit: RateLimit): (key: string) => Promise<number | null>;
  close(): Promise<void>;
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

export function createRateLimiters(
  options: { redisUrl?: string; limits?: Partial<RateLimitSettings>; keyPrefix?: string } = {},
): RateLimiters {
  const limits = { ...RATE_LIMITS, ...options.limits };
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  // A Redis error must not crash the process; the memory limiter covers the outage.
  redis?.on('error', () => {});
  const prefix = options.keyPrefix ?? 'garden-rate';
  const limiter = (name: string, limit: RateLimit): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}:${name}`,
          ...limit,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...limit }),
        })
      : new RateLimiterMemory({ keyPrefix: name, ...limit });
  const requests = limiter('request', limits.requestsPerAddress);
  const mutations = limiter('mutation', limits.mutationsPerFan);
  const messages = limiter('message', limits.messagesPerChannel);
  const uploads = limiter('upload', limits.uploadsPerFan);
  // Each named limit keeps one count (made on first use).
  const named = new Map<RateLimitName, RateLimiterAbstract>();
  const namedLimiter = (name: RateLimitName) => {
    let counted = named.get(name);
    if (!counted) named.set(name, (counted = limiter(name, limits[name])));
    return counted;
  };
  return {
    request: (address) => consume(requests, address),
    mutation: (fanKey) => consume(mutations, fanKey),
    message: (fanChannelKey) => consume(messages, fanChannelKey),
    upload: (fanKey) => consume(uploads, fanKey),
    consume: (name, key) => consume(namedLimiter(name), key),
    async wait(name, key) {
      const used = await namedLimiter(name).get(key);
      return used && used.consumedPoints >= limits[name].points
        ? Math.max(1, Math.ceil(used.msBeforeNext / 1000))
        : null;
    },
    limiter: (name, limit) => {
      const counted = limiter(name, limit);
      return (key) => consume(counted, key);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
