// Fetches one image over https with limits, trusting the public roots plus EXTRA_CA_CERTS (a
// private CA configured at start; Node reads NODE_EXTRA_CA_CERTS only when the process starts,
// so the product takes its own setting and builds the agent with it).
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:https';
import { rootCertificates } from 'node:tls';

export interface FetchedImage {
  contentType: string;
  body: Buffer;
}

export interface ImageFetchLimits {
  /** Whole answer, connect to last byte. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: ImageFetchLimits = { timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 3 };

/** Why an image could not be fetched (logged; the browser only learns that it failed). */
export class ImageFetchError extends Error {}

/** An https agent trusting Node's roots and, when set, the PEM file at `extraCaPath`. */
export function imageAgent(extraCaPath: string | undefined): Agent {
  const extra = extraCaPath ? [readFileSync(extraCaPath, 'utf8')] : [];
  return new Agent({ keepAlive: true, maxSockets: 8, ca: [...rootCertificates, ...extra] });
}

/** The image at `url` (https only, also after redirects), or an ImageFetchError. */
export function fetchImage(url: string, agent: Agent, limits: ImageFetchLimits = DEFAULT_LIMITS, redirects = 0): Promise<FetchedImage> {
  return new Promise((resolve, reject) => {
    if (!url.startsWith('https://')) return reject(new ImageFetchError(`not an https link: ${url}`));
    const req = get(url, { agent, headers: { accept: 'image/*' }, timeout: limits.timeoutMs }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (redirects >= limits.maxRedirects) return reject(new ImageFetchError(`too many redirects from ${url}`));
        const next = new URL(res.headers.location, url).toString();
        return fetchImage(next, agent, limits, redirects + 1).then(resolve, reject);
      }
      const contentType = String(res.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (status !== 200) {
        res.resume();
        return reject(new ImageFetchError(`${url} answered ${status}`));
      }
      if (!/^image\/[a-z0-9.+-]+$/.test(contentType)) {
        res.resume();
        return reject(new ImageFetchError(`${url} is not an image (${contentType || 'no content type'})`));
      }
      if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) {
        res.destroy();
        return reject(new ImageFetchError(`${url} is larger than ${limits.maxBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > limits.maxBytes) {
          res.destroy();
          reject(new ImageFetchError(`${url} is larger than ${limits.maxBytes} bytes`));
        } else chunks.push(c);
      });
      res.on('end', () => resolve({ contentType, body: Buffer.concat(chunks) }));
      res.on('error', (err) => reject(new ImageFetchError(`${url}: ${err.message}`)));
    });
    // `timeout` above is the idle time of the socket; this bounds the whole answer, from the moment
    // the agent hands the request a socket: a page of 50 images queues behind the agent's 8 sockets,
    // and that wait is not the source's slowness.
    let deadline: NodeJS.Timeout | undefined;
    req.once('socket', () => {
      deadline = setTimeout(() => req.destroy(new Error('timed out')), limits.timeoutMs);
    });
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => reject(new ImageFetchError(`${url}: ${err.message}`)));
  });
}
