import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AgreeTermsPageQuery } from '../../__generated__/AgreeTermsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { safeRedirectPath } from './termsAgreementRedirect';
import { useOnboarding } from '../../state/onboarding';
import { useAgreeToTermsMutation } from './useAgreeToTermsMutation';

/**
 * /onboarding/agree-terms?redirect=…: the current terms of use and what changed; agreeing
 * records the version and returns the fan where they were. In the e-mail sign-up
 * (?onboarding=1, a signed-in fan who has not joined yet) the version agreed to is kept in
 * the onboarding context and sent when the fan joins on the next step.
 */
export function AgreeTermsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const data = usePreloadedQuery<AgreeTermsPageQuery>(
    agreeTermsPageQuery,
    usePageQueryRef<AgreeTermsPageQuery>(),
  );
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [agree, agreeing] = useAgreeToTermsMutation();
  const onboarding = useOnboarding();
  const signingUp =
    params.get('onboarding') === '1' &&
    !data.viewer.user &&
    data.viewer.isSignedIn &&
    onboarding.context.codeConfirmed;
  const title = intl.formatMessage({ id: 'accounts.terms.title' });
  usePageMetadata(title);
  const version = data.currentTerms?.version ?? data.termsVersion;
  const submit = async () => {
    setError(null);
    if (signingUp) {
      onboarding.update({ agreedTermsVersion: version });
      navigate(redirect);
      return;
    }
    try {
      const outcome = await agree(version);
      if (outcome.kind === 'agreed') navigate(redirect, { replace: true });
      else setError(outcome.message);
    } catch {
      setError(intl.formatMessage({ id: 'accounts.settings.failed' }));
    }
  };
  return (
    <Container size="sm" py="xl">
      <Paper radius="lg" shadow="sm" p="xl">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">
              <FormattedMessage id="accounts.terms.version" values={{ version }} />
            </Badge>
            {data.currentTerms && (
              <Text size="sm" c="dimmed">
                <FormattedDate value={data.currentTerms.publishedAt} dateStyle="long" />
              </Text>
            )}
          </Group>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>
            <FormattedMessage id="accounts.terms.lead" />
          </Text>
          {data.currentTerms?.summary && (
            <Paper withBorder radius="md" p="md">
              <Text size="sm" fw={600} mb={4}>
                <FormattedMessage id="accounts.terms.changes" />
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="terms-summary">
                {data.currentTerms.summary}
              </Text>
            </Paper>
          )}
          {!data.viewer.user && !signingUp ? (
            <MemberOnlyProfileNotice />
          ) : (
            <>
              <Checkbox
                checked={checked}
                onChange={(event) => setChecked(event.currentTarget.checked)}
                label={intl.formatMessage({ id: 'accounts.terms.checkbox' }, { version })}
              />
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              <Button h={44} disabled={!checked} loading={agreeing} onClick={() => void submit()}>
                <FormattedMessage id="accounts.terms.agree" />
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

const agreeTermsPageQuery = graphql`
  query AgreeTermsPageQuery {
    termsVersion
    currentTerms {
      version
      summary
      publishedAt
    }
    viewer {
      isSignedIn
      user {
        __typename
      }
    }
  }
`;
