-- CreateTable
CREATE TABLE "DamagedGame" (
    "gameId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "problem" TEXT NOT NULL,
    "repairable" BOOLEAN NOT NULL,
    "detectedAt" DATETIME NOT NULL,
    "toldAt" DATETIME,
    "repairedAt" DATETIME
);

