// Reports API 2021-06-30 and report documents: create, poll, fetch the document and stream it
// (gunzipped when Amazon compressed it) as rows keyed by the report's header.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { AmazonApiError } from './errors.ts';
import type { SpApiSession } from './http.ts';

export type ReportProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

export interface CreateReportSpecification {
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: string;
  dataEndTime?: string;
  reportOptions?: Record<string, string>;
}

export interface Report {
  reportId: string;
  reportType: string;
  marketplaceIds?: string[];
  dataStartTime?: string;
  dataEndTime?: string;
  reportScheduleId?: string;
  createdTime: string;
  processingStatus: ReportProcessingStatus;
  processingStartTime?: string;
  processingEndTime?: string;
  reportDocumentId?: string;
}

export interface ReportDocument {
  reportDocumentId: string;
  url: string;
  compressionAlgorithm?: 'GZIP';
}

export interface GetReportsQuery {
  reportTypes?: string[];
  processingStatuses?: ReportProcessingStatus[];
  marketplaceIds?: string[];
  pageSize?: number;
  createdSince?: string;
  createdUntil?: string;
  nextToken?: string;
}

const BASE = '/reports/2021-06-30';

export async function createReport(api: SpApiSession, spec: CreateReportSpecification): Promise<string> {
  const r = await api.call<{ reportId: string }>('createReport', 'POST', `${BASE}/reports`, { body: spec });
  return r.reportId;
}

export function getReport(api: SpApiSession, reportId: string): Promise<Report> {
  return api.call<Report>('getReport', 'GET', `${BASE}/reports/${encodeURIComponent(reportId)}`);
}

export function getReports(api: SpApiSession, query: GetReportsQuery): Promise<{ reports: Report[]; nextToken?: string }> {
  // Amazon rejects filters next to a nextToken: the token carries them.
  const q = query.nextToken ? { nextToken: query.nextToken } : { ...query };
  return api.call('getReports', 'GET', `${BASE}/reports`, { query: q });
}

export async function cancelReport(api: SpApiSession, reportId: string): Promise<void> {
  await api.call('cancelReport', 'DELETE', `${BASE}/reports/${encodeURIComponent(reportId)}`);
}

export function getReportDocument(api: SpApiSession, reportDocumentId: string): Promise<ReportDocument> {
  return api.call<ReportDocument>('getReportDocument', 'GET', `${BASE}/documents/${encodeURIComponent(reportDocumentId)}`);
}

/**
 * Downloads a report document from its pre-signed URL (no SP-API token) as a byte stream,
 * gunzipped when `compressionAlgorithm` is GZIP.
 */
export async function openReportDocument(doc: ReportDocument): Promise<Readable> {
  const res = await fetch(doc.url);
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP${res.status}`;
    const message = /<Message>([^<]+)<\/Message>/.exec(text)?.[1] ?? `Report document download failed with HTTP ${res.status}`;
    throw new AmazonApiError(res.status, code, message, undefined, undefined, 'reportDocument');
  }
  const bytes = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  return doc.compressionAlgorithm === 'GZIP' ? bytes.pipe(createGunzip()) : bytes;
}

/**
 * Rows of a tab-separated report keyed by its header. Amazon does not quote fields: a double
 * quote is part of the value (SKUs such as `MUG-12"`), so no CSV parser is used here.
 */
export async function* reportRows(stream: Readable): AsyncGenerator<Record<string, string>> {
  stream.setEncoding('utf8');
  let header: string[] | null = null;
  let rest = '';
  const toRow = (line: string) => {
    const cells = line.split('\t');
    const row: Record<string, string> = {};
    header!.forEach((name, i) => (row[name] = cells[i] ?? ''));
    return row;
  };
  for await (const chunk of stream as AsyncIterable<string>) {
    rest += chunk;
    const lines = rest.split('\n');
    rest = lines.pop()!;
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (!header) header = line.replace(/^\uFEFF/, '').split('\t');
      else if (line !== '') yield toRow(line);
    }
  }
  if (rest !== '' && header) yield toRow(rest.replace(/\r$/, ''));
}
