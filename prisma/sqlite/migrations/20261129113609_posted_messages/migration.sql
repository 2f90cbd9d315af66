-- AlterTable
ALTER TABLE "Game" ADD COLUMN "pingMessageId" TEXT;
ALTER TABLE "Game" ADD COLUMN "postMessageId" TEXT;

