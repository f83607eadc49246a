-- Closed days and special hours per studio-local date (docs/studio-settings.md, Date exceptions).
ALTER TABLE "studio" ADD COLUMN "hourExceptions" JSONB NOT NULL DEFAULT '[]';
