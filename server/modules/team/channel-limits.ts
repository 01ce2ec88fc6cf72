// Per-channel Lister permissions (issue 35): the owner limits a Lister to some channels; a listing
// action on another channel is refused with the team's 403 (FORBIDDEN), GraphQL and REST alike.
// Which channel an operation acts on comes from the channel registry (its listingOperations) or
// the operation's own `channel` argument — no channel is known here by name.
import { type DocumentNode, getOperationAST, Kind, valueFromASTUntyped } from 'graphql';
import { channelEntry, channelOfOperation } from '../../channels/registry.ts';
import type { MemberAccess } from './team.service.ts';

const roleWord = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

/** The refusal of `operation` (a mutation, or a REST route "POST /user/:userId/…") for a member limited to some channels, or null. */
export function channelRefusal(access: Pick<MemberAccess, 'channels' | 'role'>, operation: string, named?: unknown): string | null {
  if (!access.channels) return null;
  const channel = typeof named === 'string' && named ? named : channelOfOperation(operation);
  if (!channel || access.channels.has(channel)) return null;
  const names = [...access.channels].map((c) => channelEntry(c)?.name ?? c).join(', ');
  return `Your role (${roleWord(access.role)}) is limited to ${names} in this account: it does not allow this on ${channelEntry(channel)?.name ?? channel}.`;
}

/** The refusals of a GraphQL operation's mutations acting on a channel the member is not limited to (their own, or a token they made). */
export function operationChannelRefusals(
  access: Pick<MemberAccess, 'channels' | 'role'>,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): string[] {
  if (!access.channels) return [];
  const op = getOperationAST(document, operationName ?? undefined);
  if (op?.operation !== 'mutation') return [];
  const out = new Set<string>();
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) continue;
    const args = Object.fromEntries((sel.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
    const refused = channelRefusal(access, sel.name.value, channelArgument(args));
    if (refused) out.add(refused);
  }
  return [...out];
}

/** The channel a field's arguments name (listingAction's input.channel or input.channelCode), if any. */
export function channelArgument(args: Record<string, unknown>): unknown {
  const input = args.input as Record<string, unknown> | undefined;
  const named = (o: Record<string, unknown>) => o.channel ?? o.channelCode;
  return named(args) ?? (input && typeof input === 'object' ? named(input) : undefined);
}
