// Application command registration: PUT (bulk overwrite), POST, GET, PATCH and DELETE, global
// and per guild. Answers carry ids, version, application_id etc. as Discord's do; an id stays
// the same when a command of the same name and type is registered again.
import { type Router, asObject, invalidForm, isObject, noContent, ok, unknown } from "./http.ts";
import { snowflake } from "./model.ts";
import { validateCommands } from "./validate.ts";

export interface RegisteredCommand {
  id: string;
  type: number;
  name: string;
  options: unknown[];
  json: Record<string, unknown>;
}

const GLOBAL = "global";

export class CommandRegistry {
  /** The last PUT body per scope ("global" or a guild id). */
  readonly bodies = new Map<string, unknown[]>();
  readonly registered = new Map<string, RegisteredCommand[]>();

  constructor(private readonly appId: string) {}

  private register(scope: string, raw: unknown, previous: RegisteredCommand[]): RegisteredCommand {
    const body = asObject(raw, "command");
    const type = typeof body.type === "number" ? body.type : 1;
    const name = typeof body.name === "string" ? body.name : "";
    const id = previous.find((c) => c.name === name && c.type === type)?.id ?? snowflake();
    const options = Array.isArray(body.options) ? body.options : [];
    const json: Record<string, unknown> = {
      id, application_id: this.appId, version: snowflake(), type, name, name_localizations: body.name_localizations ?? null,
      description: typeof body.description === "string" ? body.description : "", description_localizations: body.description_localizations ?? null,
      default_member_permissions: body.default_member_permissions ?? null, nsfw: body.nsfw === true,
      integration_types: Array.isArray(body.integration_types) ? body.integration_types : [0],
      contexts: Array.isArray(body.contexts) ? body.contexts : null,
      ...(options.length > 0 ? { options } : {}),
      ...(scope === GLOBAL ? { dm_permission: body.dm_permission !== false } : { guild_id: scope }),
    };
    return { id, type, name, options, json };
  }

  put(scope: string, list: unknown[]): unknown[] {
    const err = validateCommands(list).error;
    if (err) throw err;
    const previous = this.registered.get(scope) ?? [];
    const next = list.map((raw) => this.register(scope, raw, previous));
    this.bodies.set(scope, structuredClone(list));
    this.registered.set(scope, next);
    return next.map((c) => c.json);
  }

  /** A chat-input command as the user would see it in that guild (guild commands first). */
  find(name: string, guildId: string | null): RegisteredCommand | undefined {
    const scopes = guildId ? [guildId, GLOBAL] : [GLOBAL];
    for (const s of scopes) {
      const hit = this.registered.get(s)?.find((c) => c.name === name && c.type === 1);
      if (hit) return hit;
    }
    return undefined;
  }

  globalBodies(): unknown[] {
    return structuredClone(this.bodies.get(GLOBAL) ?? []);
  }

  guildBodies(guildId: string): unknown[] {
    return structuredClone(this.bodies.get(guildId) ?? []);
  }

  routes(router: Router, guildExists: (id: string) => boolean): void {
    type C = { params: string[]; body: { json: Record<string, unknown> } };
    /** Routes with a guild have params [app, guild, id?], global ones [app, id?]. */
    const scopeOf = (ctx: C, withGuild: boolean): string => {
      if (ctx.params[0] !== this.appId) throw unknown("Application", 10002);
      if (!withGuild) return GLOBAL;
      const guild = ctx.params[1] ?? "";
      if (!guildExists(guild)) throw unknown("Guild", 10004);
      return guild;
    };
    const idOf = (ctx: C, withGuild: boolean) => ctx.params[withGuild ? 2 : 1] ?? "";
    const list = (scope: string) => this.registered.get(scope) ?? [];
    const one = (scope: string, id: string) => {
      const c = list(scope).find((x) => x.id === id);
      if (!c) throw unknown("application command", 10063);
      return c;
    };
    for (const withGuild of [false, true]) {
      const base = withGuild ? "/applications/:app/guilds/:guild/commands" : "/applications/:app/commands";
      router
        .on("PUT", base, (ctx) => {
          const arr = ctx.body.json._array;
          if (!Array.isArray(arr)) throw invalidForm({ _errors: [{ code: "BASE_TYPE_ARRAY", message: "Must be an array." }] });
          return ok(this.put(scopeOf(ctx, withGuild), arr));
        })
        .on("GET", base, (ctx) => ok(list(scopeOf(ctx, withGuild)).map((c) => c.json)))
        .on("POST", base, (ctx) => {
          const scope = scopeOf(ctx, withGuild);
          const bodies = (this.bodies.get(scope) ?? []).filter((b) => !(isObject(b) && b.name === ctx.body.json.name));
          const json = this.put(scope, [...bodies, ctx.body.json]);
          return { status: 201, json: json[json.length - 1] };
        })
        .on("GET", `${base}/:id`, (ctx) => ok(one(scopeOf(ctx, withGuild), idOf(ctx, withGuild)).json))
        .on("PATCH", `${base}/:id`, (ctx) => {
          const scope = scopeOf(ctx, withGuild);
          const target = one(scope, idOf(ctx, withGuild));
          this.put(scope, (this.bodies.get(scope) ?? []).map((b) => (isObject(b) && b.name === target.name ? { ...b, ...ctx.body.json } : b)));
          return ok(one(scope, target.id).json);
        })
        .on("DELETE", `${base}/:id`, (ctx) => {
          const scope = scopeOf(ctx, withGuild);
          const target = one(scope, idOf(ctx, withGuild));
          this.put(scope, (this.bodies.get(scope) ?? []).filter((b) => !(isObject(b) && b.name === target.name)));
          return noContent();
        });
    }
  }
}
