// The listing description is HTML the seller writes in the listing view's editor (Tiptap). It is
// sanitised when saved (inventory/edits.ts) and again when a listing template uses it (an older row
// or a direct write may hold anything): only simple formatting survives, never scripts, styles,
// event handlers or javascript: links. The same allow-list as the editor's schema.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Dropped with their content; any other tag is unwrapped (its text stays, escaped).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

const BLOCK_START = /^\s*<(p|ul|ol|h[2-4]|blockquote)[\s>]/i;

/** Safe description HTML; bare text (older, plain descriptions) becomes one paragraph. */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // An emptied editor leaves tags without text ("<p></p>"): no description.
  if (!clean.replace(/<[^>]*>|&nbsp;|\s/g, '')) return '';
  return BLOCK_START.test(clean) ? clean : `<p>${clean}</p>`;
}
