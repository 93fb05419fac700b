import { Button, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useRequireMember } from '../../auth/useRequireMember';

/** What a visitor sees instead of the code forms: join first (and come back here). */
export function SignUpToUseCodes({ lead }: { lead: 'invite' | 'campaign' }) {
  const requireMember = useRequireMember();
  return (
    <Paper radius="lg" withBorder p="lg">
      <Stack gap="sm" align="center">
        <Text ta="center">
          {lead === 'invite' ? (
            <FormattedMessage id="referrals.visitor.invite" />
          ) : (
            <FormattedMessage id="referrals.visitor.campaign" />
          )}
        </Text>
        <Button radius="xl" onClick={() => requireMember()}>
          <FormattedMessage id="referrals.visitor.signUp" />
        </Button>
      </Stack>
    </Paper>
  );
}
