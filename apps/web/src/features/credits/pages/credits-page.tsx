import { PageHeader } from '../../../components/ui/page-header';

const builtWith = [
  { name: 'React', role: 'the user interface' },
  { name: 'React Router', role: 'pages and navigation' },
  { name: 'TanStack Query', role: 'loading and caching data' },
  { name: 'React Hook Form and Zod', role: 'forms and validation' },
  { name: 'Tailwind CSS', role: 'styling' },
  { name: 'Lucide', role: 'icons' },
] as const;

export function CreditsPage() {
  return (
    <>
      <PageHeader
        title="Credits"
        description="The open-source projects and services that make Mise possible."
      />
      <section
        aria-labelledby="built-with"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="built-with" className="text-lg font-semibold text-slate-900">
          Built with
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {builtWith.map((item) => (
            <li key={item.name} className="text-slate-800">
              <span className="font-medium">{item.name}</span> — {item.role}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
