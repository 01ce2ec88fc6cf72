// Inside a worker thread of the description-preview pool: renders one description at a time with
// the eBay adapter's own renderer and posts the HTML, or the reason a template failed.
import { parentPort } from 'node:worker_threads';
import { type DescriptionData, renderDescription, TemplateCompileError, type TemplateSettings } from '../../channels/ebay/template/index.ts';

export interface RenderRequest {
  id: number;
  settings: TemplateSettings;
  data: DescriptionData;
}
export type RenderReply = { id: number; html: string } | { id: number; reason: string } | { id: number; crash: string };

const port = parentPort!;
port.on('message', (req: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id: req.id, html: renderDescription(req.settings, req.data) };
  } catch (err) {
    reply = err instanceof TemplateCompileError ? { id: req.id, reason: err.reason } : { id: req.id, crash: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
