// A port: a function a lower module calls and a higher module implements, plugged in once by the
// composition root (server/wiring.ts). It keeps the import graph one-way (issue 33: no module
// reaches back to itself through the modules it imports): inventory says "these items changed"
// without importing listing sync, the channel registry asks for the seller's category memory
// without importing the listing-content module, and so on. Calling a port nobody plugged in
// throws, so a missing wire fails loudly instead of silently dropping the work.

/** A function of type F that the composition root implements; call it like F. */
export type Port<F extends (...args: never[]) => unknown> = F & {
  /** Plugs the implementation in (the composition root does, once per process; again replaces it). */
  implement(fn: F): void;
};

/** A port named `name` (module.function, for the error when it is called unplugged). */
export function port<F extends (...args: never[]) => unknown>(name: string): Port<F> {
  let impl: F | null = null;
  const call = (...args: Parameters<F>) => {
    if (!impl) throw new Error(`${name} is not plugged in: the composition root (server/wiring.ts) implements it`);
    return impl(...args);
  };
  return Object.assign(call, { implement: (fn: F) => void (impl = fn) }) as unknown as Port<F>;
}
