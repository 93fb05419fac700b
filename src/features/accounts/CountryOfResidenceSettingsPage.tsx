import { Alert, Button, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { RESIDENCE_COUNTRIES } from '../../../common/countries';
import type { CountryOfResidenceSettingsPageQuery } from '../../__generated__/CountryOfResidenceSettingsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { SettingsFrame } from './settings/SettingsFrame';
import { useSetCountryOfResidenceMutation } from './useSetCountryOfResidenceMutation';

/** The list of countries, named in the fan's language and sorted by that name. */
function useCountryOptions() {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return RESIDENCE_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
      (a, b) => a.label.localeCompare(b.label, locale),
    );
  }, [locale]);
}

/** /settings/personal-info/country-of-residence: the country the fan lives in. */
export function CountryOfResidenceSettingsPage() {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<CountryOfResidenceSettingsPageQuery>(
    countryOfResidenceSettingsPageQuery,
    usePageQueryRef<CountryOfResidenceSettingsPageQuery>(),
  );
  const options = useCountryOptions();
  const [chosen, setChosen] = useState<string | null>(viewer.countryOfResidence ?? null);
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'error'; message: string }>();
  const [save, saving] = useSetCountryOfResidenceMutation();
  const submit = async () => {
    if (!chosen) return;
    setStatus(undefined);
    try {
      const outcome = await save(chosen);
      setStatus(outcome.kind === 'saved' ? outcome : { kind: 'error', message: outcome.message });
    } catch {
      setStatus({ kind: 'error', message: intl.formatMessage({ id: 'accounts.settings.failed' }) });
    }
  };
  return (
    <SettingsFrame
      title={intl.formatMessage({ id: 'accounts.country.title' })}
      description={<FormattedMessage id="accounts.country.description" />}
    >
      {!viewer.user ? (
        <MemberOnlyProfileNotice />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Select
              label={intl.formatMessage({ id: 'accounts.country.label' })}
              placeholder={intl.formatMessage({ id: 'accounts.country.placeholder' })}
              data={options}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setStatus(undefined);
              }}
              searchable
              nothingFoundMessage={intl.formatMessage({ id: 'accounts.country.nothingFound' })}
              allowDeselect={false}
            />
            {status?.kind === 'saved' && (
              <Alert color="teal" variant="light" role="status">
                <FormattedMessage id="accounts.settings.saved" />
              </Alert>
            )}
            {status?.kind === 'error' && (
              <Alert color="red" variant="light" role="alert">
                {status.message}
              </Alert>
            )}
            <Button type="submit" h={44} loading={saving} disabled={!chosen}>
              <FormattedMessage id="accounts.settings.save" />
            </Button>
          </Stack>
        </form>
      )}
    </SettingsFrame>
  );
}

const countryOfResidenceSettingsPageQuery = graphql`
  query CountryOfResidenceSettingsPageQuery {
    viewer {
      user {
        __typename
      }
      countryOfResidence
    }
  }
`;
