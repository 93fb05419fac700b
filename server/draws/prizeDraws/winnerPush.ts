// Pushes to the winners of a prize draw, once it is drawn. drawPrizeDraw schedules the job in
// the draw's transaction (a draw rolled back pushes nothing); the job reads the winners and
// sends after its own commit, so no transaction waits on a push service. A win is a notice
// about the fan's own entry, like a receipt: it goes to every browser the fan subscribed,
// whatever the category switches (which are about what others post), and with a stream open
// too (the result is on no screen until the fan opens it).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { toGlobalId } from '../../graphql/globalId';
import { sendPushes } from '../../notifications/pushDelivery';
import { pushText } from '../../notifications/pushText';
import { pushSubscriptions } from '../../notifications/tables';
import { scheduleJob } from '../../platform/scheduledJobs';
import type { JobHandler } from '../../platform/serverFeature';
import { prizeDrawEntries, prizeDraws } from '../tables';

export const PRIZE_DRAW_WINNERS_PUSH_JOB = 'draws.prizeDrawWinnersPush';

/** In the draw's transaction: the winners hear of it once that transaction committed. */
export function scheduleWinnersPush(tx: TenantScope, prizeDrawId: number): Promise<void> {
  return scheduleJob(tx, {
    kind: PRIZE_DRAW_WINNERS_PUSH_JOB,
    key: String(prizeDrawId),
    runAt: new Date(),
  });
}

export const prizeDrawWinnersPushJob: JobHandler = async (db, job) => {
  const [draw] = await db.select(prizeDraws, eq(prizeDraws.id, Number(job.key)));
  if (!draw?.drawnAt) return;
  const winners = await db.selectFields(
    { entryId: prizeDrawEntries.id, userId: prizeDrawEntries.userId },
    prizeDrawEntries,
    and(eq(prizeDrawEntries.prizeDrawId, draw.id), isNotNull(prizeDrawEntries.prizeId)),
  );
  if (winners.length === 0) return;
  const entryOf = new Map(winners.map((winner) => [winner.userId, winner.entryId]));
  const subscriptions = await db.select(
    pushSubscriptions,
    inArray(pushSubscriptions.userId, [...entryOf.keys()]),
  );
  if (subscriptions.length === 0) return;
  const send = async (scope: TenantScope) => {
    await sendPushes(scope, subscriptions, (subscription) => {
      const entryId = toGlobalId('PrizeDrawEntry', entryOf.get(subscription.userId)!);
      const language = subscription.language;
      return {
        title: pushText(language, 'notifications.push.prizeDrawWonTitle'),
        body: pushText(language, 'notifications.push.prizeDrawWonBody', {
          title: draw.title[language] ?? draw.title.ja ?? draw.title.en ?? '',
        }),
        url: `/prize-draws/entry-histories/${encodeURIComponent(entryId)}`,
        tag: `prize-draw:${draw.id}`,
        category: 'PRIZE_DRAW_WINS',
      };
    });
  };
  if (job.afterCommit) job.afterCommit(send);
  else await send(db);
};
