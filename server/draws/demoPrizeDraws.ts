// The demo garden's prize draws (懸賞): one open now (free entry, an entry with the acrylic
// stand: a 一般懸賞 inside the limits, and the members' extra draw), and one closed with its winners drawn by
// the same draw the closing job makes. Artwork in public/images/draws/.
import { and, eq, sql } from 'drizzle-orm';
import { checkPrizeValues } from '../../common/draws/prizeValueLimits';
import type { TenantScope } from '../db/tenantScope';
import { storeItems } from '../store/tables';
import { createPrizeDrawRows, type PrizeDrawDefinition } from './prizeDraws/createPrizeDraw';
import { drawPrizeDraw } from './prizeDraws/drawPrizeDraw';
import { prizeDrawEntries, prizeDraws } from './tables';

const image = (name: string) => `/images/draws/${name}.svg`;
const DAY = 24 * 60 * 60 * 1000;

export interface PrizeDrawSeed extends Omit<
  PrizeDrawDefinition,
  'entryItemId' | 'transactionPrice'
> {
  /** The store item (by its Japanese name) whose purchase gives an entry. */
  entryItemNameJa?: string;
  /** Fans (by key) who entered; the draw is made at closesAt when it is in the past. */
  entrants?: string[];
}

export function demoPrizeDraws(now = Date.now()): PrizeDrawSeed[] {
  return [
    {
      title: { ja: '生誕祭記念 プレゼントキャンペーン', en: 'Birthday celebration prize draw' },
      description: {
        ja: '魔王子の生誕祭を記念して、抽選で直筆サイン入り複製原画と描き下ろしポストカードをプレゼント。どなたでもお一人さま1回ご応募いただけます（メンバーの方は特典でもう1回）。当選者には応募受付終了後、このアプリ内でお知らせします。',
        en: 'To celebrate the demon prince’s birthday: a signed art print and new postcards, by lot. Everyone may enter once (members once more, a membership perk). Winners are told in this app after entries close.',
      },
      imageUrl: image('rose-night-machine'),
      opensAt: new Date(now - 2 * DAY),
      closesAt: new Date(now + 12 * DAY),
      entryItemNameJa: 'アクリルスタンド 王子と人形',
      freeEntry: true,
      offersMemberExtraDraw: true,
      // 300 stands × ¥1,980.
      expectedSales: 594_000,
      prizes: [
        {
          name: { ja: '直筆サイン入り複製原画', en: 'Signed art print' },
          description: {
            ja: 'A4サイズ、額装なし。作者の直筆サイン入り。',
            en: 'A4, unframed, signed by the author.',
          },
          imageUrl: image('rose-tapestry'),
          kind: 'REAL_GOODS',
          valueYen: 10_000,
          winnerCount: 1,
        },
        {
          name: { ja: '描き下ろしポストカード', en: 'Newly drawn postcard' },
          description: { ja: '生誕祭の描き下ろしイラスト。', en: 'The birthday illustration.' },
          imageUrl: image('tea-party-postcard'),
          kind: 'REAL_GOODS',
          valueYen: 500,
          winnerCount: 3,
        },
      ],
    },
    {
      title: { ja: '1周年記念 感謝キャンペーン', en: 'First anniversary thank-you draw' },
      description: {
        ja: 'いつも応援ありがとうございます。1周年を記念した感謝キャンペーンの抽選を行いました。当選された方には、このアプリ内でお知らせしています。',
        en: 'Thank you for your support. The first anniversary thank-you draw has been made; winners were told in this app.',
      },
      imageUrl: image('puppet-box-machine'),
      opensAt: new Date(now - 40 * DAY),
      closesAt: new Date(now - 10 * DAY),
      freeEntry: true,
      offersMemberExtraDraw: false,
      expectedSales: 0,
      prizes: [
        {
          name: { ja: '1周年記念 缶バッジ', en: 'Anniversary tin badge' },
          description: { ja: '直径57mm。', en: '57 mm across.' },
          imageUrl: image('crest-badge'),
          kind: 'REAL_GOODS',
          valueYen: 400,
          winnerCount: 1,
        },
        {
          name: { ja: '月夜のステッカー', en: 'Moonlit sticker' },
          description: { ja: '耐水ステッカー。', en: 'A waterproof sticker.' },
          imageUrl: image('moon-sticker'),
          kind: 'REAL_GOODS',
          valueYen: 200,
          winnerCount: 2,
        },
      ],
      entrants: ['kuro', 'hana', 'alex', 'operator'],
    },
  ];
}

export async function seedPrizeDraws(
  tx: TenantScope,
  seeds: readonly PrizeDrawSeed[],
  userIds: Record<string, number>,
): Promise<void> {
  for (const { entryItemNameJa, entrants, ...seed } of seeds) {
    const [item] = entryItemNameJa
      ? await tx.select(storeItems, and(sql`${storeItems.name}->>'ja' = ${entryItemNameJa}`))
      : [];
    if (entryItemNameJa && !item) throw new Error(`No store item ${entryItemNameJa}`);
    const definition = {
      ...seed,
      entryItemId: item?.id ?? null,
      transactionPrice: item?.price ?? 0,
    };
    const check = checkPrizeValues({ byPurchase: item !== undefined, ...definition });
    if (!check.withinLimits) throw new Error(`The demo draw ${seed.title.en} breaks the limits`);
    const draw = await createPrizeDrawRows(tx, definition);
    const fans = (entrants ?? []).filter((key) => userIds[key] !== undefined);
    if (fans.length === 0) continue;
    await tx.insert(
      prizeDrawEntries,
      fans.map((key, index) => ({
        prizeDrawId: draw.id,
        userId: userIds[key],
        number: index + 1,
        route: 'FREE' as const,
        createdAt: new Date(seed.opensAt.getTime() + (index + 1) * 3_600_000),
      })),
    );
    await tx.update(prizeDraws, { entryCount: fans.length }, eq(prizeDraws.id, draw.id));
    if (seed.closesAt.getTime() <= Date.now()) await drawPrizeDraw(tx, draw.id, seed.closesAt);
  }
}
