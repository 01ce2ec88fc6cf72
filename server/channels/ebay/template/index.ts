// The eBay listing description: the seller's template settings (a built-in style or their own
// HTML/CSS, the footer) rendered over an item's description data, sanitised as eBay requires.
// Pure. The adapter lists with it; the listing view's preview and the settings page's preview
// (GraphQL) show exactly the same HTML.
import type { UserSettings } from '../../../modules/accounts/user-settings.ts';
import type { InventoryItemRow } from '../../../modules/inventory/inventory.service.ts';
import { sanitizeDescription } from '../../../html/description.ts';
import { detailsOf, editsOf, listingImages } from '../../item-content.ts';
import { type CompiledTemplate, compileTemplate } from './engine.ts';
import { TemplateCompileError } from './errors.ts';
import { sanitizeCss, sanitizeTemplateHtml } from './sanitize.ts';
import { FOOTER_CSS, FOOTER_TEMPLATE, styleTemplate, TEMPLATE_STYLES, type TemplateStyle } from './styles.ts';

export { TemplateCompileError, TEMPLATE_ERROR_MESSAGE } from './errors.ts';
export { TEMPLATE_STYLES, type TemplateStyle } from './styles.ts';

export interface FooterBoilerplate {
  title_1: string;
  title_2: string;
  title_3: string;
  details_1: string;
  details_2: string;
  details_3: string;
}

export interface TemplateSettings {
  style: TemplateStyle;
  showFooter: boolean;
  boilerplate: FooterBoilerplate;
  /** The seller's own template; blank html = the style (the CSS still applies on top of it). */
  custom: { html: string; css: string };
}

/** 001 §3 "Description template data" (plus brand, all images and flags for the built-in styles). */
export interface DescriptionData {
  main_image: string;
  title: string;
  /** Sanitised HTML. */
  user_description: string;
  variant_specifics: { dimension: string; value: string }[];
  feature_bullets: string[];
  product_details: { name: string; value: string }[];
  images: string[];
  brand: string;
}

/** Unsaved edits of the listing view: what the preview shows instead of the stored values. */
export interface DescriptionDraft {
  title?: string | null;
  description?: string | null;
  images?: readonly string[] | null;
  featureBullets?: readonly string[] | null;
  productDetails?: readonly { name: string; value: string }[] | null;
}

/**
 * The variables a template may use (001 §3 "Description template data", with the footer): main_image,
 * title, user_description (HTML: print it with `| raw`), brand, images, feature_bullets,
 * variant_specifics (dimension, value), product_details (name, value), show_footer, footer (HTML:
 * ListBridge's footer, empty when off; `| raw`), title_1..3, details_1..3.
 */
export const TEMPLATE_VARIABLES: ReadonlySet<string> = new Set([
  'main_image',
  'title',
  'user_description',
  'brand',
  'images',
  'feature_bullets',
  'variant_specifics',
  'product_details',
  'show_footer',
  'footer',
  'title_1',
  'title_2',
  'title_3',
  'details_1',
  'details_2',
  'details_3',
]);
const FOOTER_FIELDS = new Set(['footer', 'show_footer', 'title_1', 'title_2', 'title_3', 'details_1', 'details_2', 'details_3']);

/** The template settings of a seller's settings (defaults already filled in). */
export function templateSettingsOf(
  s: Pick<UserSettings, 'listing_template_style' | 'show_footer' | 'listing_template_boilerplate' | 'custom_template'>,
): TemplateSettings {
  const style = (TEMPLATE_STYLES as readonly string[]).includes(s.listing_template_style) ? s.listing_template_style : 'basic';
  return {
    style,
    showFooter: s.show_footer !== false,
    boilerplate: { ...s.listing_template_boilerplate },
    custom: { html: s.custom_template?.html ?? '', css: s.custom_template?.css ?? '' },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const texts = (v: unknown) => (Array.isArray(v) ? v : []).map((x) => (typeof x === 'string' ? x.trim() : '')).filter(Boolean);
const pairs = <K extends string>(v: unknown, a: K, b: 'value') =>
  (Array.isArray(v) ? v : [])
    .filter((x): x is Record<string, unknown> => !!x && typeof x === 'object')
    .map((x) => ({ [a]: String(x[a] ?? '').trim(), value: String(x[b] ?? '').trim() }) as Record<K | 'value', string>)
    .filter((x) => x.value !== '');

/** An item's description data: the seller's edits (and the draft's) over Amazon's catalogue data. */
export function descriptionData(item: InventoryItemRow, draft: DescriptionDraft = {}): DescriptionData {
  const d = detailsOf(item) as ReturnType<typeof detailsOf> & { variant_specifics?: unknown };
  const e = editsOf(item) as ReturnType<typeof editsOf> & { user_description?: unknown; feature_bullets?: unknown; variant_specifics?: unknown };
  const own = draft.description ?? (typeof e.description === 'string' ? e.description : typeof e.user_description === 'string' ? e.user_description : null);
  const user_description = (own && sanitizeDescription(own)) || (d.product_description?.trim() ? `<p>${escapeHtml(d.product_description.trim())}</p>` : '');
  const images = draft.images ? [...listingImages({ ...item, userEditedDetails: { ...e, images: [...draft.images] } })] : listingImages(item);
  return {
    main_image: images[0] ?? '',
    // A title cleared in the draft goes back to Amazon's, as saving it would.
    title: (draft.title == null ? e.title || item.title : draft.title.trim() || item.title).trim(),
    user_description,
    variant_specifics: pairs(e.variant_specifics ?? d.variant_specifics, 'dimension', 'value'),
    feature_bullets: texts(draft.featureBullets ?? e.feature_bullets ?? d.feature_bullets),
    product_details: pairs(draft.productDetails ?? e.product_details ?? d.product_details, 'name', 'value'),
    images,
    brand: d.brand?.trim() ?? '',
  };
}

/** Example data for the settings page's preview when no item is chosen. */
export const SAMPLE_DESCRIPTION_DATA: DescriptionData = {
  main_image: '',
  title: 'Stainless Steel Insulated Water Bottle, 750 ml',
  user_description:
    '<p>Keeps drinks cold for 24 hours and hot for 12. Double-walled stainless steel, a leak-proof lid and a powder-coated finish that will not sweat in your bag.</p>',
  variant_specifics: [{ dimension: 'Colour', value: 'Midnight Blue' }],
  feature_bullets: ['Double-wall vacuum insulation', 'Leak-proof screw lid', 'BPA-free and dishwasher safe'],
  product_details: [
    { name: 'Brand', value: 'ListBridge Sample' },
    { name: 'Capacity', value: '750 ml' },
    { name: 'Material', value: 'Stainless steel' },
  ],
  images: [],
  brand: 'ListBridge Sample',
};

/** eBay's limit of listingDescription (Inventory API: 500,000 characters). */
export const MAX_DESCRIPTION = 500_000;

export interface DescriptionRenderer {
  render(data: DescriptionData): string;
}

const footerTemplate = compileTemplate(FOOTER_TEMPLATE);
const builtIn = new Map<TemplateStyle, CompiledTemplate>();
const styleCompiled = (style: TemplateStyle) => {
  let t = builtIn.get(style);
  if (!t) builtIn.set(style, (t = compileTemplate(styleTemplate(style).html)));
  return t;
};

/** <style> elements of rendered custom HTML: their CSS joins the seller's CSS (sanitised with it). */
function takeStyleElements(html: string): { html: string; css: string } {
  let css = '';
  const rest = html.replace(/<style\b[^>]*>([\s\S]*?)(?:<\/style\s*>|$)/gi, (_m, text: string) => {
    css += `\n${text}`;
    return '';
  });
  return { html: rest, css };
}

/**
 * Compiles the seller's template once (a broken custom template throws TemplateCompileError here,
 * before anything is sent anywhere); the renderer then describes any number of items, and throws
 * TemplateCompileError for an item the template cannot render (e.g. an unknown variable).
 */
export function descriptionRenderer(settings: TemplateSettings): DescriptionRenderer {
  const customHtml = settings.custom.html.trim();
  const custom = customHtml ? compileTemplate(customHtml) : null;
  // A misspelt variable is found now, for every item alike, rather than item by item.
  const unknown = custom && [...custom.names].find((n) => !TEMPLATE_VARIABLES.has(n));
  if (unknown) throw new TemplateCompileError(`undefined variable: ${unknown}`);
  const template = custom ?? styleCompiled(settings.style);
  // A custom template that places no footer field gets ListBridge's footer after it.
  const appendFooter = !!custom && settings.showFooter && ![...custom.names].some((n) => FOOTER_FIELDS.has(n));
  const baseCss = custom ? FOOTER_CSS : styleTemplate(settings.style).css;
  const b = settings.boilerplate;
  const blocks = ([1, 2, 3] as const)
    .map((n) => ({ title: (b[`title_${n}`] ?? '').trim(), details: (b[`details_${n}`] ?? '').trim() }))
    .filter((x) => x.title || x.details);
  const footer = settings.showFooter && blocks.length ? footerTemplate.render({ footer_blocks: blocks }) : '';
  return {
    render(data) {
      const body = template.render({
        ...data,
        show_footer: settings.showFooter,
        footer,
        ...b,
      });
      const { html, css } = takeStyleElements(body);
      const cleanCss = sanitizeCss(`${baseCss}\n${settings.custom.css}\n${css}`);
      const cleanHtml = sanitizeTemplateHtml(appendFooter ? `<div class="lb-listing">${html}${footer}</div>` : html).trim();
      const out = `${cleanCss ? `<style>\n${cleanCss}\n</style>\n` : ''}${cleanHtml}`;
      if (out.length > MAX_DESCRIPTION)
        throw new TemplateCompileError(`The description is longer than eBay's ${MAX_DESCRIPTION.toLocaleString('en-GB')} characters`);
      return out;
    },
  };
}

/** One description (the previews); throws TemplateCompileError for a broken custom template. */
export function renderDescription(settings: TemplateSettings, data: DescriptionData): string {
  return descriptionRenderer(settings).render(data);
}

/** For callers that show the failure instead of throwing it. */
export function tryRenderDescription(settings: TemplateSettings, data: DescriptionData): { html: string } | { error: TemplateCompileError } {
  try {
    return { html: renderDescription(settings, data) };
  } catch (err) {
    if (err instanceof TemplateCompileError) return { error: err };
    throw err;
  }
}
