// Steps the demo garden's operator takes through the operator console's documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAuthEmulatorPort } from '../playwright.config';

/** Another garden than the e2e run's own (one a spec starts), with its own emulator. */
export interface OtherGarden {
  url: string;
  authEmulatorPort: number;
}

/** The demo garden's operator runs one operator-console document and gets its answer. */
async function asOperator(
  request: APIRequestContext,
  document: string,
  variables: Record<string, unknown>,
  garden?: OtherGarden,
) {
  const signIn = await request.post(
    `http://127.0.0.1:${garden?.authEmulatorPort ?? e2eAuthEmulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      data: {
        email: 'operator@garden.test',
        password: 'garden-password',
        returnSecureToken: true,
      },
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const query = readFileSync(path.join(__dirname, '../../server', document), 'utf8');
  const operationName = path.basename(document, '.graphql');
  const answer = await request.post(`${garden?.url ?? ''}/graphql`, {
    headers: { authorization: `Bearer ${idToken}`, tenant: 'demo' },
    data: { operationName, query, variables },
  });
  return answer.json();
}

/** The demo garden's operator grants free coins, through the operator console's document. */
export async function grantCoins(request: APIRequestContext, userId: string, amount: number) {
  const body = await asOperator(request, 'coins/operator/GrantFreeCoins.graphql', {
    input: {
      clientMutationId: `e2e-${Date.now()}`,
      userIds: [userId],
      amount,
      labelJa: 'ガチャ体験キャンペーン',
      labelEn: 'Treasure machine trial campaign',
    },
  });
  expect(body.data?.grantFreeCoins.__typename, JSON.stringify(body)).toBe('GrantFreeCoinsPayload');
}

/** The demo garden's operator hands a real-goods delivery to the carrier. */
export async function markShipped(
  request: APIRequestContext,
  realGoodsDeliveryId: string,
  trackingNumber: string,
) {
  const body = await asOperator(request, 'draws/operator/MarkRealGoodsDeliveryShipped.graphql', {
    input: {
      clientMutationId: `e2e-ship-${Date.now()}`,
      realGoodsDeliveryId,
      carrier: 'YAMATO',
      trackingNumber,
    },
  });
  expect(body.data?.markRealGoodsDeliveryShipped.__typename, JSON.stringify(body)).toBe(
    'MarkRealGoodsDeliveryShippedPayload',
  );
}

/** The demo garden's operator hands an order's parcel of goods to the carrier. */
export async function markOrderShipped(
  request: APIRequestContext,
  orderId: string,
  trackingNumber: string,
) {
  const body = await asOperator(request, 'store/operator/MarkOrderShipped.graphql', {
    input: {
      clientMutationId: `e2e-order-ship-${Date.now()}`,
      orderId,
      carrier: 'JAPAN_POST',
      trackingNumber,
    },
  });
  expect(body.data?.markOrderShipped.__typename, JSON.stringify(body)).toBe(
    'MarkOrderShippedPayload',
  );
}

/** The operator sets a garden's theme (colour mode, accent, greys). */
export async function setGardenTheme(
  request: APIRequestContext,
  theme: { colorMode: 'LIGHT' | 'DARK'; accentTheme: string; greyScale: string },
  garden?: OtherGarden,
) {
  const body = await asOperator(
    request,
    'community/operator/UpdateGardenTheme.graphql',
    { input: { clientMutationId: `e2e-theme-${Date.now()}`, ...theme } },
    garden,
  );
  expect(body.data?.updateGardenTheme.__typename, JSON.stringify(body)).toBe(
    'UpdateGardenThemePayload',
  );
}

/**
 * The demo garden's operator announces a free-entry prize draw open now (one real-goods
 * prize, so its only entrant wins it); returns its id.
 */
export async function createPrizeDraw(
  request: APIRequestContext,
  title: string,
  { offersMemberExtraDraw = false } = {},
) {
  const body = await asOperator(request, 'draws/operator/CreatePrizeDraw.graphql', {
    input: {
      clientMutationId: `e2e-prize-draw-${Date.now()}`,
      titleJa: title,
      titleEn: title,
      descriptionJa: 'どなたでも応募できる抽選です。',
      descriptionEn: 'Anyone may enter.',
      imageUrl: '/images/draws/rose-night-machine.svg',
      opensAt: new Date().toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      freeEntry: true,
      offersMemberExtraDraw,
      prizes: [
        {
          nameJa: '直筆サイン色紙',
          nameEn: 'Signed board',
          imageUrl: '/images/draws/rose-tapestry.svg',
          kind: 'REAL_GOODS',
          valueYen: 3000,
          winnerCount: 1,
        },
      ],
    },
  });
  expect(body.data?.createPrizeDraw.__typename, JSON.stringify(body)).toBe(
    'CreatePrizeDrawPayload',
  );
  return body.data.createPrizeDraw.prizeDraw.id as string;
}

/** The demo garden's operator closes a prize draw now: its winners are drawn at once. */
export async function closePrizeDraw(request: APIRequestContext, prizeDrawId: string) {
  const body = await asOperator(request, 'draws/operator/ClosePrizeDraw.graphql', {
    input: { clientMutationId: `e2e-close-${Date.now()}`, prizeDrawId },
  });
  expect(body.data?.closePrizeDraw.__typename, JSON.stringify(body)).toBe('ClosePrizeDrawPayload');
}

/** The demo garden's operator gives a fan a copy of a card (a campaign). */
export async function grantCard(request: APIRequestContext, userId: string, cardId: string) {
  const body = await asOperator(request, 'cards/operator/GrantCollectableCards.graphql', {
    input: { clientMutationId: `e2e-card-${Date.now()}-${cardId}`, userId, cardId, count: 1 },
  });
  expect(body.data?.grantCollectableCards.__typename, JSON.stringify(body)).toBe(
    'GrantCollectableCardsPayload',
  );
}

/** The demo garden's operator adds a home section (at `position`) and gets its id. */
export async function addHomeSection(
  request: APIRequestContext,
  section: Record<string, unknown>,
  position: number,
): Promise<string> {
  const body = await asOperator(request, 'homeSections/operator/CreateHomeSection.graphql', {
    input: { clientMutationId: `e2e-home-${Date.now()}`, section, position },
  });
  expect(body.data?.createHomeSection.__typename, JSON.stringify(body)).toBe(
    'CreateHomeSectionPayload',
  );
  return body.data.createHomeSection.section.id;
}

/** The demo garden's operator removes a home section. */
export async function removeHomeSection(request: APIRequestContext, sectionId: string) {
  const body = await asOperator(request, 'homeSections/operator/DeleteHomeSection.graphql', {
    input: { clientMutationId: `e2e-home-delete-${Date.now()}`, sectionId },
  });
  expect(body.data?.deleteHomeSection.__typename, JSON.stringify(body)).toBe(
    'DeleteHomeSectionPayload',
  );
}
