// A logic-less template engine for eBay descriptions: a Mustache subset, written here so it can
// do nothing else. It reads only the fields of a fixed schema (own properties of plain data, never
// a prototype), calls no functions, has no partials, no helpers and no delimiter changes, and so
// cannot run code or pull in a file. Every problem is found when the template is compiled (an
// unknown field, an unclosed section), so a compiled template always renders.
//
// Syntax: {{name}} (HTML-escaped), {{{name}}} and {{& name}} (as is; the whole output is sanitised
// afterwards), {{#name}}…{{/name}} (a list: once per entry; otherwise when truthy),
// {{^name}}…{{/name}} (when empty or false), {{.}} (the current entry of a list of text),
// {{! comment }}.
import { TemplateCompileError } from './errors.ts';

/** What a name holds: text, a flag, or a list of text or of records (each record's fields are text). */
export type FieldShape = 'text' | 'flag' | { list: 'text' } | { list: Record<string, 'text'> };
export type TemplateSchema = Record<string, FieldShape>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'var'; name: string; raw: boolean }
  | { kind: 'section'; name: string; inverted: boolean; children: Node[] };

export interface CompiledTemplate {
  /** Every field name the template uses (e.g. to know whether it places the footer itself). */
  readonly names: ReadonlySet<string>;
  render(data: Record<string, unknown>): string;
}

const MAX_DEPTH = 20;
const NAME = /^(?:\.|[A-Za-z_][A-Za-z0-9_]*)$/;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"'`=]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;', '=': '&#61;' })[c]!);

/** The line of an offset, for the seller's error message. */
const lineOf = (source: string, at: number) => source.slice(0, at).split('\n').length;

/** Compiles a template against a schema; a mistake throws TemplateCompileError with the reason. */
export function compileTemplate(source: string, schema: TemplateSchema): CompiledTemplate {
  const names = new Set<string>();
  const root: Node[] = [];
  // Open sections: their node, their scope (the fields of a list entry) and where they opened.
  const stack: { node: Extract<Node, { kind: 'section' }>; scope: FieldShape | null; at: number }[] = [];
  const current = () => (stack.length ? stack[stack.length - 1]!.node.children : root);
  const fail = (reason: string, at: number): never => {
    throw new TemplateCompileError(`${reason} (line ${lineOf(source, at)})`);
  };

  /** The shape a name has where it is used: the innermost list entry first, then outwards, then the schema. */
  function resolve(name: string, at: number): FieldShape {
    for (let i = stack.length - 1; i >= 0; i--) {
      const scope = stack[i]!.scope;
      if (!scope || typeof scope === 'string' || !('list' in scope)) continue;
      if (name === '.' && scope.list === 'text') return 'text';
      if (typeof scope.list === 'object' && Object.hasOwn(scope.list, name)) return scope.list[name]!;
    }
    if (name !== '.' && Object.hasOwn(schema, name)) return schema[name]!;
    if (name === '.') return fail('{{.}} is only allowed inside a list of text such as {{#feature_bullets}}', at);
    return fail(`Unknown field '${name}'`, at);
  }

  let pos = 0;
  while (pos < source.length) {
    const open = source.indexOf('{{', pos);
    if (open < 0) {
      current().push({ kind: 'text', text: source.slice(pos) });
      break;
    }
    if (open > pos) current().push({ kind: 'text', text: source.slice(pos, open) });
    const triple = source.startsWith('{{{', open);
    const closeTag = triple ? '}}}' : '}}';
    const close = source.indexOf(closeTag, open + (triple ? 3 : 2));
    if (close < 0) fail(`Unclosed tag '${source.slice(open, open + 20)}'`, open);
    const inner = source.slice(open + (triple ? 3 : 2), close).trim();
    pos = close + closeTag.length;
    if (triple) {
      if (!NAME.test(inner)) fail(`Invalid field name '${inner}'`, open);
      resolve(inner, open);
      names.add(inner);
      current().push({ kind: 'var', name: inner, raw: true });
      continue;
    }
    const sigil = inner[0] ?? '';
    const name = '#^/&!>=<{$'.includes(sigil) ? inner.slice(1).trim() : inner;
    if (sigil === '!') continue;
    if (sigil === '>' || sigil === '<') fail('Partials are not allowed', open);
    if (sigil === '=') fail('Changing the delimiters is not allowed', open);
    if (sigil === '{' || sigil === '$') fail(`Unsupported tag '{{${inner}}}'`, open);
    if (!NAME.test(name)) fail(`Invalid field name '${name}'`, open);
    if (sigil === '#' || sigil === '^') {
      if (stack.length >= MAX_DEPTH) fail(`Sections nested more than ${MAX_DEPTH} deep`, open);
      const shape = resolve(name, open);
      names.add(name);
      const node = { kind: 'section' as const, name, inverted: sigil === '^', children: [] as Node[] };
      current().push(node);
      stack.push({ node, scope: sigil === '#' ? shape : null, at: open });
    } else if (sigil === '/') {
      const top = stack.pop();
      if (!top) fail(`Closing tag '{{/${name}}}' without an opening tag`, open);
      if (top!.node.name !== name) fail(`Section '${top!.node.name}' is closed by '{{/${name}}}'`, open);
    } else {
      resolve(name, open);
      names.add(name);
      current().push({ kind: 'var', name, raw: sigil === '&' });
    }
  }
  if (stack.length) {
    const top = stack[stack.length - 1]!;
    fail(`Section '${top.node.name}' is not closed`, top.at);
  }
  return { names, render: (data) => renderNodes(root, [data]) };
}

/** A value by name from the innermost context that has it as its own property. */
function lookup(contexts: unknown[], name: string): unknown {
  if (name === '.') return contexts[contexts.length - 1];
  for (let i = contexts.length - 1; i >= 0; i--) {
    const c = contexts[i];
    if (c && typeof c === 'object' && !Array.isArray(c) && Object.hasOwn(c, name)) return (c as Record<string, unknown>)[name];
  }
  return undefined;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const truthy = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : !!v && typeof v !== 'function');

function renderNodes(nodes: Node[], contexts: unknown[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.kind === 'text') out += n.text;
    else if (n.kind === 'var') {
      const text = asText(lookup(contexts, n.name));
      out += n.raw ? text : escapeHtml(text);
    } else {
      const v = lookup(contexts, n.name);
      if (n.inverted) {
        if (!truthy(v)) out += renderNodes(n.children, contexts);
      } else if (Array.isArray(v)) {
        for (const entry of v) out += renderNodes(n.children, [...contexts, entry]);
      } else if (truthy(v)) out += renderNodes(n.children, contexts);
    }
  }
  return out;
}
