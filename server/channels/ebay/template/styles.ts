// The four built-in description styles (spec 001 §9: basic, informative, minimal, professional)
// and the footer, as templates over the description data (001 §3 "Description template data").
// Classes start with lb- so a seller's CSS can restyle them without clashing with eBay's page.

export const TEMPLATE_STYLES = ['basic', 'informative', 'minimal', 'professional'] as const;
export type TemplateStyle = (typeof TEMPLATE_STYLES)[number];

export interface StyleTemplate {
  html: string;
  css: string;
}

const BASE_CSS = `
.lb-listing { font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 100%; }
.lb-listing img { max-width: 100%; height: auto; }
.lb-footer { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 24px; }
.lb-footer-block { flex: 1 1 160px; }
.lb-footer-block h3 { margin: 0 0 4px; font-size: 16px; }
.lb-footer-block p { margin: 0; font-size: 14px; }
`;

/** The footer: up to three blocks (a block with neither title nor details is left out). */
export const FOOTER_TEMPLATE = `<div class="lb-footer">{% for block in footer_blocks %}<div class="lb-footer-block">{% if block.title != blank %}<h3>{{ block.title }}</h3>{% endif %}{% if block.details != blank %}<p>{{ block.details }}</p>{% endif %}</div>{% endfor %}</div>`;

const SPECS = `<table class="lb-specs">{% for d in product_details %}<tr><th>{{ d.name }}</th><td>{{ d.value }}</td></tr>{% endfor %}{% for v in variant_specifics %}<tr><th>{{ v.dimension }}</th><td>{{ v.value }}</td></tr>{% endfor %}</table>`;

const STYLES: Record<TemplateStyle, StyleTemplate> = {
  basic: {
    html: `<div class="lb-listing lb-basic">
<h1 class="lb-title">{{ title }}</h1>
{% if main_image != blank %}<div class="lb-image"><img src="{{ main_image }}" alt="{{ title }}"></div>{% endif %}
{% if user_description != blank %}<div class="lb-description">{{ user_description | raw }}</div>{% endif %}
{% if feature_bullets.size > 0 %}<ul class="lb-bullets">{% for bullet in feature_bullets %}<li>{{ bullet }}</li>{% endfor %}</ul>{% endif %}
{% if product_details.size > 0 or variant_specifics.size > 0 %}${SPECS}{% endif %}
{{ footer | raw }}
</div>`,
    css: `${BASE_CSS}
.lb-basic .lb-title { font-size: 22px; margin: 0 0 12px; }
.lb-basic .lb-image { text-align: center; margin-bottom: 12px; }
.lb-basic .lb-specs { border-collapse: collapse; margin-top: 12px; }
.lb-basic .lb-specs th, .lb-basic .lb-specs td { text-align: left; padding: 4px 12px 4px 0; font-size: 14px; }
.lb-basic .lb-footer { border-top: 1px solid #ddd; padding-top: 12px; }
`,
  },
  informative: {
    html: `<div class="lb-listing lb-informative">
<h1 class="lb-title">{{ title }}</h1>
<div class="lb-top">
{% if main_image != blank %}<div class="lb-image"><img src="{{ main_image }}" alt="{{ title }}"></div>{% endif %}
{% if feature_bullets.size > 0 %}<div class="lb-highlights"><h2>Features</h2><ul class="lb-bullets">{% for bullet in feature_bullets %}<li>{{ bullet }}</li>{% endfor %}</ul></div>{% endif %}
</div>
{% if user_description != blank %}<h2>Description</h2><div class="lb-description">{{ user_description | raw }}</div>{% endif %}
{% if product_details.size > 0 or variant_specifics.size > 0 %}<h2>Specifications</h2>${SPECS}{% endif %}
{{ footer | raw }}
</div>`,
    css: `${BASE_CSS}
.lb-informative .lb-title { font-size: 22px; margin: 0 0 16px; color: #0b3d91; }
.lb-informative h2 { font-size: 18px; color: #0b3d91; border-bottom: 2px solid #0b3d91; padding-bottom: 4px; margin: 20px 0 8px; }
.lb-informative .lb-top { display: flex; flex-wrap: wrap; gap: 16px; }
.lb-informative .lb-image { flex: 1 1 240px; text-align: center; }
.lb-informative .lb-highlights { flex: 1 1 240px; }
.lb-informative .lb-highlights h2 { margin-top: 0; }
.lb-informative .lb-specs { width: 100%; border-collapse: collapse; }
.lb-informative .lb-specs th, .lb-informative .lb-specs td { border: 1px solid #d5dbe5; padding: 6px 8px; text-align: left; font-size: 14px; }
.lb-informative .lb-specs th { background: #eef2f8; width: 40%; }
.lb-informative .lb-footer { background: #eef2f8; padding: 12px; border-radius: 4px; }
.lb-informative .lb-footer-block h3 { color: #0b3d91; }
`,
  },
  minimal: {
    html: `<div class="lb-listing lb-minimal">
<h1 class="lb-title">{{ title }}</h1>
{% if user_description != blank %}<div class="lb-description">{{ user_description | raw }}</div>{% endif %}
{% if feature_bullets.size > 0 %}<ul class="lb-bullets">{% for bullet in feature_bullets %}<li>{{ bullet }}</li>{% endfor %}</ul>{% endif %}
{% if product_details.size > 0 or variant_specifics.size > 0 %}${SPECS}{% endif %}
{% if main_image != blank %}<div class="lb-image"><img src="{{ main_image }}" alt="{{ title }}"></div>{% endif %}
{{ footer | raw }}
</div>`,
    css: `${BASE_CSS}
.lb-minimal { color: #333; }
.lb-minimal .lb-title { font-size: 18px; font-weight: normal; margin: 0 0 8px; }
.lb-minimal .lb-bullets { padding-left: 18px; }
.lb-minimal .lb-specs { font-size: 13px; color: #555; }
.lb-minimal .lb-specs th { font-weight: normal; text-align: left; padding-right: 12px; }
.lb-minimal .lb-image { margin-top: 12px; }
.lb-minimal .lb-footer { font-size: 13px; color: #666; }
.lb-minimal .lb-footer-block h3 { font-size: 14px; }
`,
  },
  professional: {
    html: `<div class="lb-listing lb-professional">
<div class="lb-header">{% if brand != blank %}<div class="lb-brand">{{ brand }}</div>{% endif %}<h1 class="lb-title">{{ title }}</h1></div>
<div class="lb-body">
{% if main_image != blank %}<div class="lb-image"><img src="{{ main_image }}" alt="{{ title }}"></div>{% endif %}
{% if feature_bullets.size > 0 %}<div class="lb-section"><h2>Key Features</h2><ul class="lb-bullets">{% for bullet in feature_bullets %}<li>{{ bullet }}</li>{% endfor %}</ul></div>{% endif %}
{% if user_description != blank %}<div class="lb-section"><h2>Product Description</h2><div class="lb-description">{{ user_description | raw }}</div></div>{% endif %}
{% if product_details.size > 0 or variant_specifics.size > 0 %}<div class="lb-section"><h2>Specifications</h2>${SPECS}</div>{% endif %}
{{ footer | raw }}
</div>
</div>`,
    css: `${BASE_CSS}
.lb-professional { border: 1px solid #d0d0d0; }
.lb-professional .lb-header { background: #1f2933; color: #fff; padding: 16px 20px; }
.lb-professional .lb-brand { text-transform: uppercase; letter-spacing: 2px; font-size: 12px; color: #f0b429; }
.lb-professional .lb-title { font-size: 22px; margin: 4px 0 0; color: #fff; }
.lb-professional .lb-body { padding: 20px; }
.lb-professional .lb-image { text-align: center; margin-bottom: 16px; }
.lb-professional .lb-section h2 { font-size: 16px; text-transform: uppercase; letter-spacing: 1px; color: #1f2933; border-left: 4px solid #f0b429; padding-left: 8px; margin: 20px 0 8px; }
.lb-professional .lb-specs { width: 100%; border-collapse: collapse; }
.lb-professional .lb-specs tr:nth-child(odd) { background: #f5f7fa; }
.lb-professional .lb-specs th, .lb-professional .lb-specs td { padding: 6px 10px; text-align: left; font-size: 14px; }
.lb-professional .lb-footer { border-top: 4px solid #1f2933; padding-top: 16px; }
.lb-professional .lb-footer-block { text-align: center; }
.lb-professional .lb-footer-block h3 { color: #1f2933; }
`,
  },
};

export const styleTemplate = (style: TemplateStyle): StyleTemplate => STYLES[style] ?? STYLES.basic;

/** The footer's own CSS, for a custom template that leaves the footer to ListBridge. */
export const FOOTER_CSS = BASE_CSS;
