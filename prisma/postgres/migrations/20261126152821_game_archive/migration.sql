-- CreateTable
CREATE TABLE "GameArchive" (
    "gameId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "choices" INTEGER NOT NULL,
    "state" BYTEA NOT NULL,
    "log" BYTEA NOT NULL,
    "archivedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameArchive_pkey" PRIMARY KEY ("gameId")
);

-- CreateIndex
CREATE INDEX "OutboxMessage_gameId_idx" ON "OutboxMessage"("gameId");

-- AddForeignKey
ALTER TABLE "GameArchive" ADD CONSTRAINT "GameArchive_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

