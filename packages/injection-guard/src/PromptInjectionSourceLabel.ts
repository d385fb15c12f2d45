import type { PromptInjectionSource } from '@toolgate/core';

function fileName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] || path;
}

/** A short label of a source for people: the URL, a file's name (not its path), a data source's name. */
export function describePromptInjectionSource(source: PromptInjectionSource): string {
  switch (source.kind) {
    case 'web-content':
      return source.url;
    case 'file':
      return fileName(source.path);
    case 'chat-attachment':
      return fileName(source.name);
    case 'retrieval-context':
      return source.dataSourceName ?? source.dataSourceId;
    case 'data-source-description':
      return `description of ${source.dataSourceName ?? source.dataSourceId}`;
    case 'other':
      return source.label;
    default:
      return 'unknown source';
  }
}

/** A key equal for equal sources: texts that share it are reported together. */
export function promptInjectionSourceKey(source: PromptInjectionSource): string {
  switch (source.kind) {
    case 'web-content':
      return `web-content\u0000${source.url}`;
    case 'file':
      return `file\u0000${source.path}`;
    case 'chat-attachment':
      return `chat-attachment\u0000${source.name}`;
    case 'retrieval-context':
    case 'data-source-description':
      return `${source.kind}\u0000${source.dataSourceId}`;
    case 'other':
      return `other\u0000${source.label}`;
    default:
      return 'unknown';
  }
}
