// The operator console's studio list (docs/operators.md, Console): by status, with search. A plain GET
// form, so the list works before (and without) any script.
import type { Metadata } from "next";
import { STUDIO_STATUSES, type StudioStatus } from "@/lib/domain/platform/status";
import { listStudios } from "@/lib/domain/platform/console";
import { db } from "@/lib/infra/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studios" };

const label = (s: string) => s.replace("_", " ");

export default async function PlatformStudios({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const raw = typeof sp.status === "string" ? sp.status : "";
  const status = (STUDIO_STATUSES as readonly string[]).includes(raw) ? (raw as StudioStatus) : undefined;
  const q = typeof sp.q === "string" ? sp.q.trim().slice(0, 100) : "";
  const { studios } = await listStudios(db(), { status, q: q || undefined });
  return (
    <div className="studio-narrow">
      <h1>Studios</h1>
      <form method="get" action="/platform" className="platform-filter" role="search">
        <label>
          Status{" "}
          <select name="status" defaultValue={status ?? ""}>
            <option value="">any</option>
            {STUDIO_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          Search <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>{" "}
        <button type="submit">Filter</button>
      </form>
      {studios.length === 0 ? (
        <p>No studio matches.</p>
      ) : (
        <table className="studio-table" data-testid="platform-studios">
          <caption className="visually-hidden">Studios</caption>
          <thead>
            <tr>
              <th scope="col">Studio</th>
              <th scope="col">City</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {studios.map((s) => (
              <tr key={s.studioId}>
                <td>
                  <a href={`/platform/studios/${s.studioId}`}>{s.name}</a> <small>{s.slug}</small>
                </td>
                <td>{s.city}</td>
                <td data-testid="status">{label(s.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
