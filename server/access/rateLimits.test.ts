// Rate limits count per key and window; with Redis, every server process of a deployment
// shares one count (so a client cannot spread its requests over processes), and another
// deployment on the same Redis keeps its own. The Redis cases run when REDIS_URL is set (CI).
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRateLimiters,
  rateLimitEnvName,
  rateLimitsFromEnv,
  type RateLimiters,
} from './rateLimits';

const redisUrl = process.env.REDIS_URL;
const opened: RateLimiters[] = [];
const open = (options: Parameters<typeof createRateLimiters>[0]) => {
  const limiters = createRateLimiters(options);
  opened.push(limiters);
  return limiters;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((limiters) => limiters.close()));
});

describe('a named limit', () => {
  it('allows its points per window, then says how many seconds to wait', async () => {
    const reserve = open({}).limiter('stream-reservation', { points: 2, duration: 60 });
    expect(await reserve('203.0.113.7')).toBeNull();
    expect(await reserve('203.0.113.7')).toBeNull();
    const wait = await reserve('203.0.113.7');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect(await reserve('203.0.113.8')).toBeNull();
  });
});

describe('a limit of RATE_LIMITS by name', () => {
  it('counts with the deployment’s override, one count per name', async () => {
    const limiters = open({ limits: { signUpCodesPerEmail: { points: 1, duration: 60 } } });
    expect(await limiters.consume('signUpCodesPerEmail', 'demo:a@example.com')).toBeNull();
    expect(await limiters.consume('signUpCodesPerEmail', 'demo:a@example.com')).toBeGreaterThan(0);
    // Another name keeps its own count for the same key.
    expect(await limiters.consume('signUpCodesPerAddress', 'demo:a@example.com')).toBeNull();
  });

  it('tells whether a limit is used up without counting', async () => {
    const limiters = open({
      limits: { wrongCampaignCodesPerAddress: { points: 2, duration: 60 } },
    });
    const key = 'demo:203.0.113.9';
    expect(await limiters.wait('wrongCampaignCodesPerAddress', key)).toBeNull();
    await limiters.consume('wrongCampaignCodesPerAddress', key);
    // Asking does not count: still one of two.
    expect(await limiters.wait('wrongCampaignCodesPerAddress', key)).toBeNull();
    expect(await limiters.wait('wrongCampaignCodesPerAddress', key)).toBeNull();
    await limiters.consume('wrongCampaignCodesPerAddress', key);
    expect(await limiters.wait('wrongCampaignCodesPerAddress', key)).toBeGreaterThan(0);
  });
});

describe('overrides from the environment', () => {
  it('reads RATE_LIMIT_<NAME>=<points>/<seconds>', () => {
    expect(rateLimitEnvName('signUpCodeChecksPerAddress')).toBe(
      'RATE_LIMIT_SIGN_UP_CODE_CHECKS_PER_ADDRESS',
    );
    expect(
      rateLimitsFromEnv({
        RATE_LIMIT_SIGN_UP_CODES_PER_ADDRESS: '1000/3600',
        RATE_LIMIT_MUTATIONS_PER_FAN: ' 40/10 ',
        RATE_LIMIT_UPLOADS_PER_FAN: '',
        UNRELATED: '1/1',
      }),
    ).toEqual({
      signUpCodesPerAddress: { points: 1000, duration: 3600 },
      mutationsPerFan: { points: 40, duration: 10 },
    });
  });

  it('stops the start on a malformed value', () => {
    for (const value of ['1000', '0/10', '10/0', '-1/10', 'many/10', '1.5/10'])
      expect(() => rateLimitsFromEnv({ RATE_LIMIT_REQUESTS_PER_ADDRESS: value }), value).toThrow(
        /RATE_LIMIT_REQUESTS_PER_ADDRESS must be <points>\/<seconds>/,
      );
  });
});

describe.runIf(redisUrl)('limits on Redis', () => {
  const run = randomBytes(4).toString('hex');

  it('share one count between the processes of a deployment', async () => {
    const limit = { points: 3, duration: 60 };
    const processes = [1, 2].map(() =>
      open({ redisUrl, keyPrefix: `test-${run}-a:rate` }).limiter('stream-reservation', limit),
    );
    // Until a connection is up, each process counts in memory (the insurance limiter).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const results = [];
    for (const reserve of [...processes, ...processes]) results.push(await reserve('198.51.100.1'));
    expect(results.slice(0, 3)).toEqual([null, null, null]);
    expect(results[3]).toBeGreaterThan(0);
  });

  it('keep another deployment’s counts apart', async () => {
    const limit = { points: 1, duration: 60 };
    const a = open({ redisUrl, keyPrefix: `test-${run}-b:rate` }).limiter('request', limit);
    const b = open({ redisUrl, keyPrefix: `test-${run}-c:rate` }).limiter('request', limit);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await a('198.51.100.2')).toBeNull();
    expect(await b('198.51.100.2')).toBeNull();
    expect(await a('198.51.100.2')).toBeGreaterThan(0);
  });
});
