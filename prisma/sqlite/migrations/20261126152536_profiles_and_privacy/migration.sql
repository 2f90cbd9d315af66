-- CreateTable
CREATE TABLE "SeatResult" (
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "guildId" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "won" BOOLEAN NOT NULL,
    "handedToAi" BOOLEAN NOT NULL,
    "score" INTEGER NOT NULL,
    "ships" INTEGER NOT NULL,
    "buildings" INTEGER NOT NULL,
    "shares" INTEGER NOT NULL,
    "gold" INTEGER NOT NULL,
    "freeSpaces" INTEGER NOT NULL,
    "unissuedShares" INTEGER NOT NULL,
    "adjustments" INTEGER NOT NULL,
    "finishedAt" DATETIME NOT NULL,

    PRIMARY KEY ("gameId", "seat")
);

-- CreateTable
CREATE TABLE "SeatBuilding" (
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "building" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "won" BOOLEAN NOT NULL,
    "handedToAi" BOOLEAN NOT NULL,
    "score" INTEGER NOT NULL,

    PRIMARY KEY ("gameId", "seat", "building")
);

-- CreateTable
CREATE TABLE "LeaderboardOptOut" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "since" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "SeatResult_guildId_player_finishedAt_gameId_seat_idx" ON "SeatResult"("guildId", "player", "finishedAt", "gameId", "seat");

-- CreateIndex
CREATE INDEX "SeatBuilding_guildId_player_building_handedToAi_won_score_idx" ON "SeatBuilding"("guildId", "player", "building", "handedToAi", "won", "score");

