// A small XML reader and writer for eBay's Trading API (the only XML ListBridge speaks): elements,
// attributes, text, CDATA and the five predefined entities plus numeric ones. Namespace prefixes
// are dropped from names (eBay answers in one default namespace). No DTDs, no processing beyond that.

/** A parsed element: child elements by local name (an array when repeated), attributes as '@name', text as '#text'. */
export interface XmlNode {
  [name: string]: XmlValue;
}
export type XmlValue = string | XmlNode | XmlValue[];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? m;
  });
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const localName = (n: string) => n.replace(/^[\w.-]+:/, '');

function addChild(node: XmlNode, name: string, value: XmlValue) {
  const had = node[name];
  if (had === undefined) node[name] = value;
  else if (Array.isArray(had)) had.push(value);
  else node[name] = [had, value];
}

const TOKEN =
  /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/\s*([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses a document into { RootName: node }; throws on malformed markup. */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = {};
  const stack: { name: string; node: XmlNode; text: string }[] = [{ name: '', node: root, text: '' }];
  const close = (name: string) => {
    const top = stack.pop()!;
    if (top.name !== name || stack.length === 0) throw new Error(`XML: unexpected </${name}>`);
    const hasChildren = Object.keys(top.node).length > 0;
    const text = top.text.trim();
    if (text && hasChildren) top.node['#text'] = text;
    addChild(stack[stack.length - 1]!.node, name, hasChildren ? top.node : text);
  };
  for (const m of xml.matchAll(TOKEN)) {
    const top = stack[stack.length - 1]!;
    if (m[1] !== undefined) top.text += m[1];
    else if (m[2] !== undefined) close(localName(m[2]));
    else if (m[3] !== undefined) {
      const node: XmlNode = {};
      for (const a of (m[4] ?? '').matchAll(ATTR)) node[`@${localName(a[1]!)}`] = unescapeXml(a[2] ?? a[3] ?? '');
      const name = localName(m[3]);
      stack.push({ name, node, text: '' });
      if (m[5]) close(name);
    } else if (m[6] !== undefined) top.text += unescapeXml(m[6]);
    else if (m[7] !== undefined) throw new Error('XML: stray <');
  }
  if (stack.length !== 1) throw new Error(`XML: <${stack[stack.length - 1]!.name}> is not closed`);
  if (Object.keys(root).length !== 1) throw new Error('XML: a document has one root element');
  return root;
}

/** A value that may be one element or several, as a list. */
export function xmlList(v: XmlValue | undefined): XmlValue[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/** The text of an element (a string, or a node's '#text'). */
export function xmlText(v: XmlValue | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return xmlText(v[0]);
  return typeof v['#text'] === 'string' ? v['#text'] : undefined;
}

/** What toXml writes: nested objects and arrays; keys '@x' are attributes, '#text' the text. */
export type XmlInput = string | number | boolean | null | undefined | XmlInput[] | { [name: string]: XmlInput };

function element(name: string, value: XmlInput, indent: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => element(name, v, indent)).join('');
  if (typeof value !== 'object') return `${indent}<${name}>${escapeXml(String(value))}</${name}>\n`;
  const entries = Object.entries(value);
  const attrs = entries
    .filter(([k, v]) => k.startsWith('@') && v != null)
    .map(([k, v]) => ` ${k.slice(1)}="${escapeXml(String(v))}"`)
    .join('');
  const text = value['#text'];
  const children = entries
    .filter(([k]) => !k.startsWith('@') && k !== '#text')
    .map(([k, v]) => element(k, v, `${indent}  `))
    .join('');
  if (!children) return `${indent}<${name}${attrs}>${text == null ? '' : escapeXml(String(text))}</${name}>\n`;
  return `${indent}<${name}${attrs}>\n${children}${indent}</${name}>\n`;
}

/** An indented document with the XML declaration; `ns` becomes the root's default namespace. */
export function toXml(root: string, body: { [name: string]: XmlInput }, ns?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, ns ? { '@xmlns': ns, ...body } : body, '')}`;
}
