import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

/**
 * A page that fails to load (its chunk could not be fetched, most often offline) or to render
 * shows RouteError in its place; the shell around it stays usable.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('page failed') };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
