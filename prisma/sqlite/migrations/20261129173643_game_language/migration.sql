-- AlterTable (appended: SQLite adds a NOT NULL column with a constant default in place)
ALTER TABLE "Game" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
