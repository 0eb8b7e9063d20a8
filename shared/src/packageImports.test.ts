/**
 * @jest-environment node
 */
// The package boundaries, as a test (the lint rule's twin):
// - every module of the runtime package (@oap/shared) reaches another through the package name. The
//   federation singletons among them (federationSingletons in its package.json) are matched by that
//   name: a relative import is bundled as a private copy, and a remote would get its own toast store
//   or QueryClient beside the shell's (useToast.ts importing ./toastStore.ts did).
// - a runtime module that keeps state in module variables is one of those singletons: the rest of
//   the package is bundled by each app, and state there would be one copy per app.
// - the contracts (@oap/contracts, bundled into each app) never import the runtime: plain code with no
//   state, usable by the server as it is.
// - browser code loads zod only through the forms' definitions (@oap/contracts/forms/, zod/mini), which
//   validate a form the same way in the page's action as on the server, and never from an
//   app's entry or route map: only the chunk of a page with a form loads it. The API's own schemas
//   (*.schemas.ts) are the server's; the browser imports the types inferred from them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(folder, file));
}

/** Every module specifier of a file: static imports and exports, and dynamic import(). */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s*'([^']+)'/g)];
  return found.map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** Type-only imports are erased by the compiler: they never reach a bundle. */
function valueSpecifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const typeOnly = new Set([...text.matchAll(/(?:^|\n)\s*(?:import|export) type\b[^'"]*?from\s*'([^']+)'/g)].map((match) => match[1]));
  return specifiers(file).filter((specifier) => !typeOnly.has(specifier));
}

const runtimeModules = sourcesUnder('shared/src').filter((file) => !isTest(file));
const browserApps = ['shell/src', 'mf-search/src', 'mf-journal/src', 'mf-article/src', 'mf-static-pages/src', 'mf-author-services/src'];

test('a runtime module imports another runtime module by its package name, never relatively', () => {
  const relativeImports = runtimeModules.flatMap((file) =>
    specifiers(file)
      .filter((specifier) => specifier.startsWith('.') && !/\.css$/.test(specifier))
      .map((specifier) => `${file}: ${specifier}`),
  );
  expect(relativeImports).toEqual([]);
});

test('every runtime module with state of its own is a federation singleton', () => {
  const declared: string[] = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')).federationSingletons;
  // Module-level variables that are reassigned, or collections and clients made at load time.
  const state = /^(?:let\s|(?:export\s+)?const\s+\w+\s*(?::[^=]+)?=\s*new\s+(?:Map|Set|WeakMap|QueryClient)\b)/m;
  const stateful = runtimeModules.filter((file) => state.test(readFileSync(join(root, file), 'utf8'))).map((file) => relative(join('shared', 'src'), file));
  expect(stateful.sort()).toEqual([...declared].sort());
});

/** The browser code's value imports from `packageName`, as "file: name", of names the shared subset `subsetFile` does not export. */
function importsMissingFrom(packageName: string, subsetFile: string): { shared: Set<string>; problems: string[] } {
  const source = readFileSync(join(root, 'shared', 'rspack-config', subsetFile), 'utf8');
  const shared = new Set(source.slice(source.indexOf('export {')).match(/\b\w+(?=\s*[,}])/g));
  // Test support (…ForTests.tsx) runs in jest, and server code (…/server/) in Node, on the whole package.
  const browserFiles = [...runtimeModules, ...browserApps.flatMap(sourcesUnder).filter((file) => !isTest(file)), ...sourcesUnder('shared/contracts/src').filter((file) => !isTest(file))].filter(
    (file) => !/ForTests\.tsx?$/.test(file) && !file.includes('/server/'),
  );
  const quoted = `'${packageName}'`;
  const problems = browserFiles.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+${quoted}`).test(text)) return [`${file}: a namespace import of ${packageName}`];
    return [...text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))].flatMap((match) =>
      match[1]!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!)
        .filter((name) => !shared.has(name))
        .map((name) => `${file}: ${name}`),
    );
  });
  return { shared, problems };
}

test('browser code imports from react-router only what the browser builds share of it (browserRouter.mjs)', () => {
  const { shared, problems } = importsMissingFrom('react-router', 'browserRouter.mjs');
  expect(shared.size).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test('browser code imports from @tanstack/react-query only what the browser builds share of it (browserQuery.mjs)', () => {
  const { shared, problems } = importsMissingFrom('@tanstack/react-query', 'browserQuery.mjs');
  expect(shared.has('QueryClient')).toBe(true);
  expect(problems).toEqual([]);
});

test('the contracts never import the runtime package', () => {
  const runtimeImports = sourcesUnder('shared/contracts/src').flatMap((file) =>
    specifiers(file)
      .filter((specifier) => specifier.startsWith('@oap/shared'))
      .map((specifier) => `${file}: ${specifier}`),
  );
  expect(runtimeImports).toEqual([]);
});

/** The contract modules a file loads at run time, followed through the contracts' own imports. */
function contractModulesLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  for (const specifier of valueSpecifiers(file)) {
    const target = specifier.startsWith('@oap/contracts/')
      ? join('shared/contracts/src', specifier.slice('@oap/contracts/'.length))
      : specifier.startsWith('.') && file.startsWith('shared/contracts/')
        ? relative(root, join(root, file, '..', specifier))
        : null;
    if (target && !seen.has(target)) {
      seen.add(target);
      contractModulesLoadedBy(target, seen);
    }
  }
  return seen;
}

/** Whether `file` (or a contract module it loads) imports zod itself. */
function importsZod(file: string): boolean {
  return valueSpecifiers(file).some((specifier) => specifier === 'zod' || specifier.startsWith('zod/'));
}

test('browser code loads zod only through the forms’ definitions, as zod/mini', () => {
  const browserFiles = [...runtimeModules, ...browserApps.flatMap(sourcesUnder).filter((file) => !isTest(file) && !file.includes('/server/'))];
  const zodImports = browserFiles.flatMap((file) =>
    [file, ...contractModulesLoadedBy(file)]
      .filter((loaded) => importsZod(loaded))
      .filter((loaded) => !(loaded.startsWith('shared/contracts/src/forms/') && valueSpecifiers(loaded).every((specifier) => !/^zod$|^zod\/(?!mini$)/.test(specifier))))
      .map((loaded) => (loaded === file ? file : `${file} -> ${loaded}`)),
  );
  expect(zodImports).toEqual([]);
});

/** The file a static import names, among the workspace's sources (packages by name, relative paths); null for a library. */
function resolveSource(from: string, specifier: string): string | null {
  if (specifier.startsWith('@oap/contracts/')) return join('shared/contracts/src', specifier.slice('@oap/contracts/'.length));
  if (specifier.startsWith('@oap/shared/')) return join('shared/src', specifier.slice('@oap/shared/'.length));
  if (specifier.startsWith('.') && !/\.css$/.test(specifier)) return relative(root, join(root, from, '..', specifier));
  return null;
}

/** Static imports only: what a dynamic import() loads is a chunk of its own. */
function staticSpecifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const typeOnly = new Set([...text.matchAll(/(?:^|\n)\s*(?:import|export) type\b[^'"]*?from\s*'([^']+)'/g)].map((match) => match[1]));
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => !typeOnly.has(specifier));
}

test('no app’s entry or route map loads zod: only the chunk of a page with a form does', () => {
  const entries = ['shell/src/index.ts', 'shell/src/bootstrap.tsx', ...browserApps.filter((app) => app !== 'shell/src').map((app) => `${app}/routes.ts`)];
  const problems: string[] = [];
  for (const entry of entries) {
    const seen = new Set<string>();
    const walk = (file: string, chain: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (importsZod(file)) problems.push([...chain, file].join(' -> '));
      for (const specifier of staticSpecifiers(file)) {
        const target = resolveSource(file, specifier);
        if (target) walk(target, [...chain, file]);
      }
    };
    walk(entry, []);
  }
  expect(problems).toEqual([]);
});
