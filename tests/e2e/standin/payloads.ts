// INTERACTION_CREATE payloads as Discord shapes them (API v10). Option types come from the
// registered command definitions. What no Discord user could do (an unknown option, a button
// that is not on the message) throws: that is a bug in the test.
import { InteractionContextType, Locale } from "discord.js";
import type { APIBaseInteraction, APIInteractionDataResolved, InteractionType } from "discord.js";
import { apiChannel, apiInteractionMember, apiMember, apiMessage, apiRoles, apiUser } from "./api.ts";
import type { RegisteredCommand } from "./commands.ts";
import { allCustomIds, findComponent } from "./components.ts";
import { isObject } from "./http.ts";
import { snowflake, type StoredChannel, type StoredMessage, type World } from "./model.ts";
import type { StandInUser } from "./types.ts";

type Value = string | number | boolean;
export interface WireOption { name: string; type: number; value?: Value; options?: WireOption[]; focused?: boolean }
type Common = Omit<APIBaseInteraction<InteractionType, unknown>, "type" | "data" | "message">;

function fail(msg: string): never {
  throw new Error(`stand-in (test bug): ${msg}`);
}

export function commonFields(w: World, user: StandInUser, ch: StoredChannel): Common & { id: string; token: string } {
  if (!w.users.has(user.id)) fail(`user ${user.username} (${user.id}) is not known to the stand-in; use addUser()`);
  const base = {
    id: snowflake(), application_id: w.appId, token: `standin-token-${snowflake()}`, version: 1 as const,
    locale: w.users.get(user.id)?.locale ?? Locale.EnglishUS, entitlements: [], attachment_size_limit: 10 * 1024 * 1024,
  };
  if (ch.type === 1) {
    if (ch.recipientId !== user.id) fail(`user ${user.username} cannot use the DM channel ${ch.id} of another user`);
    return {
      ...base, channel: apiChannel(w, ch), channel_id: ch.id, user: apiUser(w, user.id),
      app_permissions: w.permissions(w.botUser.id).toString(), authorizing_integration_owners: { 0: "0" },
      context: InteractionContextType.BotDM,
    };
  }
  return {
    ...base, channel: apiChannel(w, ch, user.id), channel_id: ch.id, guild_id: w.guildId,
    guild: { id: w.guildId, locale: w.guildLocale, features: [] }, guild_locale: w.guildLocale,
    member: apiInteractionMember(w, user.id), app_permissions: w.botPermissionsIn(ch).toString(),
    authorizing_integration_owners: { 0: w.guildId }, context: InteractionContextType.Guild,
  };
}

function defsOf(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter(isObject) : [];
}

/** Options for a chat-input command, typed from its registered definition. */
export function buildOptions(
  w: World, cmd: RegisteredCommand, subcommand: string | undefined, given: Record<string, Value>,
  focused: { name: string; value: string } | null,
): { options: WireOption[]; resolved: APIInteractionDataResolved | null } {
  let defs = defsOf(cmd.options);
  const wrap: { name: string; type: number }[] = [];
  const subs = defs.filter((d) => d.type === 1 || d.type === 2);
  if (subcommand !== undefined) {
    for (const part of subcommand.split(" ")) {
      const d = defs.find((x) => x.name === part && (x.type === 1 || x.type === 2));
      if (!d) fail(`/${cmd.name} has no subcommand "${subcommand}" (has: ${defs.filter((x) => x.type === 1 || x.type === 2).map((x) => String(x.name)).join(", ")})`);
      wrap.push({ name: part, type: Number(d.type) });
      defs = defsOf(d.options);
    }
    if (wrap[wrap.length - 1]?.type !== 1) fail(`/${cmd.name} ${subcommand} is a group: name a subcommand in it`);
  } else if (subs.length > 0) {
    fail(`/${cmd.name} needs a subcommand (one of: ${subs.map((x) => String(x.name)).join(", ")})`);
  }
  const resolved: APIInteractionDataResolved = {};
  const leaf: WireOption[] = [];
  const names = Object.keys(given);
  if (focused && !names.includes(focused.name)) names.push(focused.name);
  for (const key of names) if (!defs.some((d) => d.name === key)) fail(`/${cmd.name} has no option "${key}" (has: ${defs.map((d) => String(d.name)).join(", ") || "none"})`);
  for (const d of defs) {
    const name = String(d.name);
    const type = Number(d.type);
    if (focused?.name === name) {
      if (d.autocomplete !== true) fail(`option "${name}" of /${cmd.name} does not have autocomplete`);
      leaf.push({ name, type, value: focused.value, focused: true });
      continue;
    }
    const raw = given[name];
    if (raw === undefined) {
      if (d.required === true && !focused) fail(`/${cmd.name}: required option "${name}" is missing`);
      continue;
    }
    leaf.push({ name, type, value: convert(w, cmd.name, d, raw, resolved) });
  }
  let options = leaf;
  for (const s of [...wrap].reverse()) options = [{ name: s.name, type: s.type, options }];
  return { options, resolved: Object.keys(resolved).length > 0 ? resolved : null };
}

function convert(w: World, cmdName: string, d: Record<string, unknown>, raw: Value, resolved: APIInteractionDataResolved): Value {
  const name = String(d.name);
  const type = Number(d.type);
  const where = `/${cmdName} option "${name}"`;
  let value: Value;
  switch (type) {
    case 3: value = String(raw); break;
    case 4: case 10: {
      const n = typeof raw === "number" ? raw : Number(raw);
      if (!Number.isFinite(n) || (type === 4 && !Number.isInteger(n))) fail(`${where} needs ${type === 4 ? "an integer" : "a number"}, got ${JSON.stringify(raw)}`);
      if (typeof d.min_value === "number" && n < d.min_value) fail(`${where}: ${n} is below min_value ${d.min_value}`);
      if (typeof d.max_value === "number" && n > d.max_value) fail(`${where}: ${n} is above max_value ${d.max_value}`);
      value = n;
      break;
    }
    case 5: value = raw === true || raw === "true"; break;
    case 6: case 7: case 8: case 9: {
      const id = String(raw);
      value = id;
      const ch = w.channels.get(id);
      const role = apiRoles(w).find((r) => r.id === id);
      if ((type === 6 || type === 9) && w.users.has(id)) {
        (resolved.users ??= {})[id] = apiUser(w, id);
        const { user: _user, deaf: _deaf, mute: _mute, ...member } = apiMember(w, id);
        (resolved.members ??= {})[id] = { ...member, permissions: w.permissions(id).toString() };
      } else if ((type === 8 || type === 9) && role) {
        (resolved.roles ??= {})[id] = role;
      } else if (type === 7 && ch) {
        const c = apiChannel(w, ch, w.botUser.id);
        (resolved.channels ??= {})[id] = { ...c, name: ch.name, permissions: w.permissions(w.botUser.id).toString() };
      } else {
        fail(`${where}: nothing with id ${id} for option type ${type}`);
      }
      break;
    }
    default: fail(`${where}: option type ${type} is not supported by the stand-in`);
  }
  if (typeof value === "string" && type === 3) {
    if (typeof d.min_length === "number" && value.length < d.min_length) fail(`${where}: shorter than min_length ${d.min_length}`);
    if (typeof d.max_length === "number" && value.length > d.max_length) fail(`${where}: longer than max_length ${d.max_length}`);
  }
  const choices = defsOf(d.choices);
  if (choices.length > 0 && !choices.some((c) => c.value === value)) fail(`${where}: ${JSON.stringify(value)} is not one of its choices (${choices.map((c) => JSON.stringify(c.value)).join(", ")})`);
  return value;
}

const SELECTS = new Set([3, 5, 6, 7, 8]);

/** data and message of a component interaction; throws when no user could do this. */
export function componentData(w: World, user: StandInUser, m: StoredMessage, customId: string, values: string[] | null): { data: Record<string, unknown>; message: ReturnType<typeof apiMessage> } {
  if (m.deleted) fail(`message ${m.id} was deleted; its components cannot be used`);
  if (m.ephemeral && m.interaction && m.interaction.userId !== user.id) fail(`message ${m.id} is ephemeral for another user`);
  const comp = findComponent(m.components, customId);
  if (!comp) fail(`no component with custom_id "${customId}" on message ${m.id} (it has: ${allCustomIds(m.components).join(", ") || "none"})`);
  const type = Number(comp.type);
  if (comp.disabled === true) fail(`component "${customId}" on message ${m.id} is disabled`);
  if (values === null) {
    if (type !== 2) fail(`component "${customId}" is not a button (type ${type})`);
    return { data: { custom_id: customId, component_type: 2 }, message: apiMessage(w, m) };
  }
  if (!SELECTS.has(type)) fail(`component "${customId}" is not a select menu (type ${type})`);
  const min = typeof comp.min_values === "number" ? comp.min_values : 1;
  const max = typeof comp.max_values === "number" ? comp.max_values : 1;
  if (values.length < min || values.length > max) fail(`select "${customId}" takes ${min}..${max} values, got ${values.length}`);
  const data: Record<string, unknown> = { custom_id: customId, component_type: type, values };
  if (type === 3) {
    const allowed = defsOf(comp.options).map((o) => o.value);
    for (const v of values) if (!allowed.includes(v)) fail(`select "${customId}" has no option "${v}" (has: ${allowed.map(String).join(", ")})`);
  } else {
    const resolved: APIInteractionDataResolved = {};
    for (const id of values) {
      if (w.users.has(id) && (type === 5 || type === 7)) {
        (resolved.users ??= {})[id] = apiUser(w, id);
      } else if (!w.channels.has(id) && !apiRoles(w).some((r) => r.id === id)) {
        fail(`select "${customId}": unknown id ${id}`);
      }
    }
    data.resolved = resolved;
  }
  return { data, message: apiMessage(w, m) };
}
