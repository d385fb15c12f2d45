import { pathToFileURL } from 'node:url';
import {
  decodeDocumentText,
  SNIFF_BYTES,
  sniffContent,
  unifyLineEndings,
  WebContentKind,
  type WebPageContentExtractor,
} from '@toolgate/web-retrieval';

/** A file's text as the index keeps it. */
export type IndexableFile =
  | { readonly indexable: true; readonly title: string; readonly text: string; readonly kind: WebContentKind }
  | { readonly indexable: false; readonly reason: string };

const HTML_EXTENSIONS = /\.(?:html?|xhtml|shtml)$/i;
const MARKDOWN_HEADING = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m;

function fileName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * Reads a file's bytes into what the index keeps: binary content (by web-retrieval's content
 * sniffing of the first bytes: PDF, images, archives, control bytes…) is not indexable; HTML (by
 * extension or sniffing) becomes its main content as Markdown through web-retrieval's extractor;
 * everything else is a text document with unified line endings. The title is the page title, a
 * Markdown file's first heading, or the file name.
 */
export async function readIndexableFile(
  absolutePath: string,
  bytes: Uint8Array,
  extractor: WebPageContentExtractor,
): Promise<IndexableFile> {
  const sniffed = sniffContent(bytes.subarray(0, SNIFF_BYTES));
  if (sniffed.kind === undefined) return { indexable: false, reason: `binary content (${sniffed.binaryFormat})` };
  const isHtml = HTML_EXTENSIONS.test(absolutePath) || sniffed.kind === WebContentKind.HTML;
  const decoded = decodeDocumentText(
    bytes,
    undefined,
    isHtml ? 'html' : sniffed.mediaType === 'text/plain' ? 'plain' : 'xml',
  );
  if (isHtml) {
    let page: Awaited<ReturnType<WebPageContentExtractor['extract']>>;
    try {
      page = await extractor.extract(decoded.text, pathToFileURL(absolutePath));
    } catch (error) {
      // One page the extractor cannot handle must not stop the whole folder.
      return {
        indexable: false,
        reason: `HTML extraction failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const title = page.title.trim() === '' ? fileName(absolutePath) : page.title.trim();
    return { indexable: true, kind: WebContentKind.HTML, title, text: page.markdown };
  }
  const text = unifyLineEndings(decoded.text);
  const heading = MARKDOWN_HEADING.exec(text.slice(0, 10_000))?.[1]?.trim();
  return { indexable: true, kind: WebContentKind.TEXT, title: heading || fileName(absolutePath), text };
}
