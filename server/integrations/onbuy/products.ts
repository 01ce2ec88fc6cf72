// OnBuy calls of creating a new product that the seller's client object does not carry: one
// category by id (listable? which conditions?) and a queue entry found by our uid. Plain functions
// over a client, so they stay apart from the listing calls in api.ts.
import { ONBUY_SITE_UK } from './config.ts';
import type { OnbuyHttp } from './http.ts';
import type { OnbuyCategory, OnbuyPage, OnbuyQueue } from './types.ts';

type WithHttp = { http: OnbuyHttp };

const siteOf = (c: WithHttp) => c.http.cfg.siteId ?? ONBUY_SITE_UK;

/** `GET /categories/{id}`: the category with can_list_in and avaliable_condition_slugs. */
export async function onbuyCategory(client: WithHttp, categoryId: number): Promise<OnbuyCategory> {
  const r = await client.http.request<{ results: OnbuyCategory }>({
    method: 'GET',
    path: `/categories/${encodeURIComponent(String(categoryId))}`,
    query: { site_id: siteOf(client) },
    operation: 'category',
  });
  return r.results;
}

/** Pages of 100 read at most while looking for a uid (10,000 queue entries). */
const MAX_QUEUE_PAGES = 100;

/**
 * The newest queue entry whose uid is ours. OnBuy filters queues by id and status only, and
 * integrators report the filters being ignored, so paging through and matching the uid is the
 * reliable way (api-notes §4.3).
 */
export async function onbuyQueueByUid(client: WithHttp, uid: string): Promise<OnbuyQueue | null> {
  let found: OnbuyQueue | null = null;
  for (let page = 0; page < MAX_QUEUE_PAGES; page++) {
    const r = await client.http.request<OnbuyPage<OnbuyQueue>>({
      method: 'GET',
      path: '/queues',
      query: { site_id: siteOf(client), limit: 100, offset: page * 100 },
      operation: 'queues',
    });
    for (const q of r.results) if (q.uid === uid) found = q;
    if (r.results.length < 100 || (page + 1) * 100 >= r.metadata.total_rows) break;
  }
  return found;
}
