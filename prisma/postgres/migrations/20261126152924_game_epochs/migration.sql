-- CreateTable
CREATE TABLE "GameEpoch" (
    "gameId" INTEGER NOT NULL,
    "epoch" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "told" BOOLEAN NOT NULL,

    CONSTRAINT "GameEpoch_pkey" PRIMARY KEY ("gameId")
);

