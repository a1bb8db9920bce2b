// `npm run dev`: the API server, restarting on every change (tsx watch), and Vite with hot reload in
// front of it on WEB_PORT (5173), proxying /api, /media and /socket.io to the server on PORT (3000).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const port = process.env.PORT || '3000';
const webPort = process.env.WEB_PORT || '5173';
const colours = { server: '\u001b[36m', web: '\u001b[35m' };
const reset = '\u001b[0m';

const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  // Each child leads its own process group, so npm, tsx and vite all receive the signal.
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

function start(name, args, env) {
  const child = spawn('npm', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const label = `${colours[name]}[${name}]${reset} `;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(label + line));
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.log(`${label}exited with code ${code}; stopping the other one`);
      stop(code || 1);
    }
  });
  children.push(child);
}

start('server', ['run', 'dev', '--workspace', 'server'], { NODE_ENV: 'development', PORT: port });
start('web', ['run', 'dev', '--workspace', 'web', '--', '--port', webPort, '--strictPort'], {
  API_URL: `http://127.0.0.1:${port}`,
});
console.log(
  `Open http://localhost:${webPort} (API on http://localhost:${port}, reference at /api/docs). Ctrl-C stops both.`,
);

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
