import type { MockConversation, MockConversationMessage } from './MockConversation.js';
import type { MockTurn } from './MockProviderScript.js';

/** The label every answer of the offline demo model starts with, so nobody mistakes it for a real model. */
export const OFFLINE_DEMO_MODEL_LABEL = 'Offline demo model';

/** The longest quote taken from one tool result, in characters. */
export const OFFLINE_DEMO_QUOTE_CHARACTERS = 280;

/** How many results of one tool the answer quotes. */
const QUOTED_RESULTS = 3;

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/i;
const WIKI_PATTERN = /^\s*(?:please\s+)?(?:search\s+(?:the\s+)?wiki|wiki)(?:\s+for)?\s*[:,]?\s+(.+)$/is;
const SEARCH_PATTERN = /^\s*(?:please\s+)?(?:web\s+)?search(?:\s+the\s+web)?(?:\s+for)?\s*[:,]?\s+(.+)$/is;

/** One thing a tool returned that the answer can quote. */
interface QuotableResult {
  readonly title: string;
  readonly url: string;
  readonly text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Markdown to a short quote: headings, link syntax and extra whitespace dropped, cut at a word. */
function quote(markdown: string): string {
  const lines = markdown.split('\n').filter((line) => !/^[\s|:*_-]*$/.test(line));
  // Headings and table rows say little in a short quote, unless they are all there is.
  const prose = lines.filter((line) => !/^\s*(#|\|)/.test(line));
  const plain = (prose.length > 0 ? prose : lines)
    .join(' ')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Markdown escapes (`web\_search`) and emphasis marks.
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/\*\*|__|[*`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= OFFLINE_DEMO_QUOTE_CHARACTERS) return plain;
  const cut = plain.slice(0, OFFLINE_DEMO_QUOTE_CHARACTERS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : cut.length)}…`;
}

/** The JSON object in a tool result (results may be wrapped in untrusted-content markers). */
function parseJsonObject(content: string): Record<string, unknown> | undefined {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const parsed: unknown = JSON.parse(content.slice(start, end + 1));
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `semantic_search`'s numbered passages: `## Passage n`, then `Document:`/`Location:` lines, a blank line, the text. */
function passages(textContent: string): QuotableResult[] {
  return textContent
    .split(/^## Passage \d+\s*$/m)
    .slice(1)
    .map((block) => {
      const [head = '', ...body] = block.trim().split(/\n\s*\n/);
      const field = (name: string): string => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(head)?.[1]?.trim() ?? '';
      return { title: field('Document'), url: field('Location'), text: body.join('\n\n') };
    });
}

/** What one tool result offers to quote, by the shapes of the demo's tools; free text otherwise. */
function quotableResults(message: Extract<MockConversationMessage, { role: 'tool' }>): QuotableResult[] {
  const json = parseJsonObject(message.text);
  if (json === undefined) return [];
  if (Array.isArray(json['results'])) {
    // web_search: the hits, read pages first in rank order.
    return json['results'].filter(isRecord).map((hit) => {
      const page = isRecord(hit['page']) ? hit['page'] : {};
      const metadata = isRecord(hit['search_metadata']) ? hit['search_metadata'] : {};
      return {
        title: text(page['title']),
        url: text(metadata['final_url']) || text(hit['requested_url']),
        text: text(page['content']),
      };
    });
  }
  if (isRecord(json['content'])) {
    // read_web_page: one page.
    const metadata = isRecord(json['metadata']) ? json['metadata'] : {};
    return [
      {
        title: text(json['content']['title']),
        url: text(metadata['final_url']) || text(json['url']),
        text: text(json['content']['text_content']),
      },
    ];
  }
  if (typeof json['text_content'] === 'string' && typeof json['search_url'] === 'string') {
    // search_confluence: the wiki's search page.
    return [{ title: text(json['title']), url: json['search_url'], text: json['text_content'] }];
  }
  if (typeof json['text_content'] === 'string') return passages(json['text_content']);
  return [];
}

function label(toolsOffered: boolean): string {
  return (
    `**${OFFLINE_DEMO_MODEL_LABEL}** (no AI provider is configured, so a small rule-based stand-in answers here` +
    `${toolsOffered ? '' : ' and no tool was offered to it'}; configure a provider to talk to a real model).`
  );
}

/** The answer after tool results: a short quote of each result and the sources, per tool. */
function answerFromToolResults(results: readonly Extract<MockConversationMessage, { role: 'tool' }>[]): string {
  const parts: string[] = [label(true)];
  const sources = new Map<string, string>();
  for (const result of results) {
    const name = result.toolName === '' ? 'a tool' : result.toolName;
    const quotable = quotableResults(result).filter((entry) => entry.text.trim() !== '' || entry.title !== '');
    if (quotable.length === 0) {
      parts.push(`${name} returned no content I can quote. It said: "${quote(result.text)}"`);
      continue;
    }
    parts.push(`From ${name}:`);
    for (const entry of quotable.slice(0, QUOTED_RESULTS)) {
      const heading = entry.title === '' ? entry.url : `"${entry.title}"`;
      parts.push(`- ${heading}${entry.text.trim() === '' ? '' : `: ${quote(entry.text)}`}`);
    }
    if (quotable.length > QUOTED_RESULTS) parts.push(`- …and ${quotable.length - QUOTED_RESULTS} more.`);
    for (const entry of quotable) if (entry.url !== '' && !sources.has(entry.url)) sources.set(entry.url, entry.title);
  }
  if (sources.size > 0) {
    parts.push(
      `Sources:\n${[...sources].map(([url, title]) => `- ${title === '' ? url : `[${title}](${url})`}`).join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

/** Question words a search engine does better without (a real model would leave them out too). */
const FILLER_WORDS = new Set(
  'a an and are about can could do does did docs documents documentation how i is it me of on please say says tell the there they to us we what when where which who why with you your'.split(
    ' ',
  ),
);

/** The user's question without its filler words (the whole question when nothing else is left). */
function searchWords(message: string): string {
  const words = message
    .replace(/[?!.,;:"“”]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word.toLowerCase()));
  return words.length === 0 ? message : words.join(' ');
}

/** The one-line query a user message makes for a search tool (≤ 500 characters). */
function oneLine(message: string): string {
  return message.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/**
 * The offline demo model: a {@link MockResponder} that decides from the user's words which tool to
 * call and then answers from the tool results, labelled as offline. A URL in the last user message
 * → `read_web_page` with it; "search …" → `web_search`; any other message when `semantic_search` is
 * offered (the chat has data sources) → `semantic_search` with the message's content words; "wiki …" or "search the wiki …" →
 * `search_confluence`. After the tool results arrive it quotes
 * each result briefly and lists the sources. It only calls tools the request offers.
 */
export function offlineDemoResponder(conversation: MockConversation): MockTurn {
  const lastUser = conversation.messages.findLastIndex((message) => message.role === 'user');
  const userText = lastUser < 0 ? '' : text((conversation.messages[lastUser] as { text: string }).text);
  const results = conversation.messages
    .slice(lastUser + 1)
    .filter((message): message is Extract<MockConversationMessage, { role: 'tool' }> => message.role === 'tool');
  const chunking = { textChunkSize: 24 } as const;
  if (results.length > 0) return { text: answerFromToolResults(results), chunking };

  const offered = new Set(conversation.toolNames);
  const url = URL_PATTERN.exec(userText)?.[0]?.replace(/[.,;:!?)\]]+$/, '');
  if (url !== undefined && offered.has('read_web_page')) {
    return {
      text: `${OFFLINE_DEMO_MODEL_LABEL}: reading ${url} with read_web_page…`,
      toolCalls: [{ name: 'read_web_page', arguments: { url } }],
      chunking,
    };
  }
  const wiki = WIKI_PATTERN.exec(userText)?.[1];
  if (wiki !== undefined && oneLine(wiki) !== '' && offered.has('search_confluence')) {
    const query = oneLine(wiki).slice(0, 200);
    return {
      text: `${OFFLINE_DEMO_MODEL_LABEL}: searching the wiki for "${query}" with search_confluence…`,
      toolCalls: [{ name: 'search_confluence', arguments: { query } }],
      chunking,
    };
  }
  const search = SEARCH_PATTERN.exec(userText)?.[1];
  if (search !== undefined && oneLine(search) !== '' && offered.has('web_search')) {
    const query = oneLine(search);
    return {
      text: `${OFFLINE_DEMO_MODEL_LABEL}: searching the web for "${query}" with web_search…`,
      toolCalls: [{ name: 'web_search', arguments: { query } }],
      chunking,
    };
  }
  if (oneLine(userText) !== '' && offered.has('semantic_search')) {
    const query = oneLine(searchWords(userText));
    return {
      text: `${OFFLINE_DEMO_MODEL_LABEL}: searching the chat's data sources with semantic_search…`,
      toolCalls: [{ name: 'semantic_search', arguments: { query } }],
      chunking,
    };
  }
  const tools = [...offered].sort();
  const hints = [
    offered.has('read_web_page') ? 'put a web address in your message to have it read' : '',
    offered.has('web_search') ? 'start with "search …" to search the web' : '',
    offered.has('search_confluence') ? 'start with "wiki …" to search the wiki' : '',
  ].filter((hint) => hint !== '');
  return {
    text: [
      label(tools.length > 0),
      tools.length === 0 ? 'No tools are offered in this chat.' : `The tools offered here: ${tools.join(', ')}.`,
      hints.length === 0 ? '' : `Try this: ${hints.join('; ')}. With data sources, any question searches them.`,
    ]
      .filter((part) => part !== '')
      .join('\n\n'),
    chunking,
  };
}
