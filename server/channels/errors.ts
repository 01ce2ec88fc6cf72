// Errors any channel adapter may raise; the engine decides what each means for the rows.

/**
 * Raised (before or during a run) when the seller cannot list on the channel at all: eBay without
 * business policies, a Shopify shop without a location, an OnBuy account without a site. Every row
 * in progress fails with this message, so the seller sees why and can retry after fixing it.
 */
export class ChannelSetupError extends Error {}
