/** The key under which every Toolgate error keeps the brands of its class and of all its ancestors. */
const BRANDS_KEY = Symbol.for('@toolgate/core/ToolgateError.brands');

/** Options every Toolgate error accepts. */
export interface ToolgateErrorOptions {
  /** The error that led to this one; kept so a log can show the whole chain. */
  readonly cause?: unknown;
}

/** The static side {@link ToolgateError.isInstance} reads: the class's own brand and its instance type. */
export interface ToolgateErrorClass<T extends ToolgateError = ToolgateError> {
  /** The class's own brand (see {@link ToolgateError.brand}). */
  readonly brand: symbol;
  readonly prototype: T;
  readonly name: string;
}

/** A class object as the prototype chain of constructors yields it. */
interface NamedClass {
  readonly name: string;
}

function ownBrandOf(errorClass: NamedClass): symbol {
  const brand: unknown = Object.hasOwn(errorClass, 'brand') ? (errorClass as { brand?: unknown }).brand : undefined;
  if (typeof brand !== 'symbol') {
    // Without its own brand a subclass would answer isInstance for its parent's instances: refuse loudly.
    throw new TypeError(
      `The error class '${errorClass.name}' declares no brand of its own. Add ` +
        `\`static override readonly brand = Symbol.for('@toolgate/<package>/${errorClass.name}')\`.`,
    );
  }
  return brand;
}

function brandsOf(errorClass: NamedClass): readonly symbol[] {
  const brands: symbol[] = [];
  for (
    let current: NamedClass | null = errorClass;
    current !== null && current !== Error && current !== Function.prototype;
    current = Object.getPrototypeOf(current) as NamedClass | null
  ) {
    const brand = ownBrandOf(current);
    if (brands.includes(brand)) {
      throw new TypeError(
        `The error class '${errorClass.name}' repeats the brand ${String(brand)} of an ancestor; give it its own.`,
      );
    }
    brands.push(brand);
  }
  return Object.freeze(brands);
}

/** True when `value` carries the own brand of `errorClass`. */
function hasBrandOf(errorClass: unknown, value: unknown): boolean {
  if (typeof errorClass !== 'function') {
    throw new TypeError('isInstance must be called on an error class, e.g. ToolgateError.isInstance(value).');
  }
  const brand = ownBrandOf(errorClass);
  if (typeof value !== 'object' || value === null) return false;
  const brands: unknown = (value as Record<symbol, unknown>)[BRANDS_KEY];
  return Array.isArray(brands) && brands.includes(brand) && typeof (value as { code?: unknown }).code === 'string';
}

/**
 * Base class of every error Toolgate throws. `code` is a stable UPPER_SNAKE string a caller can
 * branch on; `message` is for people and never contains secrets.
 *
 * Every subclass declares its own {@link ToolgateError.brand}
 * (`static override readonly brand = Symbol.for('@toolgate/<package>/<ClassName>')`); constructing
 * a subclass that does not throws a `TypeError`. Use `SomeError.isInstance(value)` rather than
 * `instanceof`: it is true for instances of that class and its subclasses only, also when they were
 * created by another copy of the package (two versions installed side by side). `instanceof`
 * answers the same way.
 */
export class ToolgateError extends Error {
  /**
   * The class's own brand, a `Symbol.for` key named after package and class, so that two copies of
   * the package agree on it. Every subclass must declare its own.
   */
  static readonly brand: symbol = Symbol.for('@toolgate/core/ToolgateError');

  /** A stable, machine-readable code, e.g. `TOOL_EXECUTION_BLOCKED`. */
  readonly code: string;

  constructor(code: string, message: string, options: ToolgateErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.name = new.target.name;
    Object.defineProperty(this, BRANDS_KEY, { value: brandsOf(new.target), enumerable: false });
  }

  /**
   * True for an instance of the class it is called on (`ProviderError.isInstance(value)`) or of a
   * subclass, across duplicate installs of the package; false for every other value, including
   * other Toolgate errors. Call it on the class: a detached reference has no class to check for.
   */
  static isInstance<T extends ToolgateError>(this: ToolgateErrorClass<T>, value: unknown): value is T {
    // biome-ignore lint/complexity/noThisInStatic: isInstance answers for the class it is called on, a subclass included.
    return hasBrandOf(this, value);
  }

  /** Makes `instanceof` agree with {@link ToolgateError.isInstance}, across duplicate installs too. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: as in isInstance.
    return hasBrandOf(this, value);
  }
}
