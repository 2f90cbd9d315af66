-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Reminder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "sentAt" DATETIME,
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "muted" BOOLEAN NOT NULL DEFAULT false,
    "waitingSince" DATETIME,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME,
    "beforeScoring" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Reminder_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Reminder" ("claimedBy", "claimedUntil", "dueAt", "gameId", "id", "muted", "seat", "sentAt", "sentCount", "waitingSince") SELECT "claimedBy", "claimedUntil", "dueAt", "gameId", "id", "muted", "seat", "sentAt", "sentCount", "waitingSince" FROM "Reminder";
DROP TABLE "Reminder";
ALTER TABLE "new_Reminder" RENAME TO "Reminder";
CREATE INDEX "Reminder_dueAt_idx" ON "Reminder"("dueAt");
CREATE UNIQUE INDEX "Reminder_gameId_seat_key" ON "Reminder"("gameId", "seat");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

