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
    "takeoverMinutes" INTEGER
);
INSERT INTO "new_Game" ("channelId", "createdAt", "deck", "finishedAt", "guildId", "hostUserId", "id", "playerCount", "reminderMinutes", "remindersOn", "seed", "startedAt", "status", "threadId", "updatedAt", "version") SELECT "channelId", "createdAt", "deck", "finishedAt", "guildId", "hostUserId", "id", "playerCount", "reminderMinutes", "remindersOn", "seed", "startedAt", "status", "threadId", "updatedAt", "version" FROM "Game";
DROP TABLE "Game";
ALTER TABLE "new_Game" RENAME TO "Game";
CREATE INDEX "Game_guildId_status_idx" ON "Game"("guildId", "status");
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
    CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Seat" ("aiLevel", "displayName", "gameId", "id", "notifyDm", "notifyMention", "seat", "userId") SELECT "aiLevel", "displayName", "gameId", "id", "notifyDm", "notifyMention", "seat", "userId" FROM "Seat";
DROP TABLE "Seat";
ALTER TABLE "new_Seat" RENAME TO "Seat";
CREATE INDEX "Seat_userId_idx" ON "Seat"("userId");
CREATE UNIQUE INDEX "Seat_gameId_seat_key" ON "Seat"("gameId", "seat");
CREATE TABLE "new_Reminder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "sentAt" DATETIME,
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "muted" BOOLEAN NOT NULL DEFAULT false,
    "waitingSince" DATETIME,
    CONSTRAINT "Reminder_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Reminder" ("dueAt", "gameId", "id", "seat", "sentAt") SELECT "dueAt", "gameId", "id", "seat", "sentAt" FROM "Reminder";
DROP TABLE "Reminder";
ALTER TABLE "new_Reminder" RENAME TO "Reminder";
CREATE INDEX "Reminder_dueAt_idx" ON "Reminder"("dueAt");
CREATE UNIQUE INDEX "Reminder_gameId_seat_key" ON "Reminder"("gameId", "seat");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

