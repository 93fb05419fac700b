// GET /calendar/<tenant>/official-schedules/<id>.ics: an official event as an iCalendar file
// (the `ics` library writes it), for "add to calendar". Official schedules are public, so
// the tenant is in the path, as media keys are: a plain link works without headers.
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { createEvent } from 'ics';
import { CALENDAR_PATH_PREFIX } from '../../common/apiPaths';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { pickLocalized } from '../graphql/language';
import { findCommunity } from '../seo/tenantCommunity';
import { officialSchedules } from './tables';

const CALENDAR_PATH = new RegExp(
  `^${CALENDAR_PATH_PREFIX}/([a-z0-9-]{1,63})/official-schedules/(\\d{1,9})\\.ics$`,
);

export function isCalendarPath(path: string): boolean {
  return path.startsWith(`${CALENDAR_PATH_PREFIX}/`);
}

/** The event's .ics, or null when the garden or the event does not exist. */
export async function calendarFileOf(
  db: Database,
  tenantId: string,
  scheduleId: number,
  language: 'ja' | 'en',
): Promise<string | null> {
  const community = await findCommunity(db, tenantId);
  if (!community) return null;
  const [schedule] = await tenantScope(db, tenantId).select(
    officialSchedules,
    eq(officialSchedules.id, scheduleId),
  );
  if (!schedule) return null;
  const { error, value } = createEvent({
    uid: `official-schedule-${schedule.id}@${tenantId}.garden`,
    productId: `garden/${tenantId}`,
    title: pickLocalized(schedule.title, language),
    description: pickLocalized(schedule.description, language),
    location: schedule.place ? pickLocalized(schedule.place, language) : undefined,
    url: schedule.streamUrl ?? undefined,
    start: schedule.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: schedule.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    calName: pickLocalized(community.name, language),
  });
  if (error || !value) throw error ?? new Error('No calendar file was written');
  return value;
}

export function useCalendarFiles({ db }: { db: Database }): Plugin {
  return {
    async onRequest({ request, url, endResponse }) {
      if (!isCalendarPath(url.pathname)) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        endResponse(new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }));
        return;
      }
      const match = CALENDAR_PATH.exec(url.pathname);
      const language = url.searchParams.get('hl') === 'en' ? 'en' : 'ja';
      const file = match ? await calendarFileOf(db, match[1], Number(match[2]), language) : null;
      if (!file) {
        endResponse(new Response('Not found', { status: 404 }));
        return;
      }
      endResponse(
        new Response(request.method === 'HEAD' ? null : file, {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': `attachment; filename="event-${match![2]}.ics"`,
            'cache-control': 'public, max-age=300',
            'x-content-type-options': 'nosniff',
          },
        }),
      );
    },
  };
}
