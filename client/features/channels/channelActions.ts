// What every channel's item actions share on the client: the refusal they reject with.

/** A refused action, carrying the result type so the screen can pick its alert and link. */
export class ChannelActionRefused extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelActionRefused';
  }
}
