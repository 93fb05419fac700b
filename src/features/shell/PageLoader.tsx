import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Loader />
    </Center>
  );
}
