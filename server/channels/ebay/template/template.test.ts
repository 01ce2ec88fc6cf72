// Description templates: each built-in style shows the item's data and the footer (or not), the
// seller's custom template is sanitised as eBay requires, and a broken one is refused with
// 'Error compiling template' and its reason.
import { describe, expect, it } from 'vitest';
import { USER_SETTINGS_DEFAULTS } from '../../../modules/accounts/user-settings.ts';
import type { InventoryItemRow } from '../../../modules/inventory/inventory.service.ts';
import { compileTemplate } from './engine.ts';
import {
  type DescriptionData,
  descriptionData,
  renderDescription,
  TEMPLATE_STYLES,
  TemplateCompileError,
  type TemplateSettings,
  templateSettingsOf,
  tryRenderDescription,
} from './index.ts';
import { sanitizeCss } from './sanitize.ts';

const data: DescriptionData = {
  main_image: 'https://img.example.com/pan.jpg',
  title: 'Cast Iron Skillet 26 cm & Lid',
  user_description: '<p>A <b>heavy</b> pan for searing.</p>',
  variant_specifics: [{ dimension: 'Colour', value: 'Matte Black' }],
  feature_bullets: ['Pre-seasoned', 'Oven safe to 260 °C'],
  product_details: [{ name: 'Material', value: 'Cast iron' }],
  images: ['https://img.example.com/pan.jpg'],
  brand: 'Forge & Co',
};

const defaults = templateSettingsOf(USER_SETTINGS_DEFAULTS);
const settings = (over: Partial<TemplateSettings> = {}): TemplateSettings => ({ ...defaults, ...over });
const custom = (html: string, css = '', over: Partial<TemplateSettings> = {}) => settings({ custom: { html, css }, ...over });

describe('defaults', () => {
  it('are the basic style with the footer on and the three spec titles, no custom template', () => {
    expect(defaults.style).toBe('basic');
    expect(defaults.showFooter).toBe(true);
    expect([defaults.boilerplate.title_1, defaults.boilerplate.title_2, defaults.boilerplate.title_3]).toEqual([
      'Quality Products',
      'Fast and Free Shipping',
      'Commitment',
    ]);
    for (const n of [1, 2, 3] as const) expect(defaults.boilerplate[`details_${n}`].length).toBeGreaterThan(20);
    expect(defaults.custom).toEqual({ html: '', css: '' });
  });
});

describe.each(TEMPLATE_STYLES)('the %s style', (style) => {
  it('shows the title (escaped), image, description, bullets, details and variant specifics', () => {
    const html = renderDescription(settings({ style }), data);
    expect(html).toContain('Cast Iron Skillet 26 cm &amp; Lid');
    expect(html).toContain('<img src="https://img.example.com/pan.jpg"');
    expect(html).toContain('<p>A <b>heavy</b> pan for searing.</p>');
    expect(html).toContain('<li>Pre-seasoned</li>');
    expect(html).toContain('<li>Oven safe to 260 °C</li>');
    expect(html).toMatch(/<th>Material<\/th><td>Cast iron<\/td>/);
    expect(html).toMatch(/<th>Colour<\/th><td>Matte Black<\/td>/);
    expect(html).toMatch(/^<style>[\s\S]*\.lb-[\s\S]*<\/style>/);
    expect(html).toContain(`lb-${style}`);
  });

  it('shows the footer when show_footer is on, with the seller’s own boilerplate, and not when off', () => {
    const on = renderDescription(settings({ style }), data);
    expect(on).toContain('<h3>Quality Products</h3>');
    expect(on).toContain('<h3>Fast and Free Shipping</h3>');
    expect(on).toContain('<h3>Commitment</h3>');
    expect(on).toContain(`<p>${defaults.boilerplate.details_2}</p>`);
    const own = renderDescription(settings({ style, boilerplate: { ...defaults.boilerplate, title_1: 'Genuine <Parts>', details_3: '', title_3: '' } }), data);
    expect(own).toContain('<h3>Genuine &lt;Parts&gt;</h3>');
    expect(own).not.toContain('Commitment');
    const off = renderDescription(settings({ style, showFooter: false }), data);
    expect(off).not.toContain('Quality Products');
    expect(off).not.toContain('class="lb-footer"');
  });

  it('leaves out the sections an item has no data for', () => {
    const html = renderDescription(settings({ style }), { ...data, main_image: '', feature_bullets: [], product_details: [], variant_specifics: [] });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('<table');
  });
});

describe('a custom template', () => {
  it('renders the fields, lists and sections, with the seller’s CSS in one <style> block', () => {
    const html = renderDescription(
      custom(
        '<div class="mine"><h1>{{ title }}</h1>{{ user_description | raw }}<ul>{% for b in feature_bullets %}<li>{{ b }}</li>{% endfor %}</ul>' +
          '{% for d in product_details %}<b>{{ d.name }}</b>: {{ d.value | upcase }};{% endfor %}{% if images.size == 0 %}no images{% endif %}{% comment %}a comment{% endcomment %}</div>',
        '.mine h1 { color: red; }',
      ),
      data,
    );
    expect(html).toContain('<h1>Cast Iron Skillet 26 cm &amp; Lid</h1>');
    expect(html).toContain('<li>Pre-seasoned</li><li>Oven safe to 260 °C</li>');
    expect(html).toContain('<b>Material</b>: CAST IRON;');
    expect(html).toContain('<p>A <b>heavy</b> pan for searing.</p>');
    expect(html).not.toContain('no images');
    expect(html).not.toContain('a comment');
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('.mine h1 { color: red; }');
    // No footer field in the template: ListBridge's footer follows it.
    expect(html).toContain('<h3>Quality Products</h3>');
  });

  it('places the footer itself when it uses the footer fields, and gets none when the footer is off', () => {
    const html = renderDescription(custom('<p>{{ title }}</p>{% if show_footer %}<em>{{ title_2 }}</em>{% endif %}'), data);
    expect(html).toContain('<em>Fast and Free Shipping</em>');
    expect(html).not.toContain('<h3>');
    const off = renderDescription(custom('<p>{{ title }}</p>', '', { showFooter: false }), data);
    expect(off).not.toContain('Quality Products');
  });

  it('keeps the built-in style when its HTML is blank, with the seller’s CSS on top', () => {
    const html = renderDescription(custom('   ', '.lb-title { color: green; }', { style: 'professional' }), data);
    expect(html).toContain('lb-professional');
    expect(html).toContain('.lb-title { color: green; }');
  });

  it('cannot run script: script, iframe, object, embed, link, meta, base and form are removed', () => {
    const html = renderDescription(
      custom(
        '<p>{{ title }}</p><script>alert(1)</script><iframe src="https://evil.example/"></iframe><object data="x.swf"></object>' +
          '<embed src="x.swf"><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
          '<base href="https://evil.example/"><form action="https://evil.example/"><input name="card"></form><svg><script>alert(2)</script></svg>',
      ),
      data,
    );
    expect(html).toContain('<p>Cast Iron Skillet 26 cm &amp; Lid</p>');
    for (const bad of ['<script', 'alert(', '<iframe', '<object', '<embed', '<link', '<meta', '<base', '<form', '<input', 'evil.example', '<svg'])
      expect(html).not.toContain(bad);
  });

  it('drops event-handler attributes and javascript: URLs', () => {
    const html = renderDescription(
      custom(
        '<div onclick="alert(1)" onmouseover="x()" class="ok"><img src="https://img.example.com/a.jpg" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a><a href="JaVaScRiPt:alert(4)">bad2</a><a href="https://shop.example.com/">good</a>' +
          '<img src="http://img.example.com/insecure.jpg"><img src="data:image/png;base64,AAAA"></div>',
      ),
      data,
    );
    expect(html).toContain('class="ok"');
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('<a href="https://shop.example.com/" rel="noopener noreferrer nofollow" target="_blank">good</a>');
    expect(html).toContain('<img src="https://img.example.com/a.jpg" />');
    expect(html).not.toContain('insecure.jpg');
    expect(html).not.toContain('data:image');
  });

  it('sanitises CSS: no @import, @font-face, expression(), behaviours, non-https url() or </style> break-out', () => {
    const html = renderDescription(
      custom(
        '<p style="color: red; background: url(javascript:alert(1)); width: expression(alert(2))">{{ title }}</p><style>@import url("https://evil.example/a.css"); .x { color: blue }</style>',
        '@import "https://evil.example/b.css";\n@font-face { font-family: x; src: url(https://evil.example/f.woff) }\n' +
          '.a { background: url("https://img.example.com/bg.png") } .b { background: url(http://img.example.com/bg.png) } .c { behavior: url(x.htc); -moz-binding: url(x.xml) }\n' +
          '.d { color: red } </style><script>alert(3)</script> @media (max-width: 600px) { .e { display: none } } .f { background: u\\rl(javascript:alert(4)) }',
      ),
      data,
    );
    expect(html).not.toMatch(/@import|@font-face|evil\.example|expression\(|behavior:|-moz-binding:|javascript|<script|http:\/\//i);
    expect(html).toContain('url("https://img.example.com/bg.png")');
    expect(html).toContain('.x { color: blue }');
    expect(html).toContain('@media (max-width: 600px)');
    expect(html).toContain('style="color:red');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it.each([
    ['an unclosed loop', '<ul>{% for b in feature_bullets %}<li>{{ b }}</li></ul>', 'tag {% for b in feature_bullets %} not closed, line:1, col:5'],
    ['a mismatched end', '{% if title %}x{% endfor %}', 'tag "endfor" not found, line:1, col:16'],
    ['an unknown variable', '<p>\n{{ price }}</p>', 'undefined variable: price'],
    ['an unknown filter', '{{ title | evil }}', 'undefined filter: evil, line:1, col:1'],
    ['an unclosed output', '<p>{{ title </p>', 'output "{{ title </p>" not closed, line:1, col:4'],
    ['an include', "{% include 'header' %}", '{% include %} is not allowed: a description template cannot include other files, line:1, col:1'],
    ['a render', "{% render 'https://evil.example/x' %}", '{% render %} is not allowed: a description template cannot include other files, line:1, col:1'],
    ['a layout', "{% layout 'page' %}", '{% layout %} is not allowed: a description template cannot include other files, line:1, col:1'],
    ['a prototype name', '{{ constructor }}', 'undefined variable: constructor'],
    ['a prototype property', '{{ title.constructor }}', 'undefined variable: title.constructor, line:1, col:4'],
    ['a runaway loop', '{% for i in (1..100000000) %}x{% endfor %}', 'memory alloc limit exceeded, line:1, col:1'],
  ])('with %s is refused: Error compiling template', (_what, html, reason) => {
    const r = tryRenderDescription(custom(html), data);
    expect('error' in r).toBe(true);
    if (!('error' in r)) return;
    expect(r.error).toBeInstanceOf(TemplateCompileError);
    expect(r.error.message).toBe('Error compiling template');
    expect(r.error.reason).toBe(reason);
    expect(r.error.code).toBe('TEMPLATE_COMPILE_ERROR');
  });

  it("refuses a description longer than eBay's 500,000 characters", () => {
    const long = tryRenderDescription(custom('{{ user_description | raw }}'), { ...data, user_description: `<p>${'x'.repeat(500_001)}</p>` });
    expect('error' in long && long.error.reason).toBe("The description is longer than eBay's 500,000 characters");
  });

  it('reads list entries’ own properties only (no prototype values)', () => {
    const t = compileTemplate('{% for d in product_details %}[{{ d.name | default: "none" }}={{ d.value }}]{% endfor %}');
    const evil = Object.create({ name: 'inherited' }) as { value: string };
    evil.value = 'v';
    expect(t.render({ product_details: [evil] })).toBe('[none=v]');
  });
});

describe('sanitizeCss', () => {
  it('keeps ordinary rules', () => {
    expect(sanitizeCss('.a > .b { margin: 0 auto; color: #333 }')).toBe('.a > .b { margin: 0 auto; color: #333 }');
  });
  it('drops comments that hide words and escapes', () => {
    expect(sanitizeCss('.a { background: url(java/**/script:alert(1)) } @im\\port "x.css";')).not.toMatch(/javascript|@import|x\.css/);
  });
});

describe('descriptionData', () => {
  const item = (over: Partial<InventoryItemRow>): InventoryItemRow =>
    ({
      id: 'i1',
      userId: 'u1',
      title: 'Amazon title',
      thumbUrl: null,
      catalogDetails: {
        brand: 'Acme',
        product_description: 'Amazon <text>',
        feature_bullets: ['Amazon bullet'],
        product_details: [{ name: 'Size', value: 'L' }],
        images: ['https://img.example.com/amazon.jpg', 'http://img.example.com/insecure.jpg'],
      },
      userEditedDetails: {},
      ...over,
    }) as InventoryItemRow;

  it("takes Amazon's data, escaping its plain description, https images only", () => {
    const d = descriptionData(item({}));
    expect(d).toMatchObject({
      title: 'Amazon title',
      user_description: '<p>Amazon &lt;text&gt;</p>',
      feature_bullets: ['Amazon bullet'],
      product_details: [{ name: 'Size', value: 'L' }],
      main_image: 'https://img.example.com/amazon.jpg',
      images: ['https://img.example.com/amazon.jpg'],
      brand: 'Acme',
      variant_specifics: [],
    });
  });

  it("takes the seller's saved edits, then the draft's, over Amazon's", () => {
    const saved = item({
      userEditedDetails: {
        title: 'Saved title',
        description: '<p>Saved <script>x</script></p>',
        feature_bullets: ['Saved bullet'],
        variant_specifics: [{ dimension: 'Size', value: 'XL' }],
      },
    });
    expect(descriptionData(saved)).toMatchObject({
      title: 'Saved title',
      user_description: '<p>Saved </p>',
      feature_bullets: ['Saved bullet'],
      variant_specifics: [{ dimension: 'Size', value: 'XL' }],
    });
    const draft = descriptionData(saved, {
      title: 'Draft title',
      description: '<p>Draft</p>',
      featureBullets: ['Draft bullet', ' '],
      productDetails: [{ name: 'Weight', value: '2 kg' }],
      images: ['https://img.example.com/draft.jpg'],
    });
    expect(draft).toMatchObject({
      title: 'Draft title',
      user_description: '<p>Draft</p>',
      feature_bullets: ['Draft bullet'],
      product_details: [{ name: 'Weight', value: '2 kg' }],
      main_image: 'https://img.example.com/draft.jpg',
    });
  });
});
