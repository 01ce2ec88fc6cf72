// Reports API 2021-06-30: createReport → IN_QUEUE → IN_PROGRESS → DONE, report listing, and
// report documents served from a pre-signed, short-lived URL (like Amazon's S3 links), plain or
// gzip, streamed from the catalogue snapshot taken when the report finished.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { MARKETPLACES } from './demo.ts';
import { csv, dateParam, invalidInput, iso, jsonBody, notFound, type Ctx } from './http.ts';
import { reportChunks, REPORT_TYPES, type ReportType } from './report-tsv.ts';
import type { SpApiResult } from './spapi.ts';
import type { QuantityOverride, SellerStore } from './store.ts';

export type Compression = 'GZIP' | 'NONE';

export interface ReportSettings {
  /** Time each processing step takes (IN_QUEUE → IN_PROGRESS → DONE); every getReport poll also advances one step. */
  reportStepMs: number;
  /** Merchant listings come uncompressed from Amazon (compressionAlgorithm null); the sandbox gzips the FBA report. */
  compression: Record<ReportType, Compression>;
  /** While true, new and pending reports stay IN_QUEUE (tests: a worker killed while it waits for reports). */
  holdReports: boolean;
}

type Status = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

interface ReportRecord {
  reportId: string;
  reportType: ReportType;
  sellerId: string;
  marketplaceIds: string[];
  dataStartTime?: string;
  dataEndTime?: string;
  createdAt: number;
  polls: number;
  status: Status;
  startedAt?: number;
  endedAt?: number;
  documentId?: string;
}

interface DocumentRecord {
  reportType: ReportType;
  store: SellerStore;
  marketplaceId: string;
  size: number;
  snapshot: ReadonlyMap<number, QuantityOverride>;
  compression: Compression;
}

const DOCUMENT_URL_TTL_SECONDS = 300;

export class Reports {
  private reports = new Map<string, ReportRecord>();
  private documents = new Map<string, DocumentRecord>();
  private nextId = 50_018_000_000 + Math.floor(Math.random() * 1_000_000);
  private readonly signingKey = randomBytes(32);

  constructor(
    readonly settings: ReportSettings,
    private readonly baseUrl: () => string,
    /** The image links' base (https, like Amazon's CDN), apart from the documents' base. */
    private readonly imageBase: () => string = baseUrl,
  ) {}

  create = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const spec = jsonBody(ctx) as { reportType?: unknown; marketplaceIds?: unknown; dataStartTime?: unknown; dataEndTime?: unknown };
    if (typeof spec !== 'object' || spec === null) throw invalidInput('Request body must be a JSON object.');
    if (typeof spec.reportType !== 'string') throw invalidInput('reportType is required.');
    if (!REPORT_TYPES.includes(spec.reportType as ReportType)) throw invalidInput(`Invalid reportType: ${spec.reportType}.`);
    const ids = spec.marketplaceIds;
    if (!Array.isArray(ids) || ids.length === 0) throw invalidInput('marketplaceIds is required.');
    for (const id of ids) {
      if (!store.seller.marketplaceIds.includes(String(id))) throw invalidInput(`Invalid marketplaceIds: ${String(id)}.`);
    }
    const now = Date.now();
    const reportId = String(this.nextId++);
    this.reports.set(reportId, {
      reportId,
      reportType: spec.reportType as ReportType,
      sellerId: store.seller.sellingPartnerId,
      marketplaceIds: ids.map(String),
      ...(typeof spec.dataStartTime === 'string' ? { dataStartTime: spec.dataStartTime } : {}),
      ...(typeof spec.dataEndTime === 'string' ? { dataEndTime: spec.dataEndTime } : {}),
      createdAt: now,
      polls: 0,
      status: 'IN_QUEUE',
    });
    return { status: 202, body: { reportId } };
  };

  get = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const r = this.owned(ctx.params.reportId!, store);
    this.advance(r, store, Date.now());
    r.polls++;
    return { status: 200, body: this.view(r) };
  };

  list = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const q = ctx.query;
    const token = q.get('nextToken');
    let filter: { types: string[]; statuses: string[]; markets: string[]; since: number; until: number; pageSize: number; offset: number };
    if (token) {
      try {
        filter = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
      } catch {
        throw invalidInput('Invalid nextToken.');
      }
    } else {
      const types = csv(q, 'reportTypes');
      if (types.length === 0) throw invalidInput('reportTypes or nextToken is required.');
      if (types.length > 10) throw invalidInput('reportTypes may contain at most 10 values.');
      const pageSize = q.has('pageSize') ? Number(q.get('pageSize')) : 10;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw invalidInput('pageSize must be between 1 and 100.');
      const now = Date.now();
      filter = {
        types,
        statuses: csv(q, 'processingStatuses'),
        markets: csv(q, 'marketplaceIds'),
        since: dateParam(q, 'createdSince') ?? now - 90 * 86_400_000,
        until: dateParam(q, 'createdUntil') ?? now,
        pageSize,
        offset: 0,
      };
    }
    const now = Date.now();
    const matching = [...this.reports.values()]
      .filter((r) => r.sellerId === store.seller.sellingPartnerId)
      .map((r) => (this.advance(r, store, now), r))
      .filter(
        (r) =>
          filter.types.includes(r.reportType) &&
          (filter.statuses.length === 0 || filter.statuses.includes(r.status)) &&
          (filter.markets.length === 0 || r.marketplaceIds.some((m) => filter.markets.includes(m))) &&
          r.createdAt >= filter.since &&
          r.createdAt <= filter.until,
      )
      .sort((a, b) => b.createdAt - a.createdAt);
    const page = matching.slice(filter.offset, filter.offset + filter.pageSize);
    const more = filter.offset + filter.pageSize < matching.length;
    const next = more ? Buffer.from(JSON.stringify({ ...filter, offset: filter.offset + filter.pageSize })).toString('base64url') : undefined;
    return { status: 200, body: { reports: page.map((r) => this.view(r)), ...(next ? { nextToken: next } : {}) } };
  };

  cancel = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const r = this.owned(ctx.params.reportId!, store);
    this.advance(r, store, Date.now());
    if (r.status !== 'IN_QUEUE') throw invalidInput(`Report ${r.reportId} cannot be cancelled: its processingStatus is ${r.status}.`);
    r.status = 'CANCELLED';
    r.endedAt = Date.now();
    return { status: 200, body: undefined };
  };

  getDocument = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const id = ctx.params.reportDocumentId!;
    const doc = this.documents.get(id);
    if (!doc || doc.store !== store) throw notFound(`Report document ${id} not found.`);
    const date = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const encoding = ctx.query.get('enableContentEncodingUrlHeader') === 'true' && doc.compression === 'GZIP' ? 'gzip' : '';
    const url = new URL(`${this.baseUrl()}/spapi-documents/${encodeURIComponent(id)}`);
    url.searchParams.set('X-Amz-Date', date);
    url.searchParams.set('X-Amz-Expires', String(DOCUMENT_URL_TTL_SECONDS));
    if (encoding) url.searchParams.set('response-content-encoding', encoding);
    url.searchParams.set('X-Amz-Signature', this.sign(id, date, encoding));
    return {
      status: 200,
      body: { reportDocumentId: id, url: url.toString(), ...(doc.compression === 'GZIP' ? { compressionAlgorithm: 'GZIP' } : {}) },
    };
  };

  /** GET /spapi-documents/{id}: no SP-API token; the URL's signature and expiry are the credential. */
  download = async (ctx: Ctx): Promise<void> => {
    const id = ctx.params.id!;
    const date = ctx.query.get('X-Amz-Date') ?? '';
    const encoding = ctx.query.get('response-content-encoding') ?? '';
    const given = Buffer.from(ctx.query.get('X-Amz-Signature') ?? '');
    const wanted = Buffer.from(this.sign(id, date, encoding));
    const doc = this.documents.get(id);
    if (!doc || ctx.query.get('X-Amz-Expires') !== String(DOCUMENT_URL_TTL_SECONDS) || given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return s3Error(ctx, 'AccessDenied', 'Access Denied');
    }
    const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!(signedAt + DOCUMENT_URL_TTL_SECONDS * 1000 >= Date.now())) return s3Error(ctx, 'AccessDenied', 'Request has expired');
    const items = doc.store.items(doc.snapshot);
    const limited = (function* () {
      for (const item of items) {
        if (item.index >= doc.size) return;
        yield item;
      }
    })();
    const text = Readable.from(reportChunks(doc.reportType, limited, MARKETPLACES[doc.marketplaceId]!, this.imageBase()));
    const gzip = doc.compression === 'GZIP';
    ctx.res.writeHead(200, {
      'content-type': gzip ? 'application/octet-stream' : 'text/plain; charset=UTF-8',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    await (gzip ? pipeline(text, createGzip(), ctx.res) : pipeline(text, ctx.res));
  };

  private sign(id: string, date: string, encoding: string): string {
    return createHmac('sha256', this.signingKey).update(`${id}\n${date}\n${encoding}`).digest('hex');
  }

  private owned(reportId: string, store: SellerStore): ReportRecord {
    const r = this.reports.get(reportId);
    if (!r || r.sellerId !== store.seller.sellingPartnerId) throw notFound(`Report ${reportId} not found.`);
    return r;
  }

  /** Moves a report forward by elapsed steps or by polls, whichever is further. */
  private advance(r: ReportRecord, store: SellerStore, now: number): void {
    if (r.status === 'DONE' || r.status === 'CANCELLED' || r.status === 'FATAL') return;
    if (this.settings.holdReports) {
      // Held time and polls do not count: the report moves on from when the hold is lifted.
      r.createdAt = now;
      r.polls = 0;
      return;
    }
    const step = this.settings.reportStepMs;
    const steps = Math.max(step > 0 ? Math.floor((now - r.createdAt) / step) : 2, r.polls);
    if (steps >= 1 && !r.startedAt) {
      r.status = 'IN_PROGRESS';
      r.startedAt = Math.min(now, r.createdAt + step);
    }
    if (steps >= 2) {
      r.status = 'DONE';
      r.endedAt = Math.max(r.startedAt!, Math.min(now, r.createdAt + 2 * step));
      r.documentId = `amzn1.spdoc.1.4.${MARKETPLACES[r.marketplaceIds[0]!]!.region.toLowerCase()}.${randomUUID()}.T${randomBytes(6).toString('hex').toUpperCase()}.${r.reportId}`;
      this.documents.set(r.documentId, {
        reportType: r.reportType,
        store,
        marketplaceId: r.marketplaceIds[0]!,
        size: store.size,
        snapshot: store.snapshot(),
        compression: this.settings.compression[r.reportType],
      });
    }
  }

  private view(r: ReportRecord) {
    return {
      reportType: r.reportType,
      processingEndTime: r.endedAt ? iso(r.endedAt) : undefined,
      processingStatus: r.status,
      marketplaceIds: r.marketplaceIds,
      reportDocumentId: r.documentId,
      reportId: r.reportId,
      dataEndTime: r.dataEndTime ?? iso(r.createdAt),
      createdTime: iso(r.createdAt),
      processingStartTime: r.startedAt ? iso(r.startedAt) : undefined,
      dataStartTime: r.dataStartTime ?? iso(r.createdAt),
    };
  }
}

function s3Error(ctx: Ctx, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${ctx.requestId}</RequestId></Error>`;
  ctx.res.writeHead(403, { 'content-type': 'application/xml' });
  ctx.res.end(xml);
}
