import { Anchor, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

interface SectionFrameProps {
  /** The operator's heading; without one, `fallbackId` names the section for screen readers. */
  title: string | null | undefined;
  fallbackId: string;
  /** A "see all" link to the full list the section is a window on. */
  moreHref?: string;
  children: ReactNode;
}

/** One home section: a landmark named by its heading, with an optional "see all" link. */
export function SectionFrame({ title, fallbackId, moreHref, children }: SectionFrameProps) {
  const headingId = useId();
  const heading = title ?? <FormattedMessage id={fallbackId} />;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      {title ? (
        <Group justify="space-between" wrap="nowrap" px={4}>
          <Title order={2} size="h3" id={headingId}>
            {heading}
          </Title>
          {moreHref && (
            <Anchor
              component={Link}
              to={moreHref}
              size="sm"
              fw={600}
              py={12}
              style={{ flexShrink: 0 }}
            >
              <FormattedMessage id="home.sections.seeAll" />
            </Anchor>
          )}
        </Group>
      ) : (
        <VisuallyHidden component="h2" id={headingId}>
          {heading}
        </VisuallyHidden>
      )}
      {children}
    </Stack>
  );
}
