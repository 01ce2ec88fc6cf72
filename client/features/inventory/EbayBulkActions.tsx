import { ChannelBulkActions } from './ChannelBulkActions.tsx';
import { ACTION_WORDS, type EbayAction } from '../channels/ebay/ebayActions.ts';

const ACTIONS: { action: EbayAction; label: string; verb: string }[] = [
  { action: 'list', label: 'List', verb: ACTION_WORDS.list.verb },
  { action: 'revise', label: 'Revise', verb: ACTION_WORDS.revise.verb },
  { action: 'delist', label: 'Delist', verb: ACTION_WORDS.delist.verb },
];

/** The eBay group of the bulk bar (spec 000 §2): each opens its confirmation. */
export function EbayBulkActions({ onPick }: { onPick: (action: EbayAction) => void }) {
  return <ChannelBulkActions channel="eBay" actions={ACTIONS} onPick={onPick} />;
}
