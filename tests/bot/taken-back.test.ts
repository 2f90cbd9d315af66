// The edit of a post whose turn was taken back: its controls go, its words and picture stay.
import { ButtonStyle, ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import { takenBackLine, withoutControls } from "../../src/bot/turn/taken-back.ts";
import { brokenLimit, buttonRows, container, picture, text, type TopLevel } from "../../src/bot/layouts/v2.ts";

describe("a taken-back post", () => {
  const post: TopLevel[] = [
    container([
      text("**Game #1** · round 2 · Ann: takes 1 gold"),
      { type: ComponentType.Section, components: [text("Deforest: +5 wood")], accessory: { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: "c:1:5:x", label: "Deforest" } },
      picture("nusfjord-1-5.png", "Ann's harbor"),
      ...buttonRows([{ id: "c:1:5:a", label: "Gold" }, { id: "c:1:5:b", label: "Pass" }]),
    ]),
    ...buttonRows([{ id: "h:1:5:0", label: "💡 Hint" }]),
  ];

  it("keeps every text and the picture, a section as its text, and drops every button row", () => {
    const kept = withoutControls(post);
    expect(kept).toEqual([container([text("**Game #1** · round 2 · Ann: takes 1 gold"), text("Deforest: +5 wood"), picture("nusfjord-1-5.png", "Ann's harbor")])]);
    expect(brokenLimit([text(takenBackLine("Ann")), ...kept])).toBeNull();
  });

  it("says who took the turn back and that it is open again", () => {
    expect(takenBackLine("Ann")).toBe("↩️ Ann took back this turn; it is open again.");
  });

  it("says it in a German or Japanese game's language, the name as it is", () => {
    expect(takenBackLine("Ann", "de")).toBe("↩️ Ann hat diesen Zug zurückgenommen; er ist wieder offen.");
    expect(takenBackLine("Ann", "ja")).toBe("↩️ Annがこの手番を取り消しました。手番はまた開いています。");
  });
});
