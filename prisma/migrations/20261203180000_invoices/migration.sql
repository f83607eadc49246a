-- Invoices (docs/invoices.md): a studio's tax details, and its invoices, numbered without gaps in
-- a series per kind and year, each record chained to the studio's previous one by a SHA-256 hash
-- (the "huella" of Real Decreto 1007/2023 and Orden HAC/1177/2024). An issued invoice is never
-- changed or deleted: a correction is a rectifying invoice that refers to it.
CREATE TABLE "invoice_profile" (
    "studioId" UUID NOT NULL,
    "legalName" TEXT NOT NULL,
    "taxId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    -- Basis points: 2100 is 21 %.
    "taxRateBp" INTEGER NOT NULL DEFAULT 2100 CHECK ("taxRateBp" BETWEEN 0 AND 10000),
    "pricesIncludeTax" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "invoice_profile_pkey" PRIMARY KEY ("studioId")
);
ALTER TABLE "invoice_profile" ADD CONSTRAINT "invoice_profile_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The last number given in each series ("F2026", "T2026", "R2026"), raised in the transaction that
-- issues the invoice: a rolled-back issue gives its number back, so the sequence has no gaps.
CREATE TABLE "invoice_series" (
    "studioId" UUID NOT NULL,
    "series" TEXT NOT NULL,
    "lastNumber" INTEGER NOT NULL,
    CONSTRAINT "invoice_series_pkey" PRIMARY KEY ("studioId", "series")
);

CREATE TABLE "invoice" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    -- simplified (F2) | full (F1) | substitute (F3: full, replacing a simplified one) | rectifying (R1/R5).
    "kind" TEXT NOT NULL CHECK ("kind" IN ('simplified', 'full', 'substitute', 'rectifying')),
    "typeCode" TEXT NOT NULL CHECK ("typeCode" IN ('F1', 'F2', 'F3', 'R1', 'R5')),
    "series" TEXT NOT NULL,
    "number" INTEGER NOT NULL CHECK ("number" > 0),
    -- The invoice it replaces (substitute) or corrects (rectifying), with the reason for a correction.
    "replacesId" UUID,
    "reason" TEXT,
    "issuedAt" TIMESTAMPTZ(3) NOT NULL,
    -- The issue date and the record's time as the hash reads them, in the studio's zone.
    "issueDate" TEXT NOT NULL,
    "recordedAt" TEXT NOT NULL,
    "seller" JSONB NOT NULL,
    "customer" JSONB,
    "lines" JSONB NOT NULL,
    "currency" TEXT NOT NULL,
    "baseCents" INTEGER NOT NULL,
    "taxRateBp" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL CHECK ("totalCents" = "baseCents" + "taxCents"),
    -- Position in the studio's chain (1, 2, …) and the hashes: this record's and the previous one's.
    "chainPosition" INTEGER NOT NULL CHECK ("chainPosition" > 0),
    "prevHash" TEXT,
    "hash" TEXT NOT NULL,
    "actorName" TEXT,
    CONSTRAINT "invoice_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "invoice_first_has_no_prev" CHECK (("chainPosition" = 1) = ("prevHash" IS NULL)),
    CONSTRAINT "invoice_replaces" CHECK (("kind" IN ('substitute', 'rectifying')) = ("replacesId" IS NOT NULL))
);
CREATE UNIQUE INDEX "invoice_studioId_series_number_key" ON "invoice"("studioId", "series", "number");
CREATE UNIQUE INDEX "invoice_studioId_chainPosition_key" ON "invoice"("studioId", "chainPosition");
-- An invoice is replaced or corrected once; a second correction corrects the correction.
CREATE UNIQUE INDEX "invoice_replacesId_key" ON "invoice"("replacesId");
CREATE INDEX "invoice_bookingId_idx" ON "invoice"("bookingId");
CREATE INDEX "invoice_studioId_issuedAt_idx" ON "invoice"("studioId", "issuedAt");
-- Invoices are kept as long as the law asks: neither the studio nor the booking can be deleted under them.
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_replacesId_fkey" FOREIGN KEY ("replacesId") REFERENCES "invoice"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- An issued invoice is never edited or deleted, whoever asks (docs/invoices.md, The chain).
CREATE FUNCTION "invoice_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice is never changed or deleted; issue a rectifying invoice' USING ERRCODE = '55000';
END;
$$;
CREATE TRIGGER "invoice_is_final" BEFORE UPDATE OR DELETE ON "invoice" FOR EACH ROW EXECUTE FUNCTION "invoice_is_final"();
CREATE TRIGGER "invoice_is_final_truncate" BEFORE TRUNCATE ON "invoice" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_is_final"();
