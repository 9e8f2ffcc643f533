/** Catches a page that failed to load (chunk error or 120 s time-out, §8) or threw while rendering. */
import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
