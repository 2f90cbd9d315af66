// Who counts as a server manager (bot/permissions.ts) and the one host-or-manager rule the store
// and the takeover button share (store/seats.ts).
import { PermissionFlagsBits, PermissionsBitField } from "discord.js";
import { describe, expect, it } from "vitest";
import { authorityOf } from "../../src/bot/permissions.ts";
import { hostOrManager } from "../../src/store/index.ts";

const user = (id: string) => ({ id }) as Parameters<typeof authorityOf>[0]["user"];

describe("host or server manager", () => {
  it("a member with Manage Server is a server manager; without it, or outside a server, not", () => {
    expect(authorityOf({ user: user("7"), memberPermissions: new PermissionsBitField([PermissionFlagsBits.ManageGuild]) })).toEqual({ userId: "7", admin: true });
    expect(authorityOf({ user: user("7"), memberPermissions: new PermissionsBitField([PermissionFlagsBits.SendMessages]) })).toEqual({ userId: "7", admin: false });
    expect(authorityOf({ user: user("7"), memberPermissions: null })).toEqual({ userId: "7", admin: false });
  });

  it("the host may change the game, and so may a server manager; nobody else", () => {
    const game = { hostUserId: "1" };
    expect(hostOrManager(game, { userId: "1" })).toBe(true);
    expect(hostOrManager(game, { userId: "2", admin: true })).toBe(true);
    expect(hostOrManager(game, { userId: "2", admin: false })).toBe(false);
    expect(hostOrManager(game, { userId: "2" })).toBe(false);
  });
});
