// The chat page: plain HTML, CSS and browser JavaScript served by the demo's own server. No
// framework, no build step and nothing from another origin (the CSP in ChatServer forbids it).

/** The page's HTML; the chat id, if any, is read from the address by the script. */
export const CHAT_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Toolgate demo chat</title>
<link rel="stylesheet" href="/assets/chat.css">
<script type="module" src="/assets/chat.js"></script>
</head>
<body>
<a class="skip" href="#message">Skip to the message box</a>
<header class="top">
  <h1>Toolgate demo chat</h1>
  <p class="provider" id="provider" aria-live="polite">Connecting…</p>
</header>
<div class="layout">
  <nav class="sidebar" aria-label="Chats">
    <button type="button" id="new-chat">New chat</button>
    <ul id="chat-list"></ul>
  </nav>
  <main class="chat" id="chat" aria-busy="true">
    <section class="chat-settings" aria-label="Chat settings">
      <p class="requirements" id="requirements"></p>
      <fieldset id="tools">
        <legend>Tools offered in this chat</legend>
        <div id="tool-list"></div>
      </fieldset>
    </section>
    <ol class="messages" id="messages" aria-label="Messages" aria-live="polite"></ol>
    <p class="status" id="status" role="status"></p>
    <form id="composer" class="composer">
      <label for="message">Message</label>
      <textarea id="message" name="message" rows="3" required disabled
        placeholder="Ask something, paste a URL, or type 'search …' (Enter sends, Shift+Enter adds a line)"></textarea>
      <button type="submit" id="send" disabled>Send</button>
    </form>
  </main>
</div>
</body>
</html>
`;

/** The page's style sheet. */
export const CHAT_PAGE_STYLE = `:root {
  color-scheme: light;
  --ink: #1d2330; --muted: #5b6475; --line: #d6dbe4; --paper: #ffffff; --wash: #f4f6fa;
  --accent: #2457c5; --ok: #1f7a3a; --error: #b42318; --blocked: #8a5a00;
  --notice: #fff4d6; --notice-line: #e2b53c; --warn: #fdecea; --warn-line: #e07a6f;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 15px; line-height: 1.5;
}
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: var(--wash); }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 8px; top: 8px; background: var(--paper); padding: 4px 8px; z-index: 2; }
.top { display: flex; align-items: baseline; gap: 16px; padding: 10px 20px; background: var(--paper);
  border-bottom: 1px solid var(--line); }
.top h1 { font-size: 18px; margin: 0; }
.provider { margin: 0; color: var(--muted); }
.provider .offline { background: #e8eefc; color: var(--accent); border-radius: 10px; padding: 1px 8px; font-weight: 600; }
.layout { display: grid; grid-template-columns: 240px 1fr; min-height: calc(100vh - 50px); }
.sidebar { background: var(--paper); border-right: 1px solid var(--line); padding: 12px; }
.sidebar ul { list-style: none; margin: 12px 0 0; padding: 0; }
.sidebar li a { display: block; padding: 6px 8px; border-radius: 6px; color: var(--ink); text-decoration: none;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sidebar li a[aria-current="page"] { background: #e8eefc; font-weight: 600; }
.sidebar li a:hover { background: var(--wash); }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent);
  color: #fff; cursor: pointer; }
button:disabled { opacity: 0.5; cursor: default; }
#new-chat { width: 100%; }
:focus-visible { outline: 3px solid #8fb0f5; outline-offset: 2px; }
.chat { display: flex; flex-direction: column; gap: 12px; padding: 16px 24px; max-width: 980px; width: 100%; }
.chat-settings { background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; }
.requirements { margin: 0 0 8px; color: var(--muted); }
.requirements strong { color: var(--ink); }
fieldset { border: none; margin: 0; padding: 0; }
legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
#tool-list { display: flex; flex-wrap: wrap; gap: 6px 18px; }
.tool-option { display: flex; flex-direction: column; }
.tool-option .blocked { color: var(--blocked); font-size: 13px; margin-left: 24px; }
.tool-option .hint { color: var(--muted); font-size: 13px; margin-left: 24px; }
.messages { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.message { background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; }
.message.user { background: #e8eefc; border-color: #c5d4f5; align-self: flex-end; max-width: 80%; }
.message .who { font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.message .text { overflow-wrap: anywhere; }
.message.user .text { white-space: pre-wrap; }
.message .text p { margin: 4px 0; }
.message .text ul { margin: 4px 0; padding-left: 20px; }
.message .text code { font-family: ui-monospace, monospace; background: var(--wash); padding: 0 3px; border-radius: 3px; }
.message .text a { color: var(--accent); }
.message .text:empty::before { content: "…"; color: var(--muted); }
.notice { background: var(--notice); border: 1px solid var(--notice-line); border-radius: 6px; padding: 6px 10px; margin-top: 8px; }
.warning { background: var(--warn); border: 1px solid var(--warn-line); border-radius: 6px; padding: 6px 10px; margin-top: 8px; }
.sources { margin-top: 8px; }
.sources h3, .trace-title { font-size: 13px; margin: 0; color: var(--muted); }
.sources ul { margin: 4px 0 0; padding-left: 20px; }
.sources p { margin: 2px 0 0; }
.sources a { color: var(--accent); overflow-wrap: anywhere; }
.traces { margin-top: 8px; border-top: 1px dashed var(--line); padding-top: 6px; }
.traces > summary { cursor: pointer; color: var(--muted); font-size: 13px; font-weight: 600; }
.trace { border-left: 3px solid var(--line); padding: 4px 10px; margin: 6px 0; }
.trace .badge { font-size: 12px; font-weight: 700; border-radius: 4px; padding: 0 6px; margin-left: 6px; }
.badge.SUCCESS { color: var(--ok); border: 1px solid var(--ok); }
.badge.ERROR { color: var(--error); border: 1px solid var(--error); }
.badge.BLOCKED { color: var(--blocked); border: 1px solid var(--blocked); }
.trace dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 10px; margin: 4px 0; font-size: 13px; }
.trace dt { color: var(--muted); }
.trace dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.trace details pre { max-height: 320px; overflow: auto; background: var(--wash); padding: 8px; font-size: 12px;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.offered { font-size: 12px; color: var(--muted); margin-top: 6px; }
.status { min-height: 1.5em; margin: 0; color: var(--accent); font-weight: 600; }
.composer { display: grid; grid-template-columns: 1fr auto; gap: 4px 8px; align-items: end; }
.composer label { grid-column: 1 / -1; font-weight: 600; }
.composer textarea { font: inherit; padding: 8px; border: 1px solid var(--line); border-radius: 6px; resize: vertical; width: 100%; }
@media (max-width: 720px) { .layout { grid-template-columns: 1fr; } .sidebar { border-right: none; border-bottom: 1px solid var(--line); } }
`;

/** The page's script (an ES module; DOM built with textContent only, so no answer can inject markup). */
export const CHAT_PAGE_SCRIPT = String.raw`
const $ = (id) => document.getElementById(id);
const state = { chatId: undefined, chat: undefined, busy: false };

function element(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'className') node.className = value;
    else if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== undefined && child !== null) node.append(child);
  return node;
}

// A small Markdown subset for answers (paragraphs, "- " lists, **bold**, code spans, [text](http…)),
// built as DOM nodes: nothing the model writes becomes markup, and only http(s) links are made.
function appendInline(parent, text) {
  const pattern = /\*\*([^*]+)\*\*|\x60([^\x60]+)\x60|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parent.append(text.slice(last, match.index));
    if (match[1] !== undefined) parent.append(element('strong', { text: match[1] }));
    else if (match[2] !== undefined) parent.append(element('code', { text: match[2] }));
    else parent.append(element('a', { href: match[4], target: '_blank', rel: 'noopener noreferrer', text: match[3] }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parent.append(text.slice(last));
}

function renderMarkdown(target, markdown) {
  target.replaceChildren();
  target.dataset.markdown = markdown;
  for (const block of markdown.split(/\n{2,}/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((line) => /^\s*[-*] /.test(line))) {
      const list = element('ul');
      for (const line of lines) {
        const item = element('li');
        appendInline(item, line.replace(/^\s*[-*] /, ''));
        list.append(item);
      }
      target.append(list);
      continue;
    }
    const paragraph = element('p');
    lines.forEach((line, index) => {
      if (index > 0) paragraph.append(element('br'));
      appendInline(paragraph, line);
    });
    target.append(paragraph);
  }
}

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const problem = await response.json().catch(() => ({ error: response.statusText }));
    throw new Error(problem.error ?? response.statusText);
  }
  return response;
}

function chatIdFromLocation() {
  const match = /^\/chats\/([0-9a-f-]{36})$/.exec(location.pathname);
  return match ? match[1] : undefined;
}

async function loadChatList() {
  const { providerLabel, chats } = await (await api('GET', '/api/chats')).json();
  const provider = $('provider');
  provider.textContent = 'Model: ';
  const label = /offline/i.test(providerLabel) ? element('span', { className: 'offline', text: providerLabel }) : providerLabel;
  provider.append(label);
  const list = $('chat-list');
  list.replaceChildren(
    ...chats.map((chat) => {
      const link = element('a', { href: '/chats/' + chat.id, text: chat.title });
      if (chat.id === state.chatId) link.setAttribute('aria-current', 'page');
      link.addEventListener('click', (event) => {
        event.preventDefault();
        openChat(chat.id, true);
      });
      return element('li', {}, link);
    }),
  );
  return chats;
}

function renderRequirements(chat) {
  const line = $('requirements');
  line.replaceChildren(
    'Required provider confidence: ',
    element('strong', { id: 'required-confidence', text: chat.requiredProviderConfidence }),
    ' · Data security: ',
    element('strong', { id: 'required-security', text: chat.requiredDataSecurity }),
  );
}

function renderTools(chat) {
  const list = $('tool-list');
  list.replaceChildren(
    ...chat.tools.map((tool) => {
      const box = element('input', { type: 'checkbox', id: 'tool-' + tool.id, value: tool.id });
      if (tool.selectable === false) {
        // Offers itself when it has something to offer (e.g. semantic search over data sources).
        box.checked = !tool.offerBlockReason;
        box.disabled = true;
        box.dataset.context = 'true';
      } else {
        box.checked = chat.selectedToolIds.includes(tool.id);
        box.addEventListener('change', saveTools);
      }
      const label = element('label', { for: 'tool-' + tool.id, title: tool.description }, box, ' ' + tool.displayName);
      const wrapper = element('div', { className: 'tool-option' }, label);
      if (tool.selectable === false && !tool.offerBlockReason) {
        wrapper.append(element('span', { className: 'hint', text: 'Offered automatically when it applies.' }));
      }
      if (tool.offerBlockReason) {
        const reason = element('span', { className: 'blocked', id: 'tool-' + tool.id + '-blocked', text: tool.offerBlockReason });
        box.setAttribute('aria-describedby', reason.id);
        wrapper.append(reason);
      }
      return wrapper;
    }),
  );
}

async function saveTools() {
  const selectedToolIds = [...document.querySelectorAll('#tool-list input:checked:not([data-context])')].map((box) => box.value);
  $('status').textContent = 'Saving tools…';
  try {
    const chat = await (await api('PUT', '/api/chats/' + state.chatId + '/tools', { selectedToolIds })).json();
    state.chat = chat;
    renderTools(chat);
    // The registry keeps a tool that another selected tool needs (Confluence search reads pages).
    const keptOn = chat.selectedToolIds.filter((id) => !selectedToolIds.includes(id));
    const names = chat.tools.filter((tool) => keptOn.includes(tool.id)).map((tool) => tool.displayName);
    $('status').textContent = names.length === 0
      ? 'Tools saved.'
      : 'Tools saved. ' + names.join(', ') + ' stays on: another selected tool needs it.';
  } catch (error) {
    $('status').textContent = 'Could not save the tools: ' + error.message;
  }
}

function answerView() {
  const text = element('div', { className: 'text' });
  const extras = element('div', { className: 'extras' });
  const item = element('li', { className: 'message assistant' }, element('div', { className: 'who', text: 'Assistant' }), text, extras);
  return { item, text, extras, traces: undefined, traceCount: 0 };
}

function traceView(trace) {
  const badge = element('span', { className: 'badge ' + trace.status, text: trace.status });
  const title = element('div', {}, element('strong', { text: trace.order + '. ' + (trace.toolId || trace.toolName) }), badge);
  const facts = element('dl');
  const args = Object.entries(trace.arguments);
  facts.append(element('dt', { text: 'Arguments' }), element('dd', { text: args.length === 0 ? '(none)' : args.map(([k, v]) => k + ' = ' + v).join('\n') }));
  if (trace.statusMessage) facts.append(element('dt', { text: 'Status' }), element('dd', { text: trace.statusMessage }));
  const result = element('details', {}, element('summary', { text: 'What the tool returned to the model' }),
    element('pre', { text: trace.result ?? '(Not kept: tool results are not stored with the chat.)' }));
  return element('div', { className: 'trace' }, title, facts, result);
}

function addTrace(view, trace) {
  if (view.traces === undefined) {
    view.traceSummary = element('summary', {});
    view.traces = element('details', { className: 'traces' }, view.traceSummary);
    view.item.insertBefore(view.traces, view.extras);
  }
  view.traceCount += 1;
  view.traceSummary.textContent = 'Tool calls (' + view.traceCount + ')';
  view.traces.append(traceView(trace));
}

function addSources(view, sources) {
  const box = element('section', { className: 'sources', 'aria-label': 'Sources used by tools' }, element('h3', { text: 'Sources used by tools' }));
  if (sources.length === 0) box.append(element('p', { text: 'None.' }));
  else box.append(element('ul', {}, ...sources.map((source) =>
    element('li', {}, element('a', { href: source.url, target: '_blank', rel: 'noopener noreferrer', text: source.title || source.url })))));
  view.extras.append(box);
}

function addInjectionNotice(view, sources, message) {
  view.extras.append(element('p', { className: 'notice', role: 'note',
    text: 'Prompt-injection guard: ' + (message || 'removed suspicious instructions from ' + sources.join(', ') + '.') }));
}

function addWarning(view, message) {
  view.extras.append(element('p', { className: 'warning', role: 'alert', text: 'Warning: ' + message }));
}

function addOffered(view, ids) {
  view.extras.append(element('p', { className: 'offered', text: 'Tools offered to the model: ' + (ids.length === 0 ? 'none' : ids.join(', ')) }));
}

function renderMessages(chat) {
  const list = $('messages');
  list.replaceChildren();
  for (const message of chat.messages) {
    if (message.role === 'user') {
      list.append(element('li', { className: 'message user' }, element('div', { className: 'who', text: 'You' }), element('div', { className: 'text', text: message.text })));
      continue;
    }
    const view = answerView();
    renderMarkdown(view.text, message.text);
    for (const trace of message.traces ?? []) addTrace(view, trace);
    if (message.sources) addSources(view, message.sources);
    if (message.injectionSources) addInjectionNotice(view, message.injectionSources, message.injectionNotice);
    for (const warning of message.warnings ?? []) addWarning(view, warning);
    if (message.offeredToolIds) addOffered(view, message.offeredToolIds);
    list.append(view.item);
  }
}

async function openChat(id, push) {
  state.chatId = id;
  const chat = await (await api('GET', '/api/chats/' + id)).json();
  state.chat = chat;
  if (push) history.pushState({}, '', '/chats/' + id);
  renderRequirements(chat);
  renderTools(chat);
  renderMessages(chat);
  await loadChatList();
  $('chat').setAttribute('aria-busy', 'false');
  // The message box opens once a chat is loaded, so nothing typed earlier goes nowhere.
  $('message').disabled = false;
  $('send').disabled = state.busy;
  document.title = chat.title + ' – Toolgate demo chat';
}

async function newChat() {
  const chat = await (await api('POST', '/api/chats', {})).json();
  await openChat(chat.id, true);
  $('message').focus();
}

async function send(text) {
  if (state.busy || text.trim() === '') return;
  state.busy = true;
  $('send').disabled = true;
  $('chat').setAttribute('aria-busy', 'true');
  const list = $('messages');
  list.append(element('li', { className: 'message user' }, element('div', { className: 'who', text: 'You' }), element('div', { className: 'text', text })));
  const view = answerView();
  list.append(view.item);
  const status = $('status');
  status.textContent = 'Thinking…';
  try {
    const response = await api('POST', '/api/chats/' + state.chatId + '/messages', { text });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (line.trim() !== '') handleEvent(view, JSON.parse(line));
      }
    }
  } catch (error) {
    addWarning(view, 'The answer could not be completed: ' + error.message);
  } finally {
    status.textContent = '';
    state.busy = false;
    $('send').disabled = false;
    $('chat').setAttribute('aria-busy', 'false');
    view.item.setAttribute('data-complete', 'true');
    await loadChatList();
  }
}

function handleEvent(view, event) {
  const status = $('status');
  switch (event.type) {
    case 'text': renderMarkdown(view.text, (view.text.dataset.markdown ?? '') + event.text); break;
    case 'tool-started': status.textContent = 'Using tool: ' + event.toolNames.join(', ') + '…'; break;
    case 'tool-finished': status.textContent = 'Thinking…'; break;
    case 'trace': addTrace(view, event.trace); status.textContent = 'Thinking…'; break;
    case 'sources': addSources(view, event.sources); break;
    case 'injection': addInjectionNotice(view, event.sources, event.message); break;
    case 'warning': addWarning(view, event.message); break;
    case 'failed': addWarning(view, 'The answer failed (' + event.code + '): ' + event.message); break;
    case 'done':
      addOffered(view, event.offeredToolIds);
      renderRequirements({ requiredProviderConfidence: event.requiredProviderConfidence, requiredDataSecurity: event.requiredDataSecurity });
      break;
  }
}

async function start() {
  $('new-chat').addEventListener('click', () => newChat());
  $('composer').addEventListener('submit', (event) => {
    event.preventDefault();
    const box = $('message');
    const text = box.value;
    box.value = '';
    send(text);
  });
  $('message').addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      $('composer').requestSubmit();
    }
  });
  window.addEventListener('popstate', () => {
    const id = chatIdFromLocation();
    if (id) openChat(id, false);
  });
  const chats = await loadChatList();
  const id = chatIdFromLocation() ?? chats[0]?.id;
  if (id) await openChat(id, chatIdFromLocation() === undefined);
  else await newChat();
}

start().catch((error) => {
  $('status').textContent = 'The chat could not start: ' + error.message;
});
`;
