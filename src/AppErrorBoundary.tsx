import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './features/shell/ErrorFallback';

interface AppErrorBoundaryState {
  error: Error | null;
}

/**
 * The last line of defence for render errors outside the routes' own error elements.
 * Retrying re-renders the children. (Reporting to the error service comes later.)
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AppErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
