import { Component, type ReactNode } from 'react';
import { Notice } from '../../components/Notice.tsx';

/** Spec 000 §8: 'Error: {name} - {message}', or 'Sorry, something went wrong' when there is none. */
export function inventoryErrorText(error: unknown): string {
  if (error instanceof Error && error.message) return `Error: ${error.name} - ${error.message}`;
  return 'Sorry, something went wrong';
}

/** Catches a failed inventory fetch; the page heading stays, a new URL (resetKey) tries again. */
export class InventoryFetchErrorBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('') };
  }
  override componentDidUpdate(prev: { resetKey: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <Notice status="error">{inventoryErrorText(this.state.error)}</Notice> : this.props.children;
  }
}
