// Steps the demo garden's operator takes through the operator console's documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAuthEmulatorPort } from '../playwright.config';

/** The demo garden's operator grants free coins, through the operator console's document. */
export async function grantCoins(request: APIRequestContext, userId: string, amount: number) {
  const signIn = await request.post(
    `http://127.0.0.1:${e2eAuthEmulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      data: {
        email: 'operator@garden.test',
        password: 'garden-password',
        returnSecureToken: true,
      },
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const query = readFileSync(
    path.join(__dirname, '../../server/coins/operator/GrantFreeCoins.graphql'),
    'utf8',
  );
  const granted = await request.post('/graphql', {
    headers: { authorization: `Bearer ${idToken}`, tenant: 'demo' },
    data: {
      operationName: 'GrantFreeCoins',
      query,
      variables: {
        input: {
          clientMutationId: `e2e-${Date.now()}`,
          userIds: [userId],
          amount,
          labelJa: 'ガチャ体験キャンペーン',
          labelEn: 'Treasure machine trial campaign',
        },
      },
    },
  });
  const body = await granted.json();
  expect(body.data?.grantFreeCoins.__typename, JSON.stringify(body)).toBe('GrantFreeCoinsPayload');
}
