// GET /questionnaire-results/<tenant>/<questionnaire id>.csv?lang=ja|en: a questionnaire's
// answers as CSV for the garden's operators (server/platform/operatorCsv.ts: the role guard,
// the 404s and the file's format).
import { eq } from 'drizzle-orm';
import type { OperatorCsvExport } from '../platform/operatorCsv';
import { questionnaireCsv } from './results';
import { questionnaires } from './tables';

export const questionnaireCsvExport: OperatorCsvExport = {
  prefix: '/questionnaire-results/',
  async file(db, slug, language) {
    const [questionnaire] = await db.select(questionnaires, eq(questionnaires.slug, slug));
    if (!questionnaire) return null;
    return {
      filename: `questionnaire-${questionnaire.slug}.csv`,
      bytes: await questionnaireCsv(db, questionnaire, language),
    };
  },
};
