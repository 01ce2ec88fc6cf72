// The channels the inventory's status chips show, in order: the server's registry (the `channels`
// query, so a channel with no folder on the client has its chip too), or the spec's three where the
// screen has not read it.
import { createContext, type ReactNode, useContext } from 'react';
import { CHANNEL_NAMES } from '../channels/names.ts';

export interface ChipChannel {
  readonly code: string;
  readonly name: string;
}

const ChipChannels = createContext<readonly ChipChannel[]>(CHANNEL_NAMES);

export function ChipChannelsProvider({ channels, children }: { channels: readonly ChipChannel[]; children: ReactNode }) {
  return <ChipChannels.Provider value={channels}>{children}</ChipChannels.Provider>;
}

export const useChipChannels = () => useContext(ChipChannels);
