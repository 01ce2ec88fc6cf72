// Password and form rules with the spec's exact messages (000 §5, 002 §5). Pure, shared by
// GraphQL, REST and (mirrored) the client screens.

export interface FieldError {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Invalid email address';
  return null;
}

/** Sign-up password rules, first failing message only (the form shows one per field). */
export function signUpPasswordError(password: string, email: string): string | null {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (!/\d/.test(password)) return 'Password must contain at least one number';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  const username = email.split('@')[0]?.trim().toLowerCase() ?? '';
  if (username && password.toLowerCase().includes(username)) return 'Password must not contain your email username';
  return null;
}

export function confirmationError(password: string, confirmation: string | undefined): string | null {
  if (!confirmation) return 'Password confirmation is required';
  if (password !== confirmation) return 'Passwords do not match';
  return null;
}

export function validateSignUp(input: { email: string; password: string; passwordConfirmation?: string }): FieldError[] {
  const errors: FieldError[] = [];
  const e = emailError(input.email);
  if (e) errors.push({ field: 'email', message: e });
  const p = signUpPasswordError(input.password, input.email);
  if (p) errors.push({ field: 'password', message: p });
  const c = confirmationError(input.password, input.passwordConfirmation);
  if (c) errors.push({ field: 'passwordConfirmation', message: c });
  return errors;
}

export function validateSignIn(input: { email: string; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  const e = emailError(input.email);
  if (e) errors.push({ field: 'email', message: e });
  if (input.password.length < 3) errors.push({ field: 'password', message: 'Password must be at least 3 characters long' });
  return errors;
}

export function validateReset(input: { password: string; passwordConfirmation?: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (!input.password) errors.push({ field: 'password', message: 'Password is required' });
  else if (input.password.length < 8) errors.push({ field: 'password', message: 'Password must be at least 8 characters long' });
  if (!input.passwordConfirmation) errors.push({ field: 'passwordConfirmation', message: 'Password confirmation is required' });
  else if (input.password !== input.passwordConfirmation) errors.push({ field: 'passwordConfirmation', message: 'Passwords do not match' });
  return errors;
}

/** Change password: base rules for everyone, then (admins) the six rules of 002 §5 in order. */
export function validatePasswordChange(
  input: { currentPassword: string; newPassword: string; newPasswordConfirmation: string },
  admin: { isAdmin: boolean; fullName: string | null },
): FieldError[] {
  const errors: FieldError[] = [];
  const short = 'Password must be at least 8 characters long';
  if (input.currentPassword.length < 8) errors.push({ field: 'currentPassword', message: short });
  if (input.newPassword.length < 8) errors.push({ field: 'newPassword', message: short });
  // A confirmation that differs is flagged as such even while the passwords are short (issue 30).
  if (input.newPassword !== input.newPasswordConfirmation) errors.push({ field: 'newPasswordConfirmation', message: 'Passwords do not match' });
  else if (input.newPasswordConfirmation.length < 8) errors.push({ field: 'newPasswordConfirmation', message: short });
  if (admin.isAdmin && !errors.some((e) => e.field === 'newPassword')) {
    const m = adminPasswordError(input.newPassword, admin.fullName);
    if (m) errors.push({ field: 'newPassword', message: m });
  }
  return errors;
}

export function adminPasswordError(password: string, fullName: string | null): string | null {
  const nameParts = (fullName ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((p) => p.length >= 2);
  if (nameParts.some((p) => password.toLowerCase().includes(p))) return 'Password cannot contain your name';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one upper-case character';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lower-case character';
  if (!/\d/.test(password)) return 'Password must contain at least one number';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Password must contain at least one special character';
  if (password.length < 12) return 'Password must be at least 12 characters';
  return null;
}

/** Two-factor code: spaces ignored, exactly six digits. */
export function twoFactorCodeError(code: string): string | null {
  const c = code.replace(/\s+/g, '');
  if (c.length !== 6) return 'Code must be 6 characters long';
  if (!/^\d+$/.test(c)) return 'Code must be all numbers';
  return null;
}

/** Recovery codes (recovery-codes.ts): lower case without spaces or hyphens, "ABCDE-FGHJK" = "abcdefghjk". */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** True when the text has the shape of a recovery code (ten letters and digits; an authenticator code is 6 digits). */
export function looksLikeRecoveryCode(code: string): boolean {
  const c = normaliseRecoveryCode(code);
  return c.length === 10 && /^[a-z0-9]+$/.test(c) && !/^\d+$/.test(c);
}
