import { packContainer } from '../src/index.ts';
import { loadContainerFile } from './data.ts';
const K = Number(process.env.K ?? 4);
for (const f of (process.argv[2] ?? 'br1.txt,br4.txt,br7.txt,thpack8.txt').split(',')) {
  const probs = loadContainerFile(f);
  const t0 = performance.now();
  let sum = 0;
  for (const p of probs) sum += packContainer(p.container, p.boxTypes, { lookahead: K }).utilisation;
  console.log(
    f,
    ((100 * sum) / probs.length).toFixed(2),
    ((performance.now() - t0) / probs.length).toFixed(1),
    'ms/problem',
  );
}
