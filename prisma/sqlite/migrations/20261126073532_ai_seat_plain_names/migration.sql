-- Data only, no change of shape (so written by hand: `npm run db:migration` writes schema diffs).
-- AI seats stored their name with " (AI)" appended ("Ingrid (AI)", "ann (AI)" after a takeover);
-- from this version a seat stores the plain name and the bot adds " (AI)" wherever a person reads
-- an AI seat's name (src/store/records.ts shownName), so each running game reads as before.
-- Chosen over normalising names as they load: the rows then mean one thing, and no reader has
-- to remember the old form. Only AI seats, and only a name that is more than the suffix.
UPDATE "Seat"
SET "displayName" = substr("displayName", 1, length("displayName") - 5)
WHERE "aiLevel" IS NOT NULL
  AND length("displayName") > 5
  AND substr("displayName", length("displayName") - 4) = ' (AI)';
