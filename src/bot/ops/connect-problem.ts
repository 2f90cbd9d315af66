// Why the bot could not connect to Discord at start, in one line for the operator: a name that
// does not resolve (no network, no DNS) or a connection that fails says so and names the host;
// only Discord refusing the token (401) blames DISCORD_TOKEN.
import { DiscordjsErrorCodes } from "discord.js";

/** Where discord.js sends its requests when DISCORD_API_URL is unset. */
const DISCORD_API = "https://discord.com/api";

/** Error codes of a name that could not be looked up. */
const DNS_CODES: ReadonlySet<string> = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NONAME", "EAI_NODATA"]);

/** Error codes of a connection that could not be made or was cut, with what each means. */
const CONNECTION_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: "the connection was refused",
  ECONNRESET: "the connection was cut",
  ETIMEDOUT: "the connection timed out",
  UND_ERR_CONNECT_TIMEOUT: "the connection timed out",
  UND_ERR_SOCKET: "the connection was cut",
  ENETUNREACH: "the network is unreachable",
  EHOSTUNREACH: "the host is unreachable",
  ENETDOWN: "the network is down",
  CERT_HAS_EXPIRED: "its TLS certificate is not valid",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate cannot be verified",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate is self-signed",
};

interface ErrorFields {
  readonly code?: unknown;
  readonly status?: unknown;
  readonly hostname?: unknown;
  readonly address?: unknown;
  readonly port?: unknown;
  readonly message?: unknown;
  readonly cause?: unknown;
  readonly name?: unknown;
}

/** `e` and its causes, outermost first (at most 6 deep). */
function chain(e: unknown): ErrorFields[] {
  const out: ErrorFields[] = [];
  for (let cur: unknown = e; cur !== null && typeof cur === "object" && out.length < 6;) {
    const err: ErrorFields = cur;
    out.push(err);
    cur = err.cause;
  }
  return out;
}

/** The host of the API URL the bot talks to (discord.com unless DISCORD_API_URL says otherwise). */
function apiHost(apiUrl: string | undefined): string {
  try {
    return new URL(apiUrl ?? DISCORD_API).host;
  } catch {
    return apiUrl ?? "discord.com";
  }
}

/**
 * One line saying why connecting to Discord failed and what to check. `apiUrl`: DISCORD_API_URL
 * (unset: Discord itself). Never the token.
 */
export function connectProblem(e: unknown, apiUrl: string | undefined): string {
  const errors = chain(e);
  const fallbackHost = apiHost(apiUrl);
  const setting = apiUrl ? " (DISCORD_API_URL)" : "";
  for (const err of errors) {
    const code = typeof err.code === "string" ? err.code : "";
    if (code === String(DiscordjsErrorCodes.TokenInvalid) || err.status === 401) {
      return "Discord refused the bot's token (401 Unauthorized): check DISCORD_TOKEN (Developer Portal -> your application -> Bot -> Reset Token).";
    }
    if (DNS_CODES.has(code)) {
      const host = typeof err.hostname === "string" ? err.hostname : fallbackHost;
      return `could not connect to Discord: the name ${host}${setting} could not be looked up (${code}). Is this machine online, and can it resolve names (DNS)?`;
    }
    const what = CONNECTION_CODES[code];
    if (what !== undefined) {
      const host = typeof err.address === "string" ? `${err.address}${typeof err.port === "number" ? `:${err.port}` : ""}` : fallbackHost;
      return `could not connect to Discord at ${host}${setting}: ${what} (${code}). Check this machine's network, firewall or proxy.`;
    }
  }
  const status = errors.find((err) => typeof err.status === "number")?.status;
  const first = errors[0];
  const message = (typeof first?.message === "string" ? first.message : String(e)).split("\n")[0] ?? "";
  if (typeof status === "number") return `could not connect to Discord: ${fallbackHost} answered ${status} (${message}).`;
  return `could not connect to Discord (${fallbackHost}): ${message}`;
}
