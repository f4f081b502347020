// `node bench/profile.ts FILE.cpuprofile [N]`: the N functions (default 25) that took the most CPU
// time themselves in a V8 CPU profile (BENCH_CPU_PROF=DIR npm run bench:api), and the share by
// package, so the top costs of a request can be named. See bench/README.md, "Where the time goes".
import { readFileSync } from 'node:fs';
import { print } from './lib/print.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile.ts FILE.cpuprofile [N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;

function packageOf(url: string): string {
  if (!url) return '(native, GC, idle)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  if (url.startsWith('node:')) return 'node core';
  const app = /\/(apps\/server\/src\/[^/]+|packages\/contract)\//.exec(url);
  return app ? (app[1] as string) : url;
}

profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const dt = profile.timeDeltas[i] ?? 0;
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') return;
  total += dt;
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/')}:${lineNumber + 1}`;
  self.set(name, (self.get(name) ?? 0) + dt);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
});

const share = (us: number) => `${((us / total) * 100).toFixed(1)}%`.padStart(6);
print(`busy CPU time: ${(total / 1e6).toFixed(2)} s (idle excluded)\n`);
print('by package or folder:');
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) print(`${share(us)}  ${pkg}`);
print('\nby function (self time):');
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) print(`${share(us)}  ${name}`);
