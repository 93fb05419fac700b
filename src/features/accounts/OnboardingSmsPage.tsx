import { Container, Paper, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PhoneSignInForm } from '../auth/PhoneSignInForm';
import { useContinueAfterSignIn } from '../auth/useContinueAfterSignIn';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { safeRedirectPath } from './termsAgreementRedirect';

/**
 * /onboarding/sms?redirect=…: sign in (or up) with a phone number and an SMS code; a new
 * fan then joins the garden, and everyone returns to `redirect`.
 */
export function OnboardingSmsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const continueAfterSignIn = useContinueAfterSignIn();
  const title = intl.formatMessage({ id: 'auth.smsPage.title' });
  usePageMetadata(title);
  return (
    <Container size="xs" py="xl">
      <Paper radius="lg" shadow="sm" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          <PhoneSignInForm onSignedIn={() => continueAfterSignIn(redirect)} />
        </Stack>
      </Paper>
    </Container>
  );
}
