// A GraphQL field names its channel either with the spec's enum (`channel: ListingChannel` or
// `SaleChannel`, what the spec's clients and partners send) or with its code (`channelCode: String`,
// any registered channel: the enums are fixed when the schema is built, so a channel registered
// later can only be named by its code). Exactly one of the two, and a channel the registry holds.
import { GraphQLError } from 'graphql';
import { type ChannelCode, isRegisteredChannel } from './registry.ts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The channel the arguments name, or a BAD_USER_INPUT error saying what is wrong with them. */
export function requiredChannel(channel: string | null | undefined, channelCode: string | null | undefined): ChannelCode {
  if (channel != null && channelCode != null) throw badInput('Name the channel once: channel or channelCode, not both');
  const code = channel ?? channelCode;
  if (code == null) throw badInput('Name the channel: channel or channelCode');
  if (!isRegisteredChannel(code)) throw badInput(`No channel has the code ${JSON.stringify(code)}`);
  return code;
}
