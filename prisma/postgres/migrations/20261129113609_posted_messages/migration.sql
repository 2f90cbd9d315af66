-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "postMessageId" TEXT,
ADD COLUMN     "pingMessageId" TEXT;
