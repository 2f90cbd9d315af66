// End of the game: scoring (rulebook "End of the Game").
import { describe, expect, it } from "vitest";
import { finalScores } from "../../src/engine/index.ts";
import { edit, testGame } from "./helpers.ts";

describe("final scoring", () => {
  it("the rulebook's example: 11 (Ships and fixed-VP Buildings) + 8 (Harbor Installation) + 21 (Shares and gold) - 5 = 35", () => {
    const s = edit(testGame({ players: 2, seed: "scoring" }), (d) => {
      d.phase = "over";
      d.round = 7;
      d.queues = [];
      const p = d.players[0]!;
      // 7 VP of Ships: schooner 4 + cutter 2 + sloop 1; Harbor Installation: 2 VP per Ship incl. the catboat = 8.
      p.ships = ["schooner", "cutter", "sloop"];
      // 4 VP of fixed Buildings: Angler's House (2) + Chief's House (2) + Boatbuilder (0), plus the Harbor Installation.
      // 11 Building spaces: 4 Buildings + 4 covered by Forests leave 3 free.
      p.buildings = [
        { id: "A115", row: 0, col: 1 },
        { id: "A215", row: 1, col: 0 },
        { id: "A102", row: 1, col: 1 },
        { id: "C151", row: 2, col: 0 },
      ];
      p.forests = [1, 0, 2, 0, 0];
      // 21 from Shares and gold: 5 issued Shares (2 own, 3 foreign) and 16 gold; 2 unissued Shares.
      p.shares = [0, 0, 1, 1, 1];
      p.unissued = 2;
      p.supply = { wood: 3, fish: 9, gold: 16 };
    });
    const sheet = finalScores(s)![0]!;
    expect(sheet.ships).toBe(7);
    expect(sheet.buildings).toEqual([
      { id: "A115", name: "Angler’s House", vp: 2 },
      { id: "A215", name: "Chief’s House", vp: 2 },
      { id: "A102", name: "Boatbuilder", vp: 0 },
      { id: "C151", name: "Harbor Installation", vp: 8 },
    ]);
    expect(sheet.shares + sheet.gold).toBe(21);
    expect(sheet.freeSpaces + sheet.unissuedShares).toBe(5);
    expect(sheet.total).toBe(35);
  });

  it("'Subtract 1 Victory Point per free Building space ... and 1 per Unissued Share': a bare starting harbor scores 2 - 7 - 3", () => {
    const s = edit(testGame({ players: 2, seed: "bare" }), (d) => {
      d.phase = "over";
      for (const p of d.players) p.supply = { wood: 0, fish: 0, gold: 0 };
    });
    const sheets = finalScores(s)!;
    // 11 Building spaces, 6 of them under the three starting Forest stacks: 5 free.
    expect(sheets[0]).toMatchObject({ ships: 0, buildingsTotal: 0, shares: 2, gold: 0, freeSpaces: 5, unissuedShares: 3, total: -6 });
  });

  it("'In case of a tie, enjoy your shared victory': every player with the top total is a winner", () => {
    const s = edit(testGame({ players: 3, seed: "tie" }), (d) => {
      d.phase = "over";
      d.players[0]!.supply.gold = 5;
      d.players[1]!.supply.gold = 5;
      d.players[2]!.supply.gold = 1;
    });
    expect(finalScores(s)!.map((x) => x.winner)).toEqual([true, true, false]);
  });

  it("finalScores is null before the end of the game", () => {
    expect(finalScores(testGame())).toBeNull();
  });
});
