// Whether a screen waits on a channel, for every channel's listings.

/**
 * True while a listing is being listed or delisted (the server's inProgress) or has a revision
 * queued that the channel has not answered yet (pendingRevision): the screens poll until none is.
 */
export const anyInProgress = (listings: readonly ({ readonly inProgress: boolean; readonly pendingRevision?: string | null } | null | undefined)[]) =>
  listings.some((l) => !!l && (l.inProgress || (l.pendingRevision ?? null) !== null));
