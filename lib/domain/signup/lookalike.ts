// A new studio that passes for one already on the platform (docs/signup.md, Look-alikes). Slugs and
// names are compared by their skeleton: Unicode confusables mapped to the letters they imitate
// (the `confusables` library), accents dropped, lower case, separators and digits that pass for
// letters folded; then by edit distance (`fastest-levenshtein`). Only verified (live) studios are
// compared: a look-alike of a draft deceives nobody, and drafts must not block each other.
import { remove } from "confusables";
import { distance } from "fastest-levenshtein";
import type { DbOrTx } from "../../infra/db";

/** Digits and letter pairs that read as another letter in a host name. */
const ASCII_LOOKALIKES: [RegExp, string][] = [
  [/rn/g, "m"],
  [/vv/g, "w"],
  [/0/g, "o"],
  [/1/g, "l"],
  [/5/g, "s"],
];

/** The skeleton two look-alikes share: "Sala Gràcia", "sala-gracia" and "ѕаlа-grаcіа" all give "salagracia". */
export function skeleton(s: string): string {
  let out = remove(s.normalize("NFKC"))
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  for (const [re, to] of ASCII_LOOKALIKES) out = out.replace(re, to);
  return out;
}

/**
 * How many edits still count as a look-alike of a skeleton this long: 2 from 6 letters, 1 from 4,
 * none below (three-letter names differ from each other by one letter as a rule).
 */
function closeEnough(length: number): number {
  return length >= 6 ? 2 : length >= 4 ? 1 : 0;
}

export type Resemblance = {
  /** The verified studio it resembles. */
  studioId: string;
  slug: string;
  name: string;
  /** Which of the new studio's fields resembles which of that studio's, and how close (0: the same skeleton). */
  field: "slug" | "name";
  distance: number;
};

/** The closest resemblance of `value` (a slug or a name) to any of `known`'s slug or name, if close enough. */
function closest(field: "slug" | "name", value: string, known: { id: string; slug: string; name: string }[]): Resemblance | null {
  const mine = skeleton(value);
  if (!mine) return null;
  let best: Resemblance | null = null;
  for (const k of known) {
    for (const theirs of [skeleton(k.slug), skeleton(k.name)]) {
      const d = distance(mine, theirs);
      if (d <= closeEnough(Math.min(mine.length, theirs.length)) && (!best || d < best.distance))
        best = { studioId: k.id, slug: k.slug, name: k.name, field, distance: d };
    }
  }
  return best;
}

export type LookalikeVerdict = {
  /** A slug with the very skeleton of a verified studio's slug or name: refused (a host that reads the same is a phishing host). */
  refused: Resemblance | null;
  /** Anything else close: accepted, and shown to the operator with the studio it resembles. */
  flagged: Resemblance | null;
};

/** What a new studio's slug and name resemble among verified studios (`except`: the studio itself). */
export async function lookalikes(db: DbOrTx, o: { slug: string; name?: string; except?: string }): Promise<LookalikeVerdict> {
  const known = await db.$queryRaw<{ id: string; slug: string; name: string }[]>`
    SELECT id::text AS id, slug, name FROM studio
     WHERE "verificationStatus" = 'live' AND (${o.except ?? null}::uuid IS NULL OR id <> ${o.except ?? null}::uuid)`;
  const bySlug = closest("slug", o.slug, known);
  if (bySlug && bySlug.distance === 0) return { refused: bySlug, flagged: null };
  const byName = o.name ? closest("name", o.name, known) : null;
  const flagged = [bySlug, byName].filter((r): r is Resemblance => r !== null).sort((a, b) => a.distance - b.distance)[0] ?? null;
  return { refused: null, flagged };
}

/** The operator's line for a flagged studio: "slug sala-gracia2 ~ sala-gracia (Sala Gràcia), 1 edit". */
export function resemblanceNote(r: Resemblance, mine: { slug: string; name: string }): string {
  const what = r.field === "slug" ? `slug ${mine.slug}` : `name ${mine.name}`;
  const edits = r.distance === 0 ? "same letters" : `${r.distance} edit${r.distance === 1 ? "" : "s"}`;
  return `${what} ~ ${r.slug} (${r.name}), ${edits}`;
}
