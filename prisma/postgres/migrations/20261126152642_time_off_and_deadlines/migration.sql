-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "aiLevel" TEXT NOT NULL DEFAULT 'medium',
ADD COLUMN     "turnHours" INTEGER;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "deadlineTurns" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "noticeAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "TurnDeadline" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "waitingSince" TIMESTAMP(3) NOT NULL,
    "claimedBy" TEXT,
    "claimedUntil" TIMESTAMP(3),

    CONSTRAINT "TurnDeadline_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlayerSettings" (
    "userId" TEXT NOT NULL,
    "awayUntil" TIMESTAMP(3),
    "quietFrom" INTEGER,
    "quietTo" INTEGER,
    "timeZone" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlayerSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "TurnDeadline_dueAt_idx" ON "TurnDeadline"("dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "TurnDeadline_gameId_seat_key" ON "TurnDeadline"("gameId", "seat");

-- CreateIndex
CREATE INDEX "Seat_noticeAt_idx" ON "Seat"("noticeAt");

-- AddForeignKey
ALTER TABLE "TurnDeadline" ADD CONSTRAINT "TurnDeadline_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

