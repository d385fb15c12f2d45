/** How a client logs in to an ERI server (`AuthMethod`). */
export type EriAuthMethod = 'NONE' | 'KERBEROS' | 'USERNAME_PASSWORD' | 'TOKEN';

/** Which credential goes into which request header (`AuthField`). */
export type EriAuthField = 'NONE' | 'USERNAME' | 'PASSWORD' | 'TOKEN' | 'KERBEROS_TICKET';

/** The kind of a content (`ContentType`). */
export type EriContentType = 'NONE' | 'UNKNOWN' | 'TEXT' | 'IMAGE' | 'VIDEO' | 'AUDIO' | 'SPEECH';

/** Who wrote a content block (`Role`). */
export type EriRole = 'NONE' | 'UNKNOWN' | 'SYSTEM' | 'USER' | 'AI' | 'AGENT';

/** Which providers may receive the data (`ProviderType`, version 1.0 security). */
export type EriProviderType = 'NONE' | 'ANY' | 'SELF_HOSTED';

/** One accepted login method and the header names its credentials travel in. */
export interface EriAuthScheme {
  readonly authMethod: EriAuthMethod;
  readonly authFieldMappings: readonly { readonly authField: EriAuthField; readonly fieldName: string }[];
}

/** `GET /dataSource`. */
export interface EriDataSourceInfo {
  readonly name: string;
  readonly description: string;
}

/** One embedding a server uses (informational). */
export interface EriEmbeddingInfo {
  readonly embeddingType: string;
  readonly embeddingName: string;
  readonly description: string;
  readonly usedWhen: string;
  readonly link: string | null;
}

/** One retrieval process a server offers (`RetrievalInfo`, version 1). */
export interface EriRetrievalInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly link: string | null;
  readonly parametersDescription: Readonly<Record<string, string>> | null;
  readonly embeddings: readonly EriEmbeddingInfo[];
}

/** One block of the conversation sent with a retrieval. */
export interface EriContentBlock {
  readonly content: string;
  readonly role: EriRole;
  readonly type: EriContentType;
}

/** The body of `POST /retrieval` (version 1.0). */
export interface EriRetrievalRequest {
  readonly latestUserPrompt: string;
  readonly latestUserPromptType: EriContentType;
  readonly thread: { readonly contentBlocks: readonly EriContentBlock[] };
  readonly retrievalProcessId: string | null;
  readonly parameters: Readonly<Record<string, string>> | null;
  /** Upper bound on returned contexts; below 1 means "as many as appropriate". */
  readonly maxMatches: number;
}

/** One context a retrieval returned (version 1.0). */
export interface EriContext {
  readonly name: string;
  readonly category: string;
  readonly path: string | null;
  readonly type: EriContentType;
  readonly matchedContent: string;
  readonly surroundingContent: readonly string[];
  readonly links: readonly string[];
}

/** `GET /security/requirements` (version 1.0). */
export interface EriSecurityRequirements {
  readonly allowedProviderType: EriProviderType;
}
