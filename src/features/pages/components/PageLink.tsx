import { Anchor, Button, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isExternalHref, safeHref } from '../../../../common/pageBlocks';

/**
 * A link an operator wrote: an internal path goes through the router, an https URL opens
 * in a new tab; anything else (javascript:, data:, …) renders as plain text, never a link.
 */
export function PageLink({
  href,
  children,
  variant = 'anchor',
}: {
  href: string | null | undefined;
  children: ReactNode;
  variant?: 'anchor' | 'button';
}) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  const external = isExternalHref(safe);
  const content = external ? (
    <>
      {children}
      <VisuallyHidden>
        <FormattedMessage id="pages.opensInNewTab" />
      </VisuallyHidden>
    </>
  ) : (
    children
  );
  if (external) {
    const props = {
      component: 'a' as const,
      href: safe,
      target: '_blank',
      rel: 'noopener noreferrer',
    };
    return variant === 'button' ? (
      <Button size="md" radius="xl" {...props}>
        {content}
      </Button>
    ) : (
      <Anchor underline="always" {...props}>
        {content}
      </Anchor>
    );
  }
  return variant === 'button' ? (
    <Button size="md" radius="xl" component={Link} to={safe}>
      {content}
    </Button>
  ) : (
    // Underlined: a link inside the page's text must not rely on colour alone.
    <Anchor component={Link} to={safe} underline="always">
      {content}
    </Anchor>
  );
}
