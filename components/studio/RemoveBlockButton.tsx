"use client";
// Remove a staff block (DELETE /v1/studio/blocks/{id}) after the browser's own confirm dialog
// (keyboard and screen-reader friendly by construction).
import type { Dict } from "@/lib/i18n";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

export function RemoveBlockButton({
  blockId,
  what,
  t,
  errors,
}: {
  blockId: string;
  what: string;
  t: Dict["studio"];
  errors: Dict["errors"];
}) {
  const a = useStudioAction();
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={a.busy}
        aria-label={`${t.calendar.removeBlock}: ${what}`}
        onClick={() => {
          if (window.confirm(t.calendar.removeBlockConfirm))
            void a.run(`/blocks/${encodeURIComponent(blockId)}`, "DELETE", undefined, t.calendar.blockRemoved);
        }}
      >
        {t.calendar.removeBlock}
      </button>
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <span role="status">{a.done ?? ""}</span>
    </>
  );
}
