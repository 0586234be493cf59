import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const FEATURES = join(__dirname, '..', 'features');

/** Every feature and the other features its code imports (through `@/features/x` or a relative path). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(FEATURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const feature = relative(FEATURES, file).split(sep)[0]!;
    const imports = graph.get(feature) ?? new Set<string>();
    graph.set(feature, imports);
    for (const [, source] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
      const target = source!.startsWith('@/features/')
        ? source!.split('/')[2]
        : source!.startsWith('.')
          ? relative(FEATURES, join(entry.parentPath, source!)).split(sep)[0]
          : undefined;
      if (target && target !== feature && !target.startsWith('..')) imports.add(target);
    }
  }
  return graph;
}

/** The import cycles between features, each as the path that closes it. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const visit = (feature: string, path: string[]) => {
    for (const next of graph.get(feature) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' → '));
      else if (!path.includes(next) && next > path[0]!) visit(next, [...path, next]);
    }
  };
  for (const feature of graph.keys()) visit(feature, [feature]);
  return found;
}

describe('web features', () => {
  it('import each other without cycles: the routes compose them', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  it('would see a cycle', () => {
    const graph = new Map([
      ['companies', new Set(['listings'])],
      ['listings', new Set(['companies'])],
    ]);
    expect(cycles(graph)).toEqual(['companies → listings → companies']);
  });
});
