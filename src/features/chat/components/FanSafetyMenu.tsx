import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FanSafetyMenu_user$key } from '../../../__generated__/FanSafetyMenu_user.graphql';
import { useConfirmBlock } from './safety/useConfirmBlock';
import { useRequireMember } from '../../auth/useRequireMember';
import { useSetUserBlocked, useSetUserMuted } from '../useSafetyMutations';
import { ReportDialog } from './report/ReportDialog';

/**
 * What a fan can do about another fan from their profile: mute or block them (and undo
 * it), or report them to the moderators. Nothing on one's own profile.
 */
export function FanSafetyMenu({ user }: { user: FanSafetyMenu_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FanSafetyMenu_user on User {
        id
        displayName
        isViewer
        viewerHasBlocked
        viewerHasMuted
      }
    `,
    user,
  );
  const requireMember = useRequireMember();
  const mute = useSetUserMuted();
  const block = useSetUserBlocked();
  const confirmBlock = useConfirmBlock();
  const [reporting, setReporting] = useState(false);
  if (data.isViewer) return null;
  const asMember = (action: () => void) => () => {
    if (requireMember()) action();
  };
  const name = data.displayName;
  return (
    <>
      <Menu position="bottom-end" shadow="md" radius="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            size={36}
            aria-label={intl.formatMessage({ id: 'chat.fanMenu.label' }, { name })}
          >
            <span aria-hidden>⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={asMember(() => mute(data.id, !data.viewerHasMuted))}>
            {data.viewerHasMuted ? (
              <FormattedMessage id="chat.fanMenu.unmute" values={{ name }} />
            ) : (
              <FormattedMessage id="chat.messageMenu.mute" values={{ name }} />
            )}
          </Menu.Item>
          {data.viewerHasBlocked ? (
            <Menu.Item onClick={asMember(() => block(data.id, false))}>
              <FormattedMessage id="chat.fanMenu.unblock" values={{ name }} />
            </Menu.Item>
          ) : (
            <Menu.Item color="red" onClick={asMember(() => confirmBlock(data.id))}>
              <FormattedMessage id="chat.messageMenu.block" values={{ name }} />
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={asMember(() => setReporting(true))}>
            <FormattedMessage id="chat.fanMenu.report" values={{ name }} />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {reporting && (
        <ReportDialog
          subject={{ userId: data.id }}
          name={name}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}
