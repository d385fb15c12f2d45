import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLI } from '../../test/builtCli.js';
import { captureCliIo } from '../../test/captureCliIo.js';
import { runCli } from '../runCli.js';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'toolgate-mcp-cli-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('toolgate mcp', () => {
  it('serves the demo registry over stdio to the SDK client, with nothing but the protocol on stdout', async () => {
    const config = join(folder, 'mcp.json');
    await writeFile(config, JSON.stringify({ clientConfidence: 'medium', tools: ['current_time'] }));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BUILT_CLI, 'mcp', '--config', config],
      env: { PATH: process.env['PATH'] ?? '', TOOLGATE_DATA_DIR: join(folder, 'no-data') },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const protocolErrors: Error[] = [];
    const client = new Client({ name: 'cli-test', version: '1' });
    client.onerror = (error) => protocolErrors.push(error);
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['current_time']);
    const result = await client.callTool({ name: 'current_time', arguments: { timeZone: 'Europe/Berlin' } });
    expect(result.isError).toBeFalsy();
    expect(JSON.stringify(result.content)).toContain('Europe/Berlin');
    const refused = await client.callTool({ name: 'current_time', arguments: { timeZone: 'Mars/Olympus' } });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain("Argument 'timeZone'");
    await client.close();
    // A line on stdout that is not JSON-RPC would have reached the client as an error.
    expect(protocolErrors).toEqual([]);
    expect(stderr).toContain('toolgate mcp: serving over stdio (client confidence MEDIUM).');
  });

  it('offers the folders of `toolgate index` through semantic_search, self-hosted ones only to a self-hosted client', async () => {
    const notes = join(folder, 'notes');
    const dataDir = join(folder, 'mcp-data');
    await mkdir(notes, { recursive: true });
    await writeFile(join(notes, 'rotation.md'), '# Key rotation\n\nThe signing keys rotate every ninety days.\n');
    await writeFile(join(notes, 'lunch.md'), '# Lunch\n\nThe canteen opens at noon.\n');
    expect(await runCli(['index', notes, '--name', 'notes', '--data-dir', dataDir], captureCliIo().io)).toBe(0);

    async function connect(extraArguments: readonly string[]): Promise<Client> {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [BUILT_CLI, 'mcp', '--data-dir', dataDir, '--tools', 'current_time', ...extraArguments],
        env: { PATH: process.env['PATH'] ?? '' },
        stderr: 'pipe',
      });
      const client = new Client({ name: 'cli-test', version: '1' });
      await client.connect(transport);
      return client;
    }

    // `toolgate index` keeps a folder for self-hosted providers by default: a client of unknown hosting gets no search.
    const cloudClient = await connect([]);
    expect((await cloudClient.listTools()).tools.map((tool) => tool.name)).toEqual(['current_time']);
    await cloudClient.close();

    const localClient = await connect(['--client-self-hosted']);
    const { tools } = await localClient.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['current_time', 'semantic_search']);
    expect(tools.find((tool) => tool.name === 'semantic_search')?.description).toContain('id=notes');
    const result = await localClient.callTool({ name: 'semantic_search', arguments: { query: 'signing keys rotate' } });
    expect(result.isError).toBeFalsy();
    const content = JSON.stringify(result.content);
    expect(content).toContain('ninety days');
    expect(content).toContain('resource_link');
    expect(content).toContain('rotation.md');
    await localClient.close();
  });

  it('serves Streamable HTTP on 127.0.0.1 with a bearer token and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [BUILT_CLI, 'mcp', '--http', '--bearer-token-env', 'MCP_TOKEN'], {
      env: {
        PATH: process.env['PATH'] ?? '',
        MCP_TOKEN: 'token-for-the-test',
        TOOLGATE_DATA_DIR: join(folder, 'no-data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const url = await new Promise<URL>((resolve, reject) => {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /serving (http:\/\/127\.0\.0\.1:\d+\/mcp) /.exec(stderr);
        if (match?.[1] !== undefined) resolve(new URL(match[1]));
      });
      child.once('exit', () => reject(new Error(`the CLI ended early: ${stderr}`)));
    });
    const refused = new Client({ name: 'cli-test', version: '1' });
    await expect(refused.connect(new StreamableHTTPClientTransport(url))).rejects.toThrow();

    const client = new Client({ name: 'cli-test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(url, {
        requestInit: { headers: { authorization: 'Bearer token-for-the-test' } },
      }),
    );
    // The default client confidence is UNKNOWN; current_time asks for none.
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('current_time');
    await client.close();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toBe('');
  });

  it('refuses a bad confidence level, an unknown setting and HTTP options without --http', async () => {
    const badLevel = captureCliIo();
    expect(await runCli(['mcp', '--client-confidence', 'trusted'], badLevel.io)).toBe(2);
    expect(badLevel.err()).toContain(
      "--client-confidence must be one of NONE, UNTRUSTED, UNKNOWN, VERY_LOW, LOW, MODERATE, MEDIUM, HIGH, got 'trusted'",
    );
    const unknownSetting = captureCliIo();
    expect(await runCli(['mcp', '--setting', 'nope.field=1'], unknownSetting.io)).toBe(2);
    expect(unknownSetting.err()).toContain("--setting names an unknown tool 'nope'");
    const portWithoutHttp = captureCliIo();
    expect(await runCli(['mcp', '--port', '8931'], portWithoutHttp.io)).toBe(2);
    expect(portWithoutHttp.err()).toContain('--port and --bearer-token-env need --http');
    for (const run of [badLevel, unknownSetting, portWithoutHttp]) expect(run.out()).toBe('');
  });
});
