// The shape of the cards' words in every language (issue 37). Building and Elder names stay as
// printed in the English edition (no official German or Japanese list was found; see
// docs/glossary.md); what a card does is translated: a Building's one-line summary and its whole
// text from the appendix, an Elder's summary. English comes from the card data itself
// (src/cards/buildings/data.ts, src/engine/rules-data.ts), so it is written once.

/** One Building's words. */
export interface BuildingTexts {
  /** The one-line summary the bot shows beside the card's name. */
  readonly summary: string;
  /** The appendix's whole explanation of the card ("\n" between its paragraphs). */
  readonly text: string;
}

/** Every Building's words by its id ("A101"). */
export type BuildingCatalogue = Readonly<Record<string, BuildingTexts>>;

/** One Elder's words: its action in a line. */
interface ElderTexts {
  readonly summary: string;
}

/** Every Elder's words by its id ("forest-manager"). */
export type ElderCatalogue = Readonly<Record<string, ElderTexts>>;
