// The rest of eBay's pre-flight besides item specifics (issue 28, "nothing dropped silently"):
// photos eBay can fetch and descriptions without the active content eBay forbids. Pure; the
// adapter holds an item back with these messages before any call to eBay.
import sanitizeHtml from 'sanitize-html';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { imageLinks, listingImages } from '../item-content.ts';

/** How a photo hold-back's message begins (the held-back summary groups by it). */
export const PHOTO_MESSAGE_PREFIX = 'No photo eBay can use: ';

/**
 * Null when the item has a photo eBay accepts (an https link; unusable ones are left out and the
 * first usable one leads); else the message saying what to change. eBay itself would refuse the
 * listing with "At least 1 photo is required", which tells the seller nothing about why.
 */
export function photoProblem(i: InventoryItemRow): string | null {
  if (listingImages(i).length > 0) return null;
  const links = imageLinks(i);
  if (links.length === 0) return `${PHOTO_MESSAGE_PREFIX}the item has no photo. Add at least one photo (an https:// link) in the item's images`;
  return `${PHOTO_MESSAGE_PREFIX}eBay takes only https:// photo links and this item's ${links.length === 1 ? 'photo is' : `${links.length} photos are`} not https (e.g. ${links[0]!.slice(0, 80)}). Add a photo with an https:// link in the item's images`;
}

/** eBay refuses active content in descriptions: scripts, frames, plug-ins, forms, event handlers, javascript: links. */
const ACTIVE =
  /<\s*(?:script|iframe|frame|frameset|object|embed|applet|form|input|button|select|textarea|meta|base|link)\b|\son[a-z]+\s*=|javascript:|vbscript:/i;

const ALLOWED_ATTRIBUTES = [
  'style',
  'class',
  'id',
  'align',
  'valign',
  'width',
  'height',
  'border',
  'cellpadding',
  'cellspacing',
  'colspan',
  'rowspan',
  'bgcolor',
  'color',
  'face',
  'size',
  'title',
  'dir',
  'lang',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'style', 'font', 'center', 'h1', 'h2', 'hr', 'u', 's', 'small', 'big', 'tt', 'strike'],
  allowedAttributes: { '*': ALLOWED_ATTRIBUTES, a: [...ALLOWED_ATTRIBUTES, 'href', 'name', 'target', 'rel'], img: [...ALLOWED_ATTRIBUTES, 'src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  allowVulnerableTags: true,
  nonTextTags: ['script', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'applet', 'frameset', 'select', 'button'],
};

/** The description without what eBay forbids; untouched when it has none (most templates). */
export function withoutActiveContent(html: string): string {
  return ACTIVE.test(html) ? sanitizeHtml(html, OPTIONS) : html;
}
