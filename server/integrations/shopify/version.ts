/**
 * The Admin API version every ListBridge call to Shopify uses: one constant, because the GraphQL
 * documents (documents.ts) are written and contract-checked against exactly this version's schema
 * (the official introspection: tests/helpers/shopify-contracts.ts). Shopify supports each quarterly version for
 * 12 months (2026-04: until 2027-04-01); moving on means checking the documents against the next
 * version's schema and its changelog, then changing this line.
 */
export const SHOPIFY_API_VERSION = '2026-04';
