-- AlterTable
ALTER TABLE "Seat" ADD COLUMN "formerUserId" TEXT;

-- CreateTable
CREATE TABLE "Rating" (
    "guildId" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mu" REAL NOT NULL,
    "sigma" REAL NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("guildId", "player")
);

-- CreateTable
CREATE TABLE "RatingChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "player" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "muBefore" REAL NOT NULL,
    "sigmaBefore" REAL NOT NULL,
    "muAfter" REAL NOT NULL,
    "sigmaAfter" REAL NOT NULL,
    CONSTRAINT "RatingChange_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Game" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "threadId" TEXT,
    "hostUserId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'lobby',
    "playerCount" INTEGER NOT NULL,
    "deck" TEXT NOT NULL DEFAULT 'herring',
    "seed" TEXT NOT NULL,
    "remindersOn" BOOLEAN NOT NULL DEFAULT true,
    "reminderMinutes" INTEGER NOT NULL DEFAULT 720,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "postedLog" INTEGER NOT NULL DEFAULT 0,
    "postedVersion" INTEGER NOT NULL DEFAULT 0,
    "lobbyMessageId" TEXT,
    "takeoverMinutes" INTEGER,
    "hintsOn" BOOLEAN NOT NULL DEFAULT true,
    "learning" BOOLEAN NOT NULL DEFAULT false,
    "rated" BOOLEAN NOT NULL DEFAULT true
);
INSERT INTO "new_Game" ("channelId", "createdAt", "deck", "finishedAt", "guildId", "hintsOn", "hostUserId", "id", "learning", "lobbyMessageId", "paused", "playerCount", "postedLog", "postedVersion", "reminderMinutes", "remindersOn", "seed", "startedAt", "status", "takeoverMinutes", "threadId", "updatedAt", "version") SELECT "channelId", "createdAt", "deck", "finishedAt", "guildId", "hintsOn", "hostUserId", "id", "learning", "lobbyMessageId", "paused", "playerCount", "postedLog", "postedVersion", "reminderMinutes", "remindersOn", "seed", "startedAt", "status", "takeoverMinutes", "threadId", "updatedAt", "version" FROM "Game";
DROP TABLE "Game";
ALTER TABLE "new_Game" RENAME TO "Game";
CREATE INDEX "Game_guildId_status_idx" ON "Game"("guildId", "status");
CREATE INDEX "Game_status_idx" ON "Game"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "RatingChange_gameId_seat_key" ON "RatingChange"("gameId", "seat");


-- Games that ended before ratings existed were never rated: they stay out of the ratings (and of
-- npm run ratings:rebuild). Games still running are rated when they finish.
UPDATE "Game" SET "rated" = false WHERE "status" IN ('finished', 'abandoned');
