-- AlterTable
ALTER TABLE "Game" ADD COLUMN "postMessageId" TEXT;
ALTER TABLE "Game" ADD COLUMN "pingMessageId" TEXT;
