import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface Props {
  /** The location (path and query): a new one clears the error, as React Router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that fails to load (its chunk could not be fetched, most often offline) or to render
 * shows RouteError in its place; the shell around it stays usable.
 */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('page failed') };
  }

  // Not a `key`: that would also remount a working page whenever its query changes (tabs and
  // filters keep their state there).
  override componentDidUpdate(previous: Props): void {
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
