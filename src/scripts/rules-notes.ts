// npm run docs:rules: writes docs/rules-notes.md from the rulings `/rules` shows.
// npm run docs:rules -- --check: writes nothing; exits 1 when the file differs from them.
import { readFileSync, writeFileSync } from "node:fs";
import { RULES_NOTES_PATH, rulesNotesMarkdown } from "./rules-notes-text.ts";

const file = new URL(`../../${RULES_NOTES_PATH}`, import.meta.url);
const wanted = rulesNotesMarkdown();
if (process.argv.includes("--check")) {
  let current: string | undefined;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = undefined;
  }
  if (current !== wanted) {
    console.error(`${RULES_NOTES_PATH} ${current === undefined ? "is missing" : "differs from the rulings in src/engine/reference.ts"}: run \`npm run docs:rules\` and commit it.`);
    process.exit(1);
  }
  console.log(`${RULES_NOTES_PATH} is up to date.`);
} else {
  writeFileSync(file, wanted);
  console.log(`Wrote ${RULES_NOTES_PATH}.`);
}
