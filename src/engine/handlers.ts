// How each kind of step runs: automatic steps act at once; decision steps list their
// choices and resolve the one picked. Steps continue an action by queueing more steps.
import { card } from "./cards.ts";
import {
  SUB_ACTION_WORDS, buildSpaces, buildableCards, buildingChoices, canBuildOn, cellKey, cannotStart, cannotUseElder, cardSource, copyTargets,
  elderSteps, elderUseBlocked, exchangeOptions, isBuildable, isFull, sharePrice, shipChoices, shipLabel, shipOptions, smallestEmptyPlate, spaceLabel, spaceSteps,
  payablePriceOptions, subActionPossible, subActionSteps, takeableElders, woodDiscountOf,
} from "./actions.ts";
import { DEFOREST_WOOD, DOUBLE_SPACES, ELDERS, ISSUE_SHARE_GOLD, SHIP_SALE, SHIPS, SPACES } from "./rules-data.ts";
import {
  RuleError, addForests, catchFish, cellName, removeShip, collectOwnShareFish, doubleLabel, emptyReserve, handToReserve, serveToPlate, forestCount, freeDoubles, gain, removeForests, log, pay, player,
  returnFish, trackFree, unbuiltDoubles,
} from "./state.ts";
import { giveElderFish, takeFromTableToElder } from "./elder-fish.ts";
import { FINAL_WINDOW_TIME_UP, applyWindowChoice, finalWindowPrompt, windowChoices } from "./final-window.ts";
import { record } from "./listeners.ts";
import { anytimeChoices, applyAnytime, buildingPrice, placesOffBoard, previewed, runBefore } from "./triggers.ts";
import type { Choice, ElderId, GameState, Msg, ShipType, Source, SpaceId, Step, SubAction, Word } from "./types.ts";
import { english, msg, said } from "./words.ts";
import { SPACE_IDS } from "./types.ts";

type StepOf<K extends Step["k"]> = Extract<Step, { k: K }>;

export interface Handler<S extends Step> {
  /** Automatic step: runs when it reaches the front of the queue. */
  auto?(s: GameState, seat: number, step: S): void;
  /** Decision step: its choices, not counting "decline" for optional steps. */
  choices?(s: GameState, seat: number, step: S): Choice[];
  /** Optional fast check that one choice id is legal (must agree with `choices`). */
  accepts?(s: GameState, seat: number, step: S, id: string): boolean;
  /** Optional: the ids of `choices`, in order, without making their labels (must agree with `choices`). */
  ids?(s: GameState, seat: number, step: S): string[];
  optional?(step: S): boolean;
  /**
   * The "decline" choice's label for an optional step: what is declined, in plain words, at most
   * 40 characters (a button's width on a phone). Without it, `genericDecline` names the source.
   */
  declineLabel?(step: S): Msg;
  /** Resolve the picked choice (never "decline": that is handled for every optional step). */
  choose?(s: GameState, seat: number, step: S, id: string): void;
  /** What happens on "decline", beyond dropping the step. */
  declined?(s: GameState, seat: number, step: S): void;
  prompt?(s: GameState, seat: number, step: S): Msg;
}

/** The choice id of declining an optional step: stored game logs hold it, so it never changes (the label may). */
const DECLINE_ID = "decline";

/** What is declined, with the Building that asked when one did: "Build no Ship (Ship Holding Co.)". */
function withCard(words: Msg, src: Source): Msg {
  return src.kind === "card" ? msg("decline.withCard", { words, card: card(src.card).name }) : words;
}

/** The fallback for an optional step whose handler has no words of its own: it still names who asked. */
function genericDecline(step: Step): Msg {
  const src = "src" in step ? step.src : null;
  if (step.k === "card") return msg("decline.skipCard", { card: card(step.card).name });
  if (src?.kind === "card") return msg("decline.skipCard", { card: card(src.card).name });
  if (src?.kind === "elder") return msg("decline.skipOffer", { elder: { elder: src.elder } });
  return msg("decline.skipStep");
}

/** Declining an Elder's follow-up action(s) ("You may then take ... (or decline)"), by what would be taken. */
function noSubActions(options: readonly SubAction[]): Msg {
  const [only] = options;
  if (options.length === 1 && only) return msg(`decline.${only}`);
  if (options.length === 2 && options.includes("build-ship") && options.includes("build-building")) return msg("decline.neither");
  return msg("decline.skipActions", { actions: { list: options.map((o) => ({ space: o })), join: "and" } });
}

/** Put steps at the front of a seat's queue, in order. */
export function pushFront(s: GameState, seat: number, steps: Step[]): void {
  if (!steps.length) return;
  let q = s.queues.find((x) => x.seat === seat);
  if (!q) {
    q = { seat, steps: [] };
    s.queues.push(q);
  }
  q.steps.unshift(...steps);
}

/** Who acted, after a log line's verb: " with the Builder", " (copied)", or nothing for an action space or a card. */
const srcWords = (src: Source): Word =>
  src.kind === "elder" ? msg("src.elder", { elder: { elder: src.elder } }) : src.kind === "imitate" ? msg("src.copied") : "";

function feedElderFromHand(s: GameState, seat: number, elder: ElderId): Step[] {
  player(s, seat).fishInHand -= 1;
  return giveElderFish(s, seat, elder);
}

/** Shares of `seat`'s company held by other players, one entry per Share (the holder's seat). */
function foreignHeld(s: GameState, seat: number): number[] {
  const out: number[] = [];
  s.players.forEach((p, holder) => {
    if (holder === seat) return;
    for (const owner of p.shares) if (owner === seat) out.push(holder);
  });
  return out;
}

/** The display with the card's place left empty, as a new array: copies of a state share display arrays (index.ts cloneState). */
function emptied(display: readonly (string | null)[], id: string): (string | null)[] {
  const out = display.slice();
  out[out.indexOf(id)] = null;
  return out;
}

function placeBuilding(s: GameState, seat: number, step: { src: Source; card: string; priceKey?: string }, row: number | null, col: number | null): void {
  const p = player(s, seat);
  const id = step.card;
  const price = buildingPrice(s, seat, id, step.priceKey);
  const from = cardSource(s, seat, id);
  if (!price || !from) throw new RuleError(msg("error.cannotBuildCard", { card: card(id).name }));
  pay(s, seat, price);
  for (const ship of price.ships) removeShip(s, seat, ship);
  if (from === "A") s.displayA = emptied(s.displayA, id);
  else if (from === "B") s.displayB = emptied(s.displayB, id);
  else if (from === "C") {
    const rest = s.displayC.slice(); // a new array, never a change in place (see emptied)
    rest.splice(rest.indexOf(id), 1);
    s.displayC = rest;
  } else {
    const hand = p.hand.slice(); // a new hand, never a change in place (copies of a state share hands)
    hand.splice(hand.indexOf(id), 1);
    p.hand = hand;
  }
  // A new list, never a push: copies of a state share their Building lists (index.ts cloneState).
  p.buildings = [...p.buildings, { id, row, col }];
  p.tally.buildingsBuiltThisRound += 1;
  const where = row === null || col === null ? "" : msg("src.onSpace", { cell: cellName(row, col) });
  log(s, seat, msg("log.builds", { seat: { seat }, card: card(id).name, where, goods: { goods: price, ships: price.ships }, src: srcWords(step.src) }));
  const ctx = { s, seat, card: id, src: step.src };
  pushFront(s, seat, [
    ...(card(id).effect?.immediately?.(ctx) ?? []),
    { k: "fire", event: "afterBuildBuilding", src: step.src },
  ]);
}

/** An action space a seat's turn does not offer now, and why: full this round, or the reason it cannot start. */
export interface ClosedSpace {
  readonly space: SpaceId;
  readonly label: string;
  readonly full: boolean;
  /** "it is full this round", "your Reserve is empty", ... (lower case, no full stop). */
  readonly why: string;
  /** The reason as a message, for a reader in another language. */
  readonly whySay: Msg;
}

/**
 * The action spaces the seat's turn leaves out, each with why, judged as the turn's choices are
 * (after what happens "before you place a Worker"): what a learning game's post lists, and why a
 * placement is refused.
 */
export function closedSpaces(s: GameState, seat: number): ClosedSpace[] {
  const v = previewed(s, seat, "beforePlaceWorker");
  return SPACE_IDS.flatMap((space): ClosedSpace[] => {
    const label = SPACES[space].label;
    if (isFull(s, space)) return [{ space, label, full: true, why: english(FULL), whySay: FULL }];
    const why = cannotStart(v, seat, space);
    return why === null ? [] : [{ space, label, full: false, why: english(why), whySay: why }];
  });
}

const FULL = msg("why.full");
const CANNOT_BUILD_SHIP = msg("error.cannotBuildShip");


const HANDLERS: { [K in Step["k"]]: Handler<StepOf<K>> } = {
  turn: {
    prompt: (s, seat) => msg("prompt.turn", { seat: { seat }, count: player(s, seat).workersLeft }),
    choices(s, seat) {
      const out: Choice[] = [];
      // Whether a Worker may go somewhere is judged after what happens "before you place a Worker".
      const v = previewed(s, seat, "beforePlaceWorker");
      for (const space of SPACE_IDS) {
        if (!isFull(s, space) && cannotStart(v, seat, space) === null) out.push(said(`place:${space}`, spaceLabel(v, seat, space)));
      }
      if (copyTargets(v, seat).length) out.push(said("place:imitate", msg("choice.imitate")));
      for (const e of player(s, seat).elders) {
        if (cannotUseElder(v, seat, e.id) === null) out.push(said(`elder:${e.id}`, msg("choice.elder", { elder: { elder: e.id }, summary: { summary: e.id } })));
      }
      out.push(...anytimeChoices(s, seat));
      out.push(said("pass", msg("choice.pass")));
      return out;
    },
    accepts(s, seat, _step, id) {
      if (id === "pass") return true;
      if (id === "place:imitate") return copyTargets(previewed(s, seat, "beforePlaceWorker"), seat).length > 0;
      if (id.startsWith("place:")) {
        const space = SPACE_IDS.find((x) => x === id.slice(6));
        return space !== undefined && !isFull(s, space) && cannotStart(previewed(s, seat, "beforePlaceWorker"), seat, space) === null;
      }
      if (id.startsWith("elder:")) {
        const elder = player(s, seat).elders.find((e) => e.id === id.slice(6));
        return elder !== undefined && cannotUseElder(previewed(s, seat, "beforePlaceWorker"), seat, elder.id) === null;
      }
      return anytimeChoices(s, seat).some((c) => c.id === id);
    },
    choose(s, seat, _step, id) {
      const p = player(s, seat);
      if (id === "pass") {
        p.workersLeft -= 1;
        log(s, seat, msg("log.passes", { seat: { seat } }));
        return;
      }
      if (id.startsWith("anytime:")) {
        if (!applyAnytime(s, seat, id)) throw new RuleError(msg("error.exchangeGone"));
        pushFront(s, seat, [{ k: "turn" }]);
        return;
      }
      if (id === "place:imitate") {
        pushFront(s, seat, [{ k: "choose-copy" }]);
        return;
      }
      if (id.startsWith("place:")) {
        const space = id.slice(6) as SpaceId;
        const src: Source = { kind: "space", space };
        const before = runBefore(s, seat, "beforePlaceWorker", src);
        s.placements.push({ seat, spot: { kind: "space", space } });
        p.workersLeft -= 1;
        log(s, seat, msg("log.placesWorker", { seat: { seat }, space: { space } }));
        pushFront(s, seat, [...before, { k: "fire", event: "afterPlaceWorker", src }, ...spaceSteps(space, src), { k: "fire", event: "afterWorkerAction", src }]);
        return;
      }
      const elder = id.slice(6) as ElderId;
      const e = p.elders.find((x) => x.id === elder);
      if (!e) throw new RuleError(msg("error.elderNotYours"));
      const src: Source = { kind: "elder", elder };
      const before = runBefore(s, seat, "beforePlaceWorker", src);
      e.worker = true;
      s.placements.push({ seat, spot: { kind: "elder", elder } });
      p.workersLeft -= 1;
      pushFront(s, seat, [...before, ...useElder(elder), { k: "fire", event: "afterWorkerAction", src }]);
    },
  },

  // ---- Fishing: "Distribute the fish in your hand according to the following five steps" ----
  "feed-elders": {
    auto(s, seat) {
      const p = player(s, seat);
      const elders = p.elders.map((e) => e.id);
      if (!elders.length || !p.fishInHand) return;
      if (p.fishInHand >= elders.length) {
        pushFront(s, seat, elders.flatMap((e) => feedElderFromHand(s, seat, e)));
      } else {
        // "If you run out of fish during steps 1 or 2, you may choose on which Elders ... you place fish."
        pushFront(s, seat, [{ k: "choose-elder-fish", left: elders }]);
      }
    },
  },
  "choose-elder-fish": {
    prompt: (s, seat) => msg("prompt.elderFish", { seat: { seat }, count: player(s, seat).fishInHand }),
    choices: (s, seat, step) => step.left.map((e) => {
      const fish = player(s, seat).elders.find((x) => x.id === e)?.fish ?? 0;
      return said(`fish-elder:${e}`, msg("choice.elderFish", { elder: { elder: e }, count: fish }));
    }),
    choose(s, seat, step, id) {
      const elder = id.slice("fish-elder:".length) as ElderId;
      const payout = feedElderFromHand(s, seat, elder);
      const left = step.left.filter((e) => e !== elder);
      pushFront(s, seat, [...payout, ...(player(s, seat).fishInHand > 0 && left.length ? [{ k: "choose-elder-fish", left } as const] : [])]);
    },
  },
  "feed-foreign-shares": {
    auto(s, seat) {
      const p = player(s, seat);
      // "Resolve Shares on the Action board first"
      const onBoard = Math.min(p.fishInHand, s.newShares.filter((o) => o === seat).length);
      p.fishInHand -= onBoard;
      s.newSharesFish += onBoard;
      const held = foreignHeld(s, seat);
      if (!held.length || !p.fishInHand) return;
      if (p.fishInHand >= held.length) {
        for (const holder of held) player(s, holder).shareFish += 1;
        p.fishInHand -= held.length;
      } else {
        pushFront(s, seat, [{ k: "choose-share-fish", left: held }]);
      }
    },
  },
  "choose-share-fish": {
    prompt: (s, seat) => msg("prompt.shareFish", { seat: { seat }, count: player(s, seat).fishInHand }),
    choices(_s, _seat, step) {
      const holders = [...new Set(step.left)].sort((a, b) => a - b);
      return holders.map((h) => said(`fish-share:${h}`, msg("choice.shareHeld", { seat: { seat: h } })));
    },
    choose(s, seat, step, id) {
      const holder = Number(id.slice("fish-share:".length));
      player(s, holder).shareFish += 1;
      player(s, seat).fishInHand -= 1;
      const left = [...step.left];
      left.splice(left.indexOf(holder), 1);
      if (player(s, seat).fishInHand > 0 && left.length) pushFront(s, seat, [{ k: "choose-share-fish", left }]);
    },
  },
  "feed-own-shares": {
    auto(s, seat) {
      feedOwnShares(s, seat);
      // A card may carry out this step again (Fisher's Cottage), before the Reserve is filled.
      pushFront(s, seat, runBefore(s, seat, "duringOwnShares"));
    },
  },
  "fill-reserve": {
    auto(s, seat) {
      const p = player(s, seat);
      // "your Reserve is limited to 8 fish" (it may hold more via Buildings; then nothing is added).
      handToReserve(p, p.fishInHand);
      // Step 5: "Return any remaining fish in your hand to the general supply".
      if (p.fishInHand) returnFish(s, p.fishInHand);
      p.fishInHand = 0;
    },
  },
  "collect-share-fish": {
    auto(s) {
      collectShareFish(s);
    },
  },

  // ---- Sub-actions ----
  gain: {
    auto(s, seat, step) {
      const kept = gain(s, seat, step.goods);
      log(s, seat, msg("log.takes", { seat: { seat }, goods: { goods: kept }, src: srcWords(step.src) }));
    },
  },
  pay: {
    auto(s, seat, step) {
      pay(s, seat, step.goods);
      log(s, seat, msg("log.pays", { seat: { seat }, goods: { goods: step.goods }, src: srcWords(step.src) }));
    },
  },
  catch: {
    auto(s, seat, step) {
      catchFish(s, seat, step.fish);
      log(s, seat, msg("log.catches", { seat: { seat }, count: step.fish, src: srcWords(step.src) }));
      pushFront(s, seat, [{ k: "feed-elders" }, { k: "feed-foreign-shares" }, { k: "feed-own-shares" }, { k: "fill-reserve" }, { k: "collect-share-fish" }]);
    },
  },
  "transfer-reserve": {
    auto(s, seat, step) {
      const moved = emptyReserve(s, seat);
      log(s, seat, msg("log.transfers", { seat: { seat }, goods: { goods: moved }, src: srcWords(step.src) }));
      pushFront(s, seat, [{ k: "fire", event: "afterTransferReserve", src: step.src }]);
    },
  },
  "serve-plate": {
    auto(s, seat, step) {
      // A card's Serve Fish of one plate ends here; the action space's may go on to the next plate.
      if (step.onePlate) return serveOnePlate(s, seat, step.src);
      serveNextPlate(s, seat, step.src);
      pushFront(s, seat, [{ k: "serve-more", src: step.src }]);
    },
  },
  "serve-more": {
    optional: () => true,
    declineLabel: () => msg("decline.stopServing"),
    prompt: (_s, seat) => msg("prompt.serveMore", { seat: { seat } }),
    choices(s, seat) {
      const i = smallestEmptyPlate(s);
      if (i < 0 || player(s, seat).supply.fish < i + 1) return [];
      return [said("serve", msg("choice.serve", { plate: i + 1 }))];
    },
    choose(s, seat, step) {
      pushFront(s, seat, [{ k: "serve-plate", src: step.src }]);
    },
    declined(s, seat, step) {
      record(s, seat, "afterServeFish", step.src);
    },
  },
  "choose-building": {
    optional: (step) => step.optional,
    declineLabel: (step) => (step.src.kind === "card" ? msg("decline.skipCard", { card: card(step.src.card).name }) : msg("decline.buildNothing")),
    prompt: (_s, seat) => msg("prompt.building", { seat: { seat } }),
    choices: (s, seat) => buildingChoices(s, seat),
    // Labels cost a price text each: the checks below only need to know which cards can be built.
    ids: (s, seat) => buildableCards(s, seat).map((b) => `building:${b.id}`),
    accepts: (s, seat, _step, id) => id.startsWith("building:") && isBuildable(s, seat, id.slice("building:".length)),
    choose(s, seat, step, id) {
      const cardId = id.slice("building:".length);
      // A printed choice of costs: asked only when two or more can be paid (Swing-Net Fishery, Fishhouse).
      const payable = payablePriceOptions(s, seat, cardId);
      if (payable.length > 1) return pushFront(s, seat, [{ k: "choose-price", src: step.src, card: cardId }]);
      const only = payable.length === 1 && payable[0]?.key ? { priceKey: payable[0].key } : {};
      pushFront(s, seat, [{ k: "choose-building-space", src: step.src, card: cardId, ...only }]);
    },
  },
  "choose-price": {
    prompt: (_s, seat, step) => msg("prompt.price", { seat: { seat }, card: card(step.card).name }),
    choices: (s, seat, step) => payablePriceOptions(s, seat, step.card)
      .map((o) => said(`price:${o.key}`, msg("choice.price", { option: o.label, goods: { goods: o.price, ships: o.price.ships } }))),
    choose(s, seat, step, id) {
      // The space is chosen next, and the Building paid for with the option chosen here.
      pushFront(s, seat, [{ k: "choose-building-space", src: step.src, card: step.card, priceKey: id.slice("price:".length) }]);
    },
  },
  "choose-building-space": {
    prompt: (_s, seat, step) => msg("prompt.buildingSpace", { seat: { seat }, card: card(step.card).name }),
    choices: (s, seat, step) => placesOffBoard(step.card)
      ? [said("space:off-board", msg("choice.offBoard", { card: card(step.card).name }))]
      : buildSpaces(s, seat, step.card, step.priceKey).map(([r, c]) => said(`space:${r}-${c}`, msg("choice.buildSpace", { cell: cellName(r, c) }))),
    ids: (s, seat, step) => placesOffBoard(step.card)
      ? ["space:off-board"]
      : buildSpaces(s, seat, step.card, step.priceKey).map(([r, c]) => `space:${r}-${c}`),
    accepts(s, seat, step, id) {
      if (placesOffBoard(step.card)) return id === "space:off-board";
      // One space checked, in the form the choices name it ("space:1-2"), not every free space listed.
      const cell = /^space:(\d+)-(\d+)$/.exec(id);
      const [r, c] = cell ? [Number(cell[1]), Number(cell[2])] : [-1, -1];
      return id === `space:${r}-${c}` && canBuildOn(s, seat, step.card, r, c, step.priceKey);
    },
    choose(s, seat, step, id) {
      if (id === "space:off-board") return placeBuilding(s, seat, step, null, null);
      const [r = -1, c = -1] = id.slice("space:".length).split("-").map(Number);
      if (!buildSpaces(s, seat, step.card, step.priceKey).some(([x, y]) => x === r && y === c)) throw new RuleError(msg("error.cannotBuildThere"));
      // "Each time before you build a Building ... on a Building space with wood ..." (Collection Point).
      const before = runBefore(s, seat, "beforeBuildOnSpace", step.src, cellKey([r, c]));
      placeBuilding(s, seat, step, r, c);
      pushFront(s, seat, before);
    },
  },
  "issue-share": {
    auto(s, seat, step) {
      const p = player(s, seat);
      const count = step.count ?? 1;
      if (p.unissued < count) throw new RuleError(count === 1 ? msg("error.noUnissued") : msg("error.needUnissued", { count }));
      p.unissued -= count;
      for (let i = 0; i < count; i++) s.newShares.push(seat);
      const kept = gain(s, seat, step.reward ?? { gold: ISSUE_SHARE_GOLD, fish: step.bonusFish });
      log(s, seat, msg("log.issues", { seat: { seat }, count, goods: { goods: kept }, src: srcWords(step.src) }));
      pushFront(s, seat, [{ k: "fire", event: "afterIssueShare", src: step.src }]);
    },
  },
  "buy-shares": {
    auto(s, seat, step) {
      const price = sharePrice(s);
      pay(s, seat, { gold: price });
      const bought = s.newShares.splice(0);
      player(s, seat).shares.push(...bought);
      const owners: Word = { list: bought.map((o) => ({ seat: o })), join: "comma" };
      log(s, seat, msg("log.buysShares", { seat: { seat }, count: bought.length, owners, gold: price }));
      record(s, seat, "afterBuyShares", step.src, String(price));
    },
  },
  "remove-forest": {
    optional: (step) => step.optional,
    // Optional removals: the Contractor's "0, 1, or 2 Forests" (asked again after each), a card's Deforest.
    declineLabel: (step) => withCard(msg(step.deforest ? "decline.skipDeforest" : step.src.kind === "card" ? "decline.removeNoForest" : "decline.removeNoMoreForests"), step.src),
    prompt: (_s, seat, step) => msg(step.optional ? "prompt.removeForestOrStop" : "prompt.removeForest", { seat: { seat } }),
    choices(s, seat) {
      const p = player(s, seat);
      const out: Choice[] = [];
      p.forests.forEach((n, d) => {
        if (n > 0) out.push(said(`forest:${d}`, msg("choice.forest", { double: doubleLabel(d), count: n })));
      });
      return out;
    },
    choose(s, seat, step, id) {
      const d = Number(id.slice("forest:".length));
      const p = player(s, seat);
      removeForests(s, seat, d, 1);
      const next: Step[] = [{ k: "fire", event: "afterRemoveForest", src: step.src }];
      if (step.deforest) {
        const kept = gain(s, seat, { wood: DEFOREST_WOOD });
        log(s, seat, msg("log.deforests", { seat: { seat }, double: doubleLabel(d), goods: { goods: kept }, src: srcWords(step.src) }));
        next.push({ k: "fire", event: "afterDeforest", src: step.src });
      } else {
        log(s, seat, msg("log.removesForest", { seat: { seat }, double: doubleLabel(d), src: srcWords(step.src) }));
      }
      if (step.left > 1 && forestCount(p) > 0) next.push({ ...step, left: step.left - 1 });
      pushFront(s, seat, next);
    },
  },
  "thin-out": {
    auto(s, seat, step) {
      const kept = gain(s, seat, { wood: forestCount(player(s, seat)) });
      log(s, seat, msg("log.thinsOut", { seat: { seat }, goods: { goods: kept } }));
      pushFront(s, seat, [{ k: "fire", event: "afterThinOut", src: step.src }]);
    },
  },
  "place-forests": {
    optional: (step) => step.optional,
    declineLabel: (step) => withCard(msg("decline.placeNoForests", { count: step.forests }), step.src),
    prompt: (_s, seat, step) => msg("prompt.placeForests", { seat: { seat }, count: step.forests }),
    choices(s, seat, step) {
      const p = player(s, seat);
      const ds = step.allowForested ? unbuiltDoubles(p) : freeDoubles(p);
      return ds.map((d) => {
        const n = p.forests[d] ?? 0;
        return said(`forest-space:${d}`, n ? msg("choice.doubleForested", { double: doubleLabel(d), count: n }) : msg("choice.double", { double: doubleLabel(d) }));
      });
    },
    choose(s, seat, step, id) {
      const d = Number(id.slice("forest-space:".length));
      const cells = DOUBLE_SPACES[d];
      if (!cells) throw new RuleError(msg("error.noSuchDouble"));
      // "... or place a Forest on a Building space with wood" (Collection Point): both spaces of the double.
      const before = runBefore(s, seat, "beforeBuildOnSpace", step.src, cells.map(cellKey).join(","));
      addForests(s, seat, d, step.forests);
      log(s, seat, msg("log.placesForests", { seat: { seat }, count: step.forests, double: doubleLabel(d), src: srcWords(step.src) }));
      // What a card adds inside the Reforest (Forest Hut) comes before the effects it sets off.
      pushFront(s, seat, step.reforest
        ? [...before, ...runBefore(s, seat, "duringReforest", step.src, String(d)), { k: "fire", event: "afterReforest", src: step.src, detail: String(d) }]
        : before);
    },
  },
  "choose-ship": {
    optional: (step) => step.optional,
    declineLabel: (step) => withCard(msg("decline.buildNoShip"), step.src),
    prompt: (_s, seat) => msg("prompt.ship", { seat: { seat } }),
    choices: (s, seat, step) => shipChoices(s, seat, step.woodDiscount).map((o) => said(o.id, shipLabel(o))),
    ids: (s, seat, step) => shipChoices(s, seat, step.woodDiscount).map((o) => o.id),
    choose(s, seat, step, id) {
      if (!shipChoices(s, seat, step.woodDiscount).some((o) => o.id === id)) throw new RuleError(CANNOT_BUILD_SHIP);
      // "Each time before you take a “Build a Ship” action ...": once the Ship is chosen, the action is taken.
      const before = runBefore(s, seat, "beforeBuildShip", step.src);
      const option = shipOptions(s, seat, step.woodDiscount).find((o) => o.id === id);
      if (!option) throw new RuleError(CANNOT_BUILD_SHIP);
      pay(s, seat, option.price);
      s.shipSupply[option.ship] -= 1;
      player(s, seat).ships.push(option.ship); // "added to the right of the ships already on the track"
      log(s, seat, msg("log.buildsShip", { seat: { seat }, ship: { ship: option.ship }, goods: { goods: option.price }, src: srcWords(step.src) }));
      pushFront(s, seat, [...before, { k: "fire", event: "afterBuildShip", src: step.src }]);
    },
  },
  "acquire-ship": {
    auto(s, seat, step) {
      const p = player(s, seat);
      const before = runBefore(s, seat, "beforeBuildShip", step.src);
      for (const ship of step.ships) {
        // "If there are no schooners left, take one from the game box" (Wharf).
        const box = s.shipSupply[ship] <= 0 && step.fromBox === true && s.box[ship] > 0;
        const room = step.toReserve === true || trackFree(p) >= SHIPS[ship].spaces;
        if ((!box && s.shipSupply[ship] <= 0) || !room) throw new RuleError(msg("error.noRoomForShip", { ship: { ship } }));
        if (box) s.box[ship] -= 1;
        else s.shipSupply[ship] -= 1;
        // "add the sloop to the right of the Ships on your Fishing track"; the Dockhouse's schooner waits in the Reserve.
        if (step.toReserve === true) p.reserveShips.push(ship);
        else p.ships.push(ship);
      }
      const from: Word = step.src.kind === "card" ? card(step.src.card).name : msg("word.free");
      log(s, seat, msg("log.freeShips", { seat: { seat }, count: step.ships.length, ship: { ship: step.ships[0] ?? "sloop" }, from }));
      pushFront(s, seat, [...before, { k: "fire", event: "afterBuildShip", src: step.src }]);
    },
  },
  before: {
    auto(s, seat, step) {
      pushFront(s, seat, runBefore(s, seat, step.event, step.src, step.detail));
    },
  },
  "choose-elder-to-take": {
    optional: (step) => step.optional === true,
    declineLabel: (step) => withCard(msg("decline.takeNoElder"), step.src),
    prompt: (_s, seat, step) => msg(step.noUse ? "prompt.takeElderNoUse" : "prompt.takeElder", { seat: { seat } }),
    choices: (s, seat) => takeableElders(s, seat).map((e) => said(`take:${e}`, msg("choice.takeElder", { elder: { elder: e }, number: ELDERS[e].number, summary: { summary: e } }))),
    choose(s, seat, step, id) {
      const elder = id.slice("take:".length) as ElderId;
      if (!takeableElders(s, seat).includes(elder)) throw new RuleError(msg("error.elderNotOnTop"));
      // "Each time before you take a “Take an Elder” action": such effects act at once (Holiday Resort).
      const before = runBefore(s, seat, "beforeTakeElder", step.src);
      const at = s.elderStacks.findIndex((st) => st.cards[st.cards.length - 1] === elder);
      const old = s.elderStacks[at];
      if (!old) throw new RuleError(msg("error.elderNotOnTop"));
      // A new stack in a new list, never a change in place: copies of a state share the Elder stacks (index.ts cloneState).
      const stack = { cards: old.cards.slice(0, -1), hiddenBottom: old.hiddenBottom };
      s.elderStacks = s.elderStacks.map((st, i) => (i === at ? stack : st));
      player(s, seat).elders.push({ id: elder, fish: 0, worker: false });
      log(s, seat, msg("log.takesElder", { seat: { seat }, elder: { elder }, src: srcWords(step.src) }));
      if (stack.hiddenBottom && stack.cards.length === 1) {
        // 5 players: "the hidden bottom card is revealed when it comes to the top".
        stack.hiddenBottom = false;
        const revealed = stack.cards[0];
        if (revealed) log(s, null, msg("log.elderRevealed", { elder: { elder: revealed } }));
      }
      const next: Step[] = [...before];
      // Offered only if the Elder could act from the position after its Banquet fish is taken;
      // a card's Take an Elder never: "You may not use the new Elder right away".
      if (!step.noUse && elderUseBlocked(s, seat, elder) === null) next.push({ k: "offer-elder-use", elder });
      next.push({ k: "fire", event: "afterTakeElder", src: step.src });
      pushFront(s, seat, next);
    },
  },
  "offer-elder-use": {
    optional: () => true,
    declineLabel: (step) => msg("decline.keepElder", { elder: { elder: step.elder } }),
    prompt: (_s, seat, step) => msg("prompt.useElder", { seat: { seat }, elder: { elder: step.elder } }),
    choices: (s, seat, step) => elderUseBlocked(s, seat, step.elder) === null
      ? [said("use-now", msg("choice.useNow", { elder: { elder: step.elder }, summary: { summary: step.elder } }))]
      : [],
    choose(s, seat, step) {
      pushFront(s, seat, useElder(step.elder));
    },
  },
  "use-elder": {
    auto(s, seat, step) {
      const payout = takeFromTableToElder(s, seat, step.elder);
      player(s, seat).tally.eldersUsedThisRound += 1;
      const src: Source = { kind: "elder", elder: step.elder };
      // The Elder acts once his payout is decided: his steps are made when he acts ("Then perform Elder's action").
      pushFront(s, seat, [...payout, { k: "elder-acts", elder: step.elder }, { k: "fire", event: "afterUseElder", src }]);
    },
  },
  "elder-acts": {
    auto(s, seat, step) {
      pushFront(s, seat, elderSteps(step.elder, s, seat));
    },
  },
  "choose-copy": {
    prompt: (_s, seat) => msg("prompt.copy", { seat: { seat } }),
    choices: (s, seat) => {
      const v = previewed(s, seat, "beforePlaceWorker");
      return copyTargets(v, seat).map(({ space }) => said(`copy:${space}`, msg("choice.imitateSpace", { space: spaceLabel(v, seat, space) })));
    },
    choose(s, seat, _step, id) {
      const space = id.slice("copy:".length) as SpaceId;
      if (!copyTargets(previewed(s, seat, "beforePlaceWorker"), seat).some((t) => t.space === space)) throw new RuleError(msg("error.cannotImitateSpace"));
      const src: Source = { kind: "imitate", space };
      const before = runBefore(s, seat, "beforePlaceWorker", src);
      const target = copyTargets(s, seat).find((t) => t.space === space);
      if (!target) throw new RuleError(msg("error.cannotImitateSpace"));
      s.placements.push({ seat, spot: { kind: "imitate", index: target.index, copies: space } });
      player(s, seat).workersLeft -= 1;
      log(s, seat, msg("log.imitates", { seat: { seat }, space: { space } }));
      // A copied action is not "placing a Worker on" the copied space: hooks see the source as "imitate".
      pushFront(s, seat, [...before, { k: "fire", event: "afterPlaceWorker", src }, ...spaceSteps(space, src), { k: "fire", event: "afterWorkerAction", src }]);
    },
  },
  "elder-options": {
    optional: (step) => step.optional,
    declineLabel: (step) => (step.src.kind === "card" ? msg("decline.skipCard", { card: card(step.src.card).name }) : noSubActions(step.options)),
    // A card that asks names itself, as every card question does ("Player 1: Lighthouse: choose ...").
    prompt: (_s, seat, step) => {
      const options: Word = { list: step.options.map((o) => SUB_ACTION_WORDS[o]), join: "or" };
      if (step.src.kind === "card") return msg(step.optional ? "prompt.cardOptionsOrDecline" : "prompt.cardOptions", { seat: { seat }, card: card(step.src.card).name, options });
      return msg(step.optional ? "prompt.optionsOrDecline" : "prompt.options", { seat: { seat }, options });
    },
    choices: (s, seat, step) => step.options
      .filter((o) => subActionPossible(s, seat, o, woodDiscountOf(step.src)))
      .map((o) => said(o, o === "build-ship" && woodDiscountOf(step.src) ? msg("choice.lessWood", { action: SUB_ACTION_WORDS[o] }) : SUB_ACTION_WORDS[o])),
    choose(s, seat, step, id) {
      const option = step.options.find((o) => o === id);
      if (!option) throw new RuleError(msg("error.optionGone"));
      pushFront(s, seat, subActionSteps(option, step.src, woodDiscountOf(step.src)));
    },
  },
  "exchange-ship": {
    prompt: (_s, seat) => msg("prompt.exchangeShip", { seat: { seat } }),
    choices: (s, seat) => exchangeOptions(s, seat).map(({ from, to }) => said(`exchange:${from}`, msg("choice.exchangeShip", { from: { ship: from }, to: { ship: to } }))),
    choose(s, seat, step, id) {
      const from = id.slice("exchange:".length) as ShipType;
      const option = exchangeOptions(s, seat).find((o) => o.from === from);
      if (!option) throw new RuleError(msg("error.cannotExchangeShip"));
      removeShip(s, seat, option.from);
      s.shipSupply[option.to] -= 1;
      player(s, seat).ships.push(option.to);
      log(s, seat, msg("log.exchangesShip", { seat: { seat }, from: { ship: option.from }, to: { ship: option.to }, src: srcWords(step.src) }));
    },
  },
  "sell-ship": {
    prompt: (_s, seat) => msg("prompt.sellShip", { seat: { seat } }),
    choices: (s, seat) => [...new Set(player(s, seat).ships)].map((ship) => said(`sell:${ship}`, msg("choice.sellShip", { ship: { ship }, gold: SHIP_SALE[ship] }))),
    choose(s, seat, step, id) {
      const ship = id.slice("sell:".length) as ShipType;
      removeShip(s, seat, ship);
      gain(s, seat, { gold: SHIP_SALE[ship] });
      log(s, seat, msg("log.sellsShip", { seat: { seat }, ship: { ship }, gold: SHIP_SALE[ship], src: srcWords(step.src) }));
    },
  },
  fire: {
    auto(s, seat, step) {
      record(s, seat, step.event, step.src, step.detail);
    },
  },
  "order-triggers": {
    prompt: () => msg("prompt.orderTriggers"),
    choices: (_s, _seat, step) => step.options.map((o) => said(`trigger:${o.card}`, msg("choice.first", { card: card(o.card).name }))),
    choose(s, seat, step, id) {
      const picked = step.options.find((o) => `trigger:${o.card}` === id);
      if (!picked) throw new RuleError(msg("error.notWaiting"));
      const rest = step.options.filter((o) => o !== picked);
      // The rest wait behind the chosen one; when one is left it simply goes next.
      const after: Step[] = rest.length > 1 ? [{ k: "order-triggers", options: rest }] : rest[0]?.steps ?? [];
      pushFront(s, seat, [...picked.steps, ...after]);
    },
  },
  "final-window": {
    // What the seat can still do and what each does to their score (flow.ts), then "done". The
    // bot alone answers FINAL_WINDOW_TIME_UP, for a seat whose time in the window ran out: it is
    // accepted but never offered.
    prompt: (s, seat) => finalWindowPrompt(s, seat),
    choices: (s, seat) => [...windowChoices(s, seat), said("done", msg("choice.done"))],
    accepts: (s, seat, _step, id) => id === "done" || id === FINAL_WINDOW_TIME_UP || windowChoices(s, seat).some((c) => c.id === id),
    choose(s, seat, step, id) {
      if (id === "done") return;
      if (id === FINAL_WINDOW_TIME_UP) {
        log(s, seat, msg("log.windowTimeUp", { seat: { seat } }));
        return;
      }
      const steps = applyWindowChoice(s, seat, id);
      if (steps === null) throw new RuleError(msg(id.startsWith("anytime:") ? "error.exchangeGone" : "error.notBeforeScoring"));
      pushFront(s, seat, [...steps, step]);
    },
  },
  card: {
    optional: (step) => step.optional === true,
    declineLabel: (step) => msg("decline.skipCard", { card: card(step.card).name }),
    prompt: (_s, seat, step) => msg("prompt.card", { seat: { seat }, card: card(step.card).name, question: step.prompt ?? msg("prompt.decide") }),
    choices: (s, seat, step) => card(step.card).effect?.stepChoices?.(s, seat, step) ?? [],
    choose(s, seat, step, id) {
      const effect = card(step.card).effect;
      if (!effect?.resolveStep) throw new RuleError(msg("error.noDecision", { card: card(step.card).name }));
      pushFront(s, seat, effect.resolveStep({ s, seat, card: step.card }, step, id));
    },
  },
};

/** Fishing phase end: "move all fish on Shares on the Action board to the general supply. Move all fish on Shares next to your Personal Supply board into your personal supply." */
export function collectShareFish(s: GameState): void {
  if (s.newSharesFish) returnFish(s, s.newSharesFish);
  s.newSharesFish = 0;
  for (const p of s.players) collectOwnShareFish(p);
}

/** Fishing step 3: "place 1 fish on each Share of your color in your personal supply"; returns how many. */
export function feedOwnShares(s: GameState, seat: number): number {
  const p = player(s, seat);
  const n = Math.min(p.fishInHand, p.shares.filter((o) => o === seat).length);
  p.fishInHand -= n;
  p.shareFish += n;
  return n;
}

/** A card's Serve Fish of one plate, whole: the plate served, then the action's end (afterServeFish). */
export function serveOnePlate(s: GameState, seat: number, src: Source): void {
  serveNextPlate(s, seat, src);
  record(s, seat, "afterServeFish", src);
}

/** Serve Fish: "serve the smallest empty plate by paying fish equal to its number", +1 gold. */
export function serveNextPlate(s: GameState, seat: number, src: Source): void {
  const i = smallestEmptyPlate(s);
  const cost = i + 1;
  const p = player(s, seat);
  if (i < 0 || p.supply.fish < cost) throw new RuleError(msg("error.cannotServe"));
  // "paying fish equal to its number (1 goes on the plate, the rest to the general supply)"
  serveToPlate(s, seat, i, cost);
  const sailor = src.kind === "elder" && src.elder === "sailor";
  const kept = gain(s, seat, sailor ? { gold: 1, wood: 1 } : { gold: 1 });
  const by = src.kind === "card" ? msg("src.card", { card: card(src.card).name }) : srcWords(src);
  log(s, seat, msg("log.serves", { seat: { seat }, plate: cost, goods: { goods: kept }, src: by }));
}

/** Using an Elder: first what happens "before you use an Elder", then his fish and his action. */
function useElder(elder: ElderId): Step[] {
  return [{ k: "before", event: "beforeUseElder", src: { kind: "elder", elder }, detail: elder }, { k: "use-elder", elder }];
}

/** The handlers in a Map: one is looked up for every step run, and a Map lookup is cheaper than the object's many keys. */
const BY_KIND: ReadonlyMap<string, Handler<Step>> = new Map(Object.entries(HANDLERS));

export function handler(step: Step): Handler<Step> {
  return BY_KIND.get(step.k) ?? HANDLERS[step.k];
}

/** Does this step wait for a decision? */
export function isDecision(step: Step): boolean {
  return !handler(step).auto;
}

export function isOptional(step: Step): boolean {
  return handler(step).optional?.(step) ?? false;
}

/** The label of an optional step's "decline" choice: what is declined (the id stays "decline"). */
export function declineLabel(step: Step): string {
  return english(declineWords(step));
}

/** The "decline" choice's label as a message. */
function declineWords(step: Step): Msg {
  return handler(step).declineLabel?.(step) ?? genericDecline(step);
}

export function stepChoices(s: GameState, seat: number, step: Step): Choice[] {
  const h = handler(step);
  const list = h.choices ? h.choices(s, seat, step) : [];
  return isOptional(step) ? [...list, said(DECLINE_ID, declineWords(step))] : list;
}

/** The ids of stepChoices, in order (cheaper where the handler lists them without labels). */
export function stepChoiceIds(s: GameState, seat: number, step: Step): string[] {
  const h = handler(step);
  const list = h.ids ? h.ids(s, seat, step) : h.choices ? h.choices(s, seat, step).map((c) => c.id) : [];
  if (isOptional(step)) list.push(DECLINE_ID);
  return list;
}

/** Is `id` one of the step's legal choices? */
export function acceptsChoice(s: GameState, seat: number, step: Step, id: string): boolean {
  if (id === DECLINE_ID) return isOptional(step);
  const h = handler(step);
  if (h.accepts) return h.accepts(s, seat, step, id);
  return stepChoiceIds(s, seat, step).includes(id);
}

/** What the seat is asked, as a message. */
export function stepPromptWords(s: GameState, seat: number, step: Step): Msg {
  return handler(step).prompt?.(s, seat, step) ?? msg("prompt.decides", { seat: { seat } });
}


