import type { Language } from './definition.ts';

/** What one eBay site adds to the shared definition: its tree id, language and category ids (one per node key). */
export interface SiteTreeData {
  marketplaceId: string;
  categoryTreeId: string;
  categoryTreeVersion: string;
  language: Language;
  ids: Record<string, string>;
}
