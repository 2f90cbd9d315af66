-- CreateTable
CREATE TABLE "GameEpoch" (
    "gameId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "epoch" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "told" BOOLEAN NOT NULL
);

