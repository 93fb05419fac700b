import { Component, type ReactNode } from 'react';
import { isAccessRefusal, isOfflineFailure } from './offlineFailure';

interface OfflineDataBoundaryProps {
  /** What to render instead, while the data could not be fetched for being offline (or refused). */
  fallback: ReactNode;
  /** A new value (e.g. a new preloaded query) tries the children again. */
  resetKey: unknown;
  children: ReactNode;
}

interface OfflineDataBoundaryState {
  error: unknown;
  failedKey: unknown;
}

/**
 * Catches a data failure that only means "offline", or that the server refuses this
 * visitor, and renders `fallback` instead; every other error goes on to the next error
 * boundary (the router's error element).
 */
export class OfflineDataBoundary extends Component<
  OfflineDataBoundaryProps,
  OfflineDataBoundaryState
> {
  state: OfflineDataBoundaryState = { error: null, failedKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<OfflineDataBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: OfflineDataBoundaryProps,
    state: OfflineDataBoundaryState,
  ): Partial<OfflineDataBoundaryState> | null {
    if (state.error === null) return { failedKey: props.resetKey };
    // The error belongs to the previous key: try the new one.
    if (props.resetKey !== state.failedKey) return { error: null, failedKey: props.resetKey };
    return null;
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isOfflineFailure(error) || isAccessRefusal(error)) return this.props.fallback;
    throw error;
  }
}
