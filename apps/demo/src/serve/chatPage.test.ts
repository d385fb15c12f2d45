import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../test/launchChromium.js';
import { type ServeProcess, startServeProcess } from '../../test/startServeProcess.js';

let browser: LaunchedChromium;
let provider: MockProvider;
let dataDirectory: string;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  provider = await startMockProvider({
    repeat: true,
    script: {
      turns: [
        {
          text: 'Let me look at the clock in Tokyo.',
          toolCalls: [{ name: 'current_time', arguments: { timeZone: 'Asia/Tokyo' } }],
        },
        { text: 'It is late evening in Tokyo.', chunking: { textChunkSize: 5 } },
        // The chat's second message (its history has an answer, so the script goes on here).
        { text: 'Without a clock tool I cannot tell.' },
      ],
    },
  });
  dataDirectory = await mkdtemp(join(tmpdir(), 'toolgate-serve-browser-'));
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await browser?.close();
  await provider?.close();
  if (dataDirectory !== undefined) await rm(dataDirectory, { recursive: true, force: true });
});

async function serve(): Promise<ServeProcess> {
  const server = await startServeProcess([
    '--data-dir',
    dataDirectory,
    '--provider',
    'openai-chat',
    '--base-url',
    `${provider.url}/v1`,
    '--model',
    'mock-model',
  ]);
  servers.push(server);
  return server;
}

/** Records every text the live status line shows, so a passing "Using tool" is seen without timing. */
async function recordStatus(page: Page): Promise<void> {
  // Each textContent assignment adds a new text node that keeps the text it was set to. (A string:
  // the tests' TypeScript has no DOM types.)
  await page.evaluate(`(() => {
    const seen = [];
    window.statusSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) seen.push(node.textContent);
    }).observe(document.getElementById('status'), { childList: true });
  })()`);
}

async function sendAndWait(page: Page, text: string, answerNumber: number): Promise<void> {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await page.locator(`.message.assistant[data-complete="true"] >> nth=${answerNumber - 1}`).waitFor();
}

describe('the web chat in Chromium', () => {
  it('streams an answer with its trace and sources, drops a switched-off tool, and keeps the chat over a restart', async () => {
    const first = await serve();
    const page = await browser.context.newPage();
    await page.goto(first.url);
    const toolBox = page.getByRole('checkbox', { name: 'Current time' });
    await toolBox.waitFor();
    expect(await toolBox.isChecked()).toBe(true);
    await expect(page.locator('#required-confidence').textContent()).resolves.toBe('NONE');

    await recordStatus(page);
    await sendAndWait(page, 'What time is it in Tokyo?', 1);
    const answer = page.locator('.message.assistant').nth(0);
    expect(await answer.locator('.text').textContent()).toBe(
      'Let me look at the clock in Tokyo.\n\nIt is late evening in Tokyo.',
    );
    const statusSeen = (await page.evaluate('window.statusSeen')) as string[];
    expect(statusSeen).toContain('Using tool: Current time…');

    const traces = answer.locator('details.traces');
    await traces.locator('summary').first().click();
    expect(await traces.locator('summary').first().textContent()).toBe('Tool calls (1)');
    expect(await traces.locator('.badge').textContent()).toBe('SUCCESS');
    expect(await traces.locator('dd').first().textContent()).toBe('timeZone = Asia/Tokyo');
    await traces.getByText('What the tool returned to the model').click();
    expect(await traces.locator('pre').textContent()).toContain('Asia/Tokyo');
    expect(await answer.getByRole('region', { name: 'Sources used by tools' }).textContent()).toContain(
      'Sources used by tools',
    );
    expect(await answer.locator('.offered').textContent()).toBe('Tools offered to the model: current_time');

    // Switch the tool off: the next request to the model no longer carries it.
    const requestsBefore = provider.requests.length;
    await toolBox.uncheck();
    await page.getByRole('status').getByText('Tools saved.').waitFor();
    await sendAndWait(page, 'And now?', 2);
    expect(await page.locator('.message.assistant').nth(1).locator('.offered').textContent()).toBe(
      'Tools offered to the model: none',
    );
    const laterRequests = provider.requests.slice(requestsBefore);
    expect(laterRequests.length).toBeGreaterThan(0);
    for (const request of laterRequests) expect((request.body as { tools?: unknown[] }).tools ?? []).toEqual([]);

    // Restart the server: the chat is listed and opens with its messages and its tool choice.
    await first.stop();
    const second = await serve();
    await page.goto(second.url);
    const chatLink = page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: 'What time is it in Tokyo?' });
    await chatLink.waitFor();
    await page.locator('.message.assistant').nth(1).waitFor();
    expect(await page.locator('.message.user .text').allTextContents()).toEqual([
      'What time is it in Tokyo?',
      'And now?',
    ]);
    expect(await page.getByRole('checkbox', { name: 'Current time' }).isChecked()).toBe(false);
    expect(await page.locator('.message.assistant').nth(0).locator('.badge').textContent()).toBe('SUCCESS');
    await page.close();
  });
});
