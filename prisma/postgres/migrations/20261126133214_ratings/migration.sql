-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "formerUserId" TEXT;

-- CreateTable
CREATE TABLE "Rating" (
    "guildId" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("guildId","player")
);

-- CreateTable
CREATE TABLE "RatingChange" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "player" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "muBefore" DOUBLE PRECISION NOT NULL,
    "sigmaBefore" DOUBLE PRECISION NOT NULL,
    "muAfter" DOUBLE PRECISION NOT NULL,
    "sigmaAfter" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "RatingChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RatingChange_gameId_seat_key" ON "RatingChange"("gameId", "seat");

-- AddForeignKey
ALTER TABLE "RatingChange" ADD CONSTRAINT "RatingChange_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Games that ended before ratings existed were never rated: they stay out of the ratings (and of
-- npm run ratings:rebuild). Games still running are rated when they finish.
UPDATE "Game" SET "rated" = false WHERE "status" IN ('finished', 'abandoned');
