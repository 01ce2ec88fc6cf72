import { Component, type ReactNode } from 'react';

/**
 * Nothing at all when its children fail (a failed query of a secondary notice or banner): they must
 * never take the page down. A new resetKey tries again.
 */
export class QuietBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { failed: boolean; key: unknown }> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(p: { resetKey: unknown }, s: { failed: boolean; key: unknown }) {
    return p.resetKey === s.key ? null : { failed: false, key: p.resetKey };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
