// The e2e set-up of a describe block, once: a harness (or a table of users with their game)
// started before the block's tests and closed after them, with close()'s checks. The objects
// returned stand for what is started, so the tests read them as if it were there already.
import { afterAll, beforeAll } from "vitest";
import { startHarness, type Harness, type HarnessOptions } from "./harness.ts";
import { startTable, type Table, type TableSpec } from "./play.ts";
import type { StandInUser } from "./standin/index.ts";

/** A Harness that forwards to the one `get` returns (which throws outside the block's tests). */
function forward(get: () => Harness): Harness {
  return {
    get discord() { return get().discord; },
    get db() { return get().db; },
    get store() { return get().store; },
    get logs() { return get().logs; },
    get bot() { return get().bot; },
    set bot(bot) { get().bot = bot; },
    restart: () => get().restart(),
    expectProblems: (...patterns) => get().expectProblems(...patterns),
    close: () => get().close(),
  };
}

/**
 * How long a block's set-up may take: starting the stand-in and the bot, and for a table opening
 * a game through the lobby (the start post draws four images). About a second alone, but several
 * on a machine busy with the other test files.
 */
const SET_UP_MS = 60_000;

function notStarted(): never {
  throw new Error("the suite's harness is read outside its tests (it is started in beforeAll)");
}

/** A harness for the describe block it is called in. */
export function harnessForSuite(opts: HarnessOptions = {}): Harness {
  let h: Harness | undefined;
  beforeAll(async () => { h = await startHarness(opts); }, SET_UP_MS);
  afterAll(async () => { await h?.close(); });
  return forward(() => h ?? notStarted());
}

/** A table (see startTable) for the describe block it is called in; its users can be destructured at once. */
export function tableForSuite<N extends string>(spec: TableSpec<N>): Table<N> {
  let table: Table<N> | undefined;
  const started = () => table ?? notStarted();
  const user = Object.fromEntries(spec.users.map((name) => [name, { id: "", username: "", globalName: "" }])) as Record<N, StandInUser>;
  beforeAll(async () => { table = await startTable(spec, user); }, SET_UP_MS);
  afterAll(async () => { await table?.h.close(); });
  return {
    h: forward(() => started().h), user,
    get gameId() { return started().gameId; },
    get threadId() { return started().threadId; },
    get users() { return started().users; },
    current: () => started().current(),
  };
}
