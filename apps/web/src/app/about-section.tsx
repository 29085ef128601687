/** The open-source libraries the web app is built with (the page moved here from /credits). */
const builtWith = [
  { name: 'React', role: 'the user interface' },
  { name: 'React Router', role: 'pages and navigation' },
  { name: 'TanStack Query', role: 'loading and caching data' },
  { name: 'React Hook Form and Zod', role: 'forms and validation' },
  { name: 'Tailwind CSS', role: 'styling' },
  { name: 'Lucide', role: 'icons' },
  { name: 'Hono and Drizzle ORM', role: 'the server and its database access' },
  { name: 'PostgreSQL and PGlite', role: 'the database' },
] as const;

/**
 * About Mise, in the footer (issue 15): where its data comes from and whom it owes. A native
 * disclosure: a button to keyboards and screen readers, open or closed, with no script or route.
 */
export function AboutSection() {
  return (
    <details className="group mx-auto max-w-6xl px-4 pb-4 text-sm text-slate-700">
      <summary className="cursor-pointer rounded font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700">
        About Mise: sources and attribution
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="about-sources">
          <h2 id="about-sources" className="font-semibold text-slate-900">
            Sources
          </h2>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            <li>
              Nutrition: the USDA National Nutrient Database for Standard Reference, Release 21
              (SR21), in the public domain. Estimates are a guide, not a label.
            </li>
            <li>Recipe inspiration: the meal database TheMealDB.</li>
            <li>Stock photos: Pexels, credited to each photographer where shown.</li>
          </ul>
        </section>
        <section aria-labelledby="about-built-with">
          <h2 id="about-built-with" className="font-semibold text-slate-900">
            Built with open source
          </h2>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {builtWith.map((item) => (
              <li key={item.name}>
                <span className="font-medium">{item.name}</span> — {item.role}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}
