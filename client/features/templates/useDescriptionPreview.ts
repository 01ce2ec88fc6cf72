import { useEffect, useRef, useState } from 'react';

/** A preview as shown: loading (keeping the last HTML), the HTML, or why it cannot be shown. */
export type PreviewState =
  | { kind: 'loading'; html: string | null }
  | { kind: 'ready'; html: string }
  | { kind: 'error'; message: string; reason: string | null };

/** What a preview query answered: the HTML, or an expected error (TemplateCompileError carries a reason). */
export type PreviewAnswer = { html: string } | { message: string; reason?: string | null };

/** A preview query's union answer (DescriptionPreview, TemplateCompileError or another Error) as a PreviewAnswer. */
export function previewAnswer(
  r: { readonly __typename: string; readonly html?: string; readonly message?: string; readonly reason?: string } | null | undefined,
): PreviewAnswer {
  if (!r || r.__typename === '%other') return { message: 'Could not load the preview' };
  if (r.__typename === 'DescriptionPreview') return { html: r.html ?? '' };
  return { message: r.message ?? 'Could not load the preview', reason: r.reason ?? null };
}

/** Edits arrive keystroke by keystroke: the preview asks once they pause this long. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Asks for a preview whenever `key` (the serialised inputs) changes, debounced; an answer to an
 * older key is dropped, so a slow reply never overwrites a newer preview.
 */
export function useDescriptionPreview(key: string, ask: () => Promise<PreviewAnswer>, delayMs = PREVIEW_DEBOUNCE_MS): PreviewState {
  const [state, setState] = useState<PreviewState>({ kind: 'loading', html: null });
  const askRef = useRef(ask);
  askRef.current = ask;
  const seq = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the inputs ask() reads
  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ kind: 'loading', html: s.kind === 'error' ? null : s.html }));
    const timer = setTimeout(() => {
      askRef
        .current()
        .then((answer) => {
          if (mine !== seq.current) return;
          setState('html' in answer ? { kind: 'ready', html: answer.html } : { kind: 'error', message: answer.message, reason: answer.reason ?? null });
        })
        .catch((err: unknown) => {
          if (mine !== seq.current) return;
          setState({ kind: 'error', message: 'Could not load the preview', reason: err instanceof Error ? err.message : null });
        });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return state;
}
