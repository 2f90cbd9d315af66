// Small HTTP helpers: body parsing (JSON and multipart as discord.js sends them), a router,
// Discord-style errors and helpers to narrow unknown JSON.
import type { IncomingMessage } from "node:http";

export class HttpError extends Error {
  constructor(readonly status: number, readonly body: { message: string; code: number; errors?: unknown }) {
    super(`${status} ${body.message}`);
  }
}

export const unknown = (what: string, code: number) => new HttpError(404, { message: `Unknown ${what}`, code });
export const invalidForm = (errors: unknown) => new HttpError(400, { message: "Invalid Form Body", code: 50035, errors });
export const badRequest = (message: string, code: number) => new HttpError(400, { message, code });

export interface UploadedFile { field: string; index: number; filename: string; contentType: string; data: Buffer }
export interface ParsedBody { json: Record<string, unknown>; files: UploadedFile[]; raw: Buffer }

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const MIME: Record<string, string> = {
  png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp", svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8", json: "application/json; charset=utf-8", pdf: "application/pdf",
};

function guessType(filename: string, given: string): string {
  if (given && given !== "application/octet-stream") return given;
  return MIME[filename.split(".").pop()?.toLowerCase() ?? ""] ?? (given || "application/octet-stream");
}

export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<ParsedBody> {
  if (raw.length === 0) return { json: {}, files: [], raw };
  if (contentType?.startsWith("multipart/form-data")) {
    const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
    let json: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    for (const [field, value] of form) {
      if (typeof value === "string") {
        if (field === "payload_json") json = asObject(JSON.parse(value), "payload_json");
        else json[field] = value;
        continue;
      }
      const m = /^files\[(\d+)\]$/.exec(field) ?? /^file(\d*)$/.exec(field);
      const index = m?.[1] ? Number(m[1]) : files.length;
      files.push({ field, index, filename: value.name, contentType: guessType(value.name, value.type), data: Buffer.from(await value.arrayBuffer()) });
    }
    return { json, files, raw };
  }
  const text = raw.toString("utf8");
  try {
    const parsed: unknown = JSON.parse(text);
    return { json: parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? asObject(parsed, "body") : { _array: parsed }, files: [], raw };
  } catch {
    throw new HttpError(400, { message: "400: Bad Request (body is not JSON)", code: 50109 });
  }
}

export interface Ctx {
  method: string;
  path: string;
  params: string[];
  query: URLSearchParams;
  body: ParsedBody;
  authorization: string | null;
}

export interface Reply { status: number; json?: unknown; bytes?: { data: Buffer; contentType: string } }
export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

export const ok = (json: unknown): Reply => ({ status: 200, json });
export const noContent = (): Reply => ({ status: 204 });

export class Router {
  private readonly routes: { method: string; parts: string[]; handler: Handler }[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split("/").filter(Boolean), handler });
    return this;
  }

  match(method: string, path: string): { handler: Handler; params: string[] } | null {
    const segs = path.split("/").filter(Boolean).map(decodeURIComponent);
    for (const r of this.routes) {
      if (r.method !== method || r.parts.length !== segs.length) continue;
      const params: string[] = [];
      let hit = true;
      for (let i = 0; i < segs.length && hit; i++) {
        const p = r.parts[i] ?? "";
        const s = segs[i] ?? "";
        if (p.startsWith(":")) params.push(s);
        else if (p !== s) hit = false;
      }
      if (hit) return { handler: r.handler, params };
    }
    return null;
  }
}

// Narrowing helpers for unknown JSON.
export function asObject(v: unknown, what: string): Record<string, unknown> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw invalidForm({ [what]: "must be an object" });
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = x;
  return out;
}
export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
export const optString = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
export const optNumber = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);
export function param(ctx: Ctx, i: number): string {
  return ctx.params[i] ?? "";
}
