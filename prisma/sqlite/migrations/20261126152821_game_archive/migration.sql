-- CreateTable
CREATE TABLE "GameArchive" (
    "gameId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "version" INTEGER NOT NULL,
    "choices" INTEGER NOT NULL,
    "state" BLOB NOT NULL,
    "log" BLOB NOT NULL,
    "archivedAt" DATETIME NOT NULL,
    CONSTRAINT "GameArchive_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "OutboxMessage_gameId_idx" ON "OutboxMessage"("gameId");

