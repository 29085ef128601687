import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * When the app's code cannot be loaded or started (the connection dropped, a deploy replaced the
 * files), the shell would say "Loading…" for ever: say what happened and offer a reload instead.
 * Built from DOM nodes, no inline script or style (CSP); the error itself goes to the console only.
 */
function showStartFailure(root: HTMLElement, error: unknown): void {
  console.error('Mise could not start', error);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'mx-auto max-w-xl px-4 py-16 text-center';
  const message = document.createElement('p');
  message.className = 'text-lg font-semibold text-slate-900';
  message.textContent = 'Mise could not load. Check your connection, then reload the page.';
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.className = 'mt-4 inline-block font-medium text-emerald-800 underline';
  reload.textContent = 'Reload';
  box.append(message, reload);
  root.replaceChildren(box);
}

/** How long the app waits at most for the first screen's picture before starting anyway. */
const FIRST_PICTURE_WAIT_MS = 1_000;

/**
 * A guest's public page came with its first screen (decision 0032): its picture is shown before
 * the app's code runs — evaluating that is a long task, and a picture arriving meanwhile would wait
 * for it to be painted. Returns at once on any other page.
 */
async function firstScreenPainted(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#shell-page img[fetchpriority="high"]');
  if (!picture) return;
  await Promise.race([
    picture.decode().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_PICTURE_WAIT_MS)),
  ]);
  // The frame that shows it, then the app.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// index.html's shell is on screen until the app renders the first page. The app's code is one
// chunk, already downloading (see vite.config.ts); evaluating it is one task, starting it the next.
try {
  await firstScreenPainted();
  const { startApp } = await import('./app/start');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await startApp(container);
  // The service worker (offline use, install, update prompt) once the page is up; not in dev.
  if (import.meta.env.PROD)
    void import('./lib/pwa/register').then((pwa) => pwa.registerServiceWorker());
} catch (error) {
  showStartFailure(container, error);
}
