import { ConfidenceLevel, isConfidenceLevel } from './ConfidenceLevel.js';

/** The provider families confidence schemes rate (who runs the model, not which API it speaks). */
export const ProviderFamily = {
  OPEN_AI: 'OPEN_AI',
  ANTHROPIC: 'ANTHROPIC',
  MISTRAL: 'MISTRAL',
  GOOGLE: 'GOOGLE',
  X: 'X',
  DEEP_SEEK: 'DEEP_SEEK',
  ALIBABA_CLOUD: 'ALIBABA_CLOUD',
  PERPLEXITY: 'PERPLEXITY',
  OPEN_ROUTER: 'OPEN_ROUTER',
  FIREWORKS: 'FIREWORKS',
  GROQ: 'GROQ',
  HUGGINGFACE: 'HUGGINGFACE',
  HELMHOLTZ: 'HELMHOLTZ',
  GWDG: 'GWDG',
  HETZNER: 'HETZNER',
  /** A provider the organization runs itself (Ollama, vLLM, LM Studio, …). */
  SELF_HOSTED: 'SELF_HOSTED',
} as const;
/** One of the {@link ProviderFamily} values. */
export type ProviderFamily = (typeof ProviderFamily)[keyof typeof ProviderFamily];

/** True for one of the {@link ProviderFamily} values. */
export function isProviderFamily(value: unknown): value is ProviderFamily {
  return typeof value === 'string' && Object.hasOwn(ProviderFamily, value);
}

/** How an organization rates provider families. Each built-in scheme rates self-hosted providers HIGH. */
export const ConfidenceScheme = {
  /** Self-hosted HIGH, every other family MEDIUM. The default. */
  TRUST_ALL: 'TRUST_ALL',
  /** DeepSeek and Alibaba Cloud LOW, the others MEDIUM. */
  TRUST_USA_EUROPE: 'TRUST_USA_EUROPE',
  /** European families (Mistral, Helmholtz, GWDG, Hetzner) and DeepSeek, Alibaba Cloud LOW, the others MEDIUM. */
  TRUST_USA: 'TRUST_USA',
  /** European families MEDIUM, the others LOW. */
  TRUST_EUROPE: 'TRUST_EUROPE',
  /** DeepSeek and Alibaba Cloud MEDIUM, the others LOW. */
  TRUST_ASIA: 'TRUST_ASIA',
  /** Self-hosted HIGH, every other family VERY_LOW. */
  LOCAL_TRUST_ONLY: 'LOCAL_TRUST_ONLY',
  /** The organization's own level per family; a family it did not rate is UNKNOWN. */
  CUSTOM: 'CUSTOM',
} as const;
/** One of the {@link ConfidenceScheme} values. */
export type ConfidenceScheme = (typeof ConfidenceScheme)[keyof typeof ConfidenceScheme];

/** True for one of the {@link ConfidenceScheme} values. */
export function isConfidenceScheme(value: unknown): value is ConfidenceScheme {
  return typeof value === 'string' && Object.hasOwn(ConfidenceScheme, value);
}

/** A custom scheme: the level of each family the organization rated. */
export type CustomConfidenceLevels = Readonly<Partial<Record<string, ConfidenceLevel>>>;

const EUROPEAN: ReadonlySet<string> = new Set([
  ProviderFamily.MISTRAL,
  ProviderFamily.HELMHOLTZ,
  ProviderFamily.GWDG,
  ProviderFamily.HETZNER,
]);
const ASIAN: ReadonlySet<string> = new Set([ProviderFamily.DEEP_SEEK, ProviderFamily.ALIBABA_CLOUD]);

/**
 * The confidence level of a provider family under a scheme. A family no built-in scheme knows
 * (a string outside {@link ProviderFamily}) is UNKNOWN, never trusted by accident.
 *
 * @param customLevels - the organization's levels, used only by `CUSTOM`; a value that is no
 *   confidence level counts as not rated (UNKNOWN).
 */
export function getProviderConfidence(
  family: ProviderFamily | string,
  scheme: ConfidenceScheme,
  customLevels: CustomConfidenceLevels = {},
): ConfidenceLevel {
  if (scheme === ConfidenceScheme.CUSTOM) {
    // A level the organization misspelled counts as not rated, never as trusted.
    const level = Object.hasOwn(customLevels, family) ? customLevels[family] : undefined;
    return isConfidenceLevel(level) ? level : ConfidenceLevel.UNKNOWN;
  }
  if (family === ProviderFamily.SELF_HOSTED) return ConfidenceLevel.HIGH;
  if (!isProviderFamily(family)) return ConfidenceLevel.UNKNOWN;
  switch (scheme) {
    case ConfidenceScheme.TRUST_ALL:
      return ConfidenceLevel.MEDIUM;
    case ConfidenceScheme.TRUST_USA_EUROPE:
      return ASIAN.has(family) ? ConfidenceLevel.LOW : ConfidenceLevel.MEDIUM;
    case ConfidenceScheme.TRUST_USA:
      return ASIAN.has(family) || EUROPEAN.has(family) ? ConfidenceLevel.LOW : ConfidenceLevel.MEDIUM;
    case ConfidenceScheme.TRUST_EUROPE:
      return EUROPEAN.has(family) ? ConfidenceLevel.MEDIUM : ConfidenceLevel.LOW;
    case ConfidenceScheme.TRUST_ASIA:
      return ASIAN.has(family) ? ConfidenceLevel.MEDIUM : ConfidenceLevel.LOW;
    case ConfidenceScheme.LOCAL_TRUST_ONLY:
      return ConfidenceLevel.VERY_LOW;
    default:
      return ConfidenceLevel.UNKNOWN;
  }
}
