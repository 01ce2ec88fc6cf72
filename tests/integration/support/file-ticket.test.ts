// The support ticket endpoint (spec 000 §7 POST file-ticket, 001 §2.9 and §5): a ticket with
// screenshots is stored and e-mailed to support; a too-large or non-image attachment is refused with
// the spec's message and nothing is stored or sent; another seller's id is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { INVALID_TYPE_MESSAGE, TOO_LARGE_MESSAGE } from '../../../shared/support/attachment-rules.ts';

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const dataUrl = (mime: string, b64: string) => `data:${mime};base64,${b64}`;

describe('support tickets', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let other: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off' });
    [seller, other] = await Promise.all([createSeller(app), createSeller(app)]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const file = (body: unknown, who = seller) => rest(app.url, 'POST', `/user/${who.user.id}/file-ticket`, body, who.token);
  const counts = async (userId: string) => {
    const { rows } = await app.services.pool.query<{ tickets: number; attachments: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM support_tickets WHERE user_id = $1) AS tickets,
              (SELECT count(*)::int FROM support_ticket_attachments a JOIN support_tickets t ON t.id = a.ticket_id WHERE t.user_id = $1) AS attachments,
              (SELECT count(*)::int FROM email_outbox WHERE text LIKE '%' || $1 || '%') AS mails`,
      [userId],
    );
    return rows[0]!;
  };

  it('stores a ticket with its screenshot and queues one e-mail to support', async () => {
    const res = await file({
      email: seller.email,
      subject: 'Sync looks slow',
      details: 'My eBay quantity did not change.',
      examples: 'SKU ABC-1',
      attachments: [{ content: dataUrl('image/png', PNG), filename: 'screen.png', type: 'image/png' }],
      priority: 'urgent',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { rows } = await app.services.pool.query(
      `SELECT t.email, t.subject, t.details, a.filename, a.content_type, a.size_bytes, a.data FROM support_tickets t JOIN support_ticket_attachments a ON a.ticket_id = t.id WHERE t.id = $1`,
      [res.body.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: seller.email, subject: 'Sync looks slow', filename: 'screen.png', content_type: 'image/png' });
    expect(Buffer.compare(rows[0].data, Buffer.from(PNG, 'base64'))).toBe(0);
    const mail = await app.services.pool.query(`SELECT "to", subject, text FROM email_outbox WHERE subject LIKE '%' || $1 || '%'`, [res.body.id]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].to).toBe('support@listbridge.local');
    expect(mail.rows[0].text).toContain('My eBay quantity did not change.');
    expect(mail.rows[0].text).toContain('screen.png');
  });

  it('refuses a 3 MB screenshot and a .exe with the spec messages, storing and sending nothing', async () => {
    const before = await counts(other.user.id);
    const big = Buffer.alloc(3 * 1024 * 1024, 7).toString('base64');
    const tooLarge = await file(
      { email: other.email, details: 'See attached', attachments: [{ content: dataUrl('image/png', big), filename: 'big.png', type: 'image/png' }] },
      other,
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(TOO_LARGE_MESSAGE);

    const exe = await file(
      {
        email: other.email,
        details: 'See attached',
        attachments: [
          { content: dataUrl('image/png', PNG), filename: 'ok.png', type: 'image/png' },
          { content: dataUrl('application/x-msdownload', 'TVqQAAMAAAAEAAAA'), filename: 'setup.exe', type: 'application/x-msdownload' },
        ],
      },
      other,
    );
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(INVALID_TYPE_MESSAGE);
    expect(await counts(other.user.id)).toEqual(before);
  });

  it('needs a From address and some information', async () => {
    expect((await file({ email: ' ', details: 'x' })).body.message).toBe('Please enter the e-mail address we should answer.');
    expect((await file({ email: seller.email, details: '' })).body.message).toBe('Please tell us what happened.');
  });

  it("refuses a ticket filed under another seller's id, and one without a session", async () => {
    const before = await counts(seller.user.id);
    const res = await rest(app.url, 'POST', `/user/${seller.user.id}/file-ticket`, { email: 'x@example.com', details: 'hello' }, other.token);
    expect(res.status).toBe(403);
    const anonymous = await rest(app.url, 'POST', `/user/${seller.user.id}/file-ticket`, { email: 'x@example.com', details: 'hello' });
    expect(anonymous.status).toBe(401);
    expect(await counts(seller.user.id)).toEqual(before);
  });

  it('keeps the 2 MB body limit on every other path', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    const res = await rest(app.url, 'POST', `/user/${seller.user.id}/contact-info`, { full_name: big }, seller.token);
    expect(res.status).toBe(413);
  });
});
