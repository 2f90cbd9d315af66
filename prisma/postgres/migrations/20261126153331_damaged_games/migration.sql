-- CreateTable
CREATE TABLE "DamagedGame" (
    "gameId" INTEGER NOT NULL,
    "problem" TEXT NOT NULL,
    "repairable" BOOLEAN NOT NULL,
    "detectedAt" TIMESTAMP(3) NOT NULL,
    "toldAt" TIMESTAMP(3),
    "repairedAt" TIMESTAMP(3),

    CONSTRAINT "DamagedGame_pkey" PRIMARY KEY ("gameId")
);

