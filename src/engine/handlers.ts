// How each kind of step runs: automatic steps act at once; decision steps list their
// choices and resolve the one picked. Steps continue an action by queueing more steps.
import { card } from "./cards.ts";
import {
  SUB_ACTION_LABEL, buildSpaces, buildableCards, buildingChoices, canBuildOn, cellKey, cannotStart, cannotUseElder, cardSource, copyTargets,
  elderSteps, elderUseBlocked, exchangeOptions, isBuildable, isFull, sharePrice, shipChoices, shipLabel, shipOptions, smallestEmptyPlate, spaceLabel, spaceSteps,
  payablePriceOptions, subActionPossible, subActionSteps, takeableElders, woodDiscountOf,
} from "./actions.ts";
import { DEFOREST_WOOD, DOUBLE_SPACES, ELDERS, ISSUE_SHARE_GOLD, SHIP_SALE, SHIPS, SPACES } from "./rules-data.ts";
import {
  RuleError, addForests, catchFish, cellName, removeShip, collectOwnShareFish, doubleLabel, emptyReserve, handToReserve, serveToPlate, forestCount, freeDoubles, gain, removeForests, goodsText, log, pay, player,
  returnFish, seatName, trackFree, unbuiltDoubles,
} from "./state.ts";
import { giveElderFish, takeFromTableToElder } from "./elder-fish.ts";
import { FINAL_WINDOW_TIME_UP, applyWindowChoice, finalWindowPrompt, windowChoices } from "./final-window.ts";
import { record } from "./listeners.ts";
import { anytimeChoices, applyAnytime, buildingPrice, placesOffBoard, previewed, runBefore } from "./triggers.ts";
import type { Choice, ElderId, GameState, ShipType, Source, SpaceId, Step, SubAction } from "./types.ts";
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
  declineLabel?(step: S): string;
  /** Resolve the picked choice (never "decline": that is handled for every optional step). */
  choose?(s: GameState, seat: number, step: S, id: string): void;
  /** What happens on "decline", beyond dropping the step. */
  declined?(s: GameState, seat: number, step: S): void;
  prompt?(s: GameState, seat: number, step: S): string;
}

/** The choice id of declining an optional step: stored game logs hold it, so it never changes (the label may). */
const DECLINE_ID = "decline";

/** A Building's name or an Elder's, as a source of a step (null for an action space or a copy). */
function sourceName(src: Source): string | null {
  if (src.kind === "card") return card(src.card).name;
  if (src.kind === "elder") return ELDERS[src.elder].name;
  return null;
}

/** What is declined, with the Building that asked when one did: "Build no Ship (Ship Holding Co.)". */
function withCard(words: string, src: Source): string {
  return src.kind === "card" ? `${words} (${card(src.card).name})` : words;
}

/** The fallback for an optional step whose handler has no words of its own: it still names who asked. */
function genericDecline(step: Step): string {
  const src = "src" in step ? step.src : null;
  const name = step.k === "card" ? card(step.card).name : src ? sourceName(src) : null;
  return name ? `Skip ${step.k === "card" || src?.kind === "card" ? name : `the ${name}'s offer`}` : "Skip this step";
}

/** Declining an Elder's follow-up action(s) ("You may then take ... (or decline)"), by what would be taken. */
const NO_SUB_ACTION: Record<SubAction, string> = {
  "build-building": "Build no Building",
  "build-ship": "Build no Ship",
  "transfer-reserve": "Skip Transfer Reserve",
  "serve-fish": "Serve no fish",
  deforest: "Skip Deforest",
  reforest: "Skip Reforest",
};

function noSubActions(options: readonly SubAction[]): string {
  const [only] = options;
  if (options.length === 1 && only) return NO_SUB_ACTION[only];
  if (options.length === 2 && options.includes("build-ship") && options.includes("build-building")) return "Build neither a Ship nor a Building";
  return `Skip ${options.map((o) => SUB_ACTION_LABEL[o].replace(/ \(.*\)$/, "")).join(" and ")}`;
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

const srcText = (src: Source): string =>
  src.kind === "elder" ? ` with the ${ELDERS[src.elder].name}` : src.kind === "imitate" ? " (copied)" : "";

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
  if (!price || !from) throw new RuleError(`${card(id).name} cannot be built now.`);
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
  const where = row === null || col === null ? "" : ` on space ${cellName(row, col)}`;
  log(s, seat, `${seatName(seat)} builds ${card(id).name}${where} for ${goodsText(price, price.ships)}${srcText(step.src)}.`);
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
    if (isFull(s, space)) return [{ space, label, full: true, why: "it is full this round" }];
    const why = cannotStart(v, seat, space);
    return why === null ? [] : [{ space, label, full: false, why }];
  });
}

const HANDLERS: { [K in Step["k"]]: Handler<StepOf<K>> } = {
  turn: {
    prompt: (s, seat) => `${seatName(seat)}: place a Worker (${player(s, seat).workersLeft} left) or pass.`,
    choices(s, seat) {
      const out: Choice[] = [];
      // Whether a Worker may go somewhere is judged after what happens "before you place a Worker".
      const v = previewed(s, seat, "beforePlaceWorker");
      for (const space of SPACE_IDS) {
        if (!isFull(s, space) && cannotStart(v, seat, space) === null) out.push({ id: `place:${space}`, label: spaceLabel(v, seat, space) });
      }
      if (copyTargets(v, seat).length) out.push({ id: "place:imitate", label: "Imitate a full action space" });
      for (const e of player(s, seat).elders) {
        if (cannotUseElder(v, seat, e.id) === null) out.push({ id: `elder:${e.id}`, label: `${ELDERS[e.id].name}: ${ELDERS[e.id].summary}` });
      }
      out.push(...anytimeChoices(s, seat));
      out.push({ id: "pass", label: "Pass (forfeit this Worker)" });
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
        log(s, seat, `${seatName(seat)} passes.`);
        return;
      }
      if (id.startsWith("anytime:")) {
        if (!applyAnytime(s, seat, id)) throw new RuleError("That exchange is not available now.");
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
        log(s, seat, `${seatName(seat)} places a Worker on ${SPACES[space].label}.`);
        pushFront(s, seat, [...before, { k: "fire", event: "afterPlaceWorker", src }, ...spaceSteps(space, src), { k: "fire", event: "afterWorkerAction", src }]);
        return;
      }
      const elder = id.slice(6) as ElderId;
      const e = p.elders.find((x) => x.id === elder);
      if (!e) throw new RuleError("That Elder is not in your Elder Council.");
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
    prompt: (s, seat) => `${seatName(seat)}: your catch runs short. Choose an Elder to get 1 fish (${player(s, seat).fishInHand} fish left).`,
    choices: (s, seat, step) => step.left.map((e) => {
      const fish = player(s, seat).elders.find((x) => x.id === e)?.fish ?? 0;
      return { id: `fish-elder:${e}`, label: `${ELDERS[e].name} (has ${fish} fish)` };
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
    prompt: (s, seat) => `${seatName(seat)}: your catch runs short. Choose whose Share of your company gets 1 fish (${player(s, seat).fishInHand} left).`,
    choices(_s, _seat, step) {
      const holders = [...new Set(step.left)].sort((a, b) => a - b);
      return holders.map((h) => ({ id: `fish-share:${h}`, label: `Your Share held by ${seatName(h)}` }));
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
      log(s, seat, `${seatName(seat)} takes ${goodsText(kept)}${srcText(step.src)}.`);
    },
  },
  pay: {
    auto(s, seat, step) {
      pay(s, seat, step.goods);
      log(s, seat, `${seatName(seat)} pays ${goodsText(step.goods)}${srcText(step.src)}.`);
    },
  },
  catch: {
    auto(s, seat, step) {
      catchFish(s, seat, step.fish);
      log(s, seat, `${seatName(seat)} takes ${step.fish} fish to distribute as in the Fishing phase${srcText(step.src)}.`);
      pushFront(s, seat, [{ k: "feed-elders" }, { k: "feed-foreign-shares" }, { k: "feed-own-shares" }, { k: "fill-reserve" }, { k: "collect-share-fish" }]);
    },
  },
  "transfer-reserve": {
    auto(s, seat, step) {
      const moved = emptyReserve(s, seat);
      log(s, seat, `${seatName(seat)} moves ${goodsText(moved)} from their Reserve to their supply${srcText(step.src)}.`);
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
    declineLabel: () => "Stop serving",
    prompt: (_s, seat) => `${seatName(seat)}: serve the next plate too?`,
    choices(s, seat) {
      const i = smallestEmptyPlate(s);
      if (i < 0 || player(s, seat).supply.fish < i + 1) return [];
      return [{ id: "serve", label: `Serve plate ${i + 1} (${i + 1} fish, +1 gold)` }];
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
    declineLabel: (step) => (step.src.kind === "card" ? `Skip ${card(step.src.card).name}` : "Build nothing"),
    prompt: (_s, seat) => `${seatName(seat)}: choose a Building to build.`,
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
    prompt: (_s, seat, step) => `${seatName(seat)}: how do you pay for ${card(step.card).name}?`,
    choices: (s, seat, step) => payablePriceOptions(s, seat, step.card)
      .map((o) => ({ id: `price:${o.key}`, label: `${o.label}: ${goodsText(o.price, o.price.ships)}` })),
    choose(s, seat, step, id) {
      // The space is chosen next, and the Building paid for with the option chosen here.
      pushFront(s, seat, [{ k: "choose-building-space", src: step.src, card: step.card, priceKey: id.slice("price:".length) }]);
    },
  },
  "choose-building-space": {
    prompt: (_s, seat, step) => `${seatName(seat)}: choose where ${card(step.card).name} goes in your harbor.`,
    choices: (s, seat, step) => placesOffBoard(step.card)
      ? [{ id: "space:off-board", label: `Place ${card(step.card).name} as its card says` }]
      : buildSpaces(s, seat, step.card, step.priceKey).map(([r, c]) => ({ id: `space:${r}-${c}`, label: `Space ${cellName(r, c)}` })),
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
      if (!buildSpaces(s, seat, step.card, step.priceKey).some(([x, y]) => x === r && y === c)) throw new RuleError("You cannot build there.");
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
      if (p.unissued < count) throw new RuleError(count === 1 ? "You have no unissued Shares left." : `You need ${count} unissued Shares.`);
      p.unissued -= count;
      for (let i = 0; i < count; i++) s.newShares.push(seat);
      const kept = gain(s, seat, step.reward ?? { gold: ISSUE_SHARE_GOLD, fish: step.bonusFish });
      const what = count === 1 ? "a Share" : `${count} Shares`;
      log(s, seat, `${seatName(seat)} issues ${what} and takes ${goodsText(kept)}${srcText(step.src)}.`);
      pushFront(s, seat, [{ k: "fire", event: "afterIssueShare", src: step.src }]);
    },
  },
  "buy-shares": {
    auto(s, seat, step) {
      const price = sharePrice(s);
      pay(s, seat, { gold: price });
      const bought = s.newShares.splice(0);
      player(s, seat).shares.push(...bought);
      const owners = bought.map((o) => seatName(o)).join(", ");
      log(s, seat, `${seatName(seat)} buys ${bought.length} Share${bought.length === 1 ? "" : "s"} (${owners}) for ${price} gold.`);
      record(s, seat, "afterBuyShares", step.src, String(price));
    },
  },
  "remove-forest": {
    optional: (step) => step.optional,
    // Optional removals: the Contractor's "0, 1, or 2 Forests" (asked again after each), a card's Deforest.
    declineLabel: (step) => withCard(step.deforest ? "Skip Deforest" : step.src.kind === "card" ? "Remove no Forest" : "Remove no more Forests", step.src),
    prompt: (_s, seat, step) => `${seatName(seat)}: choose a Forest to remove${step.optional ? " (or stop)" : ""}.`,
    choices(s, seat) {
      const p = player(s, seat);
      const out: Choice[] = [];
      p.forests.forEach((n, d) => {
        if (n > 0) out.push({ id: `forest:${d}`, label: `Forest on double space ${doubleLabel(d)} (${n} there)` });
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
        log(s, seat, `${seatName(seat)} deforests double space ${doubleLabel(d)} and takes ${goodsText(kept)}${srcText(step.src)}.`);
        next.push({ k: "fire", event: "afterDeforest", src: step.src });
      } else {
        log(s, seat, `${seatName(seat)} removes a Forest from double space ${doubleLabel(d)}${srcText(step.src)}.`);
      }
      if (step.left > 1 && forestCount(p) > 0) next.push({ ...step, left: step.left - 1 });
      pushFront(s, seat, next);
    },
  },
  "thin-out": {
    auto(s, seat, step) {
      const kept = gain(s, seat, { wood: forestCount(player(s, seat)) });
      log(s, seat, `${seatName(seat)} thins out and takes ${goodsText(kept)}.`);
      pushFront(s, seat, [{ k: "fire", event: "afterThinOut", src: step.src }]);
    },
  },
  "place-forests": {
    optional: (step) => step.optional,
    declineLabel: (step) => withCard(step.forests === 1 ? "Place no Forest" : "Place no Forests", step.src),
    prompt: (_s, seat, step) => `${seatName(seat)}: choose a double space for ${step.forests === 1 ? "the Forest" : `${step.forests} Forests`}.`,
    choices(s, seat, step) {
      const p = player(s, seat);
      const ds = step.allowForested ? unbuiltDoubles(p) : freeDoubles(p);
      return ds.map((d) => ({ id: `forest-space:${d}`, label: `Double space ${doubleLabel(d)}${(p.forests[d] ?? 0) ? ` (${p.forests[d]} Forest${p.forests[d] === 1 ? "" : "s"} there)` : ""}` }));
    },
    choose(s, seat, step, id) {
      const d = Number(id.slice("forest-space:".length));
      const cells = DOUBLE_SPACES[d];
      if (!cells) throw new RuleError("There is no such double space.");
      // "... or place a Forest on a Building space with wood" (Collection Point): both spaces of the double.
      const before = runBefore(s, seat, "beforeBuildOnSpace", step.src, cells.map(cellKey).join(","));
      addForests(s, seat, d, step.forests);
      log(s, seat, `${seatName(seat)} places ${step.forests} Forest${step.forests === 1 ? "" : "s"} on double space ${doubleLabel(d)}${srcText(step.src)}.`);
      // What a card adds inside the Reforest (Forest Hut) comes before the effects it sets off.
      pushFront(s, seat, step.reforest
        ? [...before, ...runBefore(s, seat, "duringReforest", step.src, String(d)), { k: "fire", event: "afterReforest", src: step.src, detail: String(d) }]
        : before);
    },
  },
  "choose-ship": {
    optional: (step) => step.optional,
    declineLabel: (step) => withCard("Build no Ship", step.src),
    prompt: (_s, seat) => `${seatName(seat)}: choose a Ship to build.`,
    choices: (s, seat, step) => shipChoices(s, seat, step.woodDiscount).map((o) => ({ id: o.id, label: shipLabel(o) })),
    ids: (s, seat, step) => shipChoices(s, seat, step.woodDiscount).map((o) => o.id),
    choose(s, seat, step, id) {
      if (!shipChoices(s, seat, step.woodDiscount).some((o) => o.id === id)) throw new RuleError("You cannot build that Ship now.");
      // "Each time before you take a “Build a Ship” action ...": once the Ship is chosen, the action is taken.
      const before = runBefore(s, seat, "beforeBuildShip", step.src);
      const option = shipOptions(s, seat, step.woodDiscount).find((o) => o.id === id);
      if (!option) throw new RuleError("You cannot build that Ship now.");
      pay(s, seat, option.price);
      s.shipSupply[option.ship] -= 1;
      player(s, seat).ships.push(option.ship); // "added to the right of the ships already on the track"
      log(s, seat, `${seatName(seat)} builds a ${option.ship} for ${goodsText(option.price)}${srcText(step.src)}.`);
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
        if ((!box && s.shipSupply[ship] <= 0) || !room) throw new RuleError(`There is no ${ship} or no room for it on your Fishing track.`);
        if (box) s.box[ship] -= 1;
        else s.shipSupply[ship] -= 1;
        // "add the sloop to the right of the Ships on your Fishing track"; the Dockhouse's schooner waits in the Reserve.
        if (step.toReserve === true) p.reserveShips.push(ship);
        else p.ships.push(ship);
      }
      const what = step.ships.length === 1 ? `a free ${step.ships[0]}` : `${step.ships.length} free ${step.ships[0]}s`;
      log(s, seat, `${seatName(seat)} takes ${what} as a Build a Ship action (${step.src.kind === "card" ? card(step.src.card).name : "free"}).`);
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
    declineLabel: (step) => withCard("Take no Elder", step.src),
    prompt: (_s, seat, step) => `${seatName(seat)}: choose an Elder to take${step.noUse ? " (you may not use him right away)" : ""}.`,
    choices: (s, seat) => takeableElders(s, seat).map((e) => ({ id: `take:${e}`, label: `${ELDERS[e].name} (#${ELDERS[e].number}): ${ELDERS[e].summary}` })),
    choose(s, seat, step, id) {
      const elder = id.slice("take:".length) as ElderId;
      if (!takeableElders(s, seat).includes(elder)) throw new RuleError("That Elder is not on top of a stack.");
      // "Each time before you take a “Take an Elder” action": such effects act at once (Holiday Resort).
      const before = runBefore(s, seat, "beforeTakeElder", step.src);
      const at = s.elderStacks.findIndex((st) => st.cards[st.cards.length - 1] === elder);
      const old = s.elderStacks[at];
      if (!old) throw new RuleError("That Elder is not on top of a stack.");
      // A new stack in a new list, never a change in place: copies of a state share the Elder stacks (index.ts cloneState).
      const stack = { cards: old.cards.slice(0, -1), hiddenBottom: old.hiddenBottom };
      s.elderStacks = s.elderStacks.map((st, i) => (i === at ? stack : st));
      player(s, seat).elders.push({ id: elder, fish: 0, worker: false });
      log(s, seat, `${seatName(seat)} takes the ${ELDERS[elder].name}${srcText(step.src)}.`);
      if (stack.hiddenBottom && stack.cards.length === 1) {
        // 5 players: "the hidden bottom card is revealed when it comes to the top".
        stack.hiddenBottom = false;
        const revealed = stack.cards[0];
        if (revealed) log(s, null, `The ${ELDERS[revealed].name} is revealed on the Elder supply.`);
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
    declineLabel: (step) => `Keep the ${ELDERS[step.elder].name} for later`,
    prompt: (_s, seat, step) => `${seatName(seat)}: use the ${ELDERS[step.elder].name} right away?`,
    choices: (s, seat, step) => elderUseBlocked(s, seat, step.elder) === null
      ? [{ id: "use-now", label: `Use the ${ELDERS[step.elder].name} now (${ELDERS[step.elder].summary})` }]
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
    prompt: (_s, seat) => `${seatName(seat)}: choose a full action space to imitate.`,
    choices: (s, seat) => {
      const v = previewed(s, seat, "beforePlaceWorker");
      return copyTargets(v, seat).map(({ space }) => ({ id: `copy:${space}`, label: `Imitate ${spaceLabel(v, seat, space)}` }));
    },
    choose(s, seat, _step, id) {
      const space = id.slice("copy:".length) as SpaceId;
      if (!copyTargets(previewed(s, seat, "beforePlaceWorker"), seat).some((t) => t.space === space)) throw new RuleError("You cannot imitate that space now.");
      const src: Source = { kind: "imitate", space };
      const before = runBefore(s, seat, "beforePlaceWorker", src);
      const target = copyTargets(s, seat).find((t) => t.space === space);
      if (!target) throw new RuleError("You cannot imitate that space now.");
      s.placements.push({ seat, spot: { kind: "imitate", index: target.index, copies: space } });
      player(s, seat).workersLeft -= 1;
      log(s, seat, `${seatName(seat)} places a Worker on the Imitation tile, copying ${SPACES[space].label}.`);
      // A copied action is not "placing a Worker on" the copied space: hooks see the source as "imitate".
      pushFront(s, seat, [...before, { k: "fire", event: "afterPlaceWorker", src }, ...spaceSteps(space, src), { k: "fire", event: "afterWorkerAction", src }]);
    },
  },
  "elder-options": {
    optional: (step) => step.optional,
    declineLabel: (step) => (step.src.kind === "card" ? `Skip ${card(step.src.card).name}` : noSubActions(step.options)),
    // A card that asks names itself, as every card question does ("Player 1: Lighthouse: choose ...").
    prompt: (_s, seat, step) => `${seatName(seat)}: ${step.src.kind === "card" ? `${card(step.src.card).name}: ` : ""}choose ${step.options.map((o) => SUB_ACTION_LABEL[o]).join(" or ")}${step.optional ? " (or decline)" : ""}.`,
    choices: (s, seat, step) => step.options
      .filter((o) => subActionPossible(s, seat, o, woodDiscountOf(step.src)))
      .map((o) => ({ id: o, label: SUB_ACTION_LABEL[o] + (o === "build-ship" && woodDiscountOf(step.src) ? " (1 wood less)" : "") })),
    choose(s, seat, step, id) {
      const option = step.options.find((o) => o === id);
      if (!option) throw new RuleError("That option is not available.");
      pushFront(s, seat, subActionSteps(option, step.src, woodDiscountOf(step.src)));
    },
  },
  "exchange-ship": {
    prompt: (_s, seat) => `${seatName(seat)}: choose a Ship to exchange.`,
    choices: (s, seat) => exchangeOptions(s, seat).map(({ from, to }) => ({ id: `exchange:${from}`, label: `Exchange a ${from} for a ${to}` })),
    choose(s, seat, step, id) {
      const from = id.slice("exchange:".length) as ShipType;
      const option = exchangeOptions(s, seat).find((o) => o.from === from);
      if (!option) throw new RuleError("You cannot exchange that Ship.");
      removeShip(s, seat, option.from);
      s.shipSupply[option.to] -= 1;
      player(s, seat).ships.push(option.to);
      log(s, seat, `${seatName(seat)} exchanges a ${option.from} for a ${option.to}${srcText(step.src)}.`);
    },
  },
  "sell-ship": {
    prompt: (_s, seat) => `${seatName(seat)}: choose a Ship to sell.`,
    choices: (s, seat) => [...new Set(player(s, seat).ships)].map((ship) => ({ id: `sell:${ship}`, label: `Sell a ${ship} for ${SHIP_SALE[ship]} gold` })),
    choose(s, seat, step, id) {
      const ship = id.slice("sell:".length) as ShipType;
      removeShip(s, seat, ship);
      gain(s, seat, { gold: SHIP_SALE[ship] });
      log(s, seat, `${seatName(seat)} sells a ${ship} for ${SHIP_SALE[ship]} gold${srcText(step.src)}.`);
    },
  },
  fire: {
    auto(s, seat, step) {
      record(s, seat, step.event, step.src, step.detail);
    },
  },
  "order-triggers": {
    prompt: () => "Several of your Buildings act now: choose which goes first.",
    choices: (_s, _seat, step) => step.options.map((o) => ({ id: `trigger:${o.card}`, label: `${card(o.card).name} first` })),
    choose(s, seat, step, id) {
      const picked = step.options.find((o) => `trigger:${o.card}` === id);
      if (!picked) throw new RuleError("That Building is not waiting to act.");
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
    choices: (s, seat) => [...windowChoices(s, seat), { id: "done", label: "Done: on to scoring" }],
    accepts: (s, seat, _step, id) => id === "done" || id === FINAL_WINDOW_TIME_UP || windowChoices(s, seat).some((c) => c.id === id),
    choose(s, seat, step, id) {
      if (id === "done") return;
      if (id === FINAL_WINDOW_TIME_UP) {
        log(s, seat, `${seatName(seat)} did not finish before scoring in time; scoring goes on.`);
        return;
      }
      const steps = applyWindowChoice(s, seat, id);
      if (steps === null) throw new RuleError(id.startsWith("anytime:") ? "That exchange is not available now." : "That is not one of your choices before scoring.");
      pushFront(s, seat, [...steps, step]);
    },
  },
  card: {
    optional: (step) => step.optional === true,
    declineLabel: (step) => `Skip ${card(step.card).name}`,
    prompt: (_s, seat, step) => `${seatName(seat)}: ${card(step.card).name}: ${step.prompt ?? "decide."}`,
    choices: (s, seat, step) => card(step.card).effect?.stepChoices?.(s, seat, step) ?? [],
    choose(s, seat, step, id) {
      const effect = card(step.card).effect;
      if (!effect?.resolveStep) throw new RuleError(`${card(step.card).name} has no decision to make.`);
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
  if (i < 0 || p.supply.fish < cost) throw new RuleError("You cannot serve the next plate.");
  // "paying fish equal to its number (1 goes on the plate, the rest to the general supply)"
  serveToPlate(s, seat, i, cost);
  const sailor = src.kind === "elder" && src.elder === "sailor";
  const kept = gain(s, seat, sailor ? { gold: 1, wood: 1 } : { gold: 1 });
  const by = src.kind === "card" ? ` (${card(src.card).name})` : srcText(src);
  log(s, seat, `${seatName(seat)} serves plate ${cost} with ${cost} fish and takes ${goodsText(kept)}${by}.`);
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
  return handler(step).declineLabel?.(step) ?? genericDecline(step);
}

export function stepChoices(s: GameState, seat: number, step: Step): Choice[] {
  const h = handler(step);
  const list = h.choices ? h.choices(s, seat, step) : [];
  return isOptional(step) ? [...list, { id: DECLINE_ID, label: declineLabel(step) }] : list;
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

export function stepPrompt(s: GameState, seat: number, step: Step): string {
  return handler(step).prompt?.(s, seat, step) ?? `${seatName(seat)} decides.`;
}


