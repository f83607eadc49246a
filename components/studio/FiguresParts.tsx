// The figures page's range form and table (docs/dashboard.md, Figures). Server components: a GET
// form, and a table drawn from the page's list of columns, one cell per column for every row.
import type { Catalog } from "@/lib/i18n";

type Tf = Catalog["figures"];

export function FiguresRangeForm({
  action,
  q,
  apply,
  t,
}: {
  action: string;
  q: { from: string; to: string; by: string };
  apply: string;
  t: Tf;
}) {
  return (
    <form method="get" action={action} className="studio-filters" aria-labelledby="fig-range">
      <h2 id="fig-range" className="visually-hidden">
        {t.show}
      </h2>
      <div className="field">
        <label htmlFor="fig-from">{t.from}</label>
        <input id="fig-from" name="from" type="date" defaultValue={q.from} required />
      </div>
      <div className="field">
        <label htmlFor="fig-to">{t.to}</label>
        <input id="fig-to" name="to" type="date" defaultValue={q.to} required />
      </div>
      <div className="field">
        <label htmlFor="fig-by">{t.show}</label>
        <select id="fig-by" name="by" defaultValue={q.by}>
          <option value="week">{t.byWeek}</option>
          <option value="month">{t.byMonth}</option>
        </select>
      </div>
      <div className="actions">
        <button type="submit" className="btn">
          {apply}
        </button>
      </div>
    </form>
  );
}

type TableProps<F> = {
  title: string;
  periodHead: string;
  columns: { key: string; head: string; cell: (f: F) => string | number }[];
  rows: { key: string; name: string; f: F }[];
};

export function FiguresTable<F>({ title, periodHead, columns, rows }: TableProps<F>) {
  return (
    <div className="studio-section">
      <h2 id="fig-table">{title}</h2>
      <div className="table-scroll" role="region" aria-labelledby="fig-table" tabIndex={0}>
        <table className="studio-table" data-testid="figures-table">
          <thead>
            <tr>
              <th scope="col">{periodHead}</th>
              {columns.map((c) => (
                <th scope="col" className="num" key={c.key}>
                  {c.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, f }) => (
              <tr key={key} data-period={key}>
                <th scope="row">{name}</th>
                {columns.map((c) => (
                  <td className="num" key={c.key}>
                    {c.cell(f)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
