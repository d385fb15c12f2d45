/** Start of something worth dropping before parsing: a comment, or a raw-text or SVG element. */
const INERT_START = /<!--|<(script|style|svg)(?=[\s/>])([^>]*)>/gi;

const JSON_LD_TYPE = /\btype\s*=\s*(["']?)\s*application\/ld\+json/i;

/**
 * Drops comments, scripts (except JSON-LD, which metadata needs), style sheets and inline SVG
 * from the HTML text before jsdom parses it. None of them reaches the model, and on
 * modern pages they are often most of the bytes: parsing them (jsdom also parses every style
 * sheet) is the largest avoidable cost. Scanning follows the HTML tokenizer's rule for these
 * elements: their content ends at the first matching end tag.
 */
export function removeInertMarkup(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let last = 0;
  INERT_START.lastIndex = 0;
  for (let match = INERT_START.exec(html); match !== null; match = INERT_START.exec(html)) {
    const start = match.index;
    let end: number;
    const name = match[1]?.toLowerCase();
    if (name === undefined) {
      const close = lower.indexOf('-->', start + 4);
      end = close === -1 ? html.length : close + 3;
    } else {
      if (name === 'script' && JSON_LD_TYPE.test(match[2] ?? '')) {
        // Keep it; continue scanning after its end tag so its content is not scanned as markup.
        const close = lower.indexOf('</script', start + match[0].length);
        INERT_START.lastIndex = close === -1 ? html.length : close;
        continue;
      }
      const selfClosing = (match[2] ?? '').trimEnd().endsWith('/');
      if (name === 'svg' && selfClosing) {
        end = start + match[0].length;
      } else {
        const close = lower.indexOf(`</${name}`, start + match[0].length);
        if (close === -1) {
          end = html.length;
        } else {
          const closeEnd = lower.indexOf('>', close);
          end = closeEnd === -1 ? html.length : closeEnd + 1;
        }
      }
    }
    parts.push(html.slice(last, start));
    // A space keeps the words on either side apart.
    parts.push(' ');
    last = end;
    INERT_START.lastIndex = end;
  }
  if (last === 0) return html;
  parts.push(html.slice(last));
  return parts.join('');
}
