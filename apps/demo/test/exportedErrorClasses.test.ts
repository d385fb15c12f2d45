// Every error class any workspace package exports (root and subpaths, read from each package.json
// `exports`) must answer `isInstance` for itself and its subclasses only, also for an instance made
// by a second copy of its module. The second copy is the package's built `dist` (the tests load the
// sources), so run `pnpm build` first; a missing build fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const repositoryRoot = new URL('../../../', import.meta.url);

/** The arguments each exported error class is constructed with; a new class needs an entry. */
const constructorArguments: Record<string, readonly unknown[]> = {
  ToolgateError: ['SOME_CODE', 'Something failed.'],
  ToolArgumentError: ['query', "The argument 'query' must be a non-empty string."],
  ToolPageOutOfRangeError: ['page', "The argument 'page' may be at most 3.", 3],
  ToolDefinitionError: ['search', [{ path: 'function.name', message: 'is required' }]],
  ToolRegistrationError: ["The tool id 'search' is taken."],
  ToolExecutionBlockedError: ['Private addresses may only be read by a provider with HIGH confidence.'],
  InvalidToolCallingResponseError: ['Mock'],
  ChatThreadFormatError: ['The chat thread is not an object.'],
  ProviderError: ['PROVIDER_TIMEOUT', 'The provider did not answer in time.'],
  WebRetrievalError: ['SIZE', 'The page is larger than the cap.'],
  PromptInjectionGuardError: ['DETECTOR_BAD_RESULT', 'The detector answered for 2 texts, 3 were sent.'],
  MockProviderError: ['MOCK_PROVIDER_INVALID_SCRIPT', 'The script has no rounds.'],
  CliUsageError: ['--max-tokens must be a positive integer'],
  DataSourceError: ['DATA_SOURCE_UNAVAILABLE', 'The data source could not be reached.'],
  EriError: ['DATA_SOURCE_TIMEOUT', 'The ERI server did not answer in time.', { status: 504 }],
  LocalIndexError: ['INDEX_CORRUPT', 'The index /tmp/docs.sqlite is damaged.'],
  McpServerError: ['INVALID_MCP_SERVER_OPTION', 'The port must be 0 to 65535, but was 70000.'],
};

interface ErrorClass {
  new (...args: never[]): Error;
  readonly name: string;
  readonly brand?: unknown;
  readonly isInstance?: (value: unknown) => boolean;
}

interface ExportedErrorClass {
  /** Where it was first found, e.g. `@toolgate/core/errors`. */
  readonly exportedFrom: string;
  readonly errorClass: ErrorClass;
  /** The same class from the second copy of the module (the built file). */
  readonly copiedClass: ErrorClass | undefined;
}

interface PackageJson {
  readonly name: string;
  readonly exports?: Record<string, string | { readonly source?: string; readonly default?: string }>;
}

function isErrorClass(value: unknown): value is ErrorClass {
  return typeof value === 'function' && value.prototype instanceof Error;
}

function workspacePackageDirectories(): URL[] {
  const directories: URL[] = [];
  for (const parent of ['packages/', 'apps/']) {
    const parentUrl = new URL(parent, repositoryRoot);
    for (const entry of readdirSync(parentUrl, { withFileTypes: true })) {
      const directory = new URL(`${entry.name}/`, parentUrl);
      if (entry.isDirectory() && existsSync(new URL('package.json', directory))) directories.push(directory);
    }
  }
  return directories;
}

async function collectExportedErrorClasses(): Promise<{ classes: ExportedErrorClass[]; entryPoints: string[] }> {
  const classes: ExportedErrorClass[] = [];
  const entryPoints: string[] = [];
  for (const directory of workspacePackageDirectories()) {
    const packageJson = JSON.parse(readFileSync(new URL('package.json', directory), 'utf8')) as PackageJson;
    for (const [subpath, target] of Object.entries(packageJson.exports ?? {})) {
      if (typeof target === 'string') continue; // ./package.json
      const specifier = `${packageJson.name}${subpath.slice(1)}`;
      if (target.source === undefined || target.default === undefined) {
        throw new Error(`${specifier}: the export has no source or default file`);
      }
      entryPoints.push(specifier);
      const sourceModule = (await import(/* @vite-ignore */ new URL(target.source, directory).href)) as Record<
        string,
        unknown
      >;
      const builtFile = new URL(target.default, directory);
      if (!existsSync(builtFile)) throw new Error(`${specifier}: ${builtFile.pathname} is missing; run pnpm build`);
      const builtModule = (await import(/* @vite-ignore */ builtFile.href)) as Record<string, unknown>;
      for (const [exportName, value] of Object.entries(sourceModule)) {
        if (!isErrorClass(value) || classes.some((known) => known.errorClass === value)) continue;
        const copied = builtModule[exportName];
        classes.push({
          exportedFrom: specifier,
          errorClass: value,
          copiedClass: isErrorClass(copied) ? copied : undefined,
        });
      }
    }
  }
  return { classes, entryPoints };
}

function construct(errorClass: ErrorClass): Error {
  const args = constructorArguments[errorClass.name];
  if (args === undefined) throw new Error(`No constructor arguments for ${errorClass.name}: add them to this test`);
  return Reflect.construct(errorClass, args) as Error;
}

function isInstance(errorClass: ErrorClass, value: unknown): boolean {
  if (typeof errorClass.isInstance !== 'function') throw new Error(`${errorClass.name} has no static isInstance`);
  return errorClass.isInstance(value);
}

/** The classes `errorClass` extends, itself excluded. */
function ancestorsOf(errorClass: ErrorClass): ErrorClass[] {
  const ancestors: ErrorClass[] = [];
  for (
    let current = Object.getPrototypeOf(errorClass);
    isErrorClass(current);
    current = Object.getPrototypeOf(current)
  ) {
    ancestors.push(current);
  }
  return ancestors;
}

const { classes, entryPoints } = await collectExportedErrorClasses();
const byName = new Map(classes.map((entry) => [entry.errorClass.name, entry]));
const toolgateError = byName.get('ToolgateError')?.errorClass;

describe('every exported error class', () => {
  it('is found in the exports of every package, and every one has test arguments', () => {
    expect(entryPoints).toEqual(expect.arrayContaining(['@toolgate/core', '@toolgate/core/errors', '@toolgate/demo']));
    expect([...byName.keys()].sort()).toEqual(Object.keys(constructorArguments).sort());
    expect(toolgateError).toBeDefined();
  });

  it('has a brand of its own, named after its package and class, different from every other', () => {
    const brands = new Set<symbol>();
    for (const { errorClass, exportedFrom } of classes) {
      expect(Object.hasOwn(errorClass, 'brand'), `${errorClass.name} (${exportedFrom}) declares no brand`).toBe(true);
      const brand = errorClass.brand;
      expect(typeof brand, errorClass.name).toBe('symbol');
      expect(Symbol.keyFor(brand as symbol), errorClass.name).toMatch(
        new RegExp(`^@toolgate/[a-z-]+/${errorClass.name}$`),
      );
      expect(brands.has(brand as symbol), `${errorClass.name} repeats a brand`).toBe(false);
      brands.add(brand as symbol);
    }
  });

  describe.each(classes.map((entry) => [entry.errorClass.name, entry] as const))('%s', (_name, entry) => {
    const { errorClass, copiedClass } = entry;
    const ancestors = ancestorsOf(errorClass);
    const unrelated = classes
      .map((other) => other.errorClass)
      .filter((other) => other !== errorClass && !ancestors.includes(other));

    it('is a Toolgate error with a stable code that answers its own isInstance', () => {
      const error = construct(errorClass);
      expect(isInstance(errorClass, error)).toBe(true);
      expect(toolgateError && isInstance(toolgateError, error)).toBe(true);
      expect(typeof (error as { code?: unknown }).code).toBe('string');
      expect(error.name).toBe(errorClass.name);
    });

    it('answers true for its ancestors and false for every other error class', () => {
      const error = construct(errorClass);
      for (const ancestor of ancestors) expect(isInstance(ancestor, error), ancestor.name).toBe(true);
      for (const other of unrelated) expect(isInstance(other, error), other.name).toBe(false);
      // instanceof agrees with isInstance.
      for (const ancestor of ancestors) expect(error instanceof ancestor, ancestor.name).toBe(true);
      for (const other of unrelated) expect(error instanceof other, other.name).toBe(false);
      if (errorClass !== toolgateError && toolgateError !== undefined) {
        expect(isInstance(errorClass, construct(toolgateError))).toBe(false);
      }
      expect(isInstance(errorClass, new Error('plain'))).toBe(false);
      expect(isInstance(errorClass, { ...error, code: 'SOME_CODE' })).toBe(false);
    });

    it('recognises an instance made by a second copy of its module, and the copy recognises it', () => {
      expect(copiedClass, `${entry.exportedFrom} in dist lacks ${errorClass.name}; run pnpm build`).toBeDefined();
      if (copiedClass === undefined) return;
      expect(copiedClass).not.toBe(errorClass);
      const copiedError = construct(copiedClass);
      expect(Object.getPrototypeOf(copiedError)).not.toBe(errorClass.prototype);
      expect(copiedError).toBeInstanceOf(errorClass);
      expect(isInstance(errorClass, copiedError)).toBe(true);
      expect(isInstance(copiedClass, construct(errorClass))).toBe(true);
      for (const ancestor of ancestors) expect(isInstance(ancestor, copiedError), ancestor.name).toBe(true);
      for (const other of unrelated) expect(isInstance(other, copiedError), other.name).toBe(false);
    });
  });
});
