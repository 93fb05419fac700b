// Seeding a new tenant's store (its legal settings, sections and items), inside the
// transaction that creates the tenant (server/db/tenants.ts).
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { storeItems, storeSections, storeSettings } from './tables';

type SettingsSeed = Omit<typeof storeSettings.$inferInsert, 'id' | 'tenantId'>;

export interface StoreSeed {
  settings: SettingsSeed;
  sections: {
    title: LocalizedText;
    description: LocalizedText;
    items: {
      kind: 'DIGITAL' | 'PHYSICAL' | 'COIN_PACK' | 'TICKET';
      name: LocalizedText;
      description: LocalizedText;
      imageUrl?: string;
      price: number;
      taxRatePercent?: 8 | 10;
      /** Days from the seeding moment; negative is in the past. */
      saleStartsInDays?: number;
      saleEndsInDays?: number;
      stock?: number;
      perFanLimit?: number;
      coinAmount?: number;
      bonusCoins?: number;
    }[];
  }[];
}

const DAY = 24 * 60 * 60 * 1000;

export async function seedStore(tx: TenantScope, seed: StoreSeed, now = new Date()): Promise<void> {
  await tx.insert(storeSettings, seed.settings);
  const inDays = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() + days * DAY);
  for (const [position, section] of seed.sections.entries()) {
    const [row] = await tx
      .insert(storeSections, { title: section.title, description: section.description, position })
      .returning({ id: storeSections.id });
    if (section.items.length === 0) continue;
    await tx.insert(
      storeItems,
      section.items.map((item, index) => ({
        sectionId: row.id,
        kind: item.kind,
        name: item.name,
        description: item.description,
        imageUrl: item.imageUrl ?? null,
        price: item.price,
        taxRatePercent: item.taxRatePercent ?? 10,
        saleStartsAt: inDays(item.saleStartsInDays),
        saleEndsAt: inDays(item.saleEndsInDays),
        stockRemaining: item.stock ?? null,
        perFanLimit: item.perFanLimit ?? null,
        coinAmount: item.coinAmount ?? null,
        bonusCoins: item.bonusCoins ?? null,
        position: index,
      })),
    );
  }
}
