// The template engine of eBay descriptions: LiquidJS (DESIGN.md), the language Shopify built for
// templates written by merchants, configured as a sandbox. A template reads only its data's own
// properties (never a prototype), cannot include, render or lay out another file (those tags are
// replaced by ones that refuse at compile time, and the file system is an empty one), registers
// nothing, and runs within time and memory limits. Output is HTML-escaped unless marked `| raw`;
// the whole result is sanitised afterwards anyway (sanitize.ts). An unknown variable or filter is
// an error, so a typo is found in the preview instead of silently printing nothing.
import { Liquid, Tag, type Template } from 'liquidjs';
import { TemplateCompileError } from './errors.ts';

/** What the seller is told: LiquidJS's message without its internal stack, e.g. `tag "for" not closed, line:1, col:1`. */
const reasonOf = (err: unknown) =>
  err instanceof Error ? err.message.split('\n')[0]!.replace(/^(ParseError|RenderError|TokenizationError|UndefinedVariableError):\s*/, '') : String(err);

/** The file system of the sandbox: no file exists (the tags that would read one refuse anyway). */
const NO_FILES = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => Promise.reject(new Error('Templates cannot read files')),
  readFileSync: () => {
    throw new Error('Templates cannot read files');
  },
  resolve: (_dir: string, file: string) => file,
  contains: async () => false,
  containsSync: () => false,
};

const liquid = new Liquid({
  fs: NO_FILES,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  ownPropertyOnly: true,
  strictVariables: true,
  strictFilters: true,
  lenientIf: true,
  outputEscape: 'escape',
  cache: false,
  // A seller's template is at most 100 kB; rendering one item must not hold the worker.
  parseLimit: 200_000,
  renderLimit: 1_000,
  memoryLimit: 20_000_000,
});

for (const name of ['include', 'render', 'layout', 'block']) {
  liquid.registerTag(
    name,
    class extends Tag {
      constructor(...args: ConstructorParameters<typeof Tag>) {
        super(...args);
        throw new Error(`{% ${name} %} is not allowed: a description template cannot include other files`);
      }
      *render() {}
    },
  );
}

export interface CompiledTemplate {
  /** The variables the template reads at the top level (e.g. whether it places the footer itself). */
  readonly names: ReadonlySet<string>;
  /** Throws TemplateCompileError when rendering fails (an unknown variable, a limit reached). */
  render(data: Record<string, unknown>): string;
}

/** Compiles a template; a mistake throws TemplateCompileError with LiquidJS's reason (and line). */
export function compileTemplate(source: string): CompiledTemplate {
  let parsed: Template[];
  let names: string[];
  try {
    parsed = liquid.parse(source);
    names = liquid.globalVariablesSync(parsed);
  } catch (err) {
    throw new TemplateCompileError(reasonOf(err));
  }
  return {
    names: new Set(names),
    render(data) {
      try {
        return String(liquid.renderSync(parsed, data));
      } catch (err) {
        throw new TemplateCompileError(reasonOf(err));
      }
    },
  };
}
