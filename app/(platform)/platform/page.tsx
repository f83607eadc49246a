// The operator console's studio list (docs/operators.md, Console): by status, with search (accents and
// case ignored, lib/domain/platform/console.ts). A plain GET form, so the list works before (and
// without) any script.
import type { Metadata } from "next";
import { STUDIO_STATUSES, type StudioStatus } from "@/lib/domain/platform/status";
import { listStudios } from "@/lib/domain/platform/console";
import { platformCapAlerts, type PlatformCapAlert } from "@/lib/domain/notifications/caps";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studios" };

const label = (s: string) => s.replace("_", " ");

export default async function PlatformStudios({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const raw = typeof sp.status === "string" ? sp.status : "";
  const status = (STUDIO_STATUSES as readonly string[]).includes(raw) ? (raw as StudioStatus) : undefined;
  const q = typeof sp.q === "string" ? sp.q.trim().slice(0, 100) : "";
  const [{ studios }, caps] = await Promise.all([listStudios(db(), { status, q: q || undefined }), platformCapAlerts(db(), clock())]);
  return (
    <div className="studio-narrow">
      <h1>Studios</h1>
      <MessageCapAlert alerts={caps} />
      <form method="get" action="/platform" className="platform-filter" role="search">
        <div className="field">
          <label htmlFor="platform-status">Status</label>
          <select id="platform-status" name="status" defaultValue={status ?? ""}>
            <option value="">any</option>
            {STUDIO_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="platform-q">Search</label>
          <input id="platform-q" type="search" name="q" defaultValue={q} maxLength={100} aria-describedby="platform-q-hint" />
          <small className="hint" id="platform-q-hint">
            Name, slug, email or city; accents and case do not matter.
          </small>
        </div>
        <button type="submit" className="btn">
          Filter
        </button>
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
                  <a className="platform-link" href={`/platform/studios/${s.studioId}`}>
                    {s.name}
                  </a>{" "}
                  <small>{s.slug}</small>
                  {s.resemblance ? (
                    <>
                      <br />
                      <small data-testid="resembles">Resembles: {s.resemblance}</small>
                    </>
                  ) : null}
                </td>
                <td data-label="City">{s.city}</td>
                <td data-label="Status" data-testid="status">
                  {label(s.status)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const CHANNEL = { email: "emails", phone: "texts" } as const;

/**
 * The platform's daily message caps (docs/operators.md, Console): an alert when a cap is reached or 80 % used,
 * and the studios at their own cap, each linking to its page. Nothing while all is well.
 */
function MessageCapAlert({ alerts }: { alerts: PlatformCapAlert[] }) {
  const shown = alerts.filter((a) => a.level !== "ok" || a.studios.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="studio-notice" role="status" aria-labelledby="caps-title" data-testid="message-cap-alert">
      <h2 id="caps-title">Message caps</h2>
      {shown.map((a) => (
        <div key={a.channel} data-channel={a.channel} data-level={a.level}>
          {a.level === "reached" ? (
            <p>
              <strong>
                The platform&apos;s daily cap of {a.cap} {CHANNEL[a.channel]} is reached: studios&apos; {CHANNEL[a.channel]} are not sent.
              </strong>
            </p>
          ) : a.level === "near" ? (
            <p>
              {a.sent} of the platform&apos;s {a.cap} {CHANNEL[a.channel]} in 24 hours are used.
            </p>
          ) : null}
          {a.studios.length > 0 ? (
            <p>
              At their own cap of {CHANNEL[a.channel]}:{" "}
              {a.studios.map((s, i) => (
                <span key={s.studioId}>
                  {i > 0 ? ", " : null}
                  <a className="platform-link" href={`/platform/studios/${s.studioId}`}>
                    {s.name}
                  </a>{" "}
                  ({s.sent} of {s.cap}, {label(s.status)})
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
}
