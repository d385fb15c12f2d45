/**
 * Cuts text into pieces of `size` characters, or into `count` pieces of nearly equal size when
 * `count` is given, never inside a surrogate pair. Empty text gives no pieces.
 */
export function splitIntoChunks(text: string, size = 16, count?: number): string[] {
  const characters = Array.from(text);
  if (characters.length === 0) return [];
  const pieceSize =
    count === undefined ? Math.max(1, size) : Math.max(1, Math.ceil(characters.length / Math.max(1, count)));
  const pieces: string[] = [];
  for (let start = 0; start < characters.length; start += pieceSize) {
    pieces.push(characters.slice(start, start + pieceSize).join(''));
  }
  return pieces;
}
