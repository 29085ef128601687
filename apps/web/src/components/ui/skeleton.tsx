/** A grey placeholder block drawn while content loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-md bg-slate-200 motion-safe:animate-pulse ${className}`}
    />
  );
}
