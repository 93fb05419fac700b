import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useRequireMember } from '../../auth/useRequireMember';
import { EmptyState } from '../../shell/EmptyState';

/** What my page, its editor and the follow lists show to visitors who have not joined. */
export function MemberOnlyProfileNotice() {
  const requireMember = useRequireMember();
  return (
    <EmptyState
      title={<FormattedMessage id="accounts.membersOnly.title" />}
      description={<FormattedMessage id="accounts.membersOnly.description" />}
      action={
        <Button h={44} onClick={() => requireMember()}>
          <FormattedMessage id="accounts.membersOnly.join" />
        </Button>
      }
    />
  );
}
