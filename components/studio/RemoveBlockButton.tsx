"use client";
// Remove a staff block (DELETE /v1/studio/blocks/{id}) after the browser's own confirm dialog
// (keyboard and screen-reader friendly by construction). A block made in a group (several rooms, a
// weekly repeat) offers this one, this and the following ones, or all of them (`scope`,
// docs/studio-actions.md, Blocking several rooms or every week).
import { useState } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { useStudioAction } from "./useStudioAction";

type Scope = "one" | "following" | "all";

export function RemoveBlockButton({
  blockId,
  groupId,
  what,
  t,
}: {
  blockId: string;
  groupId?: string;
  what: string;
  t: Catalog["studio"];
}) {
  // The block's row goes with the refresh: the outcome shows in the blocks' SharedFeedback (ManualBlocks).
  const a = useStudioAction<{ removed: number }>({ shared: true });
  const [scope, setScope] = useState<Scope>("one");
  const tc = t.calendar;
  return (
    <>
      {groupId ? (
        <>
          <label htmlFor={`block-scope-${blockId}`} className="visually-hidden">
            {`${tc.removeScope}: ${what}`}
          </label>
          <select id={`block-scope-${blockId}`} value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
            <option value="one">{tc.scopeOne}</option>
            <option value="following">{tc.scopeFollowing}</option>
            <option value="all">{tc.scopeAll}</option>
          </select>{" "}
        </>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={a.busy}
        aria-label={`${tc.removeBlock}: ${what}`}
        onClick={() => {
          if (!window.confirm(tc.removeBlockConfirm)) return;
          const q = groupId && scope !== "one" ? `?scope=${scope}` : "";
          void a.run(`/blocks/${encodeURIComponent(blockId)}${q}`, "DELETE", undefined, tc.blockRemoved).then((r) => {
            if (r && r.removed > 1) a.setDone(fmt(tc.blocksRemoved, { count: r.removed }));
          });
        }}
      >
        {tc.removeBlock}
      </button>
    </>
  );
}
