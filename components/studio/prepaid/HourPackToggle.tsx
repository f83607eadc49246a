"use client";
// One pack's "stop selling" / "sell again" (docs/prepaid-hours.md): owners only, with
// PATCH /v1/studio/hour-packs/{id}. A pack is never deleted, so the passes sold from it keep it.
import type { Catalog } from "@/lib/i18n";
import type { PrepaidTexts } from "@/lib/i18n/prepaid";
import { ActionOutcome } from "../ActionFeedback";
import { useStudioAction } from "../useStudioAction";

type Props = {
  pack: { id: string; name: string; active: boolean };
  t: Pick<PrepaidTexts["dashboard"], "activate" | "deactivate" | "changed">;
  studio: Catalog["studio"];
  errors: Catalog["errors"];
};

export function HourPackToggle({ pack, t, studio, errors }: Props) {
  const a = useStudioAction();
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={a.busy}
        data-testid="hour-pack-toggle"
        onClick={() => a.run(`/hour-packs/${encodeURIComponent(pack.id)}`, "PATCH", { active: !pack.active }, t.changed)}
      >
        {pack.active ? t.deactivate : t.activate}
        <span className="visually-hidden"> {pack.name}</span>
      </button>
      <ActionOutcome a={a} t={studio} errors={errors} />
    </>
  );
}
