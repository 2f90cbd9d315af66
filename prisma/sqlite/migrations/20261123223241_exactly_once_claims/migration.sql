-- AlterTable
ALTER TABLE "Reminder" ADD COLUMN "claimedBy" TEXT;
ALTER TABLE "Reminder" ADD COLUMN "claimedUntil" DATETIME;

-- CreateTable
CREATE TABLE "Lease" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "until" DATETIME NOT NULL,
    "intent" TEXT
);

-- CreateIndex
CREATE INDEX "Game_status_idx" ON "Game"("status");

