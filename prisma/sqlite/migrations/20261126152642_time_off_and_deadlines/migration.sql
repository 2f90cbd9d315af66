-- CreateTable
CREATE TABLE "TurnDeadline" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "waitingSince" DATETIME NOT NULL,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME,
    CONSTRAINT "TurnDeadline_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PlayerSettings" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "awayUntil" DATETIME,
    "quietFrom" INTEGER,
    "quietTo" INTEGER,
    "timeZone" TEXT,
    "updatedAt" DATETIME NOT NULL
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
    "rated" BOOLEAN NOT NULL DEFAULT true,
    "aiLevel" TEXT NOT NULL DEFAULT 'medium',
    "turnHours" INTEGER
);
INSERT INTO "new_Game" ("channelId", "createdAt", "deck", "finishedAt", "guildId", "hintsOn", "hostUserId", "id", "learning", "lobbyMessageId", "paused", "playerCount", "postedLog", "postedVersion", "rated", "reminderMinutes", "remindersOn", "seed", "startedAt", "status", "takeoverMinutes", "threadId", "updatedAt", "version") SELECT "channelId", "createdAt", "deck", "finishedAt", "guildId", "hintsOn", "hostUserId", "id", "learning", "lobbyMessageId", "paused", "playerCount", "postedLog", "postedVersion", "rated", "reminderMinutes", "remindersOn", "seed", "startedAt", "status", "takeoverMinutes", "threadId", "updatedAt", "version" FROM "Game";
DROP TABLE "Game";
ALTER TABLE "new_Game" RENAME TO "Game";
CREATE INDEX "Game_guildId_status_idx" ON "Game"("guildId", "status");
CREATE INDEX "Game_status_idx" ON "Game"("status");
CREATE TABLE "new_Seat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT,
    "aiLevel" TEXT,
    "displayName" TEXT NOT NULL,
    "notifyDm" BOOLEAN NOT NULL DEFAULT false,
    "notifyMention" BOOLEAN NOT NULL DEFAULT true,
    "remindersMuted" BOOLEAN NOT NULL DEFAULT false,
    "hintsUsed" INTEGER NOT NULL DEFAULT 0,
    "formerUserId" TEXT,
    "deadlineTurns" INTEGER NOT NULL DEFAULT 0,
    "noticeAt" DATETIME,
    CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Seat" ("aiLevel", "displayName", "formerUserId", "gameId", "hintsUsed", "id", "notifyDm", "notifyMention", "remindersMuted", "seat", "userId") SELECT "aiLevel", "displayName", "formerUserId", "gameId", "hintsUsed", "id", "notifyDm", "notifyMention", "remindersMuted", "seat", "userId" FROM "Seat";
DROP TABLE "Seat";
ALTER TABLE "new_Seat" RENAME TO "Seat";
CREATE INDEX "Seat_userId_idx" ON "Seat"("userId");
CREATE INDEX "Seat_noticeAt_idx" ON "Seat"("noticeAt");
CREATE UNIQUE INDEX "Seat_gameId_seat_key" ON "Seat"("gameId", "seat");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "TurnDeadline_dueAt_idx" ON "TurnDeadline"("dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "TurnDeadline_gameId_seat_key" ON "TurnDeadline"("gameId", "seat");

