// The step track: points from mission rewards unlock steps in order, each step's reward once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinBalance } from '../coins/ledger';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { demoScope, fanId } from './engagementTestDocuments';
import { grantRewards } from './rewards';

const TRACK = `{ stepMission { points steps { id title requiredPoints status } } }`;
const CLAIM_STEP = `mutation($input: ClaimStepMissionRewardInput!) {
  claimStepMissionReward(input: $input) {
    __typename
    ... on ClaimStepMissionRewardPayload { track { points steps { status } } }
    ... on RewardNotClaimableError { notClaimable }
  }
}`;

describe.each(testBackends)('step mission (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const track = async () =>
    (await garden.call(TRACK, {}, { as: 'stepper', language: 'en' })).data.stepMission;
  const claim = (stepId: string) =>
    garden.call(
      CLAIM_STEP,
      { input: { clientMutationId: `s-${(counter += 1)}`, stepId } },
      { as: 'stepper' },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('stepper', 'Stepper');
  });
  afterAll(() => garden?.close());

  it('unlocks steps in order as points arrive, and grants each step once', async () => {
    const userId = await fanId(garden, 'stepper');
    const db = demoScope(garden);
    const before = await track();
    expect(before.points).toBe(0);
    expect(before.steps.map((step: { status: string }) => step.status)).toEqual([
      'LOCKED',
      'LOCKED',
      'LOCKED',
      'LOCKED',
      'LOCKED',
    ]);
    // Nine points (as mission rewards): the first two steps (3 and 8 points) are reached.
    await db.transaction((tx) =>
      grantRewards(tx, {
        userId,
        rewards: [{ kind: 'STEP_MISSION_POINT', amount: 9 }],
        reference: 'test:points',
        label: { en: 'test' },
      }),
    );
    const [first, second] = (await track()).steps;
    expect([first.status, second.status]).toEqual(['CLAIMABLE', 'LOCKED']); // the second waits for the first
    expect((await claim(second.id)).data.claimStepMissionReward).toEqual({
      __typename: 'RewardNotClaimableError',
      notClaimable: 'NOT_REACHED',
    });
    const raced = await Promise.all([claim(first.id), claim(first.id), claim(first.id)]);
    expect(
      raced.filter(
        (r) => r.data.claimStepMissionReward.__typename === 'ClaimStepMissionRewardPayload',
      ),
    ).toHaveLength(1);
    expect(await coinBalance(db, userId)).toEqual({ paid: 0, free: 20 });
    expect((await track()).steps.map((step: { status: string }) => step.status)).toEqual([
      'CLAIMED',
      'CLAIMABLE',
      'LOCKED',
      'LOCKED',
      'LOCKED',
    ]);
    expect((await claim(second.id)).data.claimStepMissionReward.__typename).toBe(
      'ClaimStepMissionRewardPayload',
    );
  });
});
