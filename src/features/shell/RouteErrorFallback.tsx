import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';
import { NotFoundPage } from './NotFoundPage';

/** The router's error element: a 404 response reads as "not found", anything else as a failure. */
export function RouteErrorFallback() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
