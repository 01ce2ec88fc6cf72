// Screenshot rules of the support ticket (spec 001 §5), shared by the form (checked as files are
// picked) and the server (checked again: the form is not the only client).

export const ATTACHMENT_TYPES = ['jpeg', 'jpg', 'png', 'webp', 'gif'] as const;
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
/** The form's help text says five; the spec shows no check, but a sixth only grows the request. */
export const MAX_ATTACHMENTS = 5;

export const INVALID_TYPE_MESSAGE = 'Invalid file type, only .jpg, .jpeg, .png, .webp, and .gif are allowed.';
export const TOO_LARGE_MESSAGE = 'File size too large, maximum size is 2 MB.';
export const TOO_MANY_MESSAGE = `You can attach at most ${MAX_ATTACHMENTS} screenshots.`;

/** The extension of a file name, lower-cased ('' when none). */
const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';

/**
 * The spec's message for a file that may not be attached, or null. The type is judged by both the
 * name's extension and the declared MIME type, so 'virus.exe' renamed to 'virus.png' with an
 * executable MIME type is refused too.
 */
export function attachmentProblem(file: { filename: string; type: string; size: number }): string | null {
  const ext = extensionOf(file.filename);
  const mime = file.type.toLowerCase();
  const allowed = (ATTACHMENT_TYPES as readonly string[]).includes(ext) && /^image\/(jpeg|jpg|png|webp|gif)$/.test(mime);
  if (!allowed) return INVALID_TYPE_MESSAGE;
  if (file.size > MAX_ATTACHMENT_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}
