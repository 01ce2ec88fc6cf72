// The session token lives in localStorage (spec 000 §4); the wanted path in sessionStorage.

export const TOKEN_KEY = 'listbridge.token';
const RETURN_TO_KEY = 'listbridge.returnTo';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function setToken(jwt: string): void {
  if (!jwt) {
    console.warn('Refusing to store an empty session token');
    return;
  }
  try {
    localStorage.setItem(TOKEN_KEY, jwt);
  } catch (err) {
    console.error('Could not store the session token', err);
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch (err) {
    console.error('Could not clear the session token', err);
  }
}

/** Remembers where a signed-out visitor wanted to go, to restore it after sign-in. */
export function rememberPath(path: string): void {
  try {
    if (!path.startsWith('/sign-')) sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    /* private mode: nothing to remember */
  }
}

export function takeRememberedPath(): string | null {
  try {
    const p = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return p?.startsWith('/') && !p.startsWith('//') ? p : null;
  } catch {
    return null;
  }
}

export function inventoryPath(userId: string): string {
  return `/account/${userId}/amazon-inventory/`;
}

/** The sign-in and sign-up failure text: the server message tidied as the spec says, else 'Unknown error'. */
export function failureText(message: string | null | undefined): string {
  if (!message) return 'Unknown error';
  return message.replace(/^"/, '').replace(/ \d"$/, '') || 'Unknown error';
}
