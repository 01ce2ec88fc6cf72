import { Component, type ReactNode } from 'react';
import { Notice } from '../../components/Notice.tsx';
import { listingsErrorText } from './listingsFormat.ts';

/** Catches a failed fetch of the page; the heading stays, a new URL (resetKey) tries again. */
export class ListingsFetchErrorBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('') };
  }
  override componentDidUpdate(prev: { resetKey: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <Notice status="error">{listingsErrorText(this.state.error)}</Notice> : this.props.children;
  }
}
