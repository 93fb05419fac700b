import { Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageMetadata } from '../../shell/DocumentMetadata';

/** The steps of the e-mail sign-up, in order (terms and invite code live in other features). */
export const ONBOARDING_STEPS = ['code', 'password', 'terms', 'profile', 'invite'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** One onboarding step: where the fan is in the steps, the title, the step's card. */
export function OnboardingFrame({
  step,
  title,
  lead,
  children,
}: {
  step: OnboardingStep;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageMetadata(title);
  const number = ONBOARDING_STEPS.indexOf(step) + 1;
  return (
    <Container size={480} py="xl" px="md">
      <Paper radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                <FormattedMessage id="onboarding.frame.signUp" />
              </Text>
              <Text size="xs" c="dimmed" data-testid="onboarding-step">
                <FormattedMessage
                  id="onboarding.frame.step"
                  values={{ number, total: ONBOARDING_STEPS.length }}
                />
              </Text>
            </Group>
            <Progress
              value={(number / ONBOARDING_STEPS.length) * 100}
              size="sm"
              radius="xl"
              aria-hidden
            />
          </Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
