-- AlterTable
ALTER TABLE "Reminder" ADD COLUMN     "beforeScoring" BOOLEAN NOT NULL DEFAULT false;

