// One live process per identity (INSTANCE_ID, config.ts). A process's claims on background work
// (store/claims.ts) carry its identity, and a claim held under our own identity is taken over at
// once: that is how a restarted process carries on its crashed predecessor's work without
// waiting for the claims to lapse. It is safe only if two live processes never share an
// identity, which this lock guarantees:
// - PostgreSQL: a session advisory lock on a key derived from the identity, held on a connection
//   of its own for as long as the process lives. The server drops it the moment that connection
//   ends: at once when the process dies (its socket closes), within about half a minute when its
//   machine went away (the session's TCP keepalives, set below).
// - SQLite: a file serves one bot process (./instance-lock.ts), so no second process exists to
//   share the identity with; nothing more is needed.
import { createHash } from "node:crypto";
import pg from "pg";
import { providerOf } from "./url.ts";

export class IdentityInUseError extends Error {
  override name = "IdentityInUseError";
}

export interface IdentityLock {
  release(): Promise<void>;
}

/** The advisory lock key of an identity: 64 bits of its SHA-256, as PostgreSQL's signed bigint. */
function lockKey(identity: string): string {
  return createHash("sha256").update(`nusfjord-instance:${identity}`).digest().readBigInt64BE(0).toString();
}

function inUse(identity: string): IdentityInUseError {
  return new IdentityInUseError(
    `INSTANCE_ID: another bot process is running as "${identity}" on this database right now. ` +
    "Two processes must never share a name: give each its own INSTANCE_ID (e.g. a second one beside the first during a deploy), or stop the other one. " +
    "(A process that ended gives its name up at once; one whose machine went down, within a minute.)",
  );
}

/** How often a lost lock connection is tried again. */
const RETAKE_MS = 5000;

/**
 * Take the identity for this process, or throw IdentityInUseError. `onLost` is told when the
 * lock's connection broke and, once the database answered again, the identity had been taken
 * by another process meanwhile: this process must then stop.
 */
export async function lockIdentity(databaseUrl: string, identity: string, onLost: (e: IdentityInUseError) => void): Promise<IdentityLock> {
  if (providerOf(databaseUrl) === "sqlite") return { release: () => Promise.resolve() };
  const key = lockKey(identity);
  let client: pg.Client | null = null;
  let released = false;
  let timer: NodeJS.Timeout | null = null;

  /** Connect and take the lock: true when taken, false when another session holds it. */
  const take = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: `nusfjord ${identity}`.slice(0, 63) });
    c.on("error", () => undefined); // reported through "end", below
    await c.connect();
    try {
      // A dead peer is noticed within about 30 s, so its identity is not held for hours.
      await c.query("SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 4");
      const { rows } = await c.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS ok", [key]);
      if (rows[0]?.ok !== true) { await c.end(); return false; }
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    client = c;
    c.on("end", () => {
      if (client !== c || released) return;
      client = null;
      retake();
    });
    return true;
  };
  // The connection broke (the database restarted, the network failed): take the lock again as
  // soon as the database answers; if another process holds it by then, this one must stop.
  const retake = (): void => {
    timer = setTimeout(() => {
      timer = null;
      if (released) return;
      take().then((ok) => { if (!ok) onLost(inUse(identity)); }, () => retake());
    }, RETAKE_MS);
    timer.unref();
  };

  if (!(await take())) throw inUse(identity);
  return {
    async release() {
      released = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined); // ending the session releases the lock
    },
  };
}
