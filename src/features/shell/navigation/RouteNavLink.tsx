import { NavLink as MantineNavLink, type NavLinkProps } from '@mantine/core';
import { Link, useMatch } from 'react-router-dom';

/** Mantine's NavLink on a route: highlighted (and aria-current) while its route matches. */
export function RouteNavLink({
  to,
  end = false,
  ...props
}: NavLinkProps & { to: string; end?: boolean; onClick?: () => void }) {
  const active = useMatch({ path: to, end }) != null;
  return (
    <MantineNavLink
      component={Link}
      to={to}
      active={active}
      aria-current={active ? 'page' : undefined}
      mih={44}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...props}
    />
  );
}
