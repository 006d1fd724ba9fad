// Converts two GENIUS linear additive preference profiles (XML) of one domain into a Parley fixture:
// `node libs/scoring/bench/genius-domain.mjs <name> <user.xml> <opponent.xml> > libs/scoring/bench/domains/<name>.json`.
// Points = 250 × (issue weight / heaviest weight) × (evaluation / the issue's best evaluation), rounded to whole
// points (so the heaviest issue's best option scores 250); a reservation value r (a share of utility 1) becomes
// r × the best total. Issues and options keep the profiles' order; option k of issue i gets id 100 × i + k.
import { readFileSync } from 'node:fs';

const attr = (tag, name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

function profile(path) {
  const xml = readFileSync(path, 'utf8');
  const issues = [...xml.matchAll(/<issue\b([^>]*)>([\s\S]*?)<\/issue>/g)].map(([, head, body]) => ({
    index: Number(attr(head, 'index')),
    name: attr(head, 'name'),
    items: [...body.matchAll(/<item\b([^>]*)>/g)].map(([, tag]) => ({
      value: attr(tag, 'value'),
      evaluation: Number(attr(tag, 'evaluation')),
    })),
  }));
  const weights = new Map(
    [...xml.matchAll(/<weight\b([^>]*)>/g)].map(([, tag]) => [
      Number(attr(tag, 'index')),
      Number(attr(tag, 'value')),
    ]),
  );
  const reservation = Number(attr(/<reservation\b[^>]*>/.exec(xml)?.[0] ?? '', 'value') ?? 0);
  const heaviest = Math.max(...weights.values());
  const points = issues.map((issue) => {
    const best = Math.max(...issue.items.map((item) => item.evaluation));
    const scale = (250 * (weights.get(issue.index) ?? 0)) / heaviest;
    return issue.items.map((item) => Math.round((scale * item.evaluation) / best));
  });
  const bestTotal = points.reduce((sum, options) => sum + Math.max(...options), 0);
  return { issues, points, walkAway: Math.round(reservation * bestTotal) };
}

const [name, userPath, opponentPath] = process.argv.slice(2);
const user = profile(userPath);
const opponent = profile(opponentPath);
const issues = user.issues.map((issue, i) => {
  const other = opponent.issues.find((candidate) => candidate.name === issue.name);
  if (!other) throw new Error(`issue ${issue.name} is missing from ${opponentPath}`);
  const j = opponent.issues.indexOf(other);
  return {
    id: i + 1,
    name: issue.name,
    options: issue.items.map((item, k) => {
      const m = other.items.findIndex((candidate) => candidate.value === item.value);
      if (m < 0) throw new Error(`option ${item.value} of ${issue.name} is missing from ${opponentPath}`);
      return {
        id: 100 * (i + 1) + k,
        name: item.value,
        user: user.points[i][k],
        opponent: opponent.points[j][m],
      };
    }),
  };
});
process.stdout.write(
  `${JSON.stringify({ name, walkAway: { user: user.walkAway, opponent: opponent.walkAway }, issues }, null, 2)}\n`,
);
