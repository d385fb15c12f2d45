import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../test/launchChromium.js';
import { type ServeProcess, startServeProcess } from '../../test/startServeProcess.js';

const INJECTED_PAGE = 'http://toolgate-demo.example/release-notes.html';

let browser: LaunchedChromium;
let home: string;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  home = await mkdtemp(join(tmpdir(), 'toolgate-serve-browser-'));
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await browser?.close();
  if (home !== undefined) await rm(home, { recursive: true, force: true });
});

/** `toolgate serve` on its offline default: no provider, the offline demo model and the demo site. */
async function serve(): Promise<ServeProcess> {
  const server = await startServeProcess(['--data-dir', join(home, 'data')], {
    HOME: home,
    TOOLGATE_DATA_DIR: '',
    TOOLGATE_CONFIG: '',
    TOOLGATE_PROVIDER: '',
    TOOLGATE_BASE_URL: '',
    TOOLGATE_MODEL: '',
  });
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

describe('the web chat in Chromium, on the offline default', () => {
  it('reads a demo page with its trace, sources and injection notice, drops a switched-off tool, and keeps the chat over a restart', async () => {
    const first = await serve();
    const page = await browser.context.newPage();
    await page.goto(first.url);
    await page.getByText('Offline demo model', { exact: false }).first().waitFor();
    const readTool = page.getByRole('checkbox', { name: 'Read web page' });
    await readTool.waitFor();
    expect(await readTool.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Web search' }).isChecked()).toBe(true);
    expect(await page.locator('#required-confidence').textContent()).toBe('NONE');

    await recordStatus(page);
    await sendAndWait(page, `What is new? ${INJECTED_PAGE}`, 1);
    const answer = page.locator('.message.assistant').nth(0);
    expect((await answer.locator('.text').textContent())?.trim()).not.toBe('');
    const statusSeen = (await page.evaluate('window.statusSeen')) as string[];
    expect(statusSeen).toContain('Using tool: Read web page…');

    const traces = answer.locator('details.traces');
    await traces.locator('summary').first().click();
    expect(await traces.locator('summary').first().textContent()).toBe('Tool calls (1)');
    expect(await traces.locator('.trace strong').first().textContent()).toBe('1. read_web_page');
    expect(await traces.locator('.badge').first().textContent()).toBe('SUCCESS');
    expect(await traces.locator('dd').first().textContent()).toContain(`url = ${INJECTED_PAGE}`);
    await traces.getByText('What the tool returned to the model').first().click();
    expect((await traces.locator('pre').first().textContent())?.length).toBeGreaterThan(50);

    const sources = answer.getByRole('region', { name: 'Sources used by tools' });
    expect(
      await sources.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toContain(INJECTED_PAGE);
    const notices = answer.locator('.notice');
    expect(await notices.count()).toBe(1);
    expect(await notices.textContent()).toContain(INJECTED_PAGE);
    expect(await answer.locator('.offered').textContent()).toContain('read_web_page');

    // Switch read_web_page off. Confluence search needs it, so it stays on until that is off too.
    await readTool.uncheck();
    await page
      .getByRole('status')
      .getByText('Tools saved. Read web page stays on: another selected tool needs it.')
      .waitFor();
    expect(await page.getByRole('checkbox', { name: 'Read web page' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Search Confluence' }).uncheck();
    await page.getByRole('status').getByText('Tools saved.', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Read web page' }).uncheck();
    await page.getByRole('status').getByText('Tools saved.', { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Read web page' }).isChecked()).toBe(false);
    await sendAndWait(page, `And again: ${INJECTED_PAGE}`, 2);
    const second = page.locator('.message.assistant').nth(1);
    expect(await second.locator('.offered').textContent()).not.toContain('read_web_page');
    expect(await second.locator('.trace strong').allTextContents()).not.toContain('1. read_web_page');

    // Restart the server: the chat is listed and opens with its messages, tool choice and notice.
    await first.stop();
    const restarted = await serve();
    await page.goto(restarted.url);
    await page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: /What is new\?/ })
      .waitFor();
    await page.locator('.message.assistant').nth(1).waitFor();
    expect(await page.locator('.message.user .text').allTextContents()).toEqual([
      `What is new? ${INJECTED_PAGE}`,
      `And again: ${INJECTED_PAGE}`,
    ]);
    expect(await page.getByRole('checkbox', { name: 'Read web page' }).isChecked()).toBe(false);
    const restored = page.locator('.message.assistant').nth(0);
    expect(await restored.locator('.badge').first().textContent()).toBe('SUCCESS');
    expect(await restored.locator('.notice').textContent()).toContain(INJECTED_PAGE);
    await page.close();
  });
});
