/** How long a data source's description may be in the tool description. */
export const DATA_SOURCE_DESCRIPTION_MAX_CHARACTERS = 500;

/**
 * One line of at most `maxCharacters` UTF-16 units: whitespace runs (line breaks included) become
 * one space, and a longer text is cut before the limit with `…`, never between the halves of a
 * surrogate pair (which would leave an invalid character).
 */
export function shortenDescription(
  text: string,
  maxCharacters: number = DATA_SOURCE_DESCRIPTION_MAX_CHARACTERS,
): string {
  // \s covers line breaks; the range covers the other control characters.
  const line = text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (line.length <= maxCharacters) return line;
  let end = maxCharacters - 1;
  const last = line.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${line.slice(0, end).trimEnd()}…`;
}
