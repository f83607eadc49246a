// A bare page (404, not published) outside any studio template.
export function PlainPage({
  title,
  body,
  link,
  testId,
}: {
  title: string;
  body: string;
  link?: { href: string; label: string };
  testId?: string;
}) {
  return (
    <div className="plain">
      <title>{title}</title>
      <main id="main" data-testid={testId}>
        <h1>{title}</h1>
        <p>{body}</p>
        {link ? (
          <p>
            <a className="btn" href={link.href}>
              {link.label}
            </a>
          </p>
        ) : null}
      </main>
    </div>
  );
}
