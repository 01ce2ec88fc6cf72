import { useSyncExternalStore, type ComponentType } from 'react';

// The toaster (Ark's toast machine, ~15 KB gzip) stays out of the first load: only pages that show
// toasts import ./toaster.tsx, which registers its <Toaster /> here as the module loads, so the
// toaster is mounted before any of those pages can call `toaster.create`.
let registered: ComponentType | null = null;
const listeners = new Set<() => void>();

export function registerToaster(component: ComponentType) {
  registered = component;
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Renders the app's <Toaster /> once a module that shows toasts has loaded; nothing before that. */
export function ToasterHost() {
  const Toaster = useSyncExternalStore(subscribe, () => registered);
  return Toaster ? <Toaster /> : null;
}
