// Product images. Amazon serves them from its CDN over https; offline, the sandbox draws a
// placeholder per image id at the same kind of path (`/images/I/<id>.jpg`, `._SL500_` variants),
// served over https on the sandbox's port (index.ts, tls.ts), so the product's screens show
// pictures without internet and channels that take only https links accept them.
import type { Ctx } from './http.ts';
import { esc, sendJson } from './http.ts';
import { hash32 } from './ids.ts';

export class ProductImages {
  /** Images served since start: tests check that the product's image cache spares the source. */
  private served = 0;

  serve = (ctx: Ctx): void => {
    const file = ctx.params.file ?? '';
    const id = file.split('.')[0] ?? '';
    if (!/^[0-9A-Za-z]{11}$/.test(id)) {
      ctx.res.writeHead(404, { 'content-type': 'text/plain' });
      ctx.res.end('Not Found');
      return;
    }
    this.served++;
    const h = hash32(...[...id].map((c) => c.charCodeAt(0)));
    const hue = h % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="hsl(${hue},35%,94%)"/>
<rect x="120" y="110" width="260" height="260" rx="${(h >> 9) % 120}" fill="hsl(${hue},55%,55%)"/>
<text x="250" y="440" font-family="Arial, sans-serif" font-size="22" text-anchor="middle" fill="#555">${esc(id)} · ListBridge sandbox</text></svg>`;
    // The URL keeps Amazon's .jpg shape; browsers go by the content type. SVG keeps the drawing
    // small and sharp; the product serves it with a policy that keeps its scripts from running.
    ctx.res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' });
    ctx.res.end(svg);
  };

  /** GET /__sandbox/images: how many images were served. */
  stats = (ctx: Ctx): void => sendJson(ctx, 200, { served: this.served });
}
