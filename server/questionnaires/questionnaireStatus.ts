// Where a questionnaire stands at a moment: scheduled, open or closed.
import type { QuestionnaireStatus } from '../__generated__/resolvers-types';
import { operatorCsvPath } from '../platform/operatorCsv';
import { questionnaireCsvExport } from './questionnaireCsv';
import type { QuestionnaireRow } from './tables';

export function statusOf(
  questionnaire: Pick<QuestionnaireRow, 'opensAt' | 'closesAt'>,
  now: Date,
): QuestionnaireStatus {
  if (now < questionnaire.opensAt) return 'SCHEDULED';
  return now < questionnaire.closesAt ? 'OPEN' : 'CLOSED';
}

/** The CSV of a questionnaire's results (questionnaireCsv.ts). */
export function resultsCsvPath(tenantId: string, slug: string): string {
  return operatorCsvPath(questionnaireCsvExport.prefix, tenantId, slug);
}
