import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Navigate,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom';
import { reportError } from '../../platform/errorReporting/errorReporter';
import { AccessBlockedError } from '../../relay/errors';
import { ErrorFallbackModal } from './ErrorFallbackModal';
import { NotFoundPage } from './NotFoundPage';
import { isOfflineFailure } from './offlineFailure';
import { OfflinePage } from './OfflinePage';

/**
 * The router's error element: a 404 response reads as "not found"; an access refusal
 * leads to the page that explains it; a request that failed because the browser is
 * offline shows the offline page; anything else is reported as fatal and shows the
 * fallback modal, whose closing reloads the route.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const blocked = error instanceof AccessBlockedError;
  const offline = isOfflineFailure(error);
  const expected = notFound || blocked || offline;

  useEffect(() => {
    if (!expected) void reportError(error, { level: 'fatal' });
  }, [error, expected]);

  // A new navigation to the same address clears the router's error and renders again.
  const renderAgain = () => void navigate(`${pathname}${search}${hash}`, { replace: true });

  if (notFound) return <NotFoundPage />;
  if (blocked) return <Navigate to={error.path} replace />;
  if (offline) return <OfflinePage onRetry={renderAgain} />;
  return <ErrorFallbackModal onClose={renderAgain} />;
}
