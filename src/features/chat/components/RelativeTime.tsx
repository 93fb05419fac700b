import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { relativeTimeFrom } from '../../../../common/relativeTime';

interface RelativeTimeProps {
  /** ISO 8601 instant. */
  dateTime: string;
  /** For tests and stories; defaults to the time of rendering. */
  now?: Date;
}

/** "5 minutes ago" in the fan's language, with the exact time on hover. */
export function RelativeTime({ dateTime, now = new Date() }: RelativeTimeProps) {
  const intl = useIntl();
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
