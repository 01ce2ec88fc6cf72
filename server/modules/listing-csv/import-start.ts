// What every channel's listings import checks before reading a row (spec 001 §5, 002 §2.13): the
// file has rows, no more than the channel's import takes at once, and the channel is connected.
import type { ActionDeps } from '../listing-actions/actions.service.ts';
import { requireChannelConnection } from '../listing-actions/actions.service.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';

/** The connection's id and the parser's problems, copied so the import can add its own. */
export async function startListingsImport<P>(
  deps: Pick<ActionDeps, 'prisma'>,
  userId: string,
  channel: ListingChannel,
  input: { rows: readonly unknown[]; problems?: readonly P[] },
  maxRows: number,
): Promise<{ connectionId: string; problems: P[] }> {
  if (input.rows.length + (input.problems?.length ?? 0) === 0) throw new ListingValidationError('The file has no rows');
  if (input.rows.length > maxRows) throw new ListingValidationError(`At most ${maxRows} rows at a time`);
  const connectionId = await requireChannelConnection(deps, userId, channel);
  return { connectionId, problems: [...(input.problems ?? [])] };
}
