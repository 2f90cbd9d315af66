-- CreateTable
CREATE TABLE "InteractionClaim" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "claimedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "InteractionClaim_claimedAt_idx" ON "InteractionClaim"("claimedAt");

