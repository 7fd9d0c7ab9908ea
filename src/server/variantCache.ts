import type { VariantTemplate } from './variantTemplate';

export interface RendererOptions {
  /**
   * How many variants the renderer keeps compiled (an element in one locale, signed in or out, with
   * one set of the page's other settings), least recently used first out. Default 500; 0 renders
   * every element anew for every page (the same HTML, at many times the cost).
   */
  maxVariants?: number;
  /** The most the kept variants may take, in bytes (two a character). Default 64 MiB. */
  maxBytes?: number;
}

/** A variant as it is kept: its template, or null where it renders anew (variantTemplate). */
type Kept = Promise<VariantTemplate | null>;

const DEFAULTS = { maxVariants: 500, maxBytes: 64 * 1024 * 1024 };
let bounds = { ...DEFAULTS };
const kept = new Map<string, { variant: Kept; bytes: number }>();
let keptBytes = 0;

/**
 * Sets how much of its compiled HTML the server renderer keeps (RendererOptions); what is kept
 * beyond the new bounds is let go at once.
 *
 * ```js
 * import { configureRenderer } from 'marquee-site-chrome/server';
 * configureRenderer({ maxVariants: 100 });
 * ```
 */
export function configureRenderer(options: RendererOptions = {}): void {
  const count = (value: number | undefined, fallback: number) => (value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : fallback);
  bounds = { maxVariants: count(options.maxVariants, DEFAULTS.maxVariants), maxBytes: count(options.maxBytes, DEFAULTS.maxBytes) };
  trim();
}

/** Whether variants are kept at all. */
export const keepsVariants = () => bounds.maxVariants > 0;

/** How many variants the renderer keeps compiled, and the bytes they take (configureRenderer's bounds). */
export const keptVariants = () => ({ variants: kept.size, bytes: keptBytes });

function trim(): void {
  while (kept.size > bounds.maxVariants || keptBytes > bounds.maxBytes) {
    const [oldest] = kept.keys();
    if (oldest === undefined) return;
    drop(oldest);
  }
}

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.bytes;
}

/**
 * The variant kept under `key`, now the most recently used; else `compile`'s, kept. Two requests
 * for a variant not yet compiled share one compilation.
 */
export function keptVariant(key: string, compile: () => Kept): Kept {
  const entry = kept.get(key);
  if (entry) {
    kept.delete(key);
    kept.set(key, entry);
    return entry.variant;
  }
  const variant = compile();
  const placed = { variant, bytes: 2 * key.length };
  kept.set(key, placed);
  keptBytes += placed.bytes;
  trim();
  void variant.then(
    (template) => {
      // Counted once its size is known, if it is still kept.
      if (kept.get(key) !== placed || !template) return;
      const size = 2 * template.texts.reduce((sum, text) => sum + text.length, 0);
      placed.bytes += size;
      keptBytes += size;
      trim();
    },
    () => {
      // A render that failed is not kept: the next request tries again (and fails as it would have).
      if (kept.get(key) === placed) drop(key);
    },
  );
  return variant;
}
