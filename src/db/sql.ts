// A thin SQL layer straight on Prisma's driver adapter, for the store's hot paths (loading a
// game, applying and undoing choices). Prisma's client query path costs ~1-2 ms per query; the
// adapter answers in ~0.03 ms. One SQL text serves both databases: it is written with `?`
// placeholders (PostgreSQL gets `$1, $2, ...`) and double-quoted identifiers, and arguments
// go through the adapter's own conversion, so dates and booleans are stored exactly as the
// Prisma client stores them (SQLite: ISO-8601 text and 0/1; PostgreSQL: timestamp(3), bool).
// No literal `?` may appear in the SQL other than as a placeholder.
import type { ArgScalarType, ArgType, SqlDriverAdapter, SqlQueryable, Transaction } from "@prisma/driver-adapter-utils";
import { databaseFailure } from "./errors.ts";
import { SqliteConnection } from "./sqlite-connection.ts";
import type { Provider } from "./url.ts";

/** A value bound to a placeholder; its argument type follows from the JavaScript type (a Uint8Array is a Bytes column). */
export type SqlArg = string | number | boolean | Date | Uint8Array | null | TypedArg;

/** An argument with an explicit type, e.g. a null that stands for a string column. */
export interface TypedArg {
  readonly value: string | number | boolean | Date | null;
  readonly type: ArgScalarType;
}

export function typed(value: TypedArg["value"], type: ArgScalarType): TypedArg {
  return { value, type };
}

/** One result row by column name. Values as the adapter returns them; decode with the helpers below. */
export type Row = Readonly<Record<string, unknown>>;

export interface SqlRunner {
  query(sql: string, args?: readonly SqlArg[]): Promise<Row[]>;
  /** Runs a statement; returns how many rows it changed. */
  execute(sql: string, args?: readonly SqlArg[]): Promise<number>;
}

export interface Sql extends SqlRunner {
  readonly provider: Provider;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Resolves when the database answers and could save a change now (SQLite: no other program
   * holds its write lock, waiting at most `waitMs` for it; PostgreSQL: the server answers).
   * Throws what is wrong otherwise. Writes nothing.
   */
  ping(waitMs: number): Promise<void>;
  dispose(): Promise<void>;
}

/** A value in a row is not what its column promises (the database was edited by hand, or a bug). */
class SqlValueError extends Error {
  override name = "SqlValueError";
}

function argType(a: SqlArg): ArgType {
  if (a instanceof Uint8Array) return { scalarType: "bytes", arity: "scalar" };
  if (a !== null && typeof a === "object" && !(a instanceof Date)) return { scalarType: a.type, arity: "scalar" };
  let scalarType: ArgScalarType;
  if (a === null) scalarType = "unknown";
  else if (typeof a === "string") scalarType = "string";
  else if (typeof a === "boolean") scalarType = "boolean";
  else if (typeof a === "number") scalarType = Number.isInteger(a) ? "int" : "float";
  else scalarType = "datetime";
  return { scalarType, arity: "scalar" };
}

function argValue(a: SqlArg): unknown {
  // Both adapters bind a Buffer as a BLOB / bytea.
  if (a instanceof Uint8Array) return Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return a !== null && typeof a === "object" && !(a instanceof Date) ? a.value : a;
}

/** `?` -> `$n` for PostgreSQL (cached: the store's statements are a small fixed set). */
function numberer(provider: Provider): (sql: string) => string {
  if (provider === "sqlite") return (sql) => sql;
  const cache = new Map<string, string>();
  return (sql) => {
    let out = cache.get(sql);
    if (out === undefined) {
      let n = 0;
      out = sql.replace(/\?/g, () => `$${++n}`);
      if (cache.size < 1000) cache.set(sql, out);
    }
    return out;
  };
}

function placeholders(sql: string): number {
  let n = 0;
  for (const c of sql) if (c === "?") n++;
  return n;
}

function runner(q: SqlQueryable, number: (sql: string) => string): SqlRunner {
  const build = (sql: string, args: readonly SqlArg[]) => {
    if (placeholders(sql) !== args.length) throw new Error(`SQL has ${placeholders(sql)} placeholders but ${args.length} arguments: ${sql}`);
    return { sql: number(sql), args: args.map(argValue), argTypes: args.map(argType) };
  };
  return {
    async query(sql, args = []) {
      const result = await q.queryRaw(build(sql, args));
      const names = result.columnNames;
      return result.rows.map((values) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < names.length; i++) row[names[i] ?? String(i)] = values[i];
        return row;
      });
    },
    execute: (sql, args = []) => q.executeRaw(build(sql, args)),
  };
}

const NO_ARGS = { args: [], argTypes: [] };

/**
 * The Sql layer over a connected adapter. On SQLite the adapter is the process's one
 * SqliteConnection (./sqlite-connection.ts), which serialises this layer's statements and
 * transactions with the Prisma client's under one lock, starts each transaction with BEGIN
 * IMMEDIATE (the write lock at once, so a transaction never fails upgrading a read lock when
 * another process wrote in between) and waits for other processes without blocking. On
 * PostgreSQL reads and transactions run in parallel on the adapter's pool.
 */
export function openSql(adapter: SqlDriverAdapter, provider: Provider): Sql {
  const number = numberer(provider);
  const direct = runner(adapter, number);
  let disposed: Promise<void> | null = null;

  return {
    provider,
    query: (sql, args) => direct.query(sql, args),
    execute: (sql, args) => direct.execute(sql, args),
    transaction: async (fn) => {
      // Both adapters' startTransaction send BEGIN themselves (SQLite: BEGIN IMMEDIATE, under
      // the connection's one lock).
      const tx: Transaction = await adapter.startTransaction();
      let result;
      try {
        result = await fn(runner(tx, number));
        // The adapters' commit() only releases the connection; COMMIT is ours to send.
        await tx.executeRaw({ sql: "COMMIT", ...NO_ARGS });
      } catch (e) {
        try {
          await tx.executeRaw({ sql: "ROLLBACK", ...NO_ARGS });
        } catch {
          // Nothing to roll back (e.g. a failed COMMIT already ended the transaction) or a
          // broken connection; the original error is the one to report.
        } finally {
          await tx.rollback();
        }
        // Busy, full, unreachable: rolled back, so the typed error that says nothing changed.
        throw databaseFailure(e) ?? e;
      }
      await tx.commit();
      return result;
    },
    ping: async (waitMs) => {
      if (adapter instanceof SqliteConnection) await adapter.probeWrite(waitMs);
      else await direct.query("SELECT 1");
    },
    dispose: () => (disposed ??= adapter.dispose()),
  };
}

// Decoding result values. SQLite (better-sqlite3 with safe integers) returns integers as
// decimal strings, booleans as "0"/"1", DateTime columns as ISO-8601 text; PostgreSQL returns
// numbers, booleans and "YYYY-MM-DDTHH:MM:SS(.mmm)+00:00".

export function int(v: unknown): number {
  const n = typeof v === "number" ? v : typeof v === "string" || typeof v === "bigint" ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) throw new SqlValueError(`expected an integer, got ${String(v)}`);
  return n;
}

/** A Float column: SQLite's REAL and PostgreSQL's double precision both come back exactly. */
export function float(v: unknown): number {
  const n = typeof v === "number" ? v : typeof v === "string" || typeof v === "bigint" ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw new SqlValueError(`expected a number, got ${String(v)}`);
  return n;
}

export function text(v: unknown): string {
  if (typeof v !== "string") throw new SqlValueError(`expected text, got ${String(v)}`);
  return v;
}

export function bool(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  if (v === 1 || v === "1") return true;
  if (v === 0 || v === "0") return false;
  throw new SqlValueError(`expected a boolean, got ${String(v)}`);
}

export function date(v: unknown): Date {
  const d = typeof v === "string" || typeof v === "number" ? new Date(v) : null;
  if (d === null || Number.isNaN(d.getTime())) throw new SqlValueError(`expected a date, got ${String(v)}`);
  return d;
}

/** A Bytes column: both adapters return its bytes as an array of numbers. */
export function bytes(v: unknown): Buffer {
  if (Array.isArray(v) && v.every((b) => typeof b === "number")) return Buffer.from(v);
  if (v instanceof Uint8Array) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  throw new SqlValueError(`expected bytes, got ${typeof v}`);
}

export function orNull<T>(decode: (v: unknown) => T): (v: unknown) => T | null {
  return (v) => (v === null || v === undefined ? null : decode(v));
}

/** `?, ?, ?` for an IN list or a VALUES row of `n` values. */
export function marks(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}
