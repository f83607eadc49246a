// The year the studio pages' footer shows in its rights line, from the one clock
// (lib/infra/clock.ts): read here, in the site's server layer, because components read no clock
// or other infrastructure themselves (tests/unit/layers.test.ts).
import { clock } from "../../infra/clock";

export function currentYear(): number {
  return clock().now().getUTCFullYear();
}
