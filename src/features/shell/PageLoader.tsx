import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageSkeleton } from './Skeletons';

/** Fast loads finish before a spinner would only flash (spec §9: 200 ms). */
export const PAGE_LOADER_DELAY_MS = 200;

/**
 * Shown while a page's code or data loads, once loading has taken 200 ms: the shape of a
 * page (skeletons), not a spinner.
 */
export function PageLoader({ delayMs = PAGE_LOADER_DELAY_MS }: { delayMs?: number }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <Box py="md" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <PageSkeleton />
    </Box>
  );
}
