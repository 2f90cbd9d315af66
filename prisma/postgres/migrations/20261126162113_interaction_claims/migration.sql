-- CreateTable
CREATE TABLE "InteractionClaim" (
    "id" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InteractionClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InteractionClaim_claimedAt_idx" ON "InteractionClaim"("claimedAt");

