-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "lobbyMessageId" TEXT,
ADD COLUMN     "paused" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "postedLog" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "postedVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "takeoverMinutes" INTEGER;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "remindersMuted" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Reminder" ADD COLUMN     "muted" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "waitingSince" TIMESTAMP(3);

