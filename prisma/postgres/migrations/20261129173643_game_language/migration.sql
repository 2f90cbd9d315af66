-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

