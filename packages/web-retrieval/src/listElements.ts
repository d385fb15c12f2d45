/**
 * The elements below `root` in document order (`root` itself first when `includeRoot`).
 * A TreeWalker, not `Array.from(getElementsByTagName('*'))`: jsdom's HTMLCollection proxy looks
 * `length` up as a named item on every step, which makes that copy quadratic.
 */
export function listElements(root: Element, includeRoot = false): Element[] {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */);
  const elements: Element[] = includeRoot ? [root] : [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) elements.push(node as Element);
  return elements;
}
