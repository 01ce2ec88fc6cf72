// The sandbox's "model": answers an item-specifics prompt (the format ListBridge sends, README)
// from the catalogue data in it, honestly and deterministically. It never invents a value: an
// aspect whose value the product data does not give is answered 'not specified'.

export interface PromptAspect {
  name: string;
  required: boolean;
  /** Allowed values (SELECTION_ONLY) or suggestions (free text). */
  values: string[];
  selectionOnly: boolean;
}

export interface ParsedPrompt {
  title: string;
  /** Facts by lower-cased name: top-level 'Name: value' lines and the product details. */
  facts: Map<string, string>;
  aspects: PromptAspect[];
}

/** Names a catalogue uses for the same fact as an eBay aspect (lower case). */
const SYNONYMS: Record<string, string[]> = {
  colour: ['color', 'colour name', 'color name'],
  color: ['colour', 'color name'],
  model: ['model number', 'model name'],
  mpn: ['manufacturer part number', 'part number', 'model number'],
  brand: ['manufacturer'],
  'storage capacity': ['memory storage capacity', 'capacity'],
  size: ['item size'],
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `needle` occurs in `text` as whole words (case-insensitive). */
function containsWords(text: string, needle: string): boolean {
  if (!needle.trim()) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(norm(needle))}($|[^\\p{L}\\p{N}])`, 'u').test(norm(text));
}

/** Reads the user message ListBridge sends; null when it is not one (the sandbox then answers plainly). */
export function parsePrompt(text: string): ParsedPrompt | null {
  const lines = text.split(/\r?\n/);
  const dataAt = lines.findIndex((l) => l.trim() === 'PRODUCT DATA');
  const specsAt = lines.findIndex((l) => l.trim().startsWith('ITEM SPECIFICS'));
  if (dataAt < 0 || specsAt < 0 || specsAt < dataAt) return null;
  const facts = new Map<string, string>();
  let title = '';
  let section = '';
  for (const line of lines.slice(dataAt + 1, specsAt)) {
    const top = /^([A-Za-z][^:]{0,60}):\s*(.*)$/.exec(line);
    const listed = /^- ([^:]{1,60}):\s*(.+)$/.exec(line);
    if (top) {
      section = norm(top[1]!);
      if (top[2]) {
        if (section === 'title') title = top[2].trim();
        if (!facts.has(section)) facts.set(section, top[2].trim());
      }
    } else if (listed && section === 'product details') {
      const name = norm(listed[1]!);
      if (!facts.has(name)) facts.set(name, listed[2]!.trim());
    }
  }
  const aspects: PromptAspect[] = [];
  for (const line of lines.slice(specsAt + 1)) {
    const head = /^- (.+?)( \(required\))?\s*$/.exec(line);
    const choose = /^\s+Choose one of:\s*(.*)$/.exec(line);
    const suggest = /^\s+Suggested values:\s*(.*)$/.exec(line);
    if (head) aspects.push({ name: head[1]!.trim(), required: !!head[2], values: [], selectionOnly: false });
    else if ((choose || suggest) && aspects.length) {
      const last = aspects[aspects.length - 1]!;
      last.values = (choose ?? suggest)![1]!
        .split(' | ')
        .map((v) => v.trim())
        .filter(Boolean);
      last.selectionOnly = !!choose;
    }
  }
  return { title, facts, aspects };
}

function factFor(prompt: ParsedPrompt, aspect: string): string | undefined {
  const name = norm(aspect);
  for (const candidate of [name, ...(SYNONYMS[name] ?? [])]) {
    const v = prompt.facts.get(candidate);
    if (v) return v;
  }
  return undefined;
}

/** The allowed value a text names: equal first, else the longest one it contains as whole words. */
function valueIn(text: string, values: string[]): string | undefined {
  const exact = values.find((v) => norm(v) === norm(text));
  if (exact) return exact;
  return values.filter((v) => containsWords(text, v)).sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
}

/** One 'Name: value' line per aspect, in the prompt's order. */
export function answerSpecifics(prompt: ParsedPrompt): string {
  return prompt.aspects
    .map((a) => {
      const fact = factFor(prompt, a.name);
      if (fact !== undefined) {
        // A catalogue value outside the list is repeated as the catalogue says it (as a model
        // copying its source would); ListBridge drops it for a SELECTION_ONLY aspect.
        return `${a.name}: ${a.values.length ? (valueIn(fact, a.values) ?? fact) : fact}`;
      }
      const fromTitle = a.values.length ? valueIn(prompt.title, a.values) : undefined;
      return `${a.name}: ${fromTitle ?? 'not specified'}`;
    })
    .join('\n');
}

/** Tokens as a rough deterministic estimate: about four characters each. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
