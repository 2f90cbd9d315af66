-- CreateTable
CREATE TABLE "Game" (
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
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT,
    "aiLevel" TEXT,
    "displayName" TEXT NOT NULL,
    "notifyDm" BOOLEAN NOT NULL DEFAULT false,
    "notifyMention" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Choice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "choiceId" TEXT NOT NULL,
    "userId" TEXT,
    "version" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "undoneAt" DATETIME,
    "undoneBy" TEXT,
    "undoneVersion" INTEGER,
    CONSTRAINT "Choice_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Snapshot" (
    "gameId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL,
    "choices" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Snapshot_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Reminder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "sentAt" DATETIME,
    CONSTRAINT "Reminder_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "sentAt" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "OutboxMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Game_guildId_status_idx" ON "Game"("guildId", "status");

-- CreateIndex
CREATE INDEX "Seat_userId_idx" ON "Seat"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_gameId_seat_key" ON "Seat"("gameId", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "Choice_gameId_version_key" ON "Choice"("gameId", "version");

-- CreateIndex
CREATE INDEX "Reminder_dueAt_idx" ON "Reminder"("dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_gameId_seat_key" ON "Reminder"("gameId", "seat");

-- CreateIndex
CREATE INDEX "OutboxMessage_sentAt_id_idx" ON "OutboxMessage"("sentAt", "id");

