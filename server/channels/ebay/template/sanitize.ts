// What a rendered description may hold, as eBay requires (no active content, no remote includes):
// layout and formatting HTML with class/style attributes, https images, http(s)/mailto links, and
// one <style> block of sanitised CSS. Scripts, frames, objects, embeds, forms, <link>/<meta>/<base>,
// event-handler attributes and javascript: URLs never survive; neither do CSS @import, @font-face,
// expression(), behaviours, bindings, or url() other than https.
import sanitizeHtml from 'sanitize-html';

const TAGS = [
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'center',
  'code',
  'col',
  'colgroup',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'li',
  'main',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': ['class', 'id', 'style', 'title', 'align', 'dir', 'lang'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'border', 'cellpadding', 'cellspacing'],
    td: ['colspan', 'rowspan', 'width', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'valign'],
    col: ['span', 'width'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  // eBay shows only https images.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content; any other unknown tag is unwrapped (its text stays, escaped).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'applet',
    'template',
    'noembed',
    'noframes',
    'svg',
    'math',
    'title',
    'head',
  ],
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style === undefined) return { tagName, attribs };
      const style = sanitizeCss(attribs.style);
      const { style: _old, ...rest } = attribs;
      return { tagName, attribs: style.trim() ? { ...rest, style } : rest };
    },
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};

/** Sanitised HTML body (no <style>: CSS goes through sanitizeCss). */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ALLOWED_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes', 'page']);

/**
 * CSS without anything that runs or fetches: comments and escapes out first (they hide words
 * from the checks below), at-rules other than @media/@supports/@keyframes removed with their
 * block, url() kept only for https, expression()/behavior/-moz-binding/javascript: neutralised,
 * and no '<', so the text cannot close its <style> element.
 */
export function sanitizeCss(css: string): string {
  let s = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\/g, '')
    .replaceAll('<', '')
    .replaceAll(String.fromCharCode(0), '');
  s = dropAtRules(s);
  // One pass over every url(…): an https address is kept (quoted), anything else becomes none.
  s = s.replace(/url\s*\(([^)]*)\)?/gi, (_m, inner: string) => {
    const url = inner.trim().replace(/^(['"])(.*)\1$/, '$2');
    return /^https:\/\/[^\s'"()]+$/i.test(url) ? `url("${url}")` : 'none';
  });
  s = s.replace(/(?:-webkit-)?image-set\s*\(/gi, 'none(');
  s = s.replace(/expression\s*\(/gi, 'none(');
  s = s.replace(/(?:-moz-binding|behavior|behaviour)\s*:/gi, 'x-removed:');
  s = s.replace(/(?:java|vb)script\s*:/gi, '');
  return s.trim();
}

/** Removes every at-rule not allowed: a statement up to its ';', or a block with its braces. */
function dropAtRules(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const at = css.indexOf('@', i);
    if (at < 0) {
      out += css.slice(i);
      break;
    }
    out += css.slice(i, at);
    const name = /^@([-a-zA-Z]+)/.exec(css.slice(at))?.[1]?.toLowerCase() ?? '';
    if (ALLOWED_AT_RULES.has(name)) {
      out += css.slice(at, at + 1 + name.length);
      i = at + 1 + name.length;
      continue;
    }
    const semi = css.indexOf(';', at);
    const brace = css.indexOf('{', at);
    if (brace < 0 || (semi >= 0 && semi < brace)) {
      i = semi < 0 ? css.length : semi + 1;
      continue;
    }
    let depth = 0;
    let j = brace;
    for (; j < css.length; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}' && --depth === 0) break;
    }
    i = j + 1;
  }
  return out;
}
