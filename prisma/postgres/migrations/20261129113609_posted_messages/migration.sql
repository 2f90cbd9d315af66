-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "pingMessageId" TEXT,
ADD COLUMN     "postMessageId" TEXT;

