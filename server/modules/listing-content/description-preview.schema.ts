// Previews of the eBay description (001 §2.12: the listing view's live preview in a 600px frame;
// the eBay Advanced Settings page's template sections). Both render with the very code the eBay
// adapter lists with (server/channels/ebay/template), so the preview is what buyers will see; a
// broken custom template answers TemplateCompileError ('Error compiling template' and the reason).
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import {
  type DescriptionData,
  descriptionData,
  type DescriptionDraft,
  SAMPLE_DESCRIPTION_DATA,
  TEMPLATE_STYLES,
  TemplateCompileError,
  type TemplateSettings,
  templateSettingsOf,
} from '../../channels/ebay/template/index.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import { InventoryItemNotFoundError } from '../inventory/inventory.errors.ts';
import { InventoryItemRef, ProductDetailInput } from '../inventory/inventory.schema.ts';
import { getItem } from '../inventory/inventory.service.ts';

errorType(TemplateCompileError, 'TemplateCompileError', (t) => ({
  reason: t.exposeString('reason', { description: 'What is wrong with the custom template, for the seller (e.g. "undefined variable: price").' }),
}));

const DescriptionPreviewType = builder.objectRef<{ html: string }>('DescriptionPreview').implement({
  description: 'A rendered eBay description: sanitised HTML with its <style> block, to show in a sandboxed frame.',
  fields: (t) => ({
    html: t.exposeString('html', { description: 'A <style> block, then the description HTML (at most one of each; no scripts, frames or remote includes).' }),
  }),
});

const TemplateStyleEnum = builder.enumType('ListingTemplateStyle', {
  description: 'The built-in description styles (settings.listing_template_style).',
  values: TEMPLATE_STYLES,
});

const BoilerplateInput = builder.inputType('ListingTemplateBoilerplateInput', {
  description: 'settings.listing_template_boilerplate: the footer blocks; a field left out keeps the saved value.',
  fields: (t) => ({
    title1: t.string(),
    title2: t.string(),
    title3: t.string(),
    details1: t.string(),
    details2: t.string(),
    details3: t.string(),
  }),
});

const TemplateInput = builder.inputType('ListingTemplateInput', {
  description: "Template settings to preview (unsaved edits of the settings page); a field left out is the seller's saved setting.",
  fields: (t) => ({
    style: t.field({ type: TemplateStyleEnum, description: 'settings.listing_template_style.' }),
    showFooter: t.boolean({ description: 'settings.show_footer.' }),
    boilerplate: t.field({ type: BoilerplateInput }),
    customHtml: t.string({ description: 'settings.custom_template.html; blank = the style.' }),
    customCss: t.string({ description: 'settings.custom_template.css.' }),
  }),
});

const DraftInput = builder.inputType('DescriptionDraftInput', {
  description: "The listing view's unsaved edits; a field left out is the item's saved value.",
  fields: (t) => ({
    title: t.string(),
    description: t.string({ description: "The description editor's HTML (sanitised)." }),
    images: t.stringList(),
    featureBullets: t.stringList(),
    productDetails: t.field({ type: [ProductDetailInput] }),
  }),
});

type TemplateArg = typeof TemplateInput.$inferInput;
const MAX_TEMPLATE = 100_000;

/** The saved template settings with the input's unsaved changes over them. */
async function templateFor(ctx: GraphQLContext, userId: string, input: TemplateArg | null | undefined): Promise<TemplateSettings> {
  const saved = templateSettingsOf(await readUserSettings(ctx, userId));
  if (!input) return saved;
  const b = input.boilerplate ?? {};
  const html = input.customHtml ?? saved.custom.html;
  const css = input.customCss ?? saved.custom.css;
  if (html.length > MAX_TEMPLATE || css.length > MAX_TEMPLATE)
    throw new TemplateCompileError('The custom HTML and CSS may have at most 100,000 characters each');
  return {
    style: input.style ?? saved.style,
    showFooter: input.showFooter ?? saved.showFooter,
    boilerplate: {
      title_1: b.title1 ?? saved.boilerplate.title_1,
      title_2: b.title2 ?? saved.boilerplate.title_2,
      title_3: b.title3 ?? saved.boilerplate.title_3,
      details_1: b.details1 ?? saved.boilerplate.details_1,
      details_2: b.details2 ?? saved.boilerplate.details_2,
      details_3: b.details3 ?? saved.boilerplate.details_3,
    },
    custom: { html, css },
  };
}

/** Rendered in the worker-thread pool (description-render.pool.ts), never on the event loop. */
const preview = async (ctx: GraphQLContext, settings: TemplateSettings, data: DescriptionData) => ({
  html: await ctx.descriptionPreviews.render(settings, data),
});

builder.objectField(InventoryItemRef, 'ebayDescriptionPreview', (t) =>
  t.field({
    type: DescriptionPreviewType,
    description:
      "The item's eBay description as it would be listed: the seller's template over the item's data, with the draft's unsaved edits and the template input's unsaved settings when given.",
    errors: { types: [TemplateCompileError], directResult: true },
    args: { draft: t.arg({ type: DraftInput }), template: t.arg({ type: TemplateInput }) },
    resolve: async (item, a, ctx) => {
      const settings = await templateFor(ctx, item.userId, a.template);
      const draft: DescriptionDraft = {
        title: a.draft?.title,
        description: a.draft?.description,
        images: a.draft?.images,
        featureBullets: a.draft?.featureBullets,
        productDetails: a.draft?.productDetails,
      };
      return preview(ctx, settings, descriptionData(item, draft));
    },
  }),
);

builder.queryFields((t) => ({
  ebayTemplatePreview: t.field({
    type: DescriptionPreviewType,
    description:
      "The eBay Advanced Settings page's preview: template settings (saved ones with the input's changes) over one of the seller's items, or over sample data without itemId.",
    authScopes: ownerOf,
    errors: { types: [TemplateCompileError, InventoryItemNotFoundError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      template: t.arg({ type: TemplateInput }),
      itemId: t.arg.string({ description: "One of the seller's items (its raw id); none: sample data." }),
    },
    resolve: async (_root, a, ctx) => {
      const userId = me(ctx, a.userId);
      const settings = await templateFor(ctx, userId, a.template);
      const data = a.itemId ? descriptionData(await getItem(ctx, userId, a.itemId)) : SAMPLE_DESCRIPTION_DATA;
      return preview(ctx, settings, data);
    },
  }),
}));
