import { Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { DateOfBirthSettingsPageQuery } from '../../__generated__/DateOfBirthSettingsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { SettingsFrame } from './settings/SettingsFrame';

/** /settings/personal-info/date-of-birth: the date given at joining, read-only. */
export function DateOfBirthSettingsPage() {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<DateOfBirthSettingsPageQuery>(
    dateOfBirthSettingsPageQuery,
    usePageQueryRef<DateOfBirthSettingsPageQuery>(),
  );
  return (
    <SettingsFrame
      title={intl.formatMessage({ id: 'accounts.dateOfBirth.title' })}
      description={<FormattedMessage id="accounts.dateOfBirth.description" />}
    >
      {!viewer.user ? (
        <MemberOnlyProfileNotice />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="accounts.dateOfBirth.label" />
          </Text>
          {viewer.dateOfBirth ? (
            <Text size="xl" fw={600} data-testid="date-of-birth">
              <FormattedDate
                value={`${viewer.dateOfBirth}T00:00:00Z`}
                timeZone="UTC"
                year="numeric"
                month="long"
                day="numeric"
              />
            </Text>
          ) : (
            <Text fw={600}>
              <FormattedMessage id="accounts.dateOfBirth.unset" />
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <FormattedMessage id="accounts.dateOfBirth.readOnly" />
          </Text>
        </Stack>
      )}
    </SettingsFrame>
  );
}

const dateOfBirthSettingsPageQuery = graphql`
  query DateOfBirthSettingsPageQuery {
    viewer {
      user {
        __typename
      }
      dateOfBirth
    }
  }
`;
