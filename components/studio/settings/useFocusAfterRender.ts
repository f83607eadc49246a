// Keyboard focus that follows a change (a moved photo, room or amenity; a confirm opened or
// closed): the element is focused once React has committed the render the change causes. A
// requestAnimationFrame could run before that commit when the change comes after an await (React
// renders it later), and a button still disabled by the pending request refuses focus, which then
// falls to the page (docs/dashboard.md, Pages).
import { useCallback, useEffect, useState } from "react";

/** Returns `focusAfterRender(id)`: call it beside the state changes; the element with that id gets focus after their render. */
export function useFocusAfterRender(): (id: string) => void {
  // An object, so that asking for the same id again is a new request.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}
