import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { reportError } from '../../platform/errorReporting/errorReporter';
import { ErrorFallbackModal } from './ErrorFallbackModal';
import { NotFoundPage } from './NotFoundPage';

/**
 * The router's error element: a 404 response reads as "not found"; anything else is
 * reported as fatal and shows the fallback modal, whose closing reloads the route.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) void reportError(error, { level: 'fatal' });
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  // A new navigation to the same address clears the router's error and renders again.
  return (
    <ErrorFallbackModal
      onClose={() => navigate(`${pathname}${search}${hash}`, { replace: true })}
    />
  );
}
