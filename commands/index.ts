// Every slash command: the same list feeds the router and the registration.
import type { Command } from "../src/bot/command.ts";
import { board } from "./board.ts";
import { exchange } from "./exchange.ts";
import { games } from "./games.ts";
import { hand } from "./hand.ts";
import { hint } from "./hint.ts";
import { leaderboard } from "./leaderboard.ts";
import { harbor } from "./harbor.ts";
import { log } from "./log.ts";
import { mygames } from "./mygames.ts";
import { nusfjord } from "./nusfjord.ts";
import { pass } from "./pass.ts";
import { place } from "./place.ts";
import { profile } from "./profile.ts";
import { replay } from "./replay.ts";
import { rules } from "./rules.ts";
import { score } from "./score.ts";
import { undo } from "./undo.ts";

export const COMMANDS: readonly Command[] = [nusfjord, place, pass, undo, exchange, board, harbor, hand, hint, score, log, replay, rules, games, mygames, leaderboard, profile];
