-- AlterTable
ALTER TABLE "Reminder" ADD COLUMN     "claimedBy" TEXT,
ADD COLUMN     "claimedUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Lease" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,
    "intent" TEXT,

    CONSTRAINT "Lease_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "Game_status_idx" ON "Game"("status");

