import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html's shell is on screen until the app renders the first page. The app's code is one
// chunk, already downloading (see vite.config.ts); evaluating it is one task, starting it the next.
const { startApp } = await import('./app/start');
await new Promise((resolve) => setTimeout(resolve, 0));
await startApp(container);
