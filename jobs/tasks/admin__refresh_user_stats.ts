// Safe to run twice: it re-reads every user's counts and upserts the same rows.
import type { TaskDeps } from '../task-list.ts';
import { refreshUserStats } from '../../server/modules/admin/admin.service.ts';

/** Every 5 minutes: the admin users list's counts (items, live listings, sales, channels) for every user. */
export default async function admin__refresh_user_stats(_payload: unknown, deps: TaskDeps) {
  const n = await refreshUserStats(deps, null);
  deps.log.debug({ users: n }, 'admin user stats refreshed');
}
