// Spec 002 §2.16: times older than 24 hours show as a date, newer as relative 'x ago'.
const DAY_MS = 24 * 60 * 60 * 1000;

export function adminTime(value: string | null | undefined, now = Date.now()): string {
  if (!value) return '—';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '—';
  const age = now - t;
  if (age > DAY_MS || age < -DAY_MS) return new Date(t).toLocaleDateString();
  const abs = Math.abs(age);
  const [n, unit] =
    abs < 60_000 ? [Math.round(abs / 1000), 'second'] : abs < 3_600_000 ? [Math.round(abs / 60_000), 'minute'] : [Math.round(abs / 3_600_000), 'hour'];
  const text = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return age >= 0 ? `${text} ago` : `in ${text}`;
}

/** The pagination window (spec 002 §2.16): up to 10 buttons from max(page − 5, 1). */
export function pageWindow(page: number, numPages: number, size = 10): number[] {
  const start = Math.max(page - 5, 1);
  const end = Math.min(numPages, start + size - 1);
  const out: number[] = [];
  for (let p = start; p <= end; p++) out.push(p);
  return out;
}

/** Local storage under scope.name (spec 002 §2.16); failures only logged (spec 002 §8). */
export function saveChoice(scope: string, name: string, value: string) {
  try {
    localStorage.setItem(`${scope}.${name}`, value);
  } catch (err) {
    console.warn('could not save a filter choice', err);
  }
}
export function savedChoice(scope: string, name: string): string | null {
  try {
    return localStorage.getItem(`${scope}.${name}`);
  } catch {
    return null;
  }
}

/** The toast of a failed admin call: the error's name and message, or 'Unknown error'. */
export function adminErrorText(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err && typeof (err as Error).message === 'string' && (err as Error).message) {
    const name = (err as Error).name && (err as Error).name !== 'Error' ? `${(err as Error).name}: ` : '';
    return `${name}${(err as Error).message}`;
  }
  return 'Unknown error';
}

/** Spec 002 §2.16 (eBay debug page): Limit, Offset and Quantity are whole numbers, 0 when not a number. */
export function wholeNumber(value: string): number {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : 0;
}
