// GraphQL's side of server/input/nul-bytes.ts: a NUL character in a variable or an inline string
// argument is refused before anything runs (HTTP 400, BAD_USER_INPUT, `extensions.field` naming it).
import { type DocumentNode, GraphQLError, visit } from 'graphql';
import { nulByteMessage, nulBytePath } from '../input/nul-bytes.ts';

/** The argument (or input field) of the first inline string literal holding a NUL character. */
function inlineNulField(document: DocumentNode): string | null {
  let found: string | null = null;
  const names: string[] = [];
  visit(document, {
    Argument: { enter: (n) => void names.push(n.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (n) => void names.push(n.name.value), leave: () => void names.pop() },
    StringValue(n) {
      if (!found && n.value.includes('\u0000')) found = names.join('.') || 'query';
    },
  });
  return found;
}

export function refuseNulBytes() {
  return {
    onExecute({
      args,
      setResultAndStopExecution,
    }: {
      args: { document: DocumentNode; variableValues?: Record<string, unknown> | null };
      setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
    }) {
      const field = nulBytePath(args.variableValues ?? {}) ?? inlineNulField(args.document);
      if (!field) return;
      setResultAndStopExecution({
        errors: [new GraphQLError(nulByteMessage(field), { extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } } })],
      });
    },
  };
}
