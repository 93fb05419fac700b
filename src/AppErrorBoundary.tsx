import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallbackModal } from './features/shell/ErrorFallbackModal';
import { reportError } from './platform/errorReporting/errorReporter';
import { MarkInteractive } from './serverRendering/MarkInteractive';

interface AppErrorBoundaryState {
  error: Error | null;
}

/**
 * The last line of defence for render errors outside the routes' own error elements:
 * reports them as fatal and shows the fallback modal; closing it renders the children again.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AppErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    void reportError(error, { level: 'fatal', componentStack: info.componentStack ?? undefined });
  }

  render() {
    if (this.state.error)
      return (
        <>
          <ErrorFallbackModal onClose={() => this.setState({ error: null })} />
          <MarkInteractive />
        </>
      );
    return this.props.children;
  }
}
