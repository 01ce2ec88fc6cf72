import { invalidRequest } from './errors.ts';
import { strArr, type Params } from './params.ts';
import { clone, type State, type Wire } from './state.ts';

/**
 * `expand[]=latest_invoice`, `expand[]=data.customer`, `expand[]=items.data.price.product`:
 * replace an id with the object it names, following dotted paths through lists. Stripe refuses
 * paths that do not lead to an expandable id, and so does this.
 */
export function applyExpand(state: State, body: Wire, p: Params): Wire {
  const paths = strArr(p, 'expand');
  if (paths.length === 0) return body;
  const out = clone(body);
  for (const path of paths) expandPath(state, out, path.split('.'), path);
  return out;
}

function expandPath(state: State, node: Wire, parts: string[], full: string): void {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  if (Array.isArray(node[head])) {
    if (rest.length === 0) throw cannotExpand(full);
    for (const item of node[head] as Wire[]) expandPath(state, item, rest, full);
    return;
  }
  let value = node[head];
  if (value === undefined) throw cannotExpand(full);
  if (typeof value === 'string') {
    const found = lookup(state, value);
    if (!found) throw cannotExpand(full);
    value = node[head] = clone(found);
  }
  if (value === null || rest.length === 0) return;
  expandPath(state, value as Wire, rest, full);
}

function cannotExpand(path: string) {
  return invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
}

const STORES: Record<string, (s: State) => Map<string, Wire>> = {
  cus: (s) => s.customers,
  pm: (s) => s.paymentMethods,
  seti: (s) => s.setupIntents,
  prod: (s) => s.products,
  price: (s) => s.prices,
  promo: (s) => s.promotionCodes,
  sub: (s) => s.subscriptions,
  in: (s) => s.invoices,
};

export function lookup(state: State, id: string): Wire | undefined {
  const prefix = id.slice(0, id.indexOf('_'));
  return STORES[prefix]?.(state).get(id);
}
