// The read model: everything the renderers and the bot show, with other players' hands hidden.
import { card } from "./cards.ts";
import { buildableCards, isFull, occupants, sharePrice, spaceCapacity } from "./actions.ts";
import { activeSeat } from "./turns.ts";
import { stepPromptWords } from "./handlers.ts";
import { DOUBLE_SPACES, ELDERS, HARBOR_COLS, HARBOR_ROWS, SPACES, imitationSpaces } from "./rules-data.ts";
import { scoreTotal } from "./scoring.ts";
import { buildingAt, doubleOf, forestCount, freeSpaceCount, goodsText, player, trackCovered } from "./state.ts";
import { haulSize } from "./triggers.ts";
import type { CardView, GameState, GameSummary, Goods, HarborCell, Msg, PlayerSummary, Step, WorkerSpot } from "./types.ts";
import { SPACE_IDS } from "./types.ts";
import { english, msg } from "./words.ts";

type Token = { cell?: string; elder?: string; goods: Partial<Goods> };

/** The card tokens of the seat's Buildings, in the order built: asked once per seat, then looked through per space and Elder. */
function seatTokens(s: GameState, seat: number): Token[] {
  const out: Token[] = [];
  for (const b of s.players[seat]?.buildings ?? []) {
    const tokens = card(b.id).effect?.tokens?.(s, seat);
    if (tokens) out.push(...tokens);
  }
  return out;
}

/** Goods the seat's Buildings keep lying on one of its spaces or Elders (card tokens). */
function tokenGoods(tokens: readonly Token[], at: { cell?: string; elder?: string }): Partial<Goods> {
  const out: Partial<Goods> = {};
  for (const t of tokens) {
    if ((at.cell !== undefined && t.cell === at.cell) || (at.elder !== undefined && t.elder === at.elder)) {
      for (const g of ["wood", "fish", "gold"] as const) if (t.goods[g]) out[g] = (out[g] ?? 0) + (t.goods[g] ?? 0);
    }
  }
  return out;
}

export function cardView(id: string): CardView {
  const def = card(id);
  return {
    id: def.id,
    name: def.name,
    letter: def.letter,
    cost: { wood: def.cost.wood, fish: def.cost.fish, gold: def.cost.gold, ships: [...def.cost.ships] },
    costText: def.costText,
    vp: def.vp,
    vpText: def.vpText,
    category: def.category,
    summary: def.summary,
  };
}

function harborGrid(s: GameState, seat: number, tokens: readonly Token[]): HarborCell[][] {
  const p = player(s, seat);
  const grid: HarborCell[][] = [];
  for (let r = 0; r < HARBOR_ROWS; r++) {
    const row: HarborCell[] = [];
    for (let c = 0; c < HARBOR_COLS; c++) {
      const id = buildingAt(p, r, c);
      const d = doubleOf(r, c);
      if (r === 0 && c === 0) row.push({ kind: "reserve" });
      else if (id) row.push({ kind: "building", id, name: card(id).name });
      else if (d >= 0 && (p.forests[d] ?? 0) > 0) row.push({ kind: "forest", double: d, count: p.forests[d] ?? 0 });
      else {
        const wood = tokenGoods(tokens, { cell: `${r}-${c}` }).wood ?? 0;
        row.push(wood ? { kind: "free", wood } : { kind: "free" });
      }
    }
    grid.push(row);
  }
  return grid;
}

function playerSummary(s: GameState, seat: number, viewer: number | undefined): PlayerSummary {
  const p = player(s, seat);
  const workers: WorkerSpot[] = s.placements.filter((pl) => pl.seat === seat).map((pl) => pl.spot);
  const heldBy: { seat: number; count: number }[] = [];
  s.players.forEach((other, holder) => {
    const count = holder === seat ? 0 : other.shares.filter((o) => o === seat).length;
    if (count) heldBy.push({ seat: holder, count });
  });
  const showHand = viewer === seat || s.phase === "over";
  const tokens = seatTokens(s, seat);
  return {
    seat,
    supply: { ...p.supply },
    reserve: { ...p.reserve },
    reserveShips: [...p.reserveShips],
    haulSize: haulSize(s, seat),
    workersLeft: p.workersLeft,
    workers,
    buildings: p.buildings.map((b) => ({ id: b.id, name: card(b.id).name, row: b.row, col: b.col, card: cardView(b.id) })),
    harbor: harborGrid(s, seat, tokens),
    forestsByDouble: DOUBLE_SPACES.map((cells, double) => ({ double, cells: [[...cells[0]], [...cells[1]]] as [[number, number], [number, number]], count: p.forests[double] ?? 0 })),
    forests: forestCount(p),
    elders: p.elders.map((e) => {
      const gold = tokenGoods(tokens, { elder: e.id }).gold ?? 0;
      return { id: e.id, name: ELDERS[e.id].name, fish: e.fish, worker: e.worker, ...(gold ? { gold } : {}) };
    }),
    ships: [...p.ships],
    trackCovered: trackCovered(p),
    shares: {
      issuedOwnHeld: p.shares.filter((o) => o === seat).length,
      unissued: p.unissued,
      foreignHeld: p.shares.filter((o) => o !== seat),
      ownOnBoard: s.newShares.filter((o) => o === seat).length,
      ownHeldBy: heldBy,
    },
    handSize: p.hand.length,
    hand: showHand ? p.hand.map(cardView) : null,
    freeSpaces: freeSpaceCount(p),
    score: scoreTotal(s, seat),
    affordable: s.phase === "over" ? [] : buildableCards(s, seat)
      .filter((b) => showHand || !p.hand.includes(b.id))
      .map((b) => ({ card: cardView(b.id), price: { ...b.price, ships: [...b.price.ships] }, priceText: goodsText(b.price, b.price.ships) })),
  };
}

/**
 * What a seat is asked, as `viewer` may see it. A Building chosen from the hand is still hidden
 * while its owner picks its space (the choice can be undone): others read only that a Building
 * from the hand is being placed.
 */
function promptFor(s: GameState, seat: number, step: Step, viewer: number | undefined): Msg {
  if (viewer !== seat && step.k === "choose-building-space" && player(s, seat).hand.includes(step.card)) {
    return msg("prompt.hiddenBuildingSpace", { seat: { seat } });
  }
  return stepPromptWords(s, seat, step);
}

export function summarize(s: GameState, viewer?: number): GameSummary {
  const n = s.options.players;
  const tiles = imitationSpaces(n);
  return {
    players: s.players.map((_, seat) => playerSummary(s, seat, viewer)),
    playerCount: n,
    deck: s.options.deck,
    drawDeck: s.drawDeck,
    round: s.round,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    activeSeat: activeSeat(s),
    pendingSeats: s.queues.map((q) => q.seat),
    prompts: s.queues.flatMap((q) => {
      const step = q.steps[0];
      if (!step) return [];
      const say = promptFor(s, q.seat, step, viewer);
      return [{ seat: q.seat, prompt: english(say), say }];
    }),
    plates: s.plates.map((fish, i) => ({ plate: i + 1, fish })),
    actionSpaces: SPACE_IDS.map((id) => ({
      id,
      label: SPACES[id].label,
      capacity: spaceCapacity(s, id),
      occupants: occupants(s, id),
      full: isFull(s, id),
    })),
    imitation: tiles.map((copyable, index) => {
      const pl = s.placements.find((x) => x.spot.kind === "imitate" && x.spot.index === index);
      return {
        index,
        label: n === 5 ? `Imitation ${index + 1}` : "Imitation",
        copyable: [...copyable],
        occupant: pl ? pl.seat : null,
        copies: pl && pl.spot.kind === "imitate" ? pl.spot.copies : null,
      };
    }),
    newShares: [...s.newShares],
    buySharesPrice: sharePrice(s),
    shipSupply: { ...s.shipSupply },
    elderStacks: s.elderStacks.map((st) => {
      const top = st.cards[st.cards.length - 1];
      const topHidden = st.hiddenBottom && st.cards.length === 1;
      return {
        top: top && !topHidden ? { id: top, name: ELDERS[top].name } : null,
        hiddenBelow: st.hiddenBottom ? 1 : 0,
        size: st.cards.length,
      };
    }),
    displays: {
      A: s.displayA.map((id) => (id ? cardView(id) : null)),
      B: s.displayB.map((id) => (id ? cardView(id) : null)),
      C: s.displayC.map(cardView),
    },
    piles: { A: s.pileA.length, B: s.pileB.length, C: s.pileC.length },
    log: s.log.slice(),
    undoBarrier: s.undoBarrier,
    choices: s.choices,
  };
}


