import { creditMessages, paidActionWords, renewalDay, type CreditLedgerEntry } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useCredits } from '../api';

const actions = ['ai_nutrition', 'image_generation', 'ai_chat'] as const;

/** "+50", "−2": a grant or a spend at a glance, read out as a number. */
function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * The member's AI credits (issue 15 §3): the balance, the monthly allowance and when it renews, what
 * each paid action costs (the local engines are free), and the ledger of spends and grants.
 */
export function CreditsPage() {
  const credits = useCredits();
  const first = credits.data?.pages[0];
  const ledger: CreditLedgerEntry[] = credits.data?.pages.flatMap((page) => page.ledger) ?? [];

  return (
    <>
      <PageHeader
        title="Credits"
        description="AI features that call a paid outside service spend credits. Everything Mise does on its own is free."
      />
      {credits.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            Loading your credits…
          </span>
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : !first ? (
        <ErrorState
          message={creditMessages.loadFailed}
          onRetry={() => void credits.refetch()}
          retrying={credits.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="credits-balance"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="credits-balance" className="text-lg font-semibold text-slate-900">
              Your balance
            </h2>
            <p className="mt-2 text-4xl font-bold text-slate-900" data-testid="credit-balance">
              {first.balance} <span className="text-lg font-medium text-slate-600">credits</span>
            </p>
            <p className="mt-2 text-slate-700">
              Your monthly allowance is {first.monthly_allowance} credits. It renews on{' '}
              {renewalDay(new Date(first.resets_at))}: your balance is topped up to{' '}
              {first.monthly_allowance}, and credits beyond that are kept.
            </p>
          </section>

          <section
            aria-labelledby="credits-costs"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="credits-costs" className="text-lg font-semibold text-slate-900">
              What costs credits
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {actions.map((action) => (
                <li key={action} className="flex justify-between gap-4 text-slate-800">
                  <span>{paidActionWords[action].label}</span>
                  <span className="font-medium">
                    {first.costs[action]} {first.costs[action] === 1 ? 'credit' : 'credits'}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-600">
              Free, always: the USDA nutrition estimate, the local kitchen helper, uploading your
              own photos and choosing stock photos. A failed AI call gives its credits back.
            </p>
          </section>

          <section aria-labelledby="credits-ledger" className="flex flex-col gap-3">
            <h2 id="credits-ledger" className="text-lg font-semibold text-slate-900">
              History
            </h2>
            {ledger.length === 0 ? (
              <EmptyState title="Nothing yet">
                Your monthly allowance, spends and grants will be listed here.
              </EmptyState>
            ) : (
              <>
                <ul
                  aria-label="Credit history, newest first"
                  className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
                >
                  {ledger.map((row) => (
                    <li key={row.id} className="flex items-center justify-between gap-4 px-4 py-3">
                      <div>
                        <p className="font-medium text-slate-900">{row.reason}</p>
                        <p className="text-sm text-slate-600">
                          <time dateTime={row.created_at}>{when(row.created_at)}</time>
                        </p>
                      </div>
                      <p
                        className={
                          row.delta < 0
                            ? 'font-semibold text-slate-900'
                            : 'font-semibold text-green-700'
                        }
                        aria-label={`${row.delta < 0 ? 'Spent' : 'Added'} ${Math.abs(row.delta)} credits`}
                      >
                        {signed(row.delta)}
                      </p>
                    </li>
                  ))}
                </ul>
                {credits.hasNextPage ? (
                  <Button
                    variant="secondary"
                    className="self-start"
                    onClick={() => void credits.fetchNextPage()}
                    disabled={credits.isFetchingNextPage}
                  >
                    {credits.isFetchingNextPage ? 'Loading…' : 'Show more'}
                  </Button>
                ) : null}
              </>
            )}
          </section>
        </div>
      )}
    </>
  );
}
