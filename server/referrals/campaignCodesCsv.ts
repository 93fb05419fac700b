// GET /campaign-codes/<tenant>/<page id>.csv?lang=ja|en: a campaign code page's codes with
// their use, for the garden's operators (server/platform/operatorCsv.ts: the role guard,
// the 404s and the file's format). Shared codes first as created, then the generated ones.
import { asc, eq } from 'drizzle-orm';
import { tokyoTime, csvBytes, type OperatorCsvExport } from '../platform/operatorCsv';
import { campaignCodePages, campaignCodes } from './tables';
import en from '../../locales/en/referrals.json';
import ja from '../../locales/ja/referrals.json';

export const campaignCodesCsvExport: OperatorCsvExport = {
  prefix: '/campaign-codes/',
  async file(db, slug, language) {
    const [page] = await db.select(campaignCodePages, eq(campaignCodePages.slug, slug));
    if (!page) return null;
    const words = language === 'en' ? en : ja;
    const codes = await db
      .select(campaignCodes, eq(campaignCodes.pageId, page.id))
      .orderBy(asc(campaignCodes.id));
    const header = [
      words['referrals.csv.code'],
      words['referrals.csv.kind'],
      words['referrals.csv.maxUses'],
      words['referrals.csv.usedCount'],
      words['referrals.csv.createdAt'],
    ];
    const lines = codes.map((code) => [
      code.code,
      code.maxUses === null ? words['referrals.csv.shared'] : words['referrals.csv.singleUse'],
      code.maxUses === null ? '' : String(code.maxUses),
      String(code.usedCount),
      tokyoTime(code.createdAt),
    ]);
    return { filename: `campaign-codes-${page.slug}.csv`, bytes: csvBytes([header, ...lines]) };
  },
};
