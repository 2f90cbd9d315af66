-- AlterTable
ALTER TABLE "Snapshot" ADD COLUMN "barrier" TEXT;

