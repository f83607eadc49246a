"use client";
// The wizard's photos step (docs/signup.md, The wizard): each room's photos through the same
// pipeline as Settings (RoomPhotos: resized, EXIF stripped, alt text per language); optional.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import type { Locale } from "@/lib/contract/locales";
import type { SignUpTexts } from "@/lib/i18n/signup";
import type { ApiFailure } from "@/components/studio/api";
import { RoomPhotos, type RoomPhotoItem } from "@/components/studio/settings/RoomPhotos";
import { finishStep } from "./wizard-api";
import { WizardActions } from "./WizardActions";

export function WizardPhotos({
  rooms,
  locales,
  t,
  studio,
  errors,
  lang,
}: {
  rooms: { id: string; name: string; photos: RoomPhotoItem[] }[];
  locales: readonly Locale[];
  t: SignUpTexts;
  studio: Catalog["studio"];
  errors: Catalog["errors"];
  lang: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const failed = await finishStep("photos", lang);
    if (failed) {
      setError(failed);
      setBusy(false);
    }
  }
  return (
    <>
      {rooms.map((r) => (
        <section key={r.id} aria-labelledby={`photos-${r.id}`} className="studio-settings">
          <h3 id={`photos-${r.id}`}>{r.name}</h3>
          <RoomPhotos roomId={r.id} initial={r.photos} locales={locales} t={studio} errors={errors} />
        </section>
      ))}
      <form onSubmit={submit}>
        <WizardActions t={t} busy={busy} error={error} back={`/studio/onboarding?step=rooms&lang=${lang}`} />
      </form>
    </>
  );
}
