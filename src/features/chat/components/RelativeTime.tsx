import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { relativeTimeFrom } from '../../../../common/relativeTime';
import { useNow } from '../../../serverRendering/renderClock';

interface RelativeTimeProps {
  /** ISO 8601 instant. */
  dateTime: string;
  /** For tests and stories; defaults to now (the server's render time while hydrating). */
  now?: Date;
}

/** "5 minutes ago" in the fan's language, with the exact time on hover. */
export function RelativeTime({ dateTime, now: fixedNow }: RelativeTimeProps) {
  const intl = useIntl();
  const clock = useNow();
  const now = fixedNow ?? clock;
  const instant = new Date(dateTime);
  const relative = relativeTimeFrom(instant, now);
  return (
    <time
      dateTime={dateTime}
      title={intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {relative ? (
        <FormattedRelativeTime value={relative.value} unit={relative.unit} numeric="auto" />
      ) : (
        <FormattedMessage id="chat.time.justNow" />
      )}
    </time>
  );
}
