// The engine's words in every language (issue 37): each log line, choice label, prompt and
// refusal the engine makes is a message; English is its stored text, and German and Japanese say
// the same message in their words, with nothing left untranslated or unfilled.
import { describe, expect, it } from "vitest";
import { applyChoice, english, legalChoices, newGame, pendingSeats, presentChoices, summarize, RuleError, type GameState } from "../../src/engine/index.ts";
import { speak } from "../../src/i18n/speak.ts";
import { PSEUDO } from "../../src/i18n/index.ts";

/** A 3-player game played by always taking the first offered choice, for `steps` choices. */
function played(steps: number, seed = "words"): GameState {
  let s = newGame({ players: 3, seed });
  for (let i = 0; i < steps && s.phase !== "over"; i++) {
    const seat = pendingSeats(s)[0];
    if (seat === undefined) break;
    const choices = legalChoices(s, seat);
    const pick = choices[i % choices.length] ?? choices[0];
    if (!pick) break;
    s = applyChoice(s, seat, pick.id);
  }
  return s;
}

const unfilled = /\{\{|\[object|undefined/;

describe("the engine's messages", () => {
  const s = played(120);

  it("every log line written as a message keeps its English text, word for word, as the stored text", () => {
    const said = s.log.filter((e) => e.say);
    expect(said.length).toBeGreaterThan(20);
    for (const e of said) if (e.say) expect(english(e.say)).toBe(e.text);
  });

  it("says every log line in German and Japanese with every placeholder filled and no English left", () => {
    for (const e of s.log) {
      if (!e.say) continue;
      const de = speak("de", e.say);
      const ja = speak("ja", e.say);
      expect(de).not.toMatch(unfilled);
      expect(ja).not.toMatch(unfilled);
      expect(de).not.toBe(e.text);
      expect(ja).not.toMatch(/\b(takes|places|builds|passes|Player)\b/);
    }
  });

  it("names the seats by the names the reader gives, in any language", () => {
    const line = s.log.find((e) => e.say?.k === "log.placesWorker");
    expect(line?.say).toBeDefined();
    if (!line?.say) return;
    const de = speak("de", line.say, (seat) => `Name${seat + 1}`);
    expect(de).toMatch(/^Name\d setzt einen Arbeiter auf /);
    expect(speak("ja", line.say)).toMatch(/^プレイヤー\dは.+にワーカーを置きました。$/);
  });

  it("labels a Work-phase turn's choices in German and Japanese, the action spaces in the editions' words", () => {
    const fresh = newGame({ players: 2, seed: "labels" });
    const seat = pendingSeats(fresh)[0] ?? 0;
    const choices = presentChoices(fresh, seat);
    expect(choices.every((c) => c.say)).toBe(true);
    const de = choices.map((c) => (c.say ? speak("de", c.say) : c.label));
    const ja = choices.map((c) => (c.say ? speak("ja", c.say) : c.label));
    expect(de).toContain("+1 Gold");
    expect(de.some((l) => l.startsWith("Abholzen (+"))).toBe(true);
    expect(de).toContain("Passen (Arbeiter verfällt)");
    expect(ja.some((l) => l.startsWith("伐採 (木材+"))).toBe(true);
    for (const l of [...de, ...ja]) expect(l).not.toMatch(unfilled);
  });

  it("asks the pending seat in its language: the prompt of a summary is a message", () => {
    const fresh = newGame({ players: 2, seed: "labels" });
    const asked = summarize(fresh).prompts[0];
    expect(asked?.say).toBeDefined();
    if (!asked?.say) return;
    expect(english(asked.say)).toBe(asked.prompt);
    expect(speak("de", asked.say)).toMatch(/Setze einen Arbeiter \(noch 3\) oder passe\.$/);
    expect(speak("ja", asked.say)).toMatch(/ワーカーを置くか（残り3）、パスしてください。$/);
  });

  it("refuses an illegal choice with a message a German or Japanese reader reads in their language", () => {
    const fresh = newGame({ players: 2, seed: "labels" });
    const other = ((pendingSeats(fresh)[0] ?? 0) + 1) % 2;
    let error: unknown;
    try {
      applyChoice(fresh, other, "pass");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    const say = error instanceof RuleError ? error.say : undefined;
    expect(say).toBeDefined();
    if (!say) return;
    expect(speak("de", say)).toMatch(/^Du bist nicht am Zug: Die Partie wartet auf Spieler \d\.$/);
    expect(speak("ja", say)).toMatch(/^あなたの手番ではありません。プレイヤー\dを待っています。$/);
  });

  it("the pseudo-locale says every message longer, with its placeholders filled", () => {
    for (const e of s.log.slice(0, 40)) {
      if (!e.say) continue;
      const long = speak(PSEUDO, e.say);
      expect(long).not.toMatch(unfilled);
      expect(long.length).toBeGreaterThan(e.text.length);
    }
  });
});
