import { describe, expect, it } from 'vitest';
import { ToolArgumentError } from './ToolArgumentReader.js';
import { ToolExecutionBlockedError } from './ToolExecutionBlockedError.js';
import { ToolgateError } from './ToolgateError.js';
import { ToolPageOutOfRangeError } from './ToolPaging.js';

class ParentTestError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/test/ParentTestError');
}
class ChildTestError extends ParentTestError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/test/ChildTestError');
}

describe('ToolgateError', () => {
  it('keeps code, message and cause', () => {
    const cause = new Error('socket hang up');
    const error = new ToolgateError('PROVIDER_UNREACHABLE', 'The provider could not be reached.', { cause });
    expect(error.code).toBe('PROVIDER_UNREACHABLE');
    expect(error.message).toBe('The provider could not be reached.');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ToolgateError');
  });

  it('answers isInstance for the class it is called on and its subclasses only', () => {
    const parent = new ParentTestError('X', 'y');
    const child = new ChildTestError('X', 'y');
    expect(child.name).toBe('ChildTestError');
    expect(ToolgateError.isInstance(child)).toBe(true);
    expect(ParentTestError.isInstance(child)).toBe(true);
    expect(ChildTestError.isInstance(child)).toBe(true);
    expect(ChildTestError.isInstance(parent)).toBe(false);
    expect(ParentTestError.isInstance(new ToolgateError('X', 'y'))).toBe(false);
    expect(ParentTestError.isInstance(new ToolExecutionBlockedError('No.'))).toBe(false);
    expect(ToolExecutionBlockedError.isInstance(new ToolgateError(ToolExecutionBlockedError.CODE, 'No.'))).toBe(false);
    expect(ToolArgumentError.isInstance(new ToolPageOutOfRangeError('page', 'Too deep.', 3))).toBe(true);
    expect(ToolPageOutOfRangeError.isInstance(new ToolArgumentError('page', 'Wrong.'))).toBe(false);
  });

  it('answers false for values that are not Toolgate errors', () => {
    expect(ToolgateError.isInstance({ code: 'X', message: 'y' })).toBe(false);
    expect(ToolgateError.isInstance(new Error('y'))).toBe(false);
    expect(ToolgateError.isInstance(null)).toBe(false);
    expect(ToolgateError.isInstance('ToolgateError')).toBe(false);
    // Brands are not enumerable: a spread copy is a plain object, not an error of the class.
    expect(ParentTestError.isInstance({ ...new ParentTestError('X', 'y') })).toBe(false);
  });

  it('recognises an error made by a second copy of the module', async () => {
    // The query makes the loader evaluate the file a second time: a module copy, as with two installs.
    const copyUrl = new URL('./ToolgateError.ts?copy', import.meta.url).href;
    const copy = (await import(/* @vite-ignore */ copyUrl)) as typeof import('./ToolgateError.js');
    expect(copy.ToolgateError).not.toBe(ToolgateError);
    class CopiedParentTestError extends copy.ToolgateError {
      static override readonly brand: symbol = Symbol.for('@toolgate/core/test/ParentTestError');
    }
    const fromCopy = new CopiedParentTestError('X', 'y');
    // instanceof checks brands too, so it agrees with isInstance across copies.
    expect(fromCopy).toBeInstanceOf(ToolgateError);
    expect(fromCopy).toBeInstanceOf(ParentTestError);
    expect(fromCopy).not.toBeInstanceOf(ChildTestError);
    expect(new ToolgateError('X', 'y')).not.toBeInstanceOf(ParentTestError);
    expect(ToolgateError.isInstance(fromCopy)).toBe(true);
    expect(ParentTestError.isInstance(fromCopy)).toBe(true);
    expect(ChildTestError.isInstance(fromCopy)).toBe(false);
    expect(copy.ToolgateError.isInstance(new ChildTestError('X', 'y'))).toBe(true);
  });

  it('refuses loudly a subclass that declares no brand of its own', () => {
    class UnbrandedError extends ToolgateError {}
    class UnbrandedChildError extends ParentTestError {}
    expect(() => new UnbrandedError('X', 'y')).toThrow(
      new TypeError(
        "The error class 'UnbrandedError' declares no brand of its own. Add " +
          "`static override readonly brand = Symbol.for('@toolgate/<package>/UnbrandedError')`.",
      ),
    );
    expect(() => new UnbrandedChildError('X', 'y')).toThrow(/'UnbrandedChildError' declares no brand of its own/);
    expect(() => UnbrandedChildError.isInstance(new ParentTestError('X', 'y'))).toThrow(
      /'UnbrandedChildError' declares no brand of its own/,
    );
  });

  it('refuses a subclass that reuses an ancestor brand', () => {
    class CopiedBrandError extends ParentTestError {
      static override readonly brand: symbol = ParentTestError.brand;
    }
    expect(() => new CopiedBrandError('X', 'y')).toThrow(/'CopiedBrandError' repeats the brand/);
  });

  it('refuses a detached isInstance, which has no class to check for', () => {
    const detached = ToolgateError.isInstance;
    expect(() => detached.call(undefined as never, new ToolgateError('X', 'y'))).toThrow(
      /isInstance must be called on an error class/,
    );
  });
});
