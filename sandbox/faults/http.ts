// Mounting fault injection in a sandbox (README.md): a wrapper around its request listener that
// serves the control endpoint /__sandbox/faults and puts every request the sandbox names under
// the rules, and an express middleware for requests named only once their body is read
// (Shopify's GraphQL root fields).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { SandboxOptions } from '../types.ts';
import { createFaults, type ErrorAnswer, type Faults } from './inject.ts';
import { FaultSpecError, parseFaultSetting, parseRule, parseSpecJson, rulesFor } from './rules.ts';

/**
 * The names of a request for the rules (its operation, e.g. `createOffer`), or null when faults
 * never touch it (the sandbox's pages and control API). `METHOD /path` is always added.
 */
export type Classify = (req: IncomingMessage, path: string) => string[] | null;

const CONTROL = '/__sandbox/faults';

/** The sandbox's faults, starting with the rules SANDBOX_FAULTS (opts.faults) gives it. */
export function sandboxFaults(opts: Pick<SandboxOptions, 'faults'>, service: string, errorAnswer: ErrorAnswer): Faults {
  return createFaults(service, errorAnswer, rulesFor(parseFaultSetting(opts.faults), service));
}

const pathOf = (req: IncomingMessage) => {
  const p = new URL(req.url ?? '/', 'http://sandbox').pathname;
  return p.length > 1 ? p.replace(/\/$/, '') : p;
};

/** `inner` with the control endpoint and the rules in front of it. */
export function withFaults(faults: Faults, classify: Classify, inner: RequestListener): RequestListener {
  return (req, res) => {
    const path = pathOf(req);
    if (path === CONTROL || path.startsWith(`${CONTROL}/`)) return void control(faults, req, res, path);
    const ops = classify(req, path);
    if (ops === null) return void inner(req, res);
    faults
      .run(req, res, [...ops, `${req.method} ${path}`], () => inner(req, res))
      .catch((err: unknown) => {
        // An answer already sent in full stays as it is (destroying it would kill the client's
        // kept-alive socket under its next request); one cut short is cut.
        if (!res.headersSent) res.writeHead(500).end(String(err));
        else if (!res.writableEnded) res.destroy();
      });
  };
}

/** The same for routes that name their requests after parsing the body: mount after the body parser. */
export function faultMiddleware(faults: Faults, classify: (req: Request) => string[] | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ops = classify(req);
    if (ops === null) return next();
    faults.run(req, res, [...ops, `${req.method} ${pathOf(req)}`], () => next()).catch(next);
  };
}

/**
 * GET: the rules and what was injected; PUT `{rules:[…], seed?}` (or `{setting: "…"}`, the
 * SANDBOX_FAULTS form): replace the rules; POST a rule (or `{rules}`): add; DELETE: no rules;
 * DELETE /stats: counts from zero.
 */
async function control(faults: Faults, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const send = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  const view = () => ({ service: faults.service, rules: faults.rules(), stats: faults.stats() });
  try {
    const method = req.method ?? 'GET';
    if (path === `${CONTROL}/stats`) {
      if (method === 'GET') return send(200, faults.stats());
      if (method === 'DELETE') return (faults.resetStats(), send(200, view()));
    } else if (method === 'GET') return send(200, view());
    else if (method === 'DELETE') return (faults.clear(), send(200, view()));
    else if (method === 'PUT' || method === 'POST') {
      const body = await readJson(req);
      if (method === 'PUT') {
        const setting = body && typeof body === 'object' && 'setting' in body ? (body as { setting: unknown }).setting : undefined;
        if (setting !== undefined && typeof setting !== 'string') throw new FaultSpecError('setting must be a string (the SANDBOX_FAULTS form)');
        faults.set(setting !== undefined ? rulesFor(parseFaultSetting(setting), faults.service) : parseSpecJson(body));
        return send(200, view());
      }
      const rules = body && typeof body === 'object' && 'rules' in body ? parseSpecJson(body).rules : [parseRule(body)];
      const ids = rules.map((r) => faults.add(r));
      return send(201, { ids, ...view() });
    }
    send(405, { error: `${method} is not allowed on ${path}` });
  } catch (err) {
    if (err instanceof FaultSpecError) return send(400, { error: err.message });
    send(500, { error: (err as Error).message });
  }
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', reject);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (text === '') return reject(new FaultSpecError('the body must be JSON: a rule, or {rules:[…]}'));
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new FaultSpecError('the body is not JSON'));
      }
    });
  });
}
