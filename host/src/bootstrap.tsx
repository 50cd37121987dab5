import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { fetchRemoteRegistry } from './app/remotes/registry.ts';
import { registerRemoteRegistry } from './app/remotes/runtime.ts';

async function start() {
  // Remotes are registered once, before the first render; a missing registry leaves the host
  // working with every remote page showing its fallback.
  registerRemoteRegistry(await fetchRemoteRegistry());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App />);
}

void start();
