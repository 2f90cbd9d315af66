// `npm run replay -- <file>`: play a game export (`/nusfjord export`) through the engine and
// print its final scores; exit code 1, with the reason, when they differ from the file's or the
// file is no export this bot can replay, refusing unread a file too big to be one
// (src/scripts/replay-export.ts).
import { replayExportFile } from "./replay-export.ts";

const path = process.argv[2];
if (!path) {
  console.error("Usage: npm run replay -- <file>   (a game export, from /nusfjord export)");
  process.exit(1);
}
const run = replayExportFile(path);
for (const line of run.lines) (run.exitCode === 0 ? console.log : console.error)(line);
process.exitCode = run.exitCode;
